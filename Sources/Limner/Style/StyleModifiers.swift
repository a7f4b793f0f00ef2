// View modifiers that set the styles of the current context: hierarchical foreground
// levels, the background style, the tint and the accent colour.

extension View {
    /// Sets the primary and secondary levels of the foreground style (`.primary` and
    /// `.secondary` resolve to them).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundLevelsModifier(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                             _ tertiary: S3) -> some View {
        modifier(ForegroundLevelsModifier(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }

    /// Sets the style `.background` resolves to below.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Sets the tint (`.tint`, progress views, gauges, symbols drawn in the tint) below.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { environment(\.tint, tint.map { AnyShapeStyle($0) }) }

    /// Sets the tint colour below (nil: the accent colour).
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint.map { AnyShapeStyle($0) }) }

    /// Sets the accent colour (`Color.accentColor`) below.
    public func accentColor(_ accentColor: Color?) -> some View { environment(\.accentColor, accentColor) }
}

/// Sets every foreground level: the first is the foreground style.
struct ForegroundLevelsModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let levels: [AnyShapeStyle]
    func modify(_ environment: inout EnvironmentValues) {
        let outer = environment
        let captured = levels.map { HierarchicalShapeStyle.captured($0, outer: outer) }
        environment.foregroundColor = levels.first?.base as? Color
        environment.foregroundStyle = captured.first
        environment.foregroundLevels = Array(captured.dropFirst())
    }
}

private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The styles of the foreground levels after the first (`foregroundStyle(_:_:)`).
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The style set with `backgroundStyle(_:)` (nil: the system background).
    var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The style set with `tint(_:)` (nil: the accent colour).
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
