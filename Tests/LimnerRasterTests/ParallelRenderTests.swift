import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// `render(_:threadCount:)` equals filling one by one, byte for byte.
@Suite struct ParallelRenderTests {
    static func randomScene(count: Int, seed: UInt64, size: Double) -> [FillCommand] {
        var rng = SeededGenerator(seed: seed)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func color() -> RGBAColor {
            RGBAColor(red: Float(r(0...1)), green: Float(r(0...1)), blue: Float(r(0...1)), alpha: Float(r(0.2...1)))
        }
        var out: [FillCommand] = []
        for i in 0..<count {
            let cx = r(-20...size + 20), cy = r(-20...size + 20), s = r(2...size / 3)
            var path = Path()
            path.move(to: CGPoint(x: cx + r(-s...s), y: cy + r(-s...s)))
            for _ in 0..<Int(r(1...4)) {
                path.addCurve(to: CGPoint(x: cx + r(-s...s), y: cy + r(-s...s)),
                              control1: CGPoint(x: cx + r(-s...s), y: cy + r(-s...s)),
                              control2: CGPoint(x: cx + r(-s...s), y: cy + r(-s...s)))
            }
            path.closeSubpath()
            let stops = [GradientStop(location: 0, color: color()), GradientStop(location: r(0...1), color: color()),
                         GradientStop(location: 1, color: color())]
            let spreads: [SpreadMode] = [.pad, .repeat, .reflect]
            let spread = spreads[i % 3]
            let paint: Paint
            switch i % 4 {
            case 0: paint = .solid(color())
            case 1: paint = .linearGradient(stops: stops, start: CGPoint(x: cx - s, y: cy), end: CGPoint(x: cx + s, y: cy + r(-s...s)), spread: spread)
            case 2: paint = .radialGradient(stops: stops, startCenter: CGPoint(x: cx, y: cy), startRadius: r(0...5),
                                            endCenter: CGPoint(x: cx + r(-5...5), y: cy), endRadius: s, spread: spread)
            default: paint = .conicGradient(stops: stops, center: CGPoint(x: cx, y: cy), angle: r(0...6), spread: spread)
            }
            let t = i % 5 == 0 ? CGAffineTransform(translationX: cx, y: cy).rotated(by: r(0...3)).translatedBy(x: -cx, y: -cy) : .identity
            out.append(FillCommand(path: path, transform: t, paint: paint, fillRule: i % 3 == 0 ? .evenOdd : .nonZero,
                                   antialiased: i % 7 != 0, opacity: Float(r(0.3...1))))
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 8])
    func matchesSequentialFills(threads: Int) throws {
        let scene = Self.randomScene(count: 300, seed: 42, size: 261)
        let seq = try RasterContext(width: 261, height: 243)
        seq.clear(RGBAColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.9))
        for c in scene { seq.fill(c) }
        let par = try RasterContext(width: 261, height: 243)
        par.clear(RGBAColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.9))
        par.render(scene, threadCount: threads)
        #expect(par.pixmap.storage == seq.pixmap.storage)
        #expect(Fixtures.totalAlpha(seq.pixmap) > 0)
    }

    @Test("commands made on demand: nil draws nothing, the rest equals sequential fills", arguments: [1, 2, 3])
    func commandsMadeOnDemand(threads: Int) throws {
        let scene = Self.randomScene(count: 200, seed: 7, size: 150)
        let seq = try RasterContext(width: 150, height: 140)
        for (i, c) in scene.enumerated() where i % 3 != 1 { seq.fill(c) }
        let par = try RasterContext(width: 150, height: 140)
        // Fill every prepared slot once, so a nil command must reset a used slot.
        par.render(scene, threadCount: threads)
        par.clear(.clear)
        par.render(count: scene.count, threadCount: threads) { i in i % 3 == 1 ? nil : scene[i] }
        #expect(par.pixmap.storage == seq.pixmap.storage)
        let before = par.pixmap
        par.render(count: scene.count, threadCount: threads) { _ in nil }
        #expect(par.pixmap == before)
        #expect(Fixtures.totalAlpha(seq.pixmap) > 0)
    }

    @Test func renderingTwiceReusesBuffersAndGivesTheSameResult() throws {
        let scene = Self.randomScene(count: 50, seed: 3, size: 100)
        let ctx = try RasterContext(width: 100, height: 100)
        ctx.render(scene, threadCount: 2)
        let first = ctx.pixmap
        ctx.clear(.clear)
        ctx.render(Array(scene.prefix(10)), threadCount: 2)
        ctx.clear(.clear)
        ctx.render(scene, threadCount: 2)
        #expect(ctx.pixmap == first)
    }

    /// Runs shorter than `minimumParallelCommands` are prepared on the calling thread and their
    /// bands drawn there or, when they are many, on the threads: both give sequential fills'
    /// bytes. One full-canvas gradient (many bands), three large shapes, three small ones.
    @Test(arguments: [2, 3])
    func shortRunsMatchSequentialFills(threads: Int) throws {
        let size = 700
        let stops = [GradientStop(location: 0, color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.7)),
                     GradientStop(location: 1, color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.9))]
        let background = FillCommand(path: Fixtures.rect(0, 0, Double(size), Double(size)),
                                     paint: .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 700, y: 500), spread: .pad))
        let large = Self.randomScene(count: 3, seed: 5, size: Double(size))
        let small = Self.randomScene(count: 3, seed: 6, size: 40)
        #expect(RasterContext.minimumParallelCommands > 3)
        for run in [[background], large, small, [background] + small] {
            let seq = try RasterContext(width: size, height: size - 37)
            for c in run { seq.fill(c) }
            let par = try RasterContext(width: size, height: size - 37)
            par.render(run, threadCount: threads)
            #expect(par.pixmap.storage == seq.pixmap.storage)
            #expect(Fixtures.totalAlpha(seq.pixmap) > 0)
        }
    }

    @Test func zeroOrNegativeThreadCountStillRenders() throws {
        let scene = [FillCommand(path: Fixtures.rect(0, 0, 10, 10), paint: .solid(.black))]
        let ctx = try RasterContext(width: 10, height: 10)
        ctx.render(scene, threadCount: 0)
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 100)
    }
}
