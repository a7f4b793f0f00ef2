/// A node whose drawing is changed by an effect; layout passes through to the child.
///
/// A class, so that a reused tree (`PeekCache`) takes the effect presented at a new time
/// without replacing the node's behaviour (a node's behaviour is constant, and reading it
/// does not copy it).
final class EffectNode: NodeBehavior, TransparentLayout {
    enum Effect {
        case opacity(Double)
        case blendMode(GraphicsContext.BlendMode)
        case compositingGroup
        case drawingGroup
        case offset(CGSize)
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)
        case transform(CGAffineTransform)
        case blur(radius: CGFloat, opaque: Bool)
        case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        case clip(any Shape, FillStyle)
    }
    /// The effect at its presented values (only a reused tree's refresh changes it).
    var effect: Effect {
        // `plain` is `.other` exactly when `special` holds the effect.
        get { special ?? plain.effect ?? .compositingGroup }
        set {
            if let p = Plain(newValue) {
                plain = p
                special = nil
            } else {
                plain = .other
                special = newValue
            }
        }
    }
    /// The effect when it is one of the plain kinds (`.other` otherwise): what layout,
    /// recording and the refreshes of a reused tree read and write, since copying an
    /// `Effect` (which may hold a shape or a color) costs a call and retains on every read,
    /// six thousand times a frame in a large animated scene.
    var plain: Plain
    /// Blur, shadow or clip (nil for the plain kinds).
    private var special: Effect?

    init(effect: Effect) {
        plain = .other
        self.effect = effect
    }

    init(plain: Plain) { self.plain = plain }

    /// `Effect` with the cases whose payloads need no retain (what most effects are).
    enum Plain {
        case opacity(Double)
        case blendMode(GraphicsContext.BlendMode)
        case compositingGroup
        case drawingGroup
        case offset(CGSize)
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)
        case transform(CGAffineTransform)
        /// Blur, shadow, clip: kept as an `Effect`.
        case other

        /// The plain form of `effect`; nil for blur, shadow and clip.
        init?(_ effect: Effect) {
            switch effect {
            case .opacity(let v): self = .opacity(v)
            case .blendMode(let m): self = .blendMode(m)
            case .compositingGroup: self = .compositingGroup
            case .drawingGroup: self = .drawingGroup
            case .offset(let d): self = .offset(d)
            case let .rotation(a, anchor): self = .rotation(a, anchor: anchor)
            case let .scale(s, anchor): self = .scale(s, anchor: anchor)
            case .transform(let t): self = .transform(t)
            case .blur, .shadow, .clip: return nil
            }
        }

        /// The effect (nil for `.other`).
        var effect: Effect? {
            switch self {
            case .opacity(let v): return .opacity(v)
            case .blendMode(let m): return .blendMode(m)
            case .compositingGroup: return .compositingGroup
            case .drawingGroup: return .drawingGroup
            case .offset(let d): return .offset(d)
            case let .rotation(a, anchor): return .rotation(a, anchor: anchor)
            case let .scale(s, anchor): return .scale(s, anchor: anchor)
            case .transform(let t): return .transform(t)
            case .other: return nil
            }
        }
    }

    var debugName: String { "\(effect)" }
    var isReusableAcrossFrames: Bool { true }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        var global = node.globalOrigin
        if case .offset(let d) = plain { global.x += d.width; global.y += d.height }
        for child in node.children { child.place(at: .zero, proposal: proposal, parentGlobalOrigin: global) }
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        switch plain {
        case .opacity(let value):
            let saved = builder.opacity
            builder.opacity *= value.isNaN ? 1 : min(max(value, 0), 1)
            builder.renderChildren(of: node)
            builder.opacity = saved
        case .blendMode(let mode):
            let saved = builder.blendMode
            builder.blendMode = mode
            builder.renderChildren(of: node)
            builder.blendMode = saved
        case .compositingGroup, .drawingGroup:
            let content = builder.nested(inheriting: false) { $0.renderChildren(of: node) }
            builder.appendLayer(content: content)
        case .offset(let d):
            builder.renderChildren(of: node, transformedBy: Effect.offsetTransform(d))
        case let .rotation(angle, anchor):
            builder.renderChildren(of: node, transformedBy: Effect.rotationTransform(angle, anchor, node.size))
        case let .scale(s, anchor):
            builder.renderChildren(of: node, transformedBy: Effect.scaleTransform(s, anchor, node.size))
        case .transform(let t):
            builder.renderChildren(of: node, transformedBy: t)
        case .other:
            renderOther(node: node, into: &builder)
        }
    }

    /// A blur or shadow radius for the display list: NaN and negatives (−∞ too) are no blur;
    /// +∞ stays the largest blur, as 10⁹ (the display list clamps it to
    /// `DisplayList.maximumLength`, the rasterizer to `GaussianBlur.maximumSigma`, and a blur
    /// that would round to nothing leaves a transparent layer), never a sharp one.
    static func filterRadius(_ radius: CGFloat) -> Double { radius > 0 ? Double(radius) : 0 }

    /// Blur, shadow and clip.
    private func renderOther(node: ResolvedNode, into builder: inout RenderBuilder) {
        switch effect {
        case .opacity, .blendMode, .compositingGroup, .drawingGroup, .offset, .rotation, .scale, .transform:
            assertionFailure("\(effect) is drawn by render")
        case .blur(let radius, let opaque):
            let content = builder.nested(inheriting: false) { $0.renderChildren(of: node) }
            builder.appendLayer(content: content, filters: [.blur(radius: Self.filterRadius(radius), opaque: opaque,
                                                                  dithers: false, linearColor: false)])
        case let .shadow(color, radius, x, y):
            let saved = builder.shadows
            // Filters run first to last, and an inner shadow is added after an outer one: it
            // goes first, so `.shadow(a).shadow(b)` shadows the view and a's shadow with b,
            // as SwiftUI composes stacked shadows.
            builder.shadows.insert(.shadow(color: color.resolvedRGBA(in: node.environment),
                                           radius: Self.filterRadius(radius),
                                           offset: CGSize(width: finite(x), height: finite(y)), blendMode: .normal, options: []),
                                   at: 0)
            builder.renderChildren(of: node)
            builder.shadows = saved
        case let .clip(_, style):
            let path = effect.clipPath(in: node.size) ?? Path()
            let clips: [DisplayList.Clip] = [.path(path, transform: .identity, style: style, inverse: false)]
            if builder.shadows.isEmpty {
                let content = builder.nested(inheriting: true) { $0.renderChildren(of: node) }
                builder.appendGroup(DisplayList.Group(content: content, clips: clips))
            } else {
                // A shadow outside a clip shadows the clipped view as one layer (Apple's
                // composition), not each leaf cut by the clip.
                let content = builder.nested(inheriting: false) { $0.renderChildren(of: node) }
                let clipped = builder.nested(inheriting: false) { $0.appendGroup(DisplayList.Group(content: content, clips: clips)) }
                builder.appendLayer(content: clipped)
            }
        }
    }

    private func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
}

extension EffectNode.Effect {
    /// The transform from the child's space to the node's space for the geometric effects
    /// (offset, rotation, scale, affine transform) of a view of `size`; nil for the others.
    /// Drawing (`EffectNode.render`) and hit-testing (`HitTester`) both use this, so what
    /// is hit is what is drawn.
    func transform(in size: CGSize) -> CGAffineTransform? {
        switch self {
        case .offset(let d): return Self.offsetTransform(d)
        case .rotation(let angle, let anchor): return Self.rotationTransform(angle, anchor, size)
        case .scale(let s, let anchor): return Self.scaleTransform(s, anchor, size)
        case .transform(let t): return t
        default: return nil
        }
    }

    /// The transform of `.offset(d)`.
    static func offsetTransform(_ d: CGSize) -> CGAffineTransform {
        CGAffineTransform(translationX: finite(d.width), y: finite(d.height))
    }

    /// The transform of `.rotation(angle, anchor)` for a view of `size`.
    static func rotationTransform(_ angle: Angle, _ anchor: UnitPoint, _ size: CGSize) -> CGAffineTransform {
        let r = angle.radians.isFinite ? angle.radians : 0
        return about(anchor, size, CGAffineTransform(rotationAngle: r))
    }

    /// The transform of `.scale(s, anchor)` for a view of `size`.
    static func scaleTransform(_ s: CGSize, _ anchor: UnitPoint, _ size: CGSize) -> CGAffineTransform {
        about(anchor, size, CGAffineTransform(scaleX: finite(s.width), y: finite(s.height)))
    }

    /// The clip outline of a `.clip` effect for a view of `size` (nil for other effects).
    func clipPath(in size: CGSize) -> Path? {
        guard case let .clip(shape, _) = self else { return nil }
        return shape.path(in: CGRect(origin: .zero, size: size))
    }

    private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

    /// `t` applied about the unit point `anchor` of a view of `size`.
    private static func about(_ anchor: UnitPoint, _ size: CGSize, _ t: CGAffineTransform) -> CGAffineTransform {
        let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}

/// The modifier that adds an `EffectNode` around each content node.
struct EffectModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let effect: EffectNode.Effect
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { EffectNode(effect: presented(in: context)) }

    /// `UnaryNodeModifier`'s wrapping, with a refresh for a later peek when the effect's
    /// presented parameters read the time (`PeekCache`).
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        if let base = EffectNode.Plain(effect), graph.frameReuse.collectsRefreshes,
           case let ((plain, later)?, readTime) = graph.readingTime({
               Self.presentedForReuse(base, in: context, clocks: &graph.frameReuse.pendingClocks)
           }) {
            // A peek that keeps its tree: a flat refresh (`EffectRefresh`) when the time was read.
            let node = EffectNode(plain: plain)
            let nodes = content(context).map { child in
                ResolvedNode(identity: child.identity, environment: child.environment, behavior: node, children: [child])
            }
            if readTime { graph.frameReuse.pendingEffectRefreshes.append(EffectRefresh(node: node, parameters: later)) }
            return nodes
        }
        let behavior: EffectNode
        let refresh: (() -> Void)?
        if let base = EffectNode.Plain(effect) {
            // The plain kinds are presented and refreshed without building an `Effect`.
            let (plain, readTime) = context.graph.readingTime { Self.presented(base, in: context) }
            let node = EffectNode(plain: plain)
            behavior = node
            refresh = readTime ? { node.plain = Self.presented(base, in: context) } : nil
        } else {
            let (effect, readTime) = context.graph.readingTime { presented(in: context) }
            let node = EffectNode(effect: effect)
            behavior = node
            refresh = readTime ? { node.effect = presented(in: context) } : nil
        }
        let nodes = content(context).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
        // The nodes share the behaviour, as `makeBehavior`'s would.
        // An effect's parameters never enter a size (`PeekCache`).
        if let refresh { context.graph.frameReuse.addRefresh(changesSizes: false, refresh) }
        return nodes
    }

    /// A plain effect with its animatable parameters at their presented values.
    private static func presented(_ base: EffectNode.Plain, in context: ResolveContext) -> EffectNode.Plain {
        switch base {
        case .opacity(let value):
            return .opacity(value.isFinite ? context.animated(value, .opacity) : value)
        case .offset(let d):
            return .offset(context.animating(d, .offset))
        case let .rotation(angle, anchor):
            return .rotation(angle.radians.isFinite ? context.animating(angle, .rotation) : angle,
                             anchor: context.animating(anchor, .rotationAnchor))
        case let .scale(s, anchor):
            return .scale(context.animating(s, .scale), anchor: context.animating(anchor, .scaleAnchor))
        case .blendMode, .compositingGroup, .drawingGroup, .transform, .other:
            return base
        }
    }

    /// The effect with its animatable parameters at their presented values.
    private func presented(in context: ResolveContext) -> EffectNode.Effect {
        if let base = EffectNode.Plain(effect), let e = Self.presented(base, in: context).effect { return e }
        switch effect {
        case let .blur(radius, opaque):
            return .blur(radius: radius.isFinite ? context.animated(radius, .blur) : radius, opaque: opaque)
        case let .shadow(color, radius, x, y):
            let r = radius.isFinite ? context.animated(radius, .shadowRadius) : radius
            let o = context.animating(CGSize(width: x, height: y), .shadowOffset)
            return .shadow(color: context.animatedColor(color, .shadowColor), radius: r, x: o.width, y: o.height)
        case let .clip(shape, style):
            return .clip(context.animatingExistential(shape) as? any Shape ?? shape, style)
        case .opacity, .offset, .rotation, .scale, .blendMode, .compositingGroup, .drawingGroup, .transform:
            return effect  // presented above
        }
    }
}

/// SwiftUI's blend modes for views (the 21 cases of `BlendMode`).
public enum BlendMode: Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver,
         destinationOut, plusDarker, plusLighter

    /// The drawing blend mode of the same name: the one conversion from the view vocabulary
    /// to `GraphicsContext`'s.
    var graphics: GraphicsContext.BlendMode { Self.graphicsModes[self]! }

    /// Every case's `GraphicsContext.BlendMode`, matched by case name (the 21 view modes are
    /// a subset of the 28 drawing modes, under the same names).
    private static let graphicsModes: [BlendMode: GraphicsContext.BlendMode] = {
        let byName = Dictionary(uniqueKeysWithValues: GraphicsContext.BlendMode.allCases.map { ($0.description, $0) })
        return Dictionary(uniqueKeysWithValues: allCases.map { ($0, byName["\($0)"]!) })
    }()
}

/// How a drawing group's content is rendered (Limner renders every mode in sRGB-encoded
/// values).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Multiplies the alpha of each leaf below (nested opacities multiply).
    public func opacity(_ opacity: Double) -> some View { modifier(EffectModifier(effect: .opacity(opacity))) }

    /// Blends each leaf below with what is drawn beneath it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(EffectModifier(effect: .blendMode(blendMode.graphics)))
    }

    /// Flattens this view before its ancestors' opacity and blend mode apply.
    public func compositingGroup() -> some View { modifier(EffectModifier(effect: .compositingGroup)) }

    /// Renders this view into one offscreen layer (also a compositing boundary).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(effect: .drawingGroup))
    }

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

    /// Gaussian blur (radius = standard deviation in points) of the whole view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(effect: .blur(radius: radius, opaque: opaque)))
    }

    /// A shadow behind each leaf of the view.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier(effect: .shadow(color: color, radius: radius, x: x, y: y)))
    }

    /// Clips to the layout frame; hard edges unless `antialiased`.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(EffectModifier(effect: .clip(Rectangle(), FillStyle(antialiased: antialiased))))
    }

    /// Clips to a rounded rectangle of the layout frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(EffectModifier(effect: .clip(RoundedRectangle(cornerRadius: radius), FillStyle(antialiased: antialiased))))
    }

    /// Clips to `shape` built in the layout frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(effect: .clip(shape, style)))
    }
}
