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

    /// Two rectangles in one path: the second drawn the other way round when `reversed`.
    func ringPath(outer: (Double, Double, Double, Double), inner: (Double, Double, Double, Double),
                  reversed: Bool, general: Bool) -> Path {
        let make = general ? generalPath : rectPath
        var p = make(outer.0, outer.1, outer.2, outer.3)
        let hole = reversed ? make(inner.2, inner.1, inner.0, inner.3) : make(inner.0, inner.1, inner.2, inner.3)
        p.addPath(hole)
        return p
    }

    @Test func detectsRings() throws {
        let outer = (1.0, 2.0, 9.0, 8.0), inner = (3.0, 4.0, 5.5, 6.5)
        let ring = try #require(PreparedFill.deviceRect(ringPath(outer: outer, inner: inner, reversed: true, general: false),
                                                        .identity, width: 10, height: 10))
        #expect([ring.x0, ring.y0, ring.x1, ring.y1, ring.holeX0, ring.holeY0, ring.holeX1, ring.holeY1] == [1, 2, 9, 8, 3, 4, 5.5, 6.5])
        // The hole first, the rectangle second: the same ring.
        let swapped = try #require(PreparedFill.deviceRect(ringPath(outer: inner, inner: outer, reversed: true, general: false),
                                                           .identity, width: 10, height: 10))
        #expect([swapped.x0, swapped.x1, swapped.holeX0, swapped.holeX1] == [1, 9, 3, 5.5])
        // Drawn the same way round, the inner rectangle is a hole only under the even-odd rule.
        let same = ringPath(outer: outer, inner: inner, reversed: false, general: false)
        #expect(PreparedFill.deviceRect(same, .identity, width: 10, height: 10) == nil)
        #expect(PreparedFill.deviceRect(same, .identity, fillRule: .evenOdd, width: 10, height: 10)?.hasHole == true)
        // Overlapping but not nested, three rectangles, or a rotation: the general path.
        #expect(PreparedFill.deviceRect(ringPath(outer: outer, inner: (3, 4, 9.5, 6), reversed: true, general: false),
                                        .identity, width: 10, height: 10) == nil)
        var three = ringPath(outer: outer, inner: inner, reversed: true, general: false)
        three.addPath(rectPath(3.5, 4.5, 4, 5))
        #expect(PreparedFill.deviceRect(three, .identity, width: 10, height: 10) == nil)
        #expect(PreparedFill.deviceRect(ringPath(outer: outer, inner: inner, reversed: true, general: false),
                                        CGAffineTransform(rotationAngle: 0.2), width: 10, height: 10) == nil)
        // A ring over the whole canvas does not overwrite every pixel: its hole keeps them.
        let ctx = try RasterContext(width: 10, height: 10)
        let canvasRing = FillCommand(path: ringPath(outer: (0, 0, 10, 10), inner: (2, 2, 8, 8), reversed: true, general: false),
                                     paint: .solid(.black))
        #expect(!ctx.overwritesEveryPixel(canvasRing))
        #expect(ctx.overwritesEveryPixel(FillCommand(path: rectPath(0, 0, 10, 10), paint: .solid(.black))))
    }

    /// Rings (rectangles with a rectangular hole, thin and thick, partly off the canvas, a
    /// hole sharing pixels with the rectangle's edges, under both fill rules) give what the
    /// general edge path gives for the same two rectangles, on both compiled copies of the
    /// band loops.
    @Test func ringsMatchTheEdgePath() throws {
        for loops in SpanLoopSet.available { try ringsMatchTheEdgePath(loops: loops) }
    }

    func ringsMatchTheEdgePath(loops: SpanLoopSet) throws {
        var g = SeededGenerator(seed: 11)
        let w = 61, h = 47
        let stops = [GradientStop(location: 0, color: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.9)),
                     GradientStop(location: 1, color: RGBAColor(red: 0, green: 0.3, blue: 1, alpha: 0.7))]
        var exact = 0
        let trials = 400
        for trial in 0..<trials {
            let x0 = Double.random(in: -8...50, using: &g), y0 = Double.random(in: -8...40, using: &g)
            let x1 = x0 + Double.random(in: 0.2...40, using: &g), y1 = y0 + Double.random(in: 0.2...30, using: &g)
            // Pen widths from a fraction of a pixel to several, unequal on each side.
            let l = Double.random(in: 0...3, using: &g), r = Double.random(in: 0...3, using: &g)
            let t = Double.random(in: 0...3, using: &g), b = Double.random(in: 0...3, using: &g)
            let inner = (min(x0 + l, x1), min(y0 + t, y1), max(x1 - r, min(x0 + l, x1)), max(y1 - b, min(y0 + t, y1)))
            let rule: FillRule = trial % 4 == 3 ? .evenOdd : .nonZero
            let paint: Paint = switch trial % 3 {
            case 0: .solid(RGBAColor(red: 0.9, green: 0.2, blue: 0.4, alpha: trial % 2 == 0 ? 1 : 0.6))
            case 1: .linearGradient(stops: stops, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 50, y: 40), spread: .pad)
            default: .radialGradient(stops: stops, startCenter: CGPoint(x: 30, y: 20), startRadius: 2,
                                     endCenter: CGPoint(x: 28, y: 24), endRadius: 30, spread: .repeat)
            }
            let fast = try RasterContext(width: w, height: h), slow = try RasterContext(width: w, height: h)
            for ctx in [fast, slow] {
                ctx.spanLoops = loops
                ctx.clear(RGBAColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.5))
                if trial % 7 == 0 { ctx.clip = Clip(rect: PixelRect(x: 4, y: 6, width: 40, height: 30)) }
            }
            let ring = ringPath(outer: (x0, y0, x1, y1), inner: inner, reversed: rule == .nonZero, general: false)
            #expect(PreparedFill.deviceRect(ring, .identity, fillRule: rule, width: w, height: h) != nil)
            fast.fill(ring, paint: paint, fillRule: rule)
            // The reference is the ring with its hole reversed under the non-zero rule, whose
            // accumulated area is exact: under the even-odd rule the edge path applies the rule
            // to the summed area of a pixel that both rectangles' edges cross (the hole's edge
            // within a pixel of the rectangle's), and over-covers it; the fast path does not.
            slow.fill(ringPath(outer: (x0, y0, x1, y1), inner: inner, reversed: true, general: true),
                      paint: paint, fillRule: .nonZero)
            let d = largestDifference(fast.pixmap, slow.pixmap)
            if d == 0 { exact += 1 }
            #expect(d <= 1, "trial \(trial), \(loops.name): ring \((x0, y0, x1, y1)) hole \(inner): off by \(d)")
        }
        // Most rings are byte for byte the same; the rest differ by rounding in one level.
        #expect(exact * 4 >= trials * 3, "\(exact) of \(trials) identical")
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
