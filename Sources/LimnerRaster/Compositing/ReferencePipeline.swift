import LimnerGeometry

/// The slow, obviously correct pipeline for whole command streams: each solid fill's
/// coverage from `MaskRasterizer` (the exact-area scan conversion, alone), then every pixel
/// composited one at a time by `ReferenceCompositor` (`Double`, straight from the formulas).
/// No batching, bands, threads, span kernels, rectangle fast paths or fill loops. Nothing
/// renders with it: fuzzing and the differential tests compare `RasterContext` against it.
///
/// `firstDifference` works as Blend2D's context tester does: render a stream both ways;
/// when the results differ, bisect to the first command whose result differs, and replay
/// only that command on the fast pipeline's own previous output, so one rounding in an
/// early command cannot hide or fake a later difference.
public enum ReferencePipeline {
    /// The largest per-channel difference (8-bit levels) one command may make between the
    /// pipelines: the span kernels round the blend result and then the coverage lerp (two
    /// half-level roundings, see `CompositingDifferentialTests`), and opacity is quantized
    /// to 1/255 before it scales coverage in the fill loops, where the reference multiplies
    /// exactly: one more level.
    public static let tolerancePerCommand = 2

    /// Whether `command` is in the reference's scope: a solid paint (other paints are
    /// checked by their own tests against Skia).
    public static func supports(_ command: FillCommand) -> Bool {
        if case .solid = command.paint { return true }
        return false
    }

    /// Draws `command` onto `pixmap` the slow way. Unsupported paints draw nothing.
    public static func draw(_ command: FillCommand, onto pixmap: inout Pixmap, rasterizer: MaskRasterizer = MaskRasterizer()) {
        guard case .solid(let color) = command.paint, pixmap.width > 0, pixmap.height > 0 else { return }
        let opacity: Float = command.opacity > 0 ? min(command.opacity, 1) : 0   // NaN → 0
        let a: Float = (color.alpha > 0 ? min(color.alpha, 1) : 0) * opacity
        let source = PremultipliedPixel.from(red: color.red, green: color.green, blue: color.blue, alpha: a)
        let mask = rasterizer.mask(command.path, transform: command.transform, width: pixmap.width, height: pixmap.height,
                                   fillRule: command.fillRule, antialiased: command.antialiased)
        guard !mask.isEmpty else { return }
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let c = mask[x, y]
                guard c > 0 else { continue }
                let i = y * pixmap.rowStride + x
                pixmap.storage[i] = ReferenceCompositor.composite(command.blendMode, source: source,
                                                                  destination: pixmap.storage[i], coverage: c)
            }
        }
    }

    /// Renders `commands` onto a transparent `width`×`height` pixmap the slow way.
    public static func render(_ commands: [FillCommand], width: Int, height: Int) throws -> Pixmap {
        var p = try Pixmap(width: width, height: height)
        let rasterizer = MaskRasterizer()
        for c in commands { draw(c, onto: &p, rasterizer: rasterizer) }
        return p
    }

    /// Renders `commands` with the fast pipeline (`RasterContext.render`, batched on
    /// `threadCount` threads).
    public static func renderFast(_ commands: [FillCommand], width: Int, height: Int, threadCount: Int = 2) throws -> Pixmap {
        let context = try RasterContext(width: width, height: height)
        context.render(commands, threadCount: threadCount)
        return context.pixmap
    }

    /// Where the pipelines disagree.
    public struct Difference: Sendable, CustomStringConvertible {
        /// The first command whose result differs by more than `tolerancePerCommand`.
        public var command: Int
        /// The pixel with the largest difference, and both values there (packed RGBA).
        public var x: Int, y: Int
        public var reference: UInt32, fast: UInt32
        /// The largest per-channel difference.
        public var levels: Int

        public var description: String {
            func hex(_ v: UInt32) -> String { String(v, radix: 16) }
            return "command \(command): pixel (\(x), \(y)) reference \(hex(reference)) fast \(hex(fast)), \(levels) levels apart"
        }
    }

    /// The first command of `commands` (all must be `supports`) where the fast pipeline
    /// differs from the reference by more than `tolerancePerCommand`, found by bisection;
    /// nil when they agree. Differences that only accumulate over several commands (each
    /// within the tolerance) are not reported.
    public static func firstDifference(_ commands: [FillCommand], width: Int, height: Int,
                                       threadCount: Int = 2) throws -> Difference? {
        let fast = try renderFast(commands, width: width, height: height, threadCount: threadCount)
        let reference = try render(commands, width: width, height: height)
        guard worst(reference, fast).levels > tolerancePerCommand else { return nil }
        // Bisect on prefixes: `lo` agrees (within tolerance), `hi` disagrees.
        var lo = 0, hi = commands.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let prefix = Array(commands[..<mid])
            let f = try renderFast(prefix, width: width, height: height, threadCount: threadCount)
            let r = try render(prefix, width: width, height: height)
            if worst(r, f).levels > tolerancePerCommand { hi = mid } else { lo = mid }
        }
        // Replay command `hi − 1` alone on the fast pipeline's own result before it.
        let k = hi - 1
        let before = try renderFast(Array(commands[..<k]), width: width, height: height, threadCount: threadCount)
        var expected = before
        draw(commands[k], onto: &expected)
        let after = RasterContext(pixmap: before)
        after.fill(commands[k])
        let w = worst(expected, after.pixmap)
        guard w.levels > tolerancePerCommand else { return nil }
        return Difference(command: k, x: w.x, y: w.y, reference: expected.storage[w.y * expected.rowStride + w.x],
                          fast: after.pixmap.storage[w.y * after.pixmap.rowStride + w.x], levels: w.levels)
    }

    /// The largest per-channel difference between two same-sized pixmaps, and where.
    static func worst(_ a: Pixmap, _ b: Pixmap) -> (levels: Int, x: Int, y: Int) {
        var best = (levels: 0, x: 0, y: 0)
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.storage[y * a.rowStride + x], q = b.storage[y * b.rowStride + x]
                guard p != q else { continue }
                var d = 0
                for s in stride(from: 0, to: 32, by: 8) {
                    d = max(d, abs(Int((p >> UInt32(s)) & 0xFF) - Int((q >> UInt32(s)) & 0xFF)))
                }
                if d > best.levels { best = (d, x, y) }
            }
        }
        return best
    }
}
