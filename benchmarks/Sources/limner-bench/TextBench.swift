import Foundation
import Limner
import LimnerRaster

/// `limner-bench --text`: a 1920×1080 frame of about 4 000 visible glyphs of mixed sizes
/// (9–48 pt, Latin and digits, Inter), laid out once (not timed), then drawn with
/// `TextRenderer`.
///
/// Two numbers: the *cold* frame (a fresh `GlyphCache`, so every distinct glyph × size ×
/// quarter-pixel offset is rasterized once, then composited) and the *cached* frame (the
/// same frame again with the cache warm: lookups and compositing only). Each is a median
/// over repeated frames; the cold one uses a new cache per frame.
struct TextBench {
    /// The laid-out text: frames with their top-left origins.
    let frames: [(TextFrame, CGPoint)]
    /// Glyphs with ink (spaces excluded).
    let visibleGlyphs: Int
    let width = 1920, height = 1080

    init(targetGlyphs: Int = 4_000) {
        let sizes: [CGFloat] = [9, 11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48]
        let words = ["Limner", "draws", "glyphs", "from", "cached", "coverage", "masks", "quickly", "0123",
                     "456789", "SwiftUI", "text", "on", "Linux", "HarfBuzz", "shapes", "every", "line", "42",
                     "Quartz", "vector", "paths", "pixels", "2048", "frame", "budget", "milliseconds"]
        var rng = SplitMix64(seed: 0x7E47)
        var frames: [(TextFrame, CGPoint)] = []
        var glyphs = 0
        var y: CGFloat = 0
        var line = 0
        while glyphs < targetGlyphs {
            let size = sizes[line % sizes.count]
            line += 1
            // Words until the line is about as wide as the canvas (≈ 0.55 em per character).
            var text = ""
            var budget = Int(1880 / (0.55 * size))
            while budget > 0 {
                let w = words[Int(rng.next() % UInt64(words.count))]
                text += text.isEmpty ? w : " " + w
                budget -= w.count + 1
            }
            let layout = TextLayout(text, font: .system(size: size), options: .init(lineLimit: 1))
            let frame = layout.frame(in: CGSize(width: 1900, height: CGFloat.infinity))
            guard let first = frame.lines.first else { continue }
            if y + first.height > CGFloat(height) { y = 0 }  // wrap to the top: overdraw is fine
            frames.append((frame, CGPoint(x: 10, y: y)))
            y += first.height
            for run in first.glyphRuns {
                glyphs += run.glyphs.filter { !run.font.outline(glyph: $0).isEmpty }.count
            }
        }
        self.frames = frames
        visibleGlyphs = glyphs
    }

    /// Clears and draws every frame.
    func draw(into context: RasterContext, renderer: TextRenderer) {
        context.clear(.white)
        for (frame, origin) in frames {
            renderer.draw(frame, at: origin, color: RGBAColor(red: 0.1, green: 0.1, blue: 0.15), into: context)
        }
    }

    /// Times cold and cached frames; prints and returns (cold, cached) medians in seconds.
    func run(minIterations: Int, minSeconds: Double, dump: String?) throws -> (Double, Double) {
        let context = try RasterContext(width: width, height: height)
        let (cold, coldCount) = BenchCommand.medianFrameTime({
            draw(into: context, renderer: TextRenderer(cache: GlyphCache(byteLimit: 16 << 20)))
        }, warmup: 1, minIterations: minIterations, maxIterations: 50, minSeconds: minSeconds)
        let cache = GlyphCache(byteLimit: 16 << 20)
        let renderer = TextRenderer(cache: cache)
        let (cached, cachedCount) = BenchCommand.medianFrameTime({ draw(into: context, renderer: renderer) },
                                                                 warmup: 2, minIterations: minIterations,
                                                                 maxIterations: 1000, minSeconds: minSeconds)
        let stats = cache.statistics
        print("text 1920×1080, \(visibleGlyphs) visible glyphs in \(frames.count) lines, 9–48 pt")
        print(String(format: "  cold frame (empty cache):  %8.3f ms  (median of %d)", cold * 1e3, coldCount))
        print(String(format: "  cached frame:              %8.3f ms  (median of %d)", cached * 1e3, cachedCount))
        print("  cache: \(stats.entries) masks, \(stats.bytes / 1024) KiB of \(cache.byteLimit / 1024) KiB")
        if let dump {
            try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
            try BenchCommand.writeRaw(context.pixmap, to: "\(dump)/text.limner.rgba")
        }
        return (cold, cached)
    }
}

/// A tiny seeded generator (SplitMix64), so the bench text is the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
