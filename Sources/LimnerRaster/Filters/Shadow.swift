/// What a shadow draws and where (SwiftUI's `GraphicsContext.ShadowOptions`).
public struct ShadowOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Draw the shadow above the source instead of below it.
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    /// Draw only the shadow, not the source.
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    /// Cast the shadow from the inverse of the source's alpha (with `shadowAbove` and the
    /// `sourceAtop` blend mode: an inner shadow).
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
}

/// Drop and inner shadows of a layer.
public enum Shadow {
    /// The largest shadow offset used, in pixels, on each axis: 2³⁰. Larger offsets (and
    /// `Int.min`, whose magnitude does not fit an `Int`) are clamped to it; at that distance
    /// the shadow is far outside any pixmap, so only the source remains visible.
    public static let maximumOffset = 1 << 30

    /// The shadow filter: blurs the source's alpha (σ = `sigma`), colours it with `color`,
    /// moves it by `offset`, and blends it with `blendMode` into a new layer below the source
    /// (above it with `.shadowAbove`; without the source with `.shadowOnly`).
    ///
    /// - Parameters:
    ///   - source: the layer's pixels; its top-left pixel sits at canvas `origin`.
    ///   - color: the shadow colour (straight alpha); its alpha scales the shadow.
    ///   - sigma: Gaussian σ in pixels (see `GaussianBlur` for 0, NaN and the maximum).
    ///   - offset: shadow displacement in whole pixels (the caller rounds sub-pixel offsets);
    ///     each axis is clamped to ±`maximumOffset`.
    ///   - blendMode: how the shadow combines with what is already in the new layer: nothing
    ///     below the source, or the source itself with `.shadowAbove`.
    ///   - options: see `ShadowOptions`.
    ///   - clip: the canvas pixels the caller will use (nil: all). The result and every work
    ///     buffer are cut to it, so memory is bounded by the clip and the source, never by the
    ///     offset: only the part of the source whose shadow can land inside is blurred, and
    ///     only the blurred pixels that land inside are computed (`GaussianBlur.blur(…window:)`),
    ///     so the work follows the clip too, not the blur's reach around it.
    ///   - threadCount: the blur's threads (nil: by the window's size, up to every core).
    /// - Returns: the new layer and its canvas origin. It covers the source and the blurred,
    ///   offset shadow (within `clip`); with `.invertsAlpha` it covers only the source's bounds
    ///   (the inverted alpha is opaque all around the source, so its shadow has no bounds of
    ///   its own; the inner-shadow recipe only ever shows it inside the source). When that
    ///   area would exceed `Pixmap.maximumByteCount` (a huge offset without a clip), it is cut
    ///   to the source's bounds: the source survives, the far-away shadow is dropped.
    public static func shadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                              sigma: Double, offset: (x: Int, y: Int) = (0, 0),
                              blendMode: BlendMode = .normal, options: ShadowOptions = [],
                              clip: PixelRect? = nil, threadCount: Int? = nil)
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        let offset = (x: clampedOffset(offset.x), y: clampedOffset(offset.y))
        let sourceRect = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
        let tint = PremultipliedPixel.from(color)
        let e = GaussianBlur.extent(sigma: sigma)
        let inverted = options.contains(.invertsAlpha)

        // The result's area: source ∪ shadow (only the source when inverted), within the clip;
        // cut to the source alone when too large to allocate.
        let shadowReach = sourceRect.insetBy(-e).offsetBy(dx: offset.x, dy: offset.y)
        let full = inverted ? sourceRect : sourceRect.union(shadowReach)
        var bounds = clip.map { full.intersection($0) } ?? full
        if bounds.width.multipliedReportingOverflow(by: bounds.height).partialValue > Pixmap.maximumByteCount / 4
            || bounds.width.multipliedReportingOverflow(by: bounds.height).overflow {
            bounds = clip.map { sourceRect.intersection($0) } ?? sourceRect
        }
        guard !bounds.isEmpty, var out = try? Pixmap(width: bounds.width, height: bounds.height) else {
            return (Pixmap.empty, (bounds.x, bounds.y))
        }
        func local(_ p: (x: Int, y: Int)) -> (x: Int, y: Int) { (p.x - bounds.x, p.y - bounds.y) }

        // The tinted alpha the visible shadow is blurred from: the pixels within the blur's
        // extent of `bounds` moved back by the offset (source pixels only, unless inverted:
        // the inverted alpha is opaque outside the source).
        let needed = bounds.offsetBy(dx: -offset.x, dy: -offset.y).insetBy(-e)
        let castRect = inverted ? needed : needed.intersection(sourceRect)
        if !castRect.isEmpty, var tinted = try? Pixmap(width: castRect.width, height: castRect.height) {
            for y in 0..<castRect.height {
                for x in 0..<castRect.width {
                    let cx = castRect.x + x, cy = castRect.y + y
                    var a: UInt32 = 0
                    if sourceRect.contains(x: cx, y: cy) {
                        a = source.storage[(cy - origin.y) * source.rowStride + (cx - origin.x)] >> 24
                    }
                    tinted.storage[y * castRect.width + x] = PremultipliedPixel.scale(tint, by: inverted ? 255 - a : a)
                }
            }
            // Only the part of the blurred shadow that lands in `bounds` once offset is computed.
            let (blurred, blurredOrigin) = GaussianBlur.blur(tinted, origin: (castRect.x, castRect.y), sigma: sigma,
                                                             window: bounds.offsetBy(dx: -offset.x, dy: -offset.y),
                                                             threadCount: threadCount)
            let shadowOrigin = (x: blurredOrigin.x + offset.x, y: blurredOrigin.y + offset.y)
            if options.contains(.shadowAbove) {
                if !options.contains(.shadowOnly) { Compositor.composite(layer: source, at: local(origin), onto: &out) }
                Compositor.composite(layer: blurred, at: local(shadowOrigin), onto: &out, blendMode: blendMode)
                return (out, (bounds.x, bounds.y))
            }
            Compositor.composite(layer: blurred, at: local(shadowOrigin), onto: &out, blendMode: blendMode)
        }
        if !options.contains(.shadowOnly) { Compositor.composite(layer: source, at: local(origin), onto: &out) }
        return (out, (bounds.x, bounds.y))
    }

    /// `v` clamped to ±`maximumOffset` (no `abs`, which traps on `Int.min`).
    static func clampedOffset(_ v: Int) -> Int { min(max(v, -maximumOffset), maximumOffset) }

    /// A drop shadow: the blurred, tinted, offset alpha below the source.
    public static func dropShadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                                  sigma: Double, offset: (x: Int, y: Int) = (0, 0))
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        shadow(of: source, origin: origin, color: color, sigma: sigma, offset: offset)
    }

    /// A drop shadow cut to `clip` (see `shadow(of:…clip:)`: memory bounded by the clip).
    public static func dropShadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                                  sigma: Double, offset: (x: Int, y: Int) = (0, 0), clip: PixelRect?)
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        shadow(of: source, origin: origin, color: color, sigma: sigma, offset: offset, clip: clip)
    }

    /// An inner shadow: the shadow of the inverted alpha drawn above the source with
    /// `sourceAtop`, so it darkens the inside of the source's edges and nothing outside.
    /// Same as `shadow(…, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove])`.
    public static func innerShadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                                   sigma: Double, offset: (x: Int, y: Int) = (0, 0))
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        innerShadow(of: source, origin: origin, color: color, sigma: sigma, offset: offset, clip: nil)
    }

    /// An inner shadow cut to `clip` (see `shadow(of:…clip:)`: memory bounded by the clip).
    public static func innerShadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                                   sigma: Double, offset: (x: Int, y: Int) = (0, 0), clip: PixelRect?)
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        shadow(of: source, origin: origin, color: color, sigma: sigma, offset: offset,
               blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove], clip: clip)
    }
}
