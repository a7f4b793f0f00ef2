/// The modifier that adds an `EffectNode` around each content node: every effect modifier of
/// the `Effects/` files (opacity, blend mode, groups, geometry, blur, shadow, clip) is one.
struct EffectModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    /// The effect; `.other` exactly when `other` holds it.
    let effect: EffectNode.Effect
    /// Blur, shadow or clip (nil for the plain kinds).
    let other: EffectNode.OtherEffect?

    init(effect: EffectNode.Effect) {
        self.effect = effect
        other = nil
    }

    init(other: EffectNode.OtherEffect) {
        effect = .other
        self.other = other
    }

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        if let other { return EffectNode(other: Self.presented(other, in: context)) }
        return EffectNode(effect: Self.presented(effect, in: context))
    }

    /// `UnaryNodeModifier`'s wrapping, with a refresh for a later peek when the effect's
    /// presented parameters read the time (`PeekCache`).
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        if other == nil, graph.frameReuse.collectsRefreshes,
           case let ((plain, later)?, readTime) = graph.readingTime({
               Self.presentedForReuse(effect, in: context, clocks: &graph.frameReuse.pendingClocks)
           }) {
            // A peek that keeps its tree: a flat refresh (`EffectRefresh`) when the time was read.
            let node = EffectNode(effect: plain)
            let nodes = content(context).map { child in
                ResolvedNode(identity: child.identity, environment: child.environment, behavior: node, children: [child])
            }
            if readTime { graph.frameReuse.pendingEffectRefreshes.append(EffectRefresh(node: node, parameters: later)) }
            return nodes
        }
        let behavior: EffectNode
        let refresh: (() -> Void)?
        if let other {
            let (presented, readTime) = context.graph.readingTime { Self.presented(other, in: context) }
            let node = EffectNode(other: presented)
            behavior = node
            refresh = readTime ? { node.other = Self.presented(other, in: context) } : nil
        } else {
            // The plain kinds are presented and refreshed without building an `OtherEffect`.
            let effect = self.effect
            let (plain, readTime) = context.graph.readingTime { Self.presented(effect, in: context) }
            let node = EffectNode(effect: plain)
            behavior = node
            refresh = readTime ? { node.effect = Self.presented(effect, in: context) } : nil
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
    private static func presented(_ base: EffectNode.Effect, in context: ResolveContext) -> EffectNode.Effect {
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

    /// A blur, shadow or clip with its animatable parameters at their presented values.
    private static func presented(_ base: EffectNode.OtherEffect, in context: ResolveContext) -> EffectNode.OtherEffect {
        switch base {
        case let .blur(radius, opaque):
            return .blur(radius: radius.isFinite ? context.animated(radius, .blur) : radius, opaque: opaque)
        case let .shadow(color, radius, x, y):
            let r = radius.isFinite ? context.animated(radius, .shadowRadius) : radius
            let o = context.animating(CGSize(width: x, height: y), .shadowOffset)
            return .shadow(color: context.animatedColor(color, .shadowColor), radius: r, x: o.width, y: o.height)
        case let .clip(shape, style):
            return .clip(context.animatingExistential(shape) as? any Shape ?? shape, style)
        }
    }
}
