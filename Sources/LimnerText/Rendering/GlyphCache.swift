import Foundation
import LimnerGeometry
import LimnerRaster
import Synchronization

/// One glyph's coverage at one pixel size and sub-pixel offset, as `GlyphCache` stores it.
public struct GlyphMask: Sendable {
    /// The coverage, its `bounds` at the origin; empty for glyphs that draw nothing (spaces).
    public let mask: Mask
    /// Column of the mask's first pixel relative to the pixel column of the glyph origin.
    public let left: Int
    /// Row of the mask's first pixel relative to the pixel row of the glyph origin.
    public let top: Int

    /// Bytes of coverage held.
    var byteCount: Int { mask.width * mask.height }
}

/// A bounded, thread-safe cache of glyph coverage masks, so drawing text costs compositing,
/// not path filling.
///
/// Key: (font instance — face plus `wght` and slant —, glyph id, pixel size in 1/16 px,
/// sub-pixel x offset in 1/4 px). Masks are rendered by Limner's own rasterizer
/// (`MaskRasterizer`) from `FontInstance.outline(glyph:)` at the *quantised* size and offset,
/// so the pixels never depend on which request filled the cache.
///
/// Memory: an LRU store bounded by `byteLimit`, counting each entry's coverage bytes plus
/// `entryOverhead` for its key and bookkeeping (so even empty masks are bounded). The shared
/// cache keeps 16 MiB: about 40 000 glyphs at 16 px, or 250 at the largest cached size.
///
/// Thread safety: the class is `Sendable` because its only mutable state, the LRU store and
/// the counters, lives in a `Mutex` (Swift's `Synchronization`). The lock is held only to look
/// up and to insert; a miss is rasterized outside it with the caller's `MaskRasterizer`, so
/// threads never wait on each other's rasterization. Two threads missing the same glyph both
/// render it and the second insert replaces the first with identical bytes.
public final class GlyphCache: Sendable {
    /// Identifies one cached mask.
    public struct Key: Hashable, Sendable {
        /// The face instance (held strongly, so its identity cannot be reused while cached).
        public let font: FontInstance
        /// The glyph id.
        public let glyph: UInt32
        /// Pixel size (points × device scale) in 1/16 px.
        public let sizeSixteenths: UInt32
        /// Sub-pixel x offset in quarters of a pixel, 0…3.
        public let subpixel: UInt8

        /// The pixel size this key renders at.
        public var pixelSize: CGFloat { CGFloat(sizeSixteenths) / CGFloat(GlyphCache.sizeSteps) }
    }

    /// Counters and occupancy, for tests and benchmarks.
    public struct Statistics: Sendable, Equatable {
        /// Entries held.
        public var entries: Int
        /// Cost held (coverage bytes plus per-entry overhead).
        public var bytes: Int
        /// Lookups served from the cache.
        public var hits: Int
        /// Lookups that rasterized.
        public var misses: Int
        /// Entries dropped to stay within the limit.
        public var evictions: Int
    }

    /// Sub-pixel positions per pixel along x (Skia's default: 4).
    public static let subpixelSteps = 4
    /// Size quantisation steps per pixel.
    public static let sizeSteps = 16
    /// The largest pixel size served from masks; larger text is filled from outlines.
    public static let maximumPixelSize: CGFloat = 256
    /// Cost counted per entry on top of its coverage bytes.
    public static let entryOverhead = 64
    /// The cache `TextRenderer` uses unless given another.
    public static let shared = GlyphCache(byteLimit: 16 << 20)

    private struct State {
        var store: LRUStore<Key, GlyphMask>
        var hits = 0, misses = 0
    }

    private let state: Mutex<State>
    /// The most bytes held (coverage plus `entryOverhead` per entry).
    public let byteLimit: Int

    /// Creates an empty cache holding at most `byteLimit` bytes.
    public init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
        state = Mutex(State(store: LRUStore(costLimit: max(0, byteLimit))))
    }

    /// The key for `glyph` of `font` at `pixelSize` px with sub-pixel offset `subpixel`
    /// (quarters), or nil when the size is not cacheable (not finite, not positive, or over
    /// `maximumPixelSize`).
    public static func key(font: FontInstance, glyph: UInt32, pixelSize: CGFloat, subpixel: Int) -> Key? {
        guard pixelSize > 0, pixelSize <= maximumPixelSize else { return nil }  // also NaN
        let q = (pixelSize * CGFloat(sizeSteps)).rounded()
        guard q >= 1 else { return nil }
        return Key(font: font, glyph: glyph, sizeSixteenths: UInt32(q), subpixel: UInt8(subpixel & 3))
    }

    /// The mask for `key`, rasterizing it with `rasterizer` on a miss. Nil when the glyph's
    /// box is unreasonably large for a mask (a broken font); draw its outline instead.
    public func mask(for key: Key, rasterizer: MaskRasterizer) -> GlyphMask? {
        let cached: GlyphMask? = state.withLock { s in
            if let hit = s.store.value(for: key) { s.hits += 1; return hit }
            s.misses += 1
            return nil
        }
        if let cached { return cached }
        guard let made = Self.render(key, rasterizer: rasterizer) else { return nil }
        state.withLock { s in
            s.store.insert(made, cost: made.byteCount + Self.entryOverhead, for: key)
        }
        return made
    }

    /// Current counters.
    public var statistics: Statistics {
        state.withLock { s in
            Statistics(entries: s.store.count, bytes: s.store.totalCost, hits: s.hits, misses: s.misses,
                       evictions: s.store.evictions)
        }
    }

    /// Drops every mask and zeroes the counters.
    public func removeAll() {
        state.withLock { s in s = State(store: LRUStore(costLimit: byteLimit)) }
    }

    /// The largest mask side rendered; a glyph whose box at a cacheable size exceeds it has a
    /// broken outline and is drawn from its path.
    static let maximumMaskSide = 2048

    /// Rasterizes the glyph of `key`: the outline scaled to the quantised size, offset by the
    /// sub-pixel amount, in a mask just covering its pixel bounds.
    static func render(_ key: Key, rasterizer: MaskRasterizer) -> GlyphMask? {
        let outline = key.font.outline(glyph: key.glyph)
        let bounds = outline.boundingRect
        guard !outline.isEmpty, bounds.width > 0 || bounds.height > 0 else {
            return GlyphMask(mask: .empty, left: 0, top: 0)
        }
        let s = key.pixelSize / CGFloat(key.font.unitsPerEm)
        let dx = CGFloat(key.subpixel) / CGFloat(subpixelSteps)
        let minX = bounds.minX * s + dx, maxX = bounds.maxX * s + dx
        let minY = bounds.minY * s, maxY = bounds.maxY * s
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let left = Int(minX.rounded(.down)), right = Int(maxX.rounded(.up))
        let top = Int(minY.rounded(.down)), bottom = Int(maxY.rounded(.up))
        let w = right - left, h = bottom - top
        guard w <= maximumMaskSide, h <= maximumMaskSide else { return nil }
        let transform = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: dx - CGFloat(left), ty: -CGFloat(top))
        let mask = rasterizer.mask(outline, transform: transform, width: w, height: h,
                                   flatteningTolerance: TextRenderer.glyphFlatteningTolerance)
        return GlyphMask(mask: mask, left: left, top: top)
    }
}
