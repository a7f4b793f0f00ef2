import Foundation
import Limner
#if canImport(Glibc)
import Glibc
#endif

/// Where a card's time goes: the median over `runs` of resolving, laying out and recording
/// the view (a display list), of the whole render to pixels (so rasterizing is the
/// difference), and of encoding the pixels. Times are the process's CPU time (Limner lays out
/// and rasterizes on threads of its own), so a busy machine slows them less than it slows
/// wall-clock figures; run it in a process doing nothing else (`ImageServer --profile`).
public enum CardProfile {
    public struct Phases: Sendable {
        public var record: Double
        public var render: Double
        public var encode: Double
        public var raster: Double { max(0, render - record) }
        public var total: Double { render + encode }
    }

    /// Profiles one card request (a fresh renderer per run, as the server makes per request),
    /// encoding as the server does (`CardRenderer.encoding(of:)`).
    public static func measure(_ card: CardRequest, images: URL? = nil, runs: Int = 20) throws -> Phases {
        var record: [Double] = [], render: [Double] = [], encode: [Double] = []
        for _ in 0..<max(1, runs) {
            var start = cpuSeconds()
            _ = try CardRenderer.renderer(for: card, images: images).displayList
            record.append(cpuSeconds() - start)
            start = cpuSeconds()
            let pixmap = try CardRenderer.renderer(for: card, images: images).renderedPixmap()
            render.append(cpuSeconds() - start)
            start = cpuSeconds()
            _ = try pixmap.encoded(as: CardRenderer.encoding(of: card.format))
            encode.append(cpuSeconds() - start)
        }
        return Phases(record: median(record), render: median(render), encode: median(encode))
    }

    /// One PNG setting's cost on a card: CPU time (median of the runs) and size.
    public struct Encoding: Sendable {
        public var compression: PNGEncoder.Compression
        public var seconds: Double
        public var bytes: Int
    }

    /// The PNG settings `pngTable` tries: every level (0…12) with no filter and with all of
    /// them (adaptive); each filter alone at levels 1, 3 and 6.
    public static let pngSettings: [PNGEncoder.Compression] = {
        var settings: [PNGEncoder.Compression] = []
        for level in 0...12 {
            settings.append(.init(level: level, filters: .none))
            settings.append(.init(level: level, filters: .all))
        }
        for level in [1, 3, 6] {
            for filters in [PNGEncoder.Filters.sub, .up, .average, .paeth] {
                settings.append(.init(level: level, filters: filters))
            }
        }
        return settings
    }()

    /// Renders `card` once and encodes its pixels as an opaque PNG with each of `settings`,
    /// `runs` times each, the settings interleaved (so a change in the machine's load falls
    /// on all of them alike).
    public static func pngTable(_ card: CardRequest, images: URL? = nil,
                                settings: [PNGEncoder.Compression] = pngSettings, runs: Int = 5) throws -> [Encoding] {
        let pixmap = try CardRenderer.renderer(for: card, images: images).renderedPixmap()
        var times = [[Double]](repeating: [], count: settings.count)
        var bytes = [Int](repeating: 0, count: settings.count)
        for _ in 0..<max(1, runs) {
            for (i, compression) in settings.enumerated() {
                let start = cpuSeconds()
                bytes[i] = try pixmap.encoded(as: .png(compression: compression, opaque: true)).count
                times[i].append(cpuSeconds() - start)
            }
        }
        return settings.indices.map { Encoding(compression: settings[$0], seconds: median(times[$0]), bytes: bytes[$0]) }
    }

    /// The text caches' occupancy, which is what grows with varied titles: "shaping cache
    /// 3 900 paragraphs, 4.00 MB; glyph cache 410 masks, 1.20 MB".
    public static func textCaches() -> String {
        let shaping = FontLibrary.shared.shapingCacheStatistics, glyphs = GlyphCache.shared.statistics
        return "shaping cache \(shaping.entries) paragraphs, \(String(format: "%.2f", Double(shaping.bytes) / 1_048_576)) MB"
            + "; glyph cache \(glyphs.entries) masks, \(String(format: "%.2f", Double(glyphs.bytes) / 1_048_576)) MB"
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The process's CPU time in seconds (wall-clock time where there is no such clock).
    static func cpuSeconds() -> Double {
        #if canImport(Glibc)
        var now = timespec()
        if clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 { return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9 }
        #endif
        return (ContinuousClock.now - clockBase).seconds
    }

    private static let clockBase = ContinuousClock.now

    /// "level 1\tup": a setting as `--png-table` prints it.
    public static func describe(_ compression: PNGEncoder.Compression) -> String {
        let names: [(PNGEncoder.Filters, String)] = [(.none, "none"), (.sub, "sub"), (.up, "up"), (.average, "average"),
                                                     (.paeth, "paeth")]
        let filters = compression.filters == .all ? "all"
            : names.filter { compression.filters.contains($0.0) }.map(\.1).joined(separator: "+")
        return "level \(compression.level)\t\(filters)"
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
