// `Shape.offset`, `scale`, `rotation` and `transform`: the shape's path in the same
// rectangle, moved (SwiftUI's `OffsetShape`, `ScaledShape`, `RotatedShape`,
// `TransformedShape`). Scale and rotation are about an anchor of the rectangle.

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The offset.
    public var offset: CGSize
    public func path(in rect: CGRect) -> Path {
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        return shape.path(in: rect).applying(CGAffineTransform(translationX: dx, y: dy))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// The shape's data and the offset animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
}

/// A shape scaled about an anchor.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The fixed point, in unit coordinates of the rectangle.
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let sx = scale.width.isFinite ? scale.width : 1, sy = scale.height.isFinite ? scale.height : 1
        let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let t = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        return shape.path(in: rect).applying(t)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// The shape's data, the scale and the anchor animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape rotated about an anchor.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The angle (clockwise on screen).
    public var angle: Angle
    /// The fixed point, in unit coordinates of the rectangle.
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let r = angle.radians.isFinite ? angle.radians : 0
        let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let t = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(CGAffineTransform(rotationAngle: r))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        return shape.path(in: rect).applying(t)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// The shape's data, the angle and the anchor animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape through an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// The shape's data animates.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    /// The shape moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled uniformly about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    /// The shape rotated about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}
