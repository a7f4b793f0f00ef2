import Foundation
import Testing
@testable import LimnerGeometry

/// A horizontal line from (0, 0) to (100, 0).
private let horizontal = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }

/// Two lines meeting at the origin with interior angle `degrees`.
private func corner(_ degrees: Double) -> Path {
    let a = degrees * .pi / 180
    return Path {
        $0.move(to: CGPoint(x: 100, y: 0))
        $0.addLine(to: .zero)
        $0.addLine(to: CGPoint(x: 100 * cos(a), y: 100 * sin(a)))
    }
}

@Suite("Stroker: caps, joins, dots")
struct StrokeTests {
    @Test func styleDefaultsAreSwiftUIs() {
        let s = StrokeStyle()
        #expect(s.lineWidth == 1 && s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.miterLimit == 10 && s.dash.isEmpty && s.dashPhase == 0)
        #expect(CGLineCap.round.rawValue == 1 && CGLineJoin.bevel.rawValue == 2)
    }

    @Test(arguments: [(CGLineCap.butt, 0.0), (.square, 5.0), (.round, 5.0)])
    func capBoundsOnAHorizontalLine(cap: CGLineCap, overhang: Double) {
        let outline = horizontal.strokedPath(StrokeStyle(lineWidth: 10, lineCap: cap))
        let expected = CGRect(x: -overhang, y: -5, width: 100 + 2 * overhang, height: 10)
        #expect(close(outline.boundingRect, expected, 1e-3))
        #expect(outline.contains(CGPoint(x: 50, y: 4.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
        // Round caps are round: the corner of the square-cap box is outside.
        #expect(outline.contains(CGPoint(x: -4.5, y: 4.5)) == (cap == .square))
    }

    @Test func straightSegmentsAreNeverFlattened() {
        let zigzag = Path { p in
            p.move(to: .zero)
            for i in 1...10 { p.addLine(to: CGPoint(x: Double(i) * 10, y: i % 2 == 0 ? 0 : 10)) }
        }
        for join in [CGLineJoin.miter, .bevel] {
            let outline = zigzag.strokedPath(StrokeStyle(lineWidth: 3, lineJoin: join))
            #expect(outline.verbs.allSatisfy { $0 != .quad && $0 != .cubic })
        }
    }

    /// Miter ratio = 1 / sin(θ/2) for interior angle θ; at 60° it is exactly 2.
    @Test(arguments: [(2.01, true), (1.99, false), (10.0, true), (0.5, false)])
    func miterBecomesBevelPastTheLimit(limit: Double, expectMiter: Bool) {
        let r = 5.0
        let outline = corner(60).strokedPath(StrokeStyle(lineWidth: 2 * r, lineJoin: .miter, miterLimit: limit))
        // The miter tip lies 2r from the corner, opposite the interior bisector (at 30°).
        let dir = CGPoint(x: -cos(Double.pi / 6), y: -sin(Double.pi / 6))
        let nearTip = CGPoint(x: dir.x * 1.9 * r, y: dir.y * 1.9 * r)
        #expect(outline.contains(nearTip) == expectMiter)
        // The bevel edge is r·sin(30°) = r/2 from the corner: inside either way.
        #expect(outline.contains(CGPoint(x: dir.x * 0.45 * r, y: dir.y * 0.45 * r)))
        #expect(!outline.contains(CGPoint(x: dir.x * 2.05 * r, y: dir.y * 2.05 * r)))
    }

    @Test func roundJoinPointsLieOnTheCircle() {
        let r = 8.0
        let outline = corner(90).strokedPath(StrokeStyle(lineWidth: 2 * r, lineJoin: .round))
        var start = CGPoint.zero, curves = 0
        for e in outline.elements {
            if case .curve = e {
                for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                    let p = pointOn(e, from: start, at: t)
                    #expect(abs(hypot(p.x, p.y) - r) < 1e-3 * r)
                }
                curves += 1
            }
            if let p = endPoint(e) { start = p }
        }
        #expect(curves >= 1)
        // A bevel would leave this point (on the arc's middle, just inside) uncovered.
        let mid = CGPoint(x: -0.98 * r * cos(.pi / 4), y: -0.98 * r * sin(.pi / 4))
        #expect(outline.contains(mid))
        let beveled = corner(90).strokedPath(StrokeStyle(lineWidth: 2 * r, lineJoin: .bevel))
        #expect(!beveled.contains(mid))
    }

    /// Between two long lines the inner side cuts the corner at the inner offsets' intersection
    /// instead of visiting the pivot, so no two pieces overlap there.
    @Test func innerCornersMeetAtTheOffsetIntersection() {
        let r = 5.0
        for join in [CGLineJoin.miter, .round, .bevel] {
            let outline = corner(90).strokedPath(StrokeStyle(lineWidth: 2 * r, lineJoin: join))
            let vertices = outline.elements.compactMap(endPoint)
            #expect(vertices.contains { close($0, CGPoint(x: r, y: r), 1e-9) })
            #expect(!vertices.contains { close($0, .zero, 1e-9) })
            #expect(outline.contains(CGPoint(x: r - 0.01, y: r - 0.01)) && !outline.contains(CGPoint(x: r + 0.01, y: r + 0.01)))
        }
        // Too short for the cut (r·tan 45° = 5 > half of 6): the inner side goes through the pivot.
        let short = Path { $0.move(to: CGPoint(x: 6, y: 0)); $0.addLine(to: .zero); $0.addLine(to: CGPoint(x: 0, y: 6)) }
        let outline = short.strokedPath(StrokeStyle(lineWidth: 2 * r))
        #expect(outline.elements.compactMap(endPoint).contains { close($0, .zero, 1e-12) })
    }

    @Test func uTurnsRoundOrBevel() {
        let back = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 50, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0)) }
        let round = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(close(round.boundingRect.maxX, 55, 1e-3))
        let miter = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(close(miter.boundingRect.maxX, 50, 1e-9))
        #expect(miter.contains(CGPoint(x: 49, y: 4)) && miter.contains(CGPoint(x: 20, y: -4)))
    }

    @Test func zeroLengthSubpathsBecomeDotsPerCap() {
        let dot = Path { $0.move(to: CGPoint(x: 10, y: 10)); $0.addLine(to: CGPoint(x: 10, y: 10)) }
        let round = dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
        #expect(close(round.boundingRect, CGRect(x: 7, y: 7, width: 6, height: 6), 1e-3))
        #expect(!round.contains(CGPoint(x: 12.5, y: 12.5)))
        let square = dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .square))
        #expect(close(square.boundingRect, CGRect(x: 7, y: 7, width: 6, height: 6), 1e-12))
        #expect(square.contains(CGPoint(x: 12.9, y: 12.9)))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .butt)).isEmpty)
        // A move and a close is a zero-length closed subpath: a dot too; a lone move is nothing.
        let closedDot = Path { $0.move(to: CGPoint(x: 1, y: 2)); $0.closeSubpath() }
        #expect(close(closedDot.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).boundingRect,
                      CGRect(x: 0, y: 1, width: 2, height: 2), 1e-3))
        #expect(Path { $0.move(to: .zero) }.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).isEmpty)
        // A degenerate cubic is zero-length too.
        let c = Path { $0.move(to: CGPoint(x: 5, y: 5)); $0.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 5, y: 5)) }
        #expect(close(c.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)).boundingRect,
                      CGRect(x: 3, y: 3, width: 4, height: 4), 1e-12))
    }

    @Test func closedSubpathsHaveAHoleAndNoCaps() {
        let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(!outline.contains(.zero))
        for k in 0..<16 {
            let a = Double(k) * .pi / 8
            func at(_ rad: Double) -> CGPoint { CGPoint(x: rad * cos(a), y: rad * sin(a)) }
            #expect(outline.contains(at(45.1)) && outline.contains(at(54.9)))
            #expect(!outline.contains(at(44.9)) && !outline.contains(at(55.1)))
        }
        #expect(outline.verbs.filter { $0 == .cubic }.count < 64)
        // A closed square gets mitered corners everywhere, including its start.
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(close(square.boundingRect, CGRect(x: -2, y: -2, width: 24, height: 24), 1e-12))
        #expect(square.contains(CGPoint(x: -1.9, y: -1.9)))
    }

    @Test func curveOffsetsStayWithinTolerance() {
        let a = Vec2(0, 0), b = Vec2(30, 80), c = Vec2(120, -40), d = Vec2(150, 30)
        let seg = StrokeSegment(cubic: a, b, c, d)
        let path = Path { $0.move(to: a.point); $0.addCurve(to: d.point, control1: b.point, control2: c.point) }
        let r = 6.0
        let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * r), tolerance: 0.02)
        for i in 1..<64 {
            let t = Double(i) / 64
            guard let n = seg.derivative(t).normalized?.perpendicular else { continue }
            let p = seg.point(t)
            for side in [1.0, -1.0] {
                #expect(outline.contains((p + side * (r - 0.05) * n).point))
                #expect(!outline.contains((p + side * (r + 0.05) * n).point))
            }
        }
    }

    @Test func wideStrokesOnTightCurvesHaveNoHoles() {
        // A cubic with a tight loop and one with a cusp, stroked far wider than their curvature.
        let curves: [(Vec2, Vec2, Vec2, Vec2)] = [
            (Vec2(0, 0), Vec2(200, 100), Vec2(-100, 100), Vec2(100, 0)),
            (Vec2(0, 0), Vec2(100, 100), Vec2(0, 100), Vec2(100, 0)),
            (Vec2(0, 0), Vec2(100, 0), Vec2(-50, 0), Vec2(50, 0)),
        ]
        for (a, b, c, d) in curves {
            let seg = StrokeSegment(cubic: a, b, c, d)
            let path = Path { $0.move(to: a.point); $0.addCurve(to: d.point, control1: b.point, control2: c.point) }
            for width in [4.0, 60.0] {
                let r = width / 2
                let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineJoin: .miter))
                for i in 1..<200 {
                    let t = Double(i) / 200
                    let p = seg.point(t)
                    #expect(outline.contains(p.point))
                    for k in 0..<8 {
                        let ang = Double(k) * .pi / 4
                        let q = p + 0.9 * r * Vec2(cos(ang), sin(ang))
                        // Points within 0.9r of an interior point are inside unless near an end
                        // (butt caps cut the disc there).
                        if t > 0.05 && t < 0.95, let n = seg.derivative(t).normalized {
                            let along = (q - p).dot(n)
                            if abs(along) < 0.1 * r { #expect(outline.contains(q.point)) }
                        }
                    }
                }
            }
        }
    }

    @Test func badWidthsAndMiterLimitsHaveDefinedResults() {
        for w in [-1.0, .nan, .infinity, 0] {
            #expect(horizontal.strokedPath(StrokeStyle(lineWidth: w)).isEmpty)
        }
        #expect(corner(30).strokedPath(StrokeStyle(lineWidth: 4, miterLimit: .nan))
                == corner(30).strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 10)))
        // Infinite limit: always miter (30° interior angle: ratio 3.86).
        #expect(corner(30).strokedPath(StrokeStyle(lineWidth: 4, miterLimit: .infinity))
                == corner(30).strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 4)))
        #expect(corner(30).strokedPath(StrokeStyle(lineWidth: 4, miterLimit: -3))
                == corner(30).strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .bevel)))
    }

    @Test func subpathsWithNaNAreDropped() {
        var p = horizontal
        p.move(to: CGPoint(x: 0, y: 50))
        p.addLine(to: CGPoint(x: CGFloat.nan, y: 60))
        p.addLine(to: CGPoint(x: 10, y: 70))
        #expect(p.strokedPath(StrokeStyle(lineWidth: 2)) == horizontal.strokedPath(StrokeStyle(lineWidth: 2)))
        #expect(PathMeasure(p).length == 100)
    }

    @Test func transformsMakeThePenElliptical() {
        let t = CGAffineTransform(scaleX: 3, y: 1)
        let style = StrokeStyle(lineWidth: 10)
        let h = horizontal.strokeOutline(style: style, transform: t)
        #expect(close(h.boundingRect, CGRect(x: 0, y: -5, width: 300, height: 10), 1e-9))
        let vertical = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 0, y: 100)) }
        let v = vertical.strokeOutline(style: style, transform: t)
        #expect(close(v.boundingRect, CGRect(x: -15, y: 0, width: 30, height: 100), 1e-9))
        // Tolerance follows the device scale: a bigger scale gives at least as many pieces.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let small = circle.strokeOutline(style: StrokeStyle(lineWidth: 4), transform: .identity, deviceTolerance: 0.1)
        let big = circle.strokeOutline(style: StrokeStyle(lineWidth: 4), transform: CGAffineTransform(scaleX: 100, y: 100), deviceTolerance: 0.1)
        #expect(big.verbs.count > small.verbs.count)
        #expect(horizontal.strokeOutline(style: style, transform: CGAffineTransform(scaleX: 0, y: 0)).isEmpty)
    }

    @Test func hairlinesAreOneDevicePixelWide() {
        let t = CGAffineTransform(scaleX: 4, y: 4)
        let hair = horizontal.strokeOutline(style: StrokeStyle(lineWidth: 0), transform: t)
        #expect(close(hair.boundingRect, CGRect(x: 0, y: -0.5, width: 400, height: 1), 1e-9))
        let dashed = horizontal.strokeOutline(style: StrokeStyle(lineWidth: 0, dash: [10, 15]), transform: t)
        // Dash lengths stay in user units: 4 dashes of 10 user units = 40 device pixels each.
        #expect(dashed.verbs.filter { $0 == .move }.count == 4)
        #expect(close(dashed.boundingRect.maxX, 4 * 85, 1e-9))
    }
}

@Suite("Stroker: pens wider than the curvature")
struct WidePenTests {
    /// Width 60 on a circle of radius 12: every point within 30 of the circle is covered,
    /// including the centre (Skia fills a disc of radius 42).
    @Test func wideStrokeOnASmallCircleCoversTheCentre() {
        let circle = Path(ellipseIn: CGRect(x: -12, y: -12, width: 24, height: 24))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 60))
        for p in [CGPoint.zero, CGPoint(x: 10, y: 3), CGPoint(x: -20, y: 5), CGPoint(x: 0, y: 41.5)] {
            #expect(outline.contains(p), "\(p)")
        }
        #expect(!outline.contains(CGPoint(x: 0, y: 42.5)))
    }
}
