/// A node whose drawing is changed by an effect; layout passes through to the child.
///
/// A class, so that a reused tree (`PeekCache`) takes the effect presented at a new time
/// without replacing the node's behaviour (a node's behaviour is constant, and reading it
/// does not copy it).
///
/// The effects come in two enums. `Effect` holds the kinds whose parameters are plain values
/// (what most effects are), and is what layout, recording and the refreshes of a reused tree
/// read and write: copying an enum one of whose payloads needs a retain (a shape, a colour)
/// costs a call and retains on every read, six thousand times a frame in a large animated
/// scene. Blur, shadow and clip are an `OtherEffect`, in `other`, with `effect` `.other`.
final class EffectNode: NodeBehavior, TransparentLayout {
    /// The effects whose parameters are plain values.
    enum Effect {
        case opacity(Double)
        case blendMode(GraphicsContext.BlendMode)
        case compositingGroup
        case drawingGroup
        case offset(CGSize)
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)
        case transform(CGAffineTransform)
        /// Blur, shadow or clip: the node's `other`.
        case other
    }

    /// The effects whose parameters hold a colour or a shape.
    enum OtherEffect {
        case blur(radius: CGFloat, opaque: Bool)
        case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        case clip(any Shape, FillStyle)
    }

    /// The effect at its presented values (only a reused tree's refresh changes it); `.other`
    /// exactly when `other` holds it.
    var effect: Effect
    /// Blur, shadow or clip at its presented values (nil for the plain kinds).
    var other: OtherEffect?

    init(effect: Effect) { self.effect = effect }

    init(other: OtherEffect) {
        effect = .other
        self.other = other
    }

    var debugName: String { other.map { "\($0)" } ?? "\(effect)" }
    var isReusableAcrossFrames: Bool { true }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        var global = node.globalOrigin
        if case .offset(let d) = effect { global.x += d.width; global.y += d.height }
        for child in node.children { child.place(at: .zero, proposal: proposal, parentGlobalOrigin: global) }
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        switch effect {
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
        guard let other else {
            assertionFailure("an effect node of kind .other without its effect")
            builder.renderChildren(of: node)
            return
        }
        switch other {
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
            let path = other.clipPath(in: node.size) ?? Path()
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
        case .opacity, .blendMode, .compositingGroup, .drawingGroup, .other: return nil
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

    private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

    /// `t` applied about the unit point `anchor` of a view of `size`.
    private static func about(_ anchor: UnitPoint, _ size: CGSize, _ t: CGAffineTransform) -> CGAffineTransform {
        let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}

extension EffectNode.OtherEffect {
    /// The clip outline of a `.clip` effect for a view of `size` (nil for blur and shadow).
    /// Drawing and hit-testing both use it.
    func clipPath(in size: CGSize) -> Path? {
        guard case let .clip(shape, _) = self else { return nil }
        return shape.path(in: CGRect(origin: .zero, size: size))
    }
}
