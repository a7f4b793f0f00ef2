import ArgumentParser
import Foundation
import Limner

/// `limner bench-text`: a 1920×1080 frame of about 4 000 glyphs in mixed sizes, timed cold
/// (empty glyph cache: every glyph mask is rasterized) and cached (every mask reused, so the
/// frame costs compositing only). Layout is done once, outside the timing, and reported
/// separately.
struct TextBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-text",
        abstract: "Time a 1920×1080 frame of ~4 000 glyphs: first frame (cold cache) and cached frames.")

    @Option(help: "Cached frames to time (the median is reported).")
    var frames = 30

    @Option(help: "Cold frames to time (each with an empty cache; the median is reported).")
    var coldFrames = 5

    func run() throws {
        let width = 1920, height = 1080
        let sizes: [CGFloat] = [9, 11, 12, 14, 17, 20, 24, 28, 34, 48]
        let words = ["Limner", "renders", "SwiftUI", "text", "on", "Linux", "0123456789", "glyphs",
                     "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "ÀÉÎÕÜ", "fi", "fl", "42"]
        var rng = SplitMix64(seed: 2026)

        // Lines of random words in cycling sizes until about 4 000 glyphs fill the frame.
        var placed: [(TextFrame, CGPoint)] = []
        var glyphCount = 0
        var y: CGFloat = 4
        var line = 0
        let layoutStart = DispatchTime.now().uptimeNanoseconds
        while glyphCount < 4000 && y < CGFloat(height) {
            let size = sizes[line % sizes.count]
            var text = ""
            while text.count < Int(1800 / (size * 0.55)) {
                text += words[Int(rng.next() % UInt64(words.count))] + " "
            }
            let layout = TextLayout(text, font: .system(size: size, weight: line % 3 == 0 ? .bold : .regular))
            let frame = layout.frame(in: CGSize(width: 1900, height: 400))
            let glyphs = frame.glyphRuns.reduce(0) { $0 + $1.glyphs.count }
            placed.append((frame, CGPoint(x: 8, y: y)))
            glyphCount += glyphs
            y += frame.size.height + 2
            line += 1
        }
        let layoutMs = Double(DispatchTime.now().uptimeNanoseconds - layoutStart) / 1e6

        let context = try RasterContext(width: width, height: height)
        func drawFrame(_ renderer: TextRenderer) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            context.clear(.white)
            for (frame, origin) in placed {
                renderer.draw(frame, at: origin, color: RGBAColor(red: 0.1, green: 0.1, blue: 0.12), into: context)
            }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }

        var cold: [Double] = []
        for _ in 0..<max(1, coldFrames) {
            cold.append(drawFrame(TextRenderer(cache: GlyphCache(byteLimit: 64 << 20))))
        }
        let cache = GlyphCache(byteLimit: 64 << 20)
        let renderer = TextRenderer(cache: cache)
        _ = drawFrame(renderer)  // fills the cache
        var cached: [Double] = []
        for _ in 0..<max(1, frames) { cached.append(drawFrame(renderer)) }

        func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }
        let stats = cache.statistics
        print("bench-text: 1920×1080, \(glyphCount) glyphs in \(placed.count) lines, sizes 9–48 pt")
        print(String(format: "  layout (once, untimed in frames): %.2f ms", layoutMs))
        print(String(format: "  first frame (cold cache), median of %d: %.2f ms", cold.count, median(cold)))
        print(String(format: "  cached frame, median of %d: %.2f ms (min %.2f)", cached.count, median(cached), cached.min() ?? 0))
        print("  cache: \(stats.misses) masks rasterized, \(stats.hits) hits")
    }
}

/// A tiny deterministic generator for benchmark content.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
