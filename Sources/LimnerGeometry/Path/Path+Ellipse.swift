import Foundation

// Ellipses, with Core Graphics' element sequence (`CGPathAddEllipseInRect`): a move to
// (maxX, midY), four cubics through (midX, maxY), (minX, midY), (midX, minY) and back to
// (maxX, midY), then a close. Each quarter uses the circle constant
// κ = 4/3·(√2 − 1) ≈ 0.5522847498, whose radial error is about 0.027 %.

extension Path {
    /// The control-point distance, as a fraction of the radius, of a cubic that
    /// approximates a quarter circle: 4/3·tan(π/8).
    public static let quarterCircleKappa: CGFloat = 0.5522847498307936

    /// Creates a path containing the ellipse inscribed in `rect` (see
    /// `addEllipse(in:transform:)`).
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubics, starting
    /// at (maxX, midY) and passing (midX, maxY), (minX, midY), (midX, minY); each point
    /// mapped through `transform`. `CGRect.null` adds nothing.
    public mutating func addEllipse(in rect: CGRect, transform t: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let cx = rect.midX, cy = rect.midY
        let rx = rect.width.magnitude / 2, ry = rect.height.magnitude / 2
        let kx = rx * Path.quarterCircleKappa, ky = ry * Path.quarterCircleKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        let (x0, x1, y0, y1) = (cx - rx, cx + rx, cy - ry, cy + ry)
        move(to: p(x1, cy))
        addCurve(to: p(cx, y1), control1: p(x1, cy + ky), control2: p(cx + kx, y1))
        addCurve(to: p(x0, cy), control1: p(cx - kx, y1), control2: p(x0, cy + ky))
        addCurve(to: p(cx, y0), control1: p(x0, cy - ky), control2: p(cx - kx, y0))
        addCurve(to: p(x1, cy), control1: p(cx + kx, y0), control2: p(x1, cy - ky))
        closeSubpath()
    }
}
