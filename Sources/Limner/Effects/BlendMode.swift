/// SwiftUI's blend modes for views (the 21 cases of `BlendMode`).
public enum BlendMode: Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver,
         destinationOut, plusDarker, plusLighter

    /// The drawing blend mode of the same name: the one conversion from the view vocabulary
    /// to `GraphicsContext`'s (the 21 view modes are a subset of the 28 drawing modes).
    var graphics: GraphicsContext.BlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}

extension View {
    /// Blends each leaf below with what is drawn beneath it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(EffectModifier(effect: .blendMode(blendMode.graphics)))
    }
}
