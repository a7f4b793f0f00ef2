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
/// Limner's symbols are single-layer outlines, so every mode draws the symbol with the
/// primary level of the foreground style: `.monochrome` exactly as on Apple platforms;
/// `.hierarchical`, `.palette` and `.multicolor` as SF Symbols draw a symbol that has a
/// single layer (which is what these outlines are).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind
    /// One colour for the whole symbol.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in opacities of one colour.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the foreground levels' styles.
    public static let palette = SymbolRenderingMode(kind: .palette)
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
