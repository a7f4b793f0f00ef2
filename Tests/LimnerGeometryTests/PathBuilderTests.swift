import Testing
import LimnerGeometry

@Suite("Path builders: Core Graphics element sequences")
struct PathBuilderTests {
    @Test func addRectMovesToMinCornerThenLinesAndCloses() {
        let p = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
            .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(p.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func addRectStandardizesNegativeSizes() {
        let p = Path(CGRect(x: 40, y: 60, width: -30, height: -40))
        #expect(p == Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
    }

    @Test func addRectsAndTransform() {
        var p = Path()
        let t = CGAffineTransform(translationX: 5, y: 7)
        p.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)], transform: t)
        #expect(p.verbs == [.move, .line, .line, .line, .close, .move, .line, .line, .line, .close])
        #expect(p.points[0] == CGPoint(x: 5, y: 7))
        #expect(p.points[4] == CGPoint(x: 7, y: 9))
    }

    @Test func nullRectAddsNothing() {
        var p = Path()
        p.addRect(.null)
        p.addEllipse(in: .null)
        p.addRoundedRect(in: .null, cornerSize: CGSize(width: 2, height: 2))
        #expect(p.isEmpty)
    }

    @Test func addLinesMovesThenLines() {
        var p = Path()
        p.addLines([CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
        #expect(p.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
                               .line(to: CGPoint(x: 5, y: 6))])
        #expect(p.currentPoint == CGPoint(x: 5, y: 6))
        var empty = Path()
        empty.addLines([])
        #expect(empty.isEmpty)
    }

    @Test func ellipseStartsRightAndRunsThroughBottomLeftTop() {
        let r = CGRect(x: 0, y: 0, width: 200, height: 100)
        let p = Path(ellipseIn: r)
        #expect(p.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        let ends = p.elements.compactMap(endPoint)
        #expect(ends == [CGPoint(x: 200, y: 50), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 50),
                         CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 50)])
        // First quarter's control points use κ = 0.5522847498.
        guard case .curve(_, let c1, let c2) = p.elements[1] else { Issue.record("not a curve"); return }
        #expect(close(c1, CGPoint(x: 200, y: 50 + 50 * 0.5522847498), 1e-8))
        #expect(close(c2, CGPoint(x: 100 + 100 * 0.5522847498, y: 100), 1e-8))
        #expect(close(p.boundingRect, r, 1e-9))
    }

    @Test func ellipseQuarterIsOnTheCircleWithinKappaError() {
        let p = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2))
        func radius(_ t: Double) -> CGFloat {
            let q = pointOn(p.elements[1], from: CGPoint(x: 1, y: 0), at: t)
            return (q.x * q.x + q.y * q.y).squareRoot()
        }
        // κ puts the midpoint exactly on the circle; elsewhere the cubic bulges by ≤ 0.027 %.
        #expect(close(radius(0.5), 1, 1e-12))
        let worst = (0...100).map { abs(radius(Double($0) / 100) - 1) }.max()!
        #expect(worst > 2e-4 && worst < 2.8e-4)
    }

    @Test func drawingAfterCloseStartsAtTheSubpathStart() {
        var p = Path()
        p.move(to: CGPoint(x: 1, y: 1))
        p.addLine(to: CGPoint(x: 5, y: 1))
        p.closeSubpath()
        #expect(p.currentPoint == CGPoint(x: 1, y: 1))
        p.addLine(to: CGPoint(x: 1, y: 9))
        #expect(p.elements.suffix(2) == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 1, y: 9))])
    }

    @Test func drawingOnAnEmptyPathStartsAtTheOrigin() {
        var p = Path()
        p.addLine(to: CGPoint(x: 3, y: 4))
        #expect(p.elements == [.move(to: .zero), .line(to: CGPoint(x: 3, y: 4))])
    }

    @Test func consecutiveMovesCollapseAndDoubleCloseIsIgnored() {
        var p = Path()
        p.move(to: CGPoint(x: 1, y: 1))
        p.move(to: CGPoint(x: 2, y: 2))
        p.addLine(to: CGPoint(x: 3, y: 3))
        p.closeSubpath()
        p.closeSubpath()
        #expect(p.verbs == [.move, .line, .close])
        #expect(p.points.first == CGPoint(x: 2, y: 2))
        var q = Path()
        q.closeSubpath()
        #expect(q.isEmpty)
        #expect(q.currentPoint == nil)
    }

    @Test func addPathAppendsTransformedElements() {
        var a = Path()
        a.move(to: CGPoint(x: 0, y: 0))
        a.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1))
        var b = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        b.addPath(a, transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(b.elements.suffix(2) == [.move(to: .zero), .quadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 3))])
    }

    /// `addPath` appends a well-formed path in bulk: the result, its current point and what
    /// later building does (which depends on the current subpath's start) are those of
    /// appending element by element, whatever the destination ends with.
    @Test func addPathInBulkEqualsElementByElement() {
        var openQuad = Path()
        openQuad.move(to: CGPoint(x: 1, y: 1))
        openQuad.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 2))
        var twoSubpaths = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        twoSubpaths.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 1, y: 4), control2: CGPoint(x: 4, y: 1))
        var moveOnly = Path()
        moveOnly.move(to: CGPoint(x: 7, y: 7))
        var closedThenMove = Path(CGRect(x: 1, y: 1, width: 1, height: 1))
        closedThenMove.move(to: CGPoint(x: 9, y: 9))
        let sources = [openQuad, twoSubpaths, moveOnly, closedThenMove, Path(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 2)), Path()]
        var endsWithMove = Path()
        endsWithMove.move(to: CGPoint(x: -1, y: -1))
        var endsOpen = Path()
        endsOpen.move(to: CGPoint(x: -2, y: 0))
        endsOpen.addLine(to: CGPoint(x: -2, y: 4))
        let destinations = [Path(), endsWithMove, endsOpen, Path(CGRect(x: 4, y: 4, width: 1, height: 1))]
        let transforms = [CGAffineTransform.identity, CGAffineTransform(a: 0.5, b: 0.25, c: -0.25, d: 0.5, tx: 3, ty: -2)]
        for source in sources {
            for destination in destinations {
                for t in transforms {
                    var bulk = destination
                    bulk.addPath(source, transform: t)
                    var single = destination
                    source.applying(t).forEach { single.append($0) }
                    #expect(bulk == single)
                    #expect(bulk.currentPoint == single.currentPoint)
                    var bulkMore = bulk, singleMore = single
                    bulkMore.addLine(to: CGPoint(x: 11, y: 12))
                    bulkMore.closeSubpath()
                    bulkMore.addLine(to: CGPoint(x: 13, y: 14))
                    singleMore.addLine(to: CGPoint(x: 11, y: 12))
                    singleMore.closeSubpath()
                    singleMore.addLine(to: CGPoint(x: 13, y: 14))
                    #expect(bulkMore == singleMore)
                    #expect(bulkMore.currentPoint == singleMore.currentPoint)
                }
            }
        }
    }

    @Test func callbackInitializerAndEquality() {
        let p = Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(p == Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)))
        #expect(p != Path(CGRect(x: 0, y: 0, width: 4, height: 4)))
    }

    @Test func applyingAndOffset() {
        let p = Path(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(p.offsetBy(dx: 3, dy: 4) == Path(CGRect(x: 3, y: 4, width: 2, height: 1)))
        let scaled = p.applying(CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled == Path(CGRect(x: 0, y: 0, width: 4, height: 3)))
        #expect(p.applying(.identity) == p)
    }
}
