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

    /// Many small commands over a tall canvas, some beyond its edges, crowded in its top rows,
    /// rectangles (their own fast path), one with a point that is not a number: the threads
    /// split the rows between them (`renderSplittingRows`), and the bytes are sequential
    /// fills', frame after frame (the second reuses each thread's slots and gradient tables).
    @Test(arguments: [2, 3, 8])
    func smallCommandsSplitTheRowsAndMatchSequentialFills(threads: Int) throws {
        let width = 203, height = 611
        var rng = SeededGenerator(seed: 11)
        var scene: [FillCommand] = []
        for (i, command) in Self.randomScene(count: 900, seed: 12, size: 30).enumerated() {
            var moved = command
            // A third crowd into the top 80 rows: the split follows the work, not the rows.
            let y = i % 3 == 0 ? Double.random(in: -20...60, using: &rng) : Double.random(in: -20...Double(height), using: &rng)
            moved.transform = command.transform.concatenating(
                CGAffineTransform(translationX: Double.random(in: -20...Double(width), using: &rng), y: y))
            scene.append(moved)
            if i % 40 == 0 {
                let x = Double.random(in: -4...Double(width), using: &rng), y = Double.random(in: -4...Double(height), using: &rng)
                scene.append(FillCommand(path: Fixtures.rect(x, y, 7.5, 5.25), paint: command.paint, opacity: 0.8))
            }
        }
        var broken = Path()
        broken.move(to: CGPoint(x: 10, y: 10))
        broken.addLine(to: CGPoint(x: Double.nan, y: 20))
        broken.addLine(to: CGPoint(x: 30, y: 5))
        scene.insert(FillCommand(path: broken, paint: .solid(.black)), at: 450)
        let background = RGBAColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1)
        let seq = try RasterContext(width: width, height: height)
        seq.clear(background)
        for c in scene { seq.fill(c) }
        let par = try RasterContext(width: width, height: height)
        for _ in 0..<2 {
            par.clear(background)
            par.render(scene, threadCount: threads)
            #expect(par.pixmap.storage == seq.pixmap.storage)
        }
        #expect(par.rowSplitRenderCount == 2)
        #expect(Fixtures.totalAlpha(seq.pixmap) > 0)
    }

    /// Commands spanning several bands on average keep the general renderer (their bands
    /// spread better over the threads than whole runs of rows would).
    @Test func tallCommandsDoNotSplitTheRows() throws {
        let scene = Self.randomScene(count: 300, seed: 42, size: 600)
        let ctx = try RasterContext(width: 600, height: 600)
        ctx.render(scene, threadCount: 2)
        #expect(ctx.rowSplitRenderCount == 0)
        #expect(Fixtures.totalAlpha(ctx.pixmap) > 0)
    }

    @Test func zeroOrNegativeThreadCountStillRenders() throws {
        let scene = [FillCommand(path: Fixtures.rect(0, 0, 10, 10), paint: .solid(.black))]
        let ctx = try RasterContext(width: 10, height: 10)
        ctx.render(scene, threadCount: 0)
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 100)
    }
}
