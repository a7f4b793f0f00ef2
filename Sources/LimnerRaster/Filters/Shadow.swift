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
    /// The shadow filter: blurs the source's alpha (σ = `sigma`), colours it with `color`,
    /// moves it by `offset`, and blends it with `blendMode` into a new layer below the source
    /// (above it with `.shadowAbove`; without the source with `.shadowOnly`).
    ///
    /// - Parameters:
    ///   - source: the layer's pixels; its top-left pixel sits at canvas `origin`.
    ///   - color: the shadow colour (straight alpha); its alpha scales the shadow.
    ///   - sigma: Gaussian σ in pixels (see `GaussianBlur` for 0, NaN and the maximum).
    ///   - offset: shadow displacement in whole pixels (the caller rounds sub-pixel offsets).
    ///   - blendMode: how the shadow combines with what is already in the new layer: nothing
    ///     below the source, or the source itself with `.shadowAbove`.
    ///   - options: see `ShadowOptions`.
    /// - Returns: the new layer and its canvas origin. It covers the source and the blurred,
    ///   offset shadow; with `.invertsAlpha` it covers only the source's bounds (the inverted
    ///   alpha is opaque all around the source, so its shadow has no bounds of its own; the
    ///   inner-shadow recipe only ever shows it inside the source).
    public static func shadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                              sigma: Double, offset: (x: Int, y: Int) = (0, 0),
                              blendMode: BlendMode = .normal, options: ShadowOptions = [])
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        let sourceRect = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
        let tint = PremultipliedPixel.from(color)
        let e = GaussianBlur.extent(sigma: sigma)

        // The tinted alpha image the shadow is blurred from, and its canvas origin.
        var tinted: Pixmap
        var tintedOrigin: (x: Int, y: Int)
        if options.contains(.invertsAlpha) {
            // Inverted alpha, opaque outside the source: pad far enough that every pixel the
            // result can show only sees padding that is really opaque.
            let pad = e + max(abs(offset.x), abs(offset.y))
            let r = sourceRect.insetBy(-pad)
            tinted = (try? Pixmap(width: max(0, r.width), height: max(0, r.height))) ?? (try! Pixmap(width: 0, height: 0))
            for y in 0..<tinted.height {
                for x in 0..<tinted.width {
                    let cx = r.x + x, cy = r.y + y
                    var a: UInt32 = 255
                    if sourceRect.contains(x: cx, y: cy) {
                        a = 255 - source.storage[(cy - origin.y) * source.rowStride + (cx - origin.x)] >> 24
                    }
                    tinted.storage[y * tinted.width + x] = scale(tint, a)
                }
            }
            tintedOrigin = (r.x, r.y)
        } else {
            tinted = try! Pixmap(width: source.width, height: source.height)
            for y in 0..<source.height {
                for x in 0..<source.width {
                    tinted.storage[y * source.width + x] = scale(tint, source.storage[y * source.rowStride + x] >> 24)
                }
            }
            tintedOrigin = origin
        }
        let (blurred, blurredOrigin) = GaussianBlur.blur(tinted, origin: tintedOrigin, sigma: sigma)
        let shadowOrigin = (x: blurredOrigin.x + offset.x, y: blurredOrigin.y + offset.y)
        let shadowRect = PixelRect(x: shadowOrigin.x, y: shadowOrigin.y, width: blurred.width, height: blurred.height)

        let bounds = options.contains(.invertsAlpha) ? sourceRect : sourceRect.union(shadowRect)
        var out = try! Pixmap(width: max(0, bounds.width), height: max(0, bounds.height))
        func local(_ p: (x: Int, y: Int)) -> (x: Int, y: Int) { (p.x - bounds.x, p.y - bounds.y) }
        let drawSource = !options.contains(.shadowOnly)
        if options.contains(.shadowAbove) {
            if drawSource { Compositor.composite(layer: source, at: local(origin), onto: &out) }
            Compositor.composite(layer: blurred, at: local(shadowOrigin), onto: &out, blendMode: blendMode)
        } else {
            Compositor.composite(layer: blurred, at: local(shadowOrigin), onto: &out, blendMode: blendMode)
            if drawSource { Compositor.composite(layer: source, at: local(origin), onto: &out) }
        }
        return (out, (bounds.x, bounds.y))
    }

    /// A drop shadow: the blurred, tinted, offset alpha below the source.
    public static func dropShadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                                  sigma: Double, offset: (x: Int, y: Int) = (0, 0))
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        shadow(of: source, origin: origin, color: color, sigma: sigma, offset: offset)
    }

    /// An inner shadow: the shadow of the inverted alpha drawn above the source with
    /// `sourceAtop`, so it darkens the inside of the source's edges and nothing outside.
    /// Same as `shadow(…, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove])`.
    public static func innerShadow(of source: Pixmap, origin: (x: Int, y: Int) = (0, 0), color: RGBAColor,
                                   sigma: Double, offset: (x: Int, y: Int) = (0, 0))
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        shadow(of: source, origin: origin, color: color, sigma: sigma, offset: offset,
               blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove])
    }

    /// Every channel of `p` times `a`/255.
    @inline(__always)
    static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        Fixed8.pack(Fixed8.div255(Fixed8.unpack(p) &* a))
    }
}
