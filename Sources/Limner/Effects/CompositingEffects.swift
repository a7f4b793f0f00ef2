/// How a drawing group's content is rendered (Limner renders every mode in sRGB-encoded
/// values).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Multiplies the alpha of each leaf below (nested opacities multiply).
    public func opacity(_ opacity: Double) -> some View { modifier(EffectModifier(effect: .opacity(opacity))) }

    /// Flattens this view before its ancestors' opacity and blend mode apply.
    public func compositingGroup() -> some View { modifier(EffectModifier(effect: .compositingGroup)) }

    /// Renders this view into one offscreen layer (also a compositing boundary).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(effect: .drawingGroup))
    }
}
