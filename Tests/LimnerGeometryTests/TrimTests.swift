import Foundation
import Testing
@testable import LimnerGeometry

@Suite("Trimming and measuring")
struct TrimTests {
    let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }

    @Test func linesTrimByLength() {
        #expect(line.trimmedPath(from: 0.25, to: 0.75).elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 75, y: 0))])
        #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(line.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(line.trimmedPath(from: -1, to: 2) == line)
        #expect(line.trimmedPath(from: .nan, to: 0.5) == line.trimmedPath(from: 0, to: 0.5))
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test func closedShapesStayClosedWhenWhole() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        let half = circle.trimmedPath(from: 0, to: 0.5)
        #expect(!half.verbs.contains(.close))
        #expect(abs(PathMeasure(half).length - 50 * Double.pi) < 0.05)
        // A square's closing edge counts: its last quarter is that edge.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let last = square.trimmedPath(from: 0.75, to: 1)
        #expect(close(last.boundingRect, CGRect(x: 0, y: 0, width: 0, height: 10), 1e-12))
    }

    @Test func curvesSplitExactlyAndStayCurves() throws {
        let a = Vec2(0, 0), b = Vec2(10, 60), c = Vec2(90, 60), d = Vec2(100, 0)
        let seg = StrokeSegment(cubic: a, b, c, d)
        let path = Path { $0.move(to: a.point); $0.addCurve(to: d.point, control1: b.point, control2: c.point) }
        let total = PathMeasure(path).length
        let piece = path.trimmedPath(from: 0.2, to: 0.7)
        #expect(piece.verbs == [.move, .cubic])
        #expect(abs(PathMeasure(piece).length - 0.5 * total) < 1e-6 * total)
        // The piece is the original between two parameters: its points are on the original.
        let els = piece.elements
        guard case .move(let s) = els[0], case .curve(let e, _, _) = els[1] else { Issue.record("shape"); return }
        let m = PathMeasure(path)
        let t0 = m.parameter(contour: m.contours[0], segment: 0, distance: 0.2 * total)
        let t1 = m.parameter(contour: m.contours[0], segment: 0, distance: 0.7 * total)
        #expect(close(s, seg.point(t0).point, 1e-9) && close(e, seg.point(t1).point, 1e-9))
        for k in 1..<8 {
            let u = Double(k) / 8
            let p = pointOn(els[1], from: s, at: u)
            #expect(close(p, seg.point(t0 + u * (t1 - t0)).point, 1e-9))
        }
        // Quads stay quads.
        let q = Path { $0.move(to: .zero); $0.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 80)) }
        #expect(q.trimmedPath(from: 0.1, to: 0.9).verbs == [.move, .quad])
    }

    @Test func lengthRunsAcrossSubpaths() {
        var two = line
        two.move(to: CGPoint(x: 0, y: 10))
        two.addLine(to: CGPoint(x: 100, y: 10))
        let t = two.trimmedPath(from: 0.25, to: 0.75)
        #expect(t.elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
                               .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 50, y: 10))])
    }

    @Test func arcLengthOfKnownCurves() {
        // A quarter circle of radius 100 as one cubic: length within 0.03 % of 50π.
        let arc = Path { $0.addArc(center: .zero, radius: 100, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
        #expect(abs(PathMeasure(arc).length - 50 * Double.pi) < 0.05)
        // A parabola y = x² on 0…1 as a quad: exact length (2√5 + asinh 2) / 4.
        let parabola = Path { $0.move(to: .zero); $0.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 0.5, y: 0)) }
        #expect(abs(PathMeasure(parabola).length - (2 * 5.0.squareRoot() + asinh(2)) / 4) < 1e-10)
    }
}
