// Symbol configuration: `imageScale(_:)` and `symbolRenderingMode(_:)`.

extension Image {
    /// The relative size of symbol images (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text beside it.
        case small
        /// The size of the text beside it.
        case medium
        /// Larger than the text beside it.
        case large

        /// The size factor relative to `.medium` (Limner's values; see `ImageLayout`).
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }
}

/// How symbol images use colour (SwiftUI's `SymbolRenderingMode`).
///
/// The symbols of Limner's layered table (see `SystemImageLayers.swift` in LimnerGraphics:
/// the circled and triangled marks such as `checkmark.circle.fill` and
/// `exclamationmark.triangle.fill`, the weather symbols such as `cloud.sun.fill`, `bell.badge`,
/// `heart.fill`, …) draw their layers as SwiftUI does: `.hierarchical` fills each layer with
/// the level of the foreground style its hierarchy gives (the levels `HierarchicalShapeStyle`
/// resolves: a style set with `foregroundStyle(_:_:)`, else the primary at the system
/// label opacities 1, 0.6, 0.3); `.palette` fills the layers in order with the primary,
/// secondary and tertiary styles of `foregroundStyle(_:_:_:)` (derived the same way where
/// fewer are given); `.multicolor` gives a layer its own colour where SF Symbols has one
/// (a yellow sun, a red heart) and the foreground style elsewhere, and draws a symbol with no
/// colour of its own as monochrome. Every other symbol has
/// one layer and draws in the foreground style in every mode, as SF Symbols draws a symbol
/// of one layer.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind
    /// One colour for the whole symbol.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours, the foreground style where it has none.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in the hierarchical levels (opacities) of the foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the foreground levels' styles, in order.
    public static let palette = SymbolRenderingMode(kind: .palette)

    /// How `image` (a system symbol) draws under `environment`: the mode set with
    /// `symbolRenderingMode(_:)`, else multicolour for a symbol rendered `.original` (the
    /// older spelling of multicolour, `Image(systemName:).renderingMode(.original)`), else
    /// monochrome.
    static func kind(of image: Image, in environment: EnvironmentValues) -> Kind {
        if let mode = environment.symbolRenderingMode { return mode.kind }
        return image.renderingMode == .original ? .multicolor : .monochrome
    }
}

extension SymbolRenderingMode {
    /// Whether a symbol of these layers is drawn layer by layer in `mode`: in hierarchical and
    /// palette modes; in multicolour when a layer has a colour of its own (a symbol with none
    /// draws as in monochrome, as SF Symbols draws a symbol without multicolour annotations,
    /// its marks staying holes); and whenever a variable-colour effect runs on its variable
    /// layers.
    static func drawsLayers(_ layers: [SymbolLayer], in mode: Kind, variableColor: VariableColorFrame?) -> Bool {
        if variableColor != nil, layers.contains(where: { $0.variableIndex != nil }) { return true }
        switch mode {
        case .monochrome: return false
        case .hierarchical, .palette: return true
        case .multicolor: return layers.contains { $0.multicolor != nil }
        }
    }
}

extension SymbolLayer {
    /// What fills this layer in `mode`.
    func paint(_ mode: SymbolRenderingMode.Kind, in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        switch mode {
        case .monochrome:
            return environment.foregroundPaint(in: rect)
        case .hierarchical:
            return HierarchicalShapeStyle(level: hierarchyLevel).paint(in: rect, environment: environment)
        case .palette:
            return HierarchicalShapeStyle(level: paletteIndex).paint(in: rect, environment: environment)
        case .multicolor:
            guard let own = multicolor else { return environment.foregroundPaint(in: rect) }
            let color: Color
            switch own {
            case .white: color = .white
            case .red: color = .red
            case .yellow: color = .yellow
            case .cyan: color = .cyan
            }
            return ShadingPaint(paint: .color(color.resolvedRGBA(in: environment)))
        }
    }
}

extension View {
    /// Scales symbol images below relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Sets how symbol images below use colour (see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The relative size of symbol images.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbol images use colour (nil: the symbol's default, monochrome here).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}
