extension View {
    /// Clips to the layout frame; hard edges unless `antialiased`.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(EffectModifier(other: .clip(Rectangle(), FillStyle(antialiased: antialiased))))
    }

    /// Clips to a rounded rectangle of the layout frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(EffectModifier(other: .clip(RoundedRectangle(cornerRadius: radius), FillStyle(antialiased: antialiased))))
    }

    /// Clips to `shape` built in the layout frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(other: .clip(shape, style)))
    }
}
