import Synchronization
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Runtime CPU dispatch: every compiled copy of the band loops this CPU can run draws the same
/// bytes as the portable one, so a snapshot made on one machine matches on another.
@Suite struct SpanLoopDispatchTests {
    /// Rectangles (the rectangle fast path) with fractional edges, solid and gradient, opaque
    /// and not, plus gradients whose tables are all opaque (stored rather than blended).
    static func rectScene(seed: UInt64, size: Double) -> [FillCommand] {
        var rng = SeededGenerator(seed: seed)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func color(opaque: Bool) -> RGBAColor {
            RGBAColor(red: Float(r(0...1)), green: Float(r(0...1)), blue: Float(r(0...1)), alpha: opaque ? 1 : Float(r(0.1...1)))
        }
        var out: [FillCommand] = []
        for i in 0..<120 {
            let x = r(-10...size), y = r(-10...size), w = i % 10 == 0 ? r(0.1...1.5) : r(1...size / 2), h = r(0.2...size / 2)
            let opaque = i % 3 == 0
            let stops = [GradientStop(location: 0, color: color(opaque: opaque)),
                         GradientStop(location: r(0...1), color: color(opaque: opaque)),
                         GradientStop(location: 1, color: color(opaque: opaque))]
            let spread: SpreadMode = [.pad, .repeat, .reflect][i % 3]
            let paint: Paint
            switch i % 4 {
            case 0: paint = .solid(color(opaque: opaque))
            case 1: paint = .linearGradient(stops: stops, start: CGPoint(x: x, y: y), end: CGPoint(x: x + w / 3, y: y + h / 4), spread: spread)
            case 2: paint = .radialGradient(stops: stops, startCenter: CGPoint(x: x + w / 2, y: y + h / 2), startRadius: 0,
                                            endCenter: CGPoint(x: x + w / 2, y: y + h / 2), endRadius: w / 3, spread: spread)
            default: paint = .conicGradient(stops: stops, center: CGPoint(x: x, y: y), angle: r(0...6), spread: spread)
            }
            out.append(FillCommand(path: Path(CGRect(x: x, y: y, width: w, height: h)), paint: paint,
                                   fillRule: i % 2 == 0 ? .nonZero : .evenOdd))
        }
        return out
    }

    static func render(_ commands: [FillCommand], size: Int, threads: Int, loops: SpanLoopSet) throws -> Pixmap {
        let context = try RasterContext(width: size, height: size)
        context.spanLoops = loops
        context.clear(RGBAColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5))
        context.render(commands, threadCount: threads)
        // Twice: the second frame reuses warm slots, tables and buffers.
        context.render(commands, threadCount: threads)
        return context.pixmap
    }

    @Test func eachCopyIsAvailableExactlyWhenTheCPUHasItsFeatures() {
        let names = SpanLoopSet.available.map(\.name)
        #expect(names.first == "portable")
        #if arch(x86_64)
        #expect(names.contains("avx2") == CPUFeatures.hasAVX2)
        #expect(names.contains("avx512") == CPUFeatures.hasAVX512)
        // The AVX-512 class includes the AVX2 class, and the widest copy comes last.
        #expect(!CPUFeatures.hasAVX512 || CPUFeatures.hasAVX2)
        #expect(names == ["portable", "avx2", "avx512"].filter { $0 == "portable" || names.contains($0) })
        #else
        #expect(names == ["portable"])
        #endif
        #expect(names.contains(SpanLoopSet.selected.name))
    }

    @Test(arguments: [1, 2])
    func everyCopyDrawsThePortableBytes(threads: Int) throws {
        let scenes: [(String, [FillCommand], Int)] = [
            ("paths", ParallelRenderTests.randomScene(count: 160, seed: 11, size: 300), 300),
            ("small paths", ParallelRenderTests.randomScene(count: 400, seed: 12, size: 40), 257),
            ("rectangles", Self.rectScene(seed: 13, size: 300), 301),
        ]
        for (name, commands, size) in scenes {
            let reference = try Self.render(commands, size: size, threads: threads, loops: .portable)
            for loops in SpanLoopSet.available.dropFirst() {
                let other = try Self.render(commands, size: size, threads: threads, loops: loops)
                let differing = zip(reference.storage, other.storage).filter { $0 != $1 }.count
                #expect(differing == 0, "\(loops.name), \(name), \(threads) thread(s): \(differing) pixels differ")
            }
        }
    }

    /// Fills reach the selected copy: a context given a counting copy sees one call per band of
    /// each source-over fill without a clip, and none for what the general path draws.
    @Test func fillsGoThroughTheContextsCopy() throws {
        // The entry point is a C function pointer (no captures): it counts in a global.
        countedBands.withLock { $0 = 0 }
        let counting = SpanLoopSet(name: "counting", band: { job in
            countedBands.withLock { $0 += 1 }
            SpanLoopSet.portable.band(job)
        }, accumulate: { job in SpanLoopSet.portable.accumulate(job) })
        let h = Double(RasterBands.height)
        let context = try RasterContext(width: 64, height: 4 * RasterBands.height)
        context.spanLoops = counting
        let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        // Rows from 10 into the third band: bands 0, 1 and 2.
        context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 30, height: 2 * h)), paint: red)
        #expect(countedBands.withLock { $0 } == 3)
        context.fill(FillCommand(path: Path(CGRect(x: 0, y: 0, width: 8, height: 8)), paint: red, blendMode: .multiply))
        #expect(countedBands.withLock { $0 } == 3)
        #expect(context.pixmap.storage[20 * context.pixmap.rowStride + 20] == PremultipliedPixel.from(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)))
    }
}

/// Bands `fillsGoThroughTheContextsCopy`'s counting copy of the band loops has seen.
private let countedBands = Mutex(0)
