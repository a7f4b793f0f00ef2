import Testing
import LimnerGeometry

@Suite("Rounded rectangles: both styles, clamping, continuous constants")
struct PathRoundedRectTests {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)

    @Test func defaultStyleIsContinuous() {
        #expect(Path(roundedRect: rect, cornerRadius: 10)
                == Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: 10, height: 10))
        #expect(p == Path(roundedRect: rect, cornerSize: CGSize(width: 10, height: 10), style: .continuous))
    }

    @Test func circularSequenceStartsMidRight() {
        let p = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        #expect(p.verbs == [.move] + Array(repeating: [Path.Verb.line, .cubic], count: 4).flatMap { $0 } + [.close])
        let ends = p.elements.compactMap(endPoint)
        #expect(ends == [
            CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 90), CGPoint(x: 190, y: 100),
            CGPoint(x: 10, y: 100), CGPoint(x: 0, y: 90), CGPoint(x: 0, y: 10),
            CGPoint(x: 10, y: 0), CGPoint(x: 190, y: 0), CGPoint(x: 200, y: 10),
        ])
        guard case .curve(_, let c1, let c2) = p.elements[2] else { Issue.record("no curve"); return }
        #expect(close(c1, CGPoint(x: 200, y: 90 + 10 * Path.quarterCircleKappa)))
        #expect(close(c2, CGPoint(x: 190 + 10 * Path.quarterCircleKappa, y: 100)))
    }

    @Test func circularClampsToHalfTheShorterSide() {
        let big = Path(roundedRect: rect, cornerRadius: 500, style: .circular)
        let capsule = Path(roundedRect: rect, cornerRadius: 50, style: .circular)
        #expect(big == capsule)
        #expect(close(big.boundingRect, rect, 1e-9))
        // A capsule's side midpoints lie on the outline: the circle reaches the edges.
        #expect(big.elements.compactMap(endPoint).contains(CGPoint(x: 150, y: 100)))
    }

    @Test func continuousCornerPointsMatchThePublishedConstants() {
        let r: CGFloat = 10
        let p = Path(roundedRect: rect, cornerRadius: r, style: .continuous)
        // Per corner: line, cubic, line, cubic, cubic.
        let corner: [Path.Verb] = [.line, .cubic, .line, .cubic, .cubic]
        #expect(p.verbs == [.move] + Array(repeating: corner, count: 4).flatMap { $0 } + [.close])
        // Bottom-right corner (200, 100): incoming edge runs down the right side (local u is
        // distance up from the corner), outgoing edge runs left along the bottom (v).
        func local(_ u: CGFloat, _ v: CGFloat) -> CGPoint { CGPoint(x: 200 - v * r, y: 100 - u * r) }
        let e = p.elements
        #expect(close(e[1], .line(to: local(1.52866483, 0))))
        #expect(close(e[2], .curve(to: local(0.66993427, 0.06549600), control1: local(1.08849323, 0),
                                   control2: local(0.86840689, 0))))
        #expect(close(e[3], .line(to: local(0.63149399, 0.07491100))))
        #expect(close(e[4], .curve(to: local(0.07491176, 0.63149399), control1: local(0.37282392, 0.16905899),
                                   control2: local(0.16906013, 0.37282401))))
        #expect(close(e[5], .curve(to: local(0, 1.52866483), control1: local(0, 0.86840701),
                                   control2: local(0, 1.08849299))))
        // The corner reaches 1.52866483·r along each edge.
        #expect(close(p.boundingRect, rect, 1e-9))
    }

    @Test func continuousCornersTurnCircularAtHalfTheShortSide() {
        // A radius of half the short side or more gives circular ends (§3.4): every such radius draws the same stadium.
        #expect(Path(roundedRect: rect, cornerRadius: 1000, style: .continuous)
                == Path(roundedRect: rect, cornerRadius: 50, style: .continuous))
        let p = Path(roundedRect: rect, cornerRadius: 1000, style: .continuous)
        // The first edge line has zero length: the corners meet at the edge midpoints.
        #expect(close(p.elements[1], .line(to: CGPoint(x: 200, y: 50)), 1e-9))
        // An unclamped radius is kept.
        let q = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
        #expect(close(q.elements[1], .line(to: CGPoint(x: 200, y: 100 - 20 * 1.52866483)), 1e-9))
    }

    @Test func ellipticalCornersScaleEachAxis() {
        let p = Path(roundedRect: rect, cornerSize: CGSize(width: 20, height: 10), style: .circular)
        let ends = p.elements.compactMap(endPoint)
        #expect(ends[1] == CGPoint(x: 200, y: 90))
        #expect(ends[2] == CGPoint(x: 180, y: 100))
        // Clamping keeps the aspect ratio: 400×20 in a 200×100 rect scales by 1/4.
        let q = Path(roundedRect: rect, cornerSize: CGSize(width: 400, height: 20), style: .circular)
        let qe = q.elements.compactMap(endPoint)
        #expect(close(qe[1], CGPoint(x: 200, y: 95)))
        #expect(close(qe[2], CGPoint(x: 100, y: 100)))
    }

    @Test func zeroOrInvalidCornerGivesARect() {
        for size in [CGSize.zero, CGSize(width: -3, height: 4), CGSize(width: 5, height: 0),
                     CGSize(width: CGFloat.nan, height: 2), CGSize(width: CGFloat.infinity, height: 2)] {
            #expect(Path(roundedRect: rect, cornerSize: size, style: .circular) == Path(rect))
            #expect(Path(roundedRect: rect, cornerSize: size, style: .continuous) == Path(rect))
        }
        // An empty rect has no room for corners.
        let flat = CGRect(x: 1, y: 1, width: 0, height: 5)
        #expect(Path(roundedRect: flat, cornerRadius: 3) == Path(flat))
    }

    @Test func roundedRectContainsItsCentreButNotItsCorner() {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let p = Path(roundedRect: rect, cornerRadius: 30, style: style)
            #expect(p.contains(CGPoint(x: 100, y: 50)))
            #expect(!p.contains(CGPoint(x: 1, y: 1)))
            #expect(p.contains(CGPoint(x: 100, y: 1)))
        }
    }
}
