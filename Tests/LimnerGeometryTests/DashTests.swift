import Foundation
import Testing
@testable import LimnerGeometry

/// The (start, end) x of each dash of a horizontal path.
private func spans(_ p: Path) -> [(Double, Double)] {
    var out: [(Double, Double)] = []
    for e in p.elements {
        switch e {
        case .move(let a): out.append((a.x, a.x))
        case .line(let b): out[out.count - 1].1 = b.x
        default: break
        }
    }
    return out
}

private func line(_ length: Double) -> Path {
    Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: length, y: 0)) }
}

@Suite("Dashes")
struct DashTests {
    @Test func segmentLengthsAndPhase() throws {
        let d = try #require(PathDasher.dash(line(100), pattern: [10, 5], phase: 0))
        let s = spans(d)
        #expect(s.count == 7)
        for (i, (a, b)) in s.enumerated() {
            #expect(close(a, Double(i) * 15, 1e-9))
            #expect(close(b, min(Double(i) * 15 + 10, 100), 1e-9))
        }
        // Phase 12: 2 into the first gap, so the first dash starts at 3.
        let p = spans(try #require(PathDasher.dash(line(100), pattern: [10, 5], phase: 12)))
        #expect(close(p[0].0, 3, 1e-9) && close(p[0].1, 13, 1e-9))
        // Phase 4: the first dash is 6 long.
        let q = spans(try #require(PathDasher.dash(line(100), pattern: [10, 5], phase: 4)))
        #expect(close(q[0].0, 0, 1e-9) && close(q[0].1, 6, 1e-9))
        // Negative phases wrap: −3 ≡ 12.
        let n = spans(try #require(PathDasher.dash(line(100), pattern: [10, 5], phase: -3)))
        #expect(n.map(\.0) == p.map(\.0))
    }

    @Test func oddCountsRepeat() throws {
        let odd = try #require(PathDasher.dash(line(100), pattern: [10, 5, 5], phase: 0))
        let even = try #require(PathDasher.dash(line(100), pattern: [10, 5, 5, 10, 5, 5], phase: 0))
        #expect(odd == even)
        // [10, 5, 5, 10, 5, 5]: on 0–10, 15–20, 30–35, 40–50, 55–60, 70–75, 80–90, 95–100.
        let starts: [Double] = [0, 15, 30, 40, 55, 70, 80, 95]
        #expect(spans(odd).count == starts.count)
        for (s, e) in zip(spans(odd), starts) { #expect(close(s.0, e, 1e-9)) }
    }

    @Test func patternRestartsAtEachSubpath() throws {
        var p = line(20)
        p.move(to: CGPoint(x: 0, y: 10))
        p.addLine(to: CGPoint(x: 20, y: 10))
        let s = spans(try #require(PathDasher.dash(p, pattern: [8, 4], phase: 2)))
        #expect(s.map(\.0) == [0, 10, 0, 10])
    }

    @Test func solidForDegeneratePatterns() {
        for pattern: [CGFloat] in [[], [0, 0], [0], [5, -1], [.nan, 2], [.infinity, 1]] {
            #expect(PathDasher.dash(line(100), pattern: pattern, phase: 0) == nil)
            #expect(line(100).strokedPath(StrokeStyle(lineWidth: 2, dash: pattern))
                    == line(100).strokedPath(StrokeStyle(lineWidth: 2)))
        }
    }

    @Test func dashesFollowCurvesByArcLength() throws {
        let r = 50.0
        let circle = Path(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let dashed = try #require(PathDasher.dash(circle, pattern: [20, 10], phase: 0))
        let m = PathMeasure(dashed)
        let lengths = m.subpathLengths
        let circumference = 2 * Double.pi * r
        #expect(abs(PathMeasure(circle).length - circumference) < 0.05)
        // 11 dashes start on the circle; the last (300…314.16) runs on into the first across the
        // start point, so there are 10 pieces and the last is 34.16 long.
        #expect(lengths.count == 10)
        for l in lengths.dropLast() { #expect(abs(l - 20) < 1e-6) }
        #expect(abs(lengths[9] - (PathMeasure(circle).length - 300 + 20)) < 1e-6)
        // Every dash point stays on the circle: the curves were split, not flattened.
        #expect(dashed.verbs.contains(.cubic) && !dashed.verbs.contains(.line))
        for e in dashed.elements { if let p = endPoint(e) { #expect(abs(hypot(p.x, p.y) - r) < 0.02) } }
    }

    @Test func zeroLengthDashesAreDotsWithRoundCaps() {
        let dotted = line(40).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        // Dots at 0, 10, 20, 30 (not at 40: the pattern ends there).
        #expect(dotted.verbs.filter { $0 == .move }.count == 4)
        for x in [0.0, 10, 20, 30] { #expect(dotted.contains(CGPoint(x: x, y: 1.9))) }
        #expect(!dotted.contains(CGPoint(x: 5, y: 0)))
        #expect(line(40).strokedPath(StrokeStyle(lineWidth: 4, lineCap: .butt, dash: [0, 10])).isEmpty)
    }

    @Test func millionSegmentDashesAreBounded() {
        let long = line(1e7)
        let style = StrokeStyle(lineWidth: 2, dash: [1, 1])
        let start = Date()
        let outline = long.strokedPath(style)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(outline == long.strokedPath(StrokeStyle(lineWidth: 2)))
        // Just under the bound still dashes.
        let ok = line(Double(PathDasher.maximumDashes) * 2 - 10).strokedPath(style)
        #expect(ok.verbs.filter { $0 == .move }.count > 1000)
    }
}

@Suite("Dashes on closed subpaths")
struct ClosedDashTests {
    /// Skia (skia-python 144, DashPathEffect [25, 5] on a 10×10 rect) joins the last dash
    /// (30…40) to the first (0…25) across the start: one subpath from (0, 10) round to (5, 10).
    @Test func lastDashContinuesIntoTheFirst() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let d = try #require(PathDasher.dash(square, pattern: [25, 5], phase: 0))
        #expect(d.elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0)),
                               .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                               .line(to: CGPoint(x: 5, y: 10))])
        // Starting in a gap: nothing to join ([10, 5] phase −3, Skia: 3…13, 18…28, 33…40).
        let g = try #require(PathDasher.dash(square, pattern: [10, 5], phase: -3))
        #expect(g.verbs.filter { $0 == .move }.count == 3)
    }
}
