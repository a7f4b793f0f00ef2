extension View {
    /// Gaussian blur (radius = standard deviation in points) of the whole view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(other: .blur(radius: radius, opaque: opaque)))
    }

    /// A shadow behind each leaf of the view.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier(other: .shadow(color: color, radius: radius, x: x, y: y)))
    }
}
