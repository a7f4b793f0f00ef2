/// A shape style that maps to one of the numbered levels of the current content style
/// (SwiftUI's `HierarchicalShapeStyle`): `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`, `.quinary`.
///
/// A level resolves to the style set for it with `foregroundStyle(_:_:)` or
/// `foregroundStyle(_:_:_:)`; otherwise, with the default foreground, to the system label
/// colours (secondary 60, 60, 67 at 0.6; tertiary at 0.3; quaternary at 0.18; quinary at
/// 0.07; the dark-appearance values are 235, 235, 245 at 0.6, 0.3, 0.16, 0.08); with a
/// custom foreground style, to that style at the same opacities. (SwiftUI derives the
/// levels of a custom colour internally; the label opacities are Limner's approximation.)
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Equatable {
    let level: Int

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    static let lightOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.07]
    static let darkOpacities: [Double] = [1, 0.6, 0.3, 0.16, 0.08]

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        if level == 0 { return environment.foregroundPaint(in: rect) }
        let levels = environment.foregroundLevels
        if level < levels.count + 1, level - 1 < levels.count { return levels[level - 1].paint(in: rect, environment: environment) }
        let dark = environment.colorScheme == .dark
        let opacity = (dark ? Self.darkOpacities : Self.lightOpacities)[min(level, 4)]
        if environment.foregroundStyle != nil || environment.foregroundColor != nil {
            var p = environment.foregroundPaint(in: rect)
            p.opacity *= opacity
            return p
        }
        let base = dark ? RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255)
                        : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255)
        return ShadingPaint(paint: .color(RGBAColor(red: base.red, green: base.green, blue: base.blue, alpha: Float(opacity))))
    }
}

extension HierarchicalShapeStyle {
    /// A style set as the foreground (`foregroundStyle(.secondary)`) means that level of the
    /// foreground outside it: resolve it in the outer environment, so it never refers to itself.
    static func captured(_ style: AnyShapeStyle, outer: EnvironmentValues) -> AnyShapeStyle {
        guard let level = style.base as? HierarchicalShapeStyle else { return style }
        return AnyShapeStyle(_EnvironmentBoundStyle(base: level, environment: outer))
    }
}

/// A style resolved in a fixed environment.
struct _EnvironmentBoundStyle: ShapeStyle, ResolvableShapeStyle {
    let base: HierarchicalShapeStyle
    let environment: EnvironmentValues
    func paint(in rect: CGRect, environment _: EnvironmentValues) -> ShadingPaint {
        base.paint(in: rect, environment: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current content style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The background style of the current context (SwiftUI's `BackgroundStyle`): the one set
/// with `backgroundStyle(_:)`, else the system background (white, or black in the dark
/// appearance).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current background style.
    public init() {}
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        if let style = environment.backgroundStyle { return style.paint(in: rect, environment: environment) }
        return ShadingPaint(paint: .color(environment.colorScheme == .dark ? .black : .white))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The current tint (SwiftUI's `TintShapeStyle`): the style set with `tint(_:)`, else the
/// accent colour (blue unless `accentColor(_:)` changed it).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The current tint.
    public init() {}
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        if let tint = environment.tint { return tint.paint(in: rect, environment: environment) }
        return ShadingPaint(paint: .color(Color.accentColor.resolvedRGBA(in: environment)))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style with extra opacity (`ShapeStyle.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        var p = base.paint(in: rect, environment: environment)
        p.opacity *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return p
    }
}

extension ShapeStyle {
    /// This style with its alpha multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// A colour's standard gradient (`Color.gradient`; SwiftUI's `AnyGradient`). As a style
/// it is a linear gradient from top to bottom.
///
/// SwiftUI does not document the stops; Limner goes from the colour mixed 12 % toward white
/// at the top to the colour itself at the bottom, which matches the subtle lightening seen
/// on iOS.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
    let gradient: Gradient

    /// Wraps a gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint(in: rect, environment: environment)
    }
}

extension Color {
    /// A gradient made from this colour: slightly lighter at the top, the colour at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [ColorMix.mix(self, toward: .white, amount: 0.12), self]))
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    /// A gradient used as a style is a linear gradient from top to bottom.
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        AnyGradient(self).paint(in: rect, environment: environment)
    }
}

/// Mixing colours in sRGB (for derived colours).
enum ColorMix {
    static func mix(_ a: Color, toward b: Color, amount t: Double) -> Color {
        let x = a.resolvedRGBA(), y = b.resolvedRGBA()
        func m(_ p: Float, _ q: Float) -> Double { Double(p) * (1 - t) + Double(q) * t }
        return Color(.sRGB, red: m(x.red, y.red), green: m(x.green, y.green), blue: m(x.blue, y.blue), opacity: Double(x.alpha))
    }
}
