import Foundation

extension Path {
    /// The default accuracy of stroke outlines drawn to a device, in device pixels: the
    /// rasterizer's own flattening tolerance (0.025 px), so an outline's curves are as close to
    /// the exact offset as a filled curve is to itself.
    public static let defaultStrokeTolerance: Double = 0.025

    /// The outline of this path's stroke with `style`, to be filled with the nonzero rule
    /// (SwiftUI's `strokedPath(_:)`), within the default tolerance of 0.05 user units.
    ///
    /// A width of 0 (a hairline) has no user-space outline, so the result is empty; draw
    /// hairlines with `strokeOutline(style:transform:deviceTolerance:)`.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        strokedPath(style, tolerance: PathStroker.defaultTolerance)
    }

    /// The outline of this path's stroke with `style`, its curves within `tolerance` user units
    /// of the exact offset. A non-positive or non-finite tolerance means the default.
    ///
    /// Defined results for bad styles: a negative, zero, NaN or infinite width gives an empty
    /// path; a NaN miter limit means 10; dash rules are `PathDasher`'s (bad patterns draw
    /// solid).
    public func strokedPath(_ style: StrokeStyle, tolerance: Double) -> Path {
        // A closed polygon: the same outline without the stroker's buffers.
        if let outline = polygonStrokeOutline(style, tolerance: tolerance) { return outline }
        var stroker = PathStroker(style: style, tolerance: tolerance)
        guard stroker.isDrawable else { return Path() }
        let source = PathDasher.dash(self, pattern: style.dash, phase: style.dashPhase) ?? self
        return stroker.stroke(source)
    }

    /// The device-space outline of this path stroked with `style` and drawn through
    /// `transform`, curves within `deviceTolerance` device pixels; fill it with the nonzero
    /// rule and no further transform.
    ///
    /// - Width > 0: dashed and stroked in user space (so a non-uniform scale makes the pen
    ///   elliptical, as in Core Graphics) with tolerance `deviceTolerance ÷ scale`, where the
    ///   scale is the transform's largest stretch, then mapped to device space.
    /// - Width 0: a hairline one device pixel wide: dashed in user space (dash lengths stay user
    ///   units, as Skia's hairlines), mapped to device space, then stroked with width 1. Its
    ///   joins are bevels whatever the style says: a hairline has no visible miter, and Skia's
    ///   hairlines draw no joins at all.
    /// - A negative, NaN or infinite width, or a transform that is singular or non-finite,
    ///   gives an empty path.
    ///
    /// `visible`, when given, is the device rectangle the outline is drawn into: what of the
    /// stroke cannot reach it is culled first (`strokedPath(_:tolerance:cullingOutside:)`),
    /// so the outline is exact only inside it.
    public func strokeOutline(style: StrokeStyle, transform: CGAffineTransform = .identity,
                              deviceTolerance: Double = Path.defaultStrokeTolerance,
                              cullingOutside visible: CGRect? = nil) -> Path {
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
            return Path()
        }
        let scale = Path.largestStretch(t)
        guard scale > 0, scale.isFinite else { return Path() }
        let tol = (deviceTolerance.isFinite && deviceTolerance > 0) ? deviceTolerance : Path.defaultStrokeTolerance
        let width = Double(style.lineWidth)
        if width == 0 {
            var hair = style
            hair.lineWidth = 1
            hair.lineJoin = .bevel
            let dashed = PathDasher.dash(self, pattern: style.dash, phase: style.dashPhase) ?? self
            hair.dash = []
            var stroker = PathStroker(style: hair, tolerance: tol)
            let device = dashed.applying(t)
            guard let visible else { return stroker.stroke(device) }
            return stroker.stroke(device.culledForStroke(visible: visible, reach: stroker.reach))
        }
        guard width.isFinite, width > 0 else { return Path() }
        guard let visible, let user = Path.userRect(of: visible, under: t) else {
            return strokedPath(style, tolerance: tol / scale).applying(t)
        }
        return strokedPath(style, tolerance: tol / scale, cullingOutside: user).applying(t)
    }

    /// The user-space bounds of device rectangle `rect` under `t` (nil when `t` cannot be
    /// inverted or the result is not finite).
    public static func userRect(of rect: CGRect, under t: CGAffineTransform) -> CGRect? {
        guard !rect.isNull, !rect.isInfinite else { return nil }
        let det = Double(t.a) * Double(t.d) - Double(t.b) * Double(t.c)
        guard det != 0, det.isFinite else { return nil }
        let inverse = t.inverted()
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { $0.applying(inverse) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The largest factor by which the linear part of `t` stretches a vector (its largest
    /// singular value).
    public static func largestStretch(_ t: CGAffineTransform) -> Double {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        // Eigenvalues of MᵀM: ((p + q) ± √((p − q)² + 4r²)) / 2.
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let disc = ((p - q) * (p - q) + 4 * r * r).squareRoot()
        return ((p + q + disc) / 2).squareRoot()
    }
}
