import LimnerGeometry

/// The current clip of a drawing context: a device-pixel rectangle, optionally multiplied by
/// an 8-bit coverage mask.
///
/// Clips intersect (coverages multiply). An axis-aligned rectangle on whole pixels needs no
/// mask at all: fill loops just clamp their spans to `bounds` (the fast path). Any other clip
/// (a path, an inverse clip, `clipToLayer`) adds a mask, which the fill loops multiply into
/// their coverage: `c = coverage · clip(x, y)`.
public struct ClipMask: Sendable, Equatable {
    /// Nothing outside this rectangle is drawn.
    public private(set) var bounds: PixelRect
    /// Coverage within `bounds`, or nil when the clip is exactly the rectangle.
    public private(set) var mask: AlphaMask?

    /// A clip to a rectangle of whole pixels (no mask).
    public init(rect: PixelRect) {
        bounds = rect.isEmpty ? .empty : rect
        mask = nil
    }

    /// A clip to a coverage mask, limited to `bounds` (canvas pixels).
    public init(mask: AlphaMask, bounds: PixelRect) {
        var b = bounds
        if mask.outside == 0 { b = b.intersection(mask.bounds) }
        self.bounds = b
        self.mask = mask
    }

    /// Whether nothing can be drawn.
    public var isEmpty: Bool { bounds.isEmpty }

    /// This clip intersected with a rectangle (no new mask).
    public func intersecting(_ rect: PixelRect) -> ClipMask {
        var c = self
        c.bounds = bounds.intersection(rect)
        return c
    }

    /// This clip intersected with a mask (coverages multiplied).
    public func intersecting(_ other: AlphaMask) -> ClipMask {
        var c = self
        if other.outside == 0 { c.bounds = c.bounds.intersection(other.bounds) }
        c.mask = mask.map { $0.intersection(other) } ?? other
        return c
    }

    /// This clip intersected with another clip.
    public func intersecting(_ other: ClipMask) -> ClipMask {
        let c = intersecting(other.bounds)
        return other.mask.map { c.intersecting($0) } ?? c
    }

    /// The mask of `path` (mapped by `transform` to device pixels) within `bounds`: the path's
    /// coverage as the rasterizer computes it (anti-aliased or aliased, either fill rule), or
    /// one minus it when `inverse` (`ClipOptions.inverse`: keep the outside of the path).
    public static func coverage(of path: Path, transform: CGAffineTransform = .identity,
                                fillRule: FillRule = .nonZero, antialiased: Bool = true,
                                inverse: Bool = false, within bounds: PixelRect) throws -> AlphaMask {
        let b = bounds.isEmpty ? PixelRect.empty : bounds
        var mask = try AlphaMask(bounds: b)
        if !b.isEmpty {
            let context = try RasterContext(width: b.width, height: b.height)
            let t = transform.concatenating(CGAffineTransform(translationX: CGFloat(-b.x), y: CGFloat(-b.y)))
            context.fill(path, transform: t, paint: .solid(.white), fillRule: fillRule,
                         antialiased: antialiased, blendMode: .normal, opacity: 1)
            mask = AlphaMask.alpha(of: context.pixmap, origin: (b.x, b.y))
        }
        return inverse ? mask.inverted() : mask
    }

    /// This clip intersected with a path (`GraphicsContext.clip(to:style:options:)`).
    /// Under a transform that keeps axes, the path's mask covers only the pixels the path can
    /// reach (its control points' hull mapped to device pixels, one pixel wider for
    /// anti-aliasing) within the clip: outside them
    /// its coverage is 0, so a circle clipping a 120-pixel avatar on a 1200×630 card costs a
    /// 122×122 mask, not the card's. An inverse clip keeps the outside, so it masks all of
    /// `bounds`.
    public func intersecting(path: Path, transform: CGAffineTransform = .identity,
                             fillRule: FillRule = .nonZero, antialiased: Bool = true,
                             inverse: Bool = false) throws -> ClipMask {
        guard !bounds.isEmpty else { return self }
        // Only under transforms that keep axes (scale and translate): a rotated path's mask
        // rasterized within its reach differed from the whole-bounds mask by a few edge pixels
        // (ClipMaskReachTests), so those keep the whole bounds until that is understood.
        let keepsAxes = transform.b == 0 && transform.c == 0
        let within = inverse || !keepsAxes ? bounds : Self.reach(of: path, transform: transform, within: bounds)
        return intersecting(try ClipMask.coverage(of: path, transform: transform, fillRule: fillRule,
                                                  antialiased: antialiased, inverse: inverse, within: within))
    }

    /// The pixels of `bounds` that `path` under `transform` can cover: the hull of its points
    /// (control points included, which contain every curve) mapped to device space and rounded
    /// out by one pixel; all of `bounds` when that hull is not finite, none for an empty path.
    static func reach(of path: Path, transform: CGAffineTransform, within bounds: PixelRect) -> PixelRect {
        guard let hull = path.controlPointBounds else { return .empty }
        let r = hull.applying(transform)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return bounds }
        let x0 = max(Double(bounds.x), (Double(r.minX) - 1).rounded(.down))
        let y0 = max(Double(bounds.y), (Double(r.minY) - 1).rounded(.down))
        let x1 = min(Double(bounds.maxX), (Double(r.maxX) + 1).rounded(.up))
        let y1 = min(Double(bounds.maxY), (Double(r.maxY) + 1).rounded(.up))
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// This clip intersected with the alpha of a rendered layer times `opacity`
    /// (`GraphicsContext.clipToLayer(opacity:options:content:)`); `inverse` keeps where the
    /// layer is transparent. `layer`'s top-left pixel sits at canvas `origin`.
    public func intersecting(layer: Pixmap, origin: (x: Int, y: Int), opacity: Float = 1,
                             inverse: Bool = false) -> ClipMask {
        var m = AlphaMask.alpha(of: layer, origin: origin).scaled(by: opacity)
        if inverse { m = m.inverted() }
        return intersecting(m)
    }

    /// Clamps pixels `x0 ..< x1` of row `y` to the clip bounds; nil when nothing is left.
    @inlinable
    public func clamp(y: Int, x0: Int, x1: Int) -> (x0: Int, x1: Int)? {
        guard y >= bounds.y, y < bounds.maxY else { return nil }
        let a = max(x0, bounds.x), b = min(x1, bounds.maxX)
        return b > a ? (a, b) : nil
    }

    /// The clip's coverage of row `y`, pixels `x ..< x + count` (0 outside `bounds`).
    public func coverageRow(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        out.update(repeating: 0, count: count)
        guard let (a, b) = clamp(y: y, x0: x, x1: x + count) else { return }
        if let mask {
            mask.coverageRow(y: y, x: a, count: b - a, into: out + (a - x))
        } else {
            (out + (a - x)).update(repeating: 255, count: b - a)
        }
    }
}
