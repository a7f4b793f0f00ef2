/// The refresh of a plain effect in a reused tree (`PeekCache`): the node and its
/// parameters as `PresentedValue`s, run in one loop over all effects at each frame instead
/// of a closure per effect that looks its animators up again.
///
/// A large animated scene has thousands of these (three per view for an offset, an opacity
/// and a rotation); a flat value keeps a frame's refreshes to reading this array, the
/// clocks' samples and writing each node's `effect`.
struct EffectRefresh {
    /// The node whose effect the refresh sets (the tree the cache keeps holds it as well).
    let node: EffectNode
    let parameters: Parameters

    /// The effect's animatable parameters, by kind.
    enum Parameters {
        case opacity(PresentedValue<Double>)
        case offset(PresentedValue<CGSize>)
        case rotation(PresentedValue<Angle>, anchor: PresentedValue<UnitPoint>)
        case scale(PresentedValue<CGSize>, anchor: PresentedValue<UnitPoint>)

        /// Whether an animation moves a parameter.
        var isAnimated: Bool {
            switch self {
            case .opacity(let v): return v.isAnimated
            case .offset(let d): return d.isAnimated
            case let .rotation(a, anchor): return a.isAnimated || anchor.isAnimated
            case let .scale(s, anchor): return s.isAnimated || anchor.isAnimated
            }
        }

        /// The effect at `time`, given the clocks' samples at that time.
        func effect(at time: Double, samples: UnsafeBufferPointer<AnimationSample>) -> EffectNode.Effect {
            switch self {
            case .opacity(let v): return .opacity(v.value(at: time, samples: samples))
            case .offset(let d): return .offset(d.value(at: time, samples: samples))
            case let .rotation(a, anchor):
                return .rotation(a.value(at: time, samples: samples), anchor: anchor.value(at: time, samples: samples))
            case let .scale(s, anchor):
                return .scale(s.value(at: time, samples: samples), anchor: anchor.value(at: time, samples: samples))
            }
        }
    }

    /// Sets the node's effect for `time`.
    func run(at time: Double, samples: UnsafeBufferPointer<AnimationSample>) {
        node.effect = parameters.effect(at: time, samples: samples)
    }
}

extension EffectModifier {
    /// For a peek that keeps its tree: the plain effect `base` presented now (what
    /// `presented(_:in:)` gives) and its parameters for later frames; nil when a parameter
    /// cannot be a `PresentedValue`, or for the kinds without animatable parameters.
    static func presentedForReuse(_ base: EffectNode.Effect, in context: ResolveContext,
                                  clocks: inout PeekClocks) -> (plain: EffectNode.Effect, later: EffectRefresh.Parameters)? {
        switch base {
        case .opacity(let value):
            guard value.isFinite else { return (base, .opacity(PresentedValue(fixed: value))) }
            guard let v = context.presentedForReuse(value, .opacity, clocks: &clocks) else { return nil }
            return (.opacity(v.value), .opacity(v.later))
        case .offset(let d):
            guard let v = context.presentedForReuse(d, .offset, clocks: &clocks) else { return nil }
            return (.offset(v.value), .offset(v.later))
        case let .rotation(angle, anchor):
            let a: (value: Angle, later: PresentedValue<Angle>)
            if angle.radians.isFinite {
                guard let v = context.presentedForReuse(angle, .rotation, clocks: &clocks) else { return nil }
                a = v
            } else {
                a = (angle, PresentedValue(fixed: angle))
            }
            guard let p = context.presentedForReuse(anchor, .rotationAnchor, clocks: &clocks) else { return nil }
            return (.rotation(a.value, anchor: p.value), .rotation(a.later, anchor: p.later))
        case let .scale(s, anchor):
            guard let v = context.presentedForReuse(s, .scale, clocks: &clocks),
                  let p = context.presentedForReuse(anchor, .scaleAnchor, clocks: &clocks) else { return nil }
            return (.scale(v.value, anchor: p.value), .scale(v.later, anchor: p.later))
        case .blendMode, .compositingGroup, .drawingGroup, .transform, .other:
            return nil
        }
    }
}
