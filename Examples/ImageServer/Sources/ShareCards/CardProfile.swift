import Foundation
import Limner

/// Where a card's time goes: the median over `runs` of resolving, laying out and recording
/// the view (a display list), of the whole render to pixels (so rasterizing is the
/// difference), and of encoding the pixels.
public enum CardProfile {
    public struct Phases: Sendable {
        public var record: Double
        public var render: Double
        public var encode: Double
        public var raster: Double { max(0, render - record) }
        public var total: Double { render + encode }
    }

    /// Profiles one card request (a fresh renderer per run, as the server makes per request).
    public static func measure(_ card: CardRequest, images: URL? = nil, runs: Int = 20) throws -> Phases {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        var record: [Double] = [], render: [Double] = [], encode: [Double] = []
        for _ in 0..<max(1, runs) {
            var start = ContinuousClock.now
            _ = try CardRenderer.renderer(for: card, images: images).displayList
            record.append((ContinuousClock.now - start).seconds)
            start = .now
            let pixmap = try CardRenderer.renderer(for: card, images: images).renderedPixmap()
            render.append((ContinuousClock.now - start).seconds)
            start = .now
            switch card.format {
            case .png: _ = try pixmap.encoded(as: .png(compression: .fast, opaque: true))
            case .jpg: _ = try pixmap.jpegData(quality: 0.88)
            case .webp: _ = try pixmap.webPData(quality: 0.82)
            }
            encode.append((ContinuousClock.now - start).seconds)
        }
        return Phases(record: median(record), render: median(render), encode: median(encode))
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
