import Testing
import LimnerGeometry

@Suite("Arcs: direction, sweep normalisation, relative and tangent arcs")
struct PathArcTests {
    let c = CGPoint(x: 100, y: 100)

    /// Every curve point of `p` lies on the circle within the cubic approximation error.
    func onCircle(_ p: Path, center: CGPoint, radius: CGFloat) -> Bool {
        var start = CGPoint.zero
        for e in p.elements {
            if case .curve = e {
                for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                    let q = pointOn(e, from: start, at: t)
                    let d = ((q.x - center.x) * (q.x - center.x) + (q.y - center.y) * (q.y - center.y)).squareRoot()
                    if !close(d, radius, radius * 3e-4) { return false }
                }
            }
            if let end = endPoint(e) { start = end }
        }
        return true
    }

    @Test func quarterArcIncreasingAngles() {
        var p = Path()
        p.addArc(center: c, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(p.verbs == [.move, .cubic])
        #expect(close(p.elements, [
            .move(to: CGPoint(x: 110, y: 100)),
            .curve(to: CGPoint(x: 100, y: 110), control1: CGPoint(x: 110, y: 100 + 10 * Path.quarterCircleKappa),
                   control2: CGPoint(x: 100 + 10 * Path.quarterCircleKappa, y: 110)),
        ], 1e-9))
    }

    @Test func clockwiseTrueSweepsDecreasingAngles() {
        var p = Path()
        p.addArc(center: c, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // From 0° down through −90° (y = 90), −180°, to −270° ≡ 90°: three quarters.
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic])
        let ends = p.elements.compactMap(endPoint)
        #expect(close(ends[1], CGPoint(x: 100, y: 90)))
        #expect(close(ends[2], CGPoint(x: 90, y: 100)))
        #expect(close(ends[3], CGPoint(x: 100, y: 110)))
        #expect(onCircle(p, center: c, radius: 10))
    }

    @Test func sweepAcrossZero() {
        var p = Path()
        p.addArc(center: c, radius: 10, startAngle: .degrees(315), endAngle: .degrees(45), clockwise: false)
        #expect(p.verbs == [.move, .cubic])  // 90° through 0°
        #expect(close(p.elements.compactMap(endPoint).last!, CGPoint(x: 100 + 10 * 0.5.squareRoot(), y: 100 + 10 * 0.5.squareRoot())))
        var q = Path()
        q.addArc(center: c, radius: 10, startAngle: .degrees(45), endAngle: .degrees(315), clockwise: true)
        #expect(q.verbs == [.move, .cubic])
        #expect(onCircle(q, center: c, radius: 10))
    }

    @Test func fullCircleWhenTheSweepReachesTwoPi() {
        var p = Path()
        p.addArc(center: c, radius: 5, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic, .cubic])
        #expect(close(p.currentPoint!, CGPoint(x: 105, y: 100)))
        var q = Path()
        q.addArc(center: c, radius: 5, startAngle: .zero, endAngle: .zero, clockwise: false)
        #expect(q.elements == [.move(to: CGPoint(x: 105, y: 100))])
    }

    @Test func sweepReducedModuloTwoPi() {
        var p = Path()
        p.addArc(center: c, radius: 5, startAngle: .degrees(90), endAngle: .degrees(0), clockwise: false)
        // 0 − 90 = −90 → 270° increasing: three quarters.
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic])
    }

    @Test func openSubpathGetsALineToTheArcStart() {
        var p = Path()
        p.move(to: c)
        p.addArc(center: c, radius: 10, startAngle: .zero, endAngle: .degrees(45), clockwise: false)
        #expect(p.verbs == [.move, .line, .cubic])
        #expect(p.elements[1] == .line(to: CGPoint(x: 110, y: 100)))
        // After a close there is no open subpath: the arc moves.
        p.closeSubpath()
        p.addArc(center: c, radius: 10, startAngle: .zero, endAngle: .degrees(45), clockwise: false)
        #expect(p.verbs.suffix(2) == [.move, .cubic])
    }

    @Test func arcUnderTransform() {
        var p = Path()
        p.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                 transform: CGAffineTransform(scaleX: 3, y: 2))
        let ends = p.elements.compactMap(endPoint)
        #expect(close(ends[0], CGPoint(x: 3, y: 0)))
        #expect(close(ends[1], CGPoint(x: 0, y: 2)))
    }

    @Test func degenerateRadii() {
        var p = Path()
        p.addArc(center: c, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        p.addArc(center: c, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(p.isEmpty)
        p.addArc(center: c, radius: 0, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(p.elements == [.move(to: c)])
    }

    @Test func relativeArcs() {
        var p = Path()
        p.addRelativeArc(center: c, radius: 10, startAngle: .degrees(90), delta: .degrees(-180))
        #expect(p.verbs == [.move, .cubic, .cubic])
        let ends = p.elements.compactMap(endPoint)
        #expect(close(ends[0], CGPoint(x: 100, y: 110)))
        #expect(close(ends[1], CGPoint(x: 110, y: 100)))
        #expect(close(ends[2], CGPoint(x: 100, y: 90)))
        var q = Path()
        q.addRelativeArc(center: c, radius: 10, startAngle: .zero, delta: .degrees(100_000))
        #expect(q.verbs.count == 5)  // clamped to one turn
        var r = Path()
        r.addRelativeArc(center: c, radius: 10, startAngle: .zero, delta: .degrees(135))
        #expect(r.verbs == [.move, .cubic, .cubic])  // two equal 67.5° segments
        #expect(onCircle(r, center: c, radius: 10))
    }

    @Test func tangentArcRightAngle() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(p.verbs == [.move, .line, .cubic])
        #expect(close(p.elements[1], .line(to: CGPoint(x: 80, y: 0))))
        #expect(close(p.currentPoint!, CGPoint(x: 100, y: 20)))
        #expect(onCircle(p, center: CGPoint(x: 80, y: 20), radius: 20))
        // The arc leaves along +x and arrives along +y (tangent continuity).
        guard case .curve(let end, let c1, let c2) = p.elements[2] else { Issue.record("no curve"); return }
        #expect(close(c1.y, 0) && c1.x > 80)
        #expect(close(c2.x, end.x) && c2.y < end.y)
    }

    @Test func tangentArcTurningTheOtherWay() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: -100), radius: 20)
        #expect(close(p.currentPoint!, CGPoint(x: 100, y: -20)))
        #expect(onCircle(p, center: CGPoint(x: 80, y: -20), radius: 20))
    }

    @Test func tangentArcDegenerateCases() {
        let a = CGPoint(x: 0, y: 0), b = CGPoint(x: 10, y: 0)
        // Collinear, going on.
        var p = Path()
        p.move(to: a)
        p.addArc(tangent1End: b, tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(p.elements == [.move(to: a), .line(to: b)])
        // Collinear, doubling back.
        var q = Path()
        q.move(to: a)
        q.addArc(tangent1End: b, tangent2End: CGPoint(x: -5, y: 0), radius: 5)
        #expect(q.elements == [.move(to: a), .line(to: b)])
        // Zero radius.
        var r = Path()
        r.move(to: a)
        r.addArc(tangent1End: b, tangent2End: CGPoint(x: 10, y: 10), radius: 0)
        #expect(r.elements == [.move(to: a), .line(to: b)])
        // Coincident points.
        var s = Path()
        s.move(to: b)
        s.addArc(tangent1End: b, tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        #expect(s.elements == [.move(to: b), .line(to: b)])
        // No current point: moves to tangent1End.
        var t = Path()
        t.addArc(tangent1End: b, tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        #expect(t.elements == [.move(to: b)])
    }

    @Test func tangentArcUnderTransformMatchesTransformedResult() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0).applying(t))
        p.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10, transform: t)
        var q = Path()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        #expect(close(p.elements, q.applying(t).elements, 1e-9))
    }
}
