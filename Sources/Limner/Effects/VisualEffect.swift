import Foundation

// `visualEffect`: effects computed from the view's own geometry (SwiftUI's `VisualEffect`).
//
// The closure gets an `EmptyVisualEffect` and the view's `GeometryProxy`, and chains the
// effects it wants (`content.offset(y: …).opacity(…)`), each recorded as a step. The view's
// node evaluates the closure as each frame is drawn, with the geometry that frame presents
// (in an animation, the frame the view is on its way through), and wraps its content in the
// nodes the plain modifiers make for the same effects, the first step innermost. Layout
// passes through: like the modifiers they stand for, visual effects change only what is
// drawn (and what is hit: taps find the view where it was laid out).

/// Effects a `visualEffect` closure applies to its view (SwiftUI's `VisualEffect`): chain them
/// from the `EmptyVisualEffect` the closure receives.
public protocol VisualEffect: Sendable, Animatable {}

/// The visual effect that changes nothing: where a `visualEffect` closure's chain starts.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    /// Creates the empty effect.
    public init() {}
}

/// One effect of a chain.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case transform(CGAffineTransform)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case saturation(Double), grayscale(Double), brightness(Double), contrast(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
}

/// A chain of visual effects, the first innermost.
struct VisualEffectChain: VisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    var steps: [VisualEffectStep]
}

extension VisualEffect {
    /// This chain with `step` applied over it.
    private func adding(_ step: VisualEffectStep) -> VisualEffectChain {
        VisualEffectChain(steps: ((self as? VisualEffectChain)?.steps ?? []) + [step])
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }

    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor: anchor))
    }

    /// Scales the view by `scale` on both axes about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Turns the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor: anchor))
    }

    /// Applies `transform` to the view.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }

    /// Multiplies the view's opacity by `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Blurs the view by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius: radius, opaque: opaque))
    }

    /// Changes the view's saturation (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }

    /// Takes `amount` (0…1) of the view's colour away.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }

    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }

    /// Changes the view's contrast (1 unchanged).
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }

    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }

    /// Multiplies the view's colours by `color`'s.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

/// Draws its content in the effects its closure computes from the geometry it is presented
/// at.
struct VisualEffectNode: NodeBehavior, TransparentLayout {
    let effect: (GeometryProxy) -> [VisualEffectStep]

    var debugName: String { "VisualEffect" }
    /// The effects are computed as each frame is drawn.
    var isReusableAcrossFrames: Bool { true }

    /// Evaluated as the frame is drawn: by then an animation has moved the node to the frame
    /// it presents (`GeometryAnimation` keeps `globalOrigin` presented too). The effects wrap
    /// the content for this drawing only, the first innermost, each the size of the view so
    /// anchors fall where the modifiers' do.
    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        guard let content = node.child else { return }
        let proxy = GeometryProxy(size: node.size, globalOrigin: node.globalOrigin, namedSpaces: node.environment.coordinateSpaces)
        var outer = content
        for step in effect(proxy) {
            outer = ResolvedNode(identity: content.identity, environment: content.environment,
                                 behavior: Self.behavior(for: step), children: [outer])
            outer.size = node.size
        }
        if outer === content { builder.renderChildren(of: node) } else { builder.render(outer) }
    }

    /// The node behaviour the plain modifier of `step` makes (non-finite amounts change
    /// nothing, as there).
    private static func behavior(for step: VisualEffectStep) -> any NodeBehavior {
        func finite(_ v: Double) -> Bool { v.isFinite }
        switch step {
        case .offset(let d): return EffectNode(effect: .offset(d))
        case let .scale(s, anchor): return EffectNode(effect: .scale(s, anchor: anchor))
        case let .rotation(angle, anchor): return EffectNode(effect: .rotation(angle, anchor: anchor))
        case .transform(let t): return EffectNode(effect: .transform(t))
        case .opacity(let v): return EffectNode(effect: .opacity(v))
        case let .blur(radius, opaque): return EffectNode(other: .blur(radius: radius, opaque: opaque))
        case .saturation(let v):
            return finite(v) ? ColorFilterNode(kind: .matrix(.saturation(Float(v)), name: "saturation(\(v))")) : PassThroughNode()
        case .grayscale(let v):
            return finite(v) ? ColorFilterNode(kind: .matrix(.grayscale(Float(v)), name: "grayscale(\(v))")) : PassThroughNode()
        case .brightness(let v):
            return finite(v) ? ColorFilterNode(kind: .matrix(.brightness(Float(v)), name: "brightness(\(v))")) : PassThroughNode()
        case .contrast(let v):
            return finite(v) ? ColorFilterNode(kind: .matrix(.contrast(Float(v)), name: "contrast(\(v))")) : PassThroughNode()
        case .hueRotation(let a):
            return finite(a.radians) ? ColorFilterNode(kind: .matrix(.hueRotation(radians: a.radians), name: "hueRotation(\(a.degrees)°)")) : PassThroughNode()
        case .colorMultiply(let c): return ColorFilterNode(kind: .multiply(c))
        }
    }
}

struct VisualEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: (GeometryProxy) -> [VisualEffectStep]

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        context.graph.presentsGlobalOrigins = true
        return content(context).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment,
                         behavior: VisualEffectNode(effect: effect), children: [child])
        }
    }
}

extension View {
    /// Applies the effects `effect` computes from this view's geometry: its size, and its
    /// frame in any coordinate space (a card that fades and shrinks as it nears the edge of a
    /// scroll view). Evaluated each time the view is placed, so it follows the geometry a
    /// frame of an animation presents; layout is unchanged.
    ///
    /// ```swift
    /// Card()
    ///     .visualEffect { content, proxy in
    ///         content.opacity(proxy.frame(in: .global).minY < 0 ? 0.5 : 1)
    ///     }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier { proxy in
            (effect(EmptyVisualEffect(), proxy) as? VisualEffectChain)?.steps ?? []
        })
    }
}
