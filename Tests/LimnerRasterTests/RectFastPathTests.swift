import Testing
import LimnerGeometry
@testable import LimnerRaster
import LimnerTestSupport

/// Axis-aligned rectangles are painted without edges (PreparedFill+Rect.swift); they must give
/// what the general edge path gives for the same shape.
@Suite struct RectFastPathTests {
    /// The rectangle x0…x1 × y0…y1 as a path the fast path takes.
    func rectPath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: x0, y: y0))
        p.addLine(to: CGPoint(x: x1, y: y0))
        p.addLine(to: CGPoint(x: x1, y: y1))
        p.addLine(to: CGPoint(x: x0, y: y1))
        p.closeSubpath()
        return p
    }

    /// The same rectangle with an extra vertex halfway along its top edge: not detected as a
    /// rectangle, so it goes through flattening, edges and the coverage sweep.
    func generalPath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: x0, y: y0))
        p.addLine(to: CGPoint(x: (x0 + x1) / 2, y: y0))
        p.addLine(to: CGPoint(x: x1, y: y0))
        p.addLine(to: CGPoint(x: x1, y: y1))
        p.addLine(to: CGPoint(x: x0, y: y1))
        p.closeSubpath()
        return p
    }

    func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                            abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        return worst
    }

    @Test func detectsOnlyAxisAlignedRectangles() {
        #expect(PreparedFill.deviceRect(rectPath(1, 2, 3, 4), .identity, width: 10, height: 10) != nil)
        #expect(PreparedFill.deviceRect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)), .identity, width: 10, height: 10) != nil)
        #expect(PreparedFill.deviceRect(generalPath(1, 2, 3, 4), .identity, width: 10, height: 10) == nil)
        #expect(PreparedFill.deviceRect(rectPath(1, 2, 3, 4), CGAffineTransform(rotationAngle: 0.1), width: 10, height: 10) == nil)
        #expect(PreparedFill.deviceRect(Fixtures.polygon([(0, 0), (4, 0), (4, 4), (1, 4)]), .identity, width: 10, height: 10) == nil)
        let scaled = PreparedFill.deviceRect(rectPath(1, 2, 3, 4), CGAffineTransform(scaleX: 2, y: -3), width: 10, height: 20)
        #expect(scaled.map { [$0.x0, $0.x1] } == [2, 6])  // y −12…−6: clipped away
        #expect(scaled?.isEmpty == true)
        let flipped = PreparedFill.deviceRect(rectPath(1, 2, 3, 4), CGAffineTransform(a: -2, b: 0, c: 0, d: 3, tx: 10, ty: 0),
                                              width: 10, height: 20)
        #expect(flipped.map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [4, 6, 8, 12])
    }

    @Test func matchesTheEdgePath() throws {
        var g = SeededGenerator(seed: 7)
        let w = 67, h = 45
        let stops = [GradientStop(location: 0, color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.8)),
                     GradientStop(location: 1, color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.6))]
        for trial in 0..<300 {
            let x0 = Double.random(in: -10...70, using: &g), x1 = Double.random(in: -10...75, using: &g)
            let y0 = Double.random(in: -10...50, using: &g), y1 = x0 < 30 ? y0 + Double.random(in: 0...3, using: &g)
                                                                          : Double.random(in: -10...50, using: &g)
            let paint: Paint = switch trial % 3 {
            case 0: .solid(RGBAColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 0.7))
            case 1: .linearGradient(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 60, y: 30), spread: .pad)
            default: .radialGradient(stops: stops, startCenter: CGPoint(x: 30, y: 20), startRadius: 0,
                                     endCenter: CGPoint(x: 33, y: 22), endRadius: 40, spread: .reflect)
            }
            let rule: FillRule = trial % 2 == 0 ? .nonZero : .evenOdd
            let fast = try RasterContext(width: w, height: h), slow = try RasterContext(width: w, height: h)
            for ctx in [fast, slow] {
                ctx.clear(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
                if trial % 5 == 0 { ctx.clip = Clip(rect: PixelRect(x: 5, y: 3, width: 40, height: 30)) }
            }
            fast.fill(rectPath(x0, y0, x1, y1), paint: paint, fillRule: rule)
            slow.fill(generalPath(x0, y0, x1, y1), paint: paint, fillRule: rule)
            let d = largestDifference(fast.pixmap, slow.pixmap)
            #expect(d <= 1, "rect \(x0), \(y0) – \(x1), \(y1): off by \(d)")
        }
    }

    @Test func degenerateAndHugeRectangles() throws {
        let ctx = try RasterContext(width: 16, height: 16)
        ctx.fill(rectPath(3, 3, 3, 9), paint: .solid(.black))  // zero width
        ctx.fill(rectPath(3, 3, 9, 3), paint: .solid(.black))  // zero height
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 0)
        ctx.fill(rectPath(-1e30, -1e30, 1e30, 1e30), paint: .solid(.black))
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 256)
    }
}
