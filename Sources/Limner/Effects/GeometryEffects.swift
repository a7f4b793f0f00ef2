extension View {
    /// Moves the drawing by `offset`; layout is unchanged.
    public func offset(_ offset: CGSize) -> some View { modifier(EffectModifier(effect: .offset(offset))) }

    /// Moves the drawing by (x, y); layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Rotates the drawing about `anchor` (clockwise on screen for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transform to the drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(EffectModifier(effect: .transform(transform)))
    }
}
