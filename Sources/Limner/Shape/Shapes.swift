/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, Sendable {
    /// Creates a rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners (continuous corners by default).
public struct RoundedRectangle: InsettableShape, Sendable {
    /// The corner radii.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with a corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// Creates a rounded rectangle with corner radii.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// Inset by `amount`, with the corner radii reduced by it.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// A circle in the centred square of side min(width, height) of its frame; it takes that
/// square as its size.
public struct Circle: InsettableShape, Sendable {
    /// Creates a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let side = min(s.width, s.height)
        return CGSize(width: side, height: side)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Sendable {
    /// Creates an ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape, Sendable {
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// A built-in shape inset on every side (a rounded rectangle's radii shrink too).
public struct _InsetShape<Base: Shape & Sendable>: InsettableShape, Sendable {
    /// The shape.
    public var base: Base
    /// The inset.
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        let r = rect.insetBy(dx: a, dy: a)
        guard r.width >= 0, r.height >= 0, !r.isNull else { return Path() }
        if let rounded = base as? RoundedRectangle {
            let size = CGSize(width: max(0, rounded.cornerSize.width - a), height: max(0, rounded.cornerSize.height - a))
            return Path(roundedRect: r, cornerSize: size, style: rounded.style)
        }
        return base.path(in: r)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}

extension View {
    /// Draws a border of `width` inside the view's frame (a `strokeBorder` overlay).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
