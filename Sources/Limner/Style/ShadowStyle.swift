/// A shadow a shape style draws with (SwiftUI's `ShadowStyle`): `.drop` below the shape,
/// `.inner` inside its edges.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow below the shape, blurred by `radius` and moved by (x, y).
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape's edges, as if the shape were cut out of a surface lit from
    /// the opposite side of (x, y).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The display list filter: a drop shadow below, or the inverted alpha's shadow drawn
    /// above with `sourceAtop` (which keeps it inside the shape).
    func filter(in environment: EnvironmentValues) -> DisplayList.Filter {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let r = radius.isFinite ? max(0, Double(radius)) : 0
        let offset = CGSize(width: finite(x), height: finite(y))
        switch kind {
        case .drop:
            return .shadow(color: color.resolvedRGBA(in: environment), radius: r, offset: offset, blendMode: .normal, options: [])
        case .inner:
            return .shadow(color: color.resolvedRGBA(in: environment), radius: r, offset: offset, blendMode: .sourceAtop,
                           options: [.shadowAbove, .invertsAlpha])
        }
    }
}

/// A style drawn with a shadow (`ShapeStyle.shadow(_:)`).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle, ShadowCarryingStyle {
    let base: Base
    let shadowStyle: ShadowStyle
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint { base.paint(in: rect, environment: environment) }
}

/// A style that adds a shadow to what it fills.
protocol ShadowCarryingStyle {
    var shadowStyle: ShadowStyle { get }
}

extension ShapeStyle {
    /// This style drawn with `style`'s shadow (shapes filled or stroked with it cast it).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadowStyle: style) }
}
