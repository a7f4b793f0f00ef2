/// A 2D shape that is also a view: SwiftUI's `Shape`.
///
/// A shape fills the frame it is given (10×10 when asked for its ideal size) with the
/// foreground style unless `fill` or `stroke` says otherwise.
public protocol Shape: Animatable, View {
    /// The outline in a rectangle.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset by an amount, keeping its kind: SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape filled (or stroked, for a stroked shape) with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style.
    public var style: Style
    /// Fill rule and anti-aliasing.
    public var fillStyle: FillStyle

    /// Creates a shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension _ShapeView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let shape = self.shape, style = self.style
        func presented() -> (shape: any Shape, style: any ShapeStyle) {
            (context.animating(shape, .shape), context.animatedStyle(style))
        }
        let (values, readTime) = context.graph.readingTime(presented)
        let behavior = ShapeLayout(shape: values.shape, style: values.style, fillStyle: fillStyle)
        let node = ResolvedNode(identity: context.identity, environment: context.environment, behavior: behavior)
        // A later peek presents the same shape at its own time (`PeekCache`).
        if readTime { context.graph.frameReuse.addRefresh { (behavior.shape, behavior.style) = presented() } }
        return [node]
    }
}

/// A shape's layout (its `sizeThatFits`) and drawing. A class for the reason `EffectNode`
/// is one: a reused tree's refresh sets the shape and style presented at a new time.
final class ShapeLayout: NodeBehavior {
    // What recording reads every frame comes first, in the order it reads it, so that it
    // takes few cache lines: a large scene's recording waits on memory more than it
    // computes. The shape and the style, read only when something changed, come last.

    /// Whether the shadow and material of `style` were found, and whether it has either
    /// (found once per style: dynamic casts).
    private var rolesFound = false
    private var hasShadow = false
    private var hasMaterial = false
    let fillStyle: FillStyle
    /// The paint last resolved and the rectangle it was resolved in (nil: none kept): a
    /// style's paint is a function of the style, the rectangle and the node's environment,
    /// and a reused tree records its shapes again every frame, mostly at the same size.
    private var paintRect: CGRect?
    /// The path last drawn and the rectangle it was built in (nil: none kept), with the
    /// stroke for a stroked shape: a shape's path is a function of the shape and the
    /// rectangle (as SwiftUI assumes). Kept as separate properties, as are the others:
    /// reading an optional tuple copies it through the runtime's generic value witnesses.
    private var outlineRect: CGRect?
    private var outlineStroke: StrokeStyle?
    private var outlinePath = Path()
    private var lastPaint = ShadingPaint(paint: .color(.clear))
    private var shadowRole: (any ShadowCarryingStyle)?
    private var materialRole: Material?
    var shape: any Shape { didSet { outlineRect = nil } }
    var style: any ShapeStyle { didSet { rolesFound = false; paintRect = nil } }

    init(shape: any Shape, style: any ShapeStyle, fillStyle: FillStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    var debugName: String { "\(type(of: shape))" }
    var isReusableAcrossFrames: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize { shape.sizeThatFits(proposal) }
    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }

    /// Reads the fields recording reads first (`PeekCache.warmNodes`) and returns something
    /// of them.
    func warmForRecording() -> Int { (rolesFound ? 1 : 0) + (paintRect == nil ? 0 : 2) + (outlineRect == nil ? 0 : 4) }

    /// Finds the shadow and material the style carries, once per style.
    private func findRoles() {
        guard !rolesFound else { return }
        shadowRole = (style as? any ShadowCarryingStyle) ?? ((style as? AnyShapeStyle)?.base as? any ShadowCarryingStyle)
        materialRole = (style as? Material) ?? ((style as? AnyShapeStyle)?.base as? Material)
        hasShadow = shadowRole != nil
        hasMaterial = materialRole != nil
        rolesFound = true
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        findRoles()
        guard hasShadow, let shadow = shadowRole else { draw(node: node, into: &builder); return }
        let saved = builder.shadows
        builder.shadows.append(shadow.shadowStyle.filter(in: node.environment))
        draw(node: node, into: &builder)
        builder.shadows = saved
    }

    private func draw(node: ResolvedNode, into builder: inout RenderBuilder) {
        let rect = CGRect(origin: .zero, size: node.size)
        if paintRect != rect {
            lastPaint = style.paint(in: rect, environment: node.environment)
            paintRect = rect
        }
        let paint = lastPaint
        // Under a container shape, `ContainerRelativeShape` builds its path from the
        // container's frame relative to the node, which may move while the rectangle stays.
        updateOutline(in: rect, reusingLast: builder.containerShape == nil)
        if let strokeStyle = outlineStroke {
            builder.stroke(outlinePath, paint: paint, style: strokeStyle)
        } else if hasMaterial, let material = materialRole {
            builder.fill(outlinePath, material: material, environment: node.environment, style: fillStyle)
        } else {
            builder.fill(outlinePath, paint: paint, style: fillStyle)
        }
    }

    /// Sets `outlinePath` and `outlineStroke` to the shape's path in `rect` and its stroke
    /// (for a stroked shape); with `reusingLast`, keeps them when neither the shape nor the
    /// rectangle changed since they were made.
    private func updateOutline(in rect: CGRect, reusingLast: Bool) {
        if reusingLast, outlineRect == rect { return }
        if let stroked = shape as? any StrokedShapeDrawing {
            (outlinePath, outlineStroke) = stroked.strokeDrawing(in: rect)
        } else {
            outlinePath = shape.path(in: rect)
            outlineStroke = nil
        }
        outlineRect = reusingLast ? rect : nil
    }
}

extension Shape {
    /// Fills the shape with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// Strokes the outline with `content` at `lineWidth`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style` (drawn with the foreground style).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The outline stroked at `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// Strokes the outline inside the shape's frame with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the outline inside the shape's frame with `content` at `lineWidth`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline inside the shape's frame with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

/// A shape drawn as a stroke.
protocol StrokedShapeDrawing {
    func strokeDrawing(in rect: CGRect) -> (Path, StrokeStyle)
}

/// A shape's outline stroked with a style. Drawing strokes the base path; as a `Shape`,
/// `path(in:)` returns the base path (the stroke outline needs the stroker of branch
/// `stroke`, which has not landed).
public struct _StrokedShape<S: Shape>: Shape, StrokedShapeDrawing {
    /// The stroked shape.
    public var shape: S
    /// The stroke.
    public var style: StrokeStyle

    /// Creates a stroked shape.
    public init(shape: S, style: StrokeStyle) { self.shape = shape; self.style = style }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    func strokeDrawing(in rect: CGRect) -> (Path, StrokeStyle) { (shape.path(in: rect), style) }

    /// The shape's data, then the stroke's (`StrokeStyle.animatableData`: line width, miter
    /// limit, dash phase), so marching ants crawl as the line width grows.
    public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { shape.animatableData = newValue.first; style.animatableData = newValue.second }
    }
}

/// A shape's outline between two fractions of its total length.
public struct _TrimmedShape<S: Shape>: Shape {
    /// The trimmed shape.
    public var shape: S
    /// Where the kept part starts (0…1).
    public var startFraction: CGFloat
    /// Where the kept part ends (0…1).
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

extension StrokeStyle: Animatable {
    /// Line width, miter limit and dash phase (SwiftUI's `StrokeStyle.animatableData`); the
    /// dash lengths change at once.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
