import Foundation

/// How an attached gesture competes with the others on the way from the touched view to
/// the root.
enum GesturePriority {
    /// `gesture(_:)`: views nearer the touch win over their ancestors.
    case normal
    /// `highPriorityGesture(_:)`: wins over the gestures of the views inside it.
    case high
    /// `simultaneousGesture(_:)` (and every gesture's own callbacks): recognised alongside
    /// the others without competing.
    case simultaneous
}

/// Which gestures of a view and its subviews take part: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Neither this gesture nor those of subviews.
    public static let none = GestureMask([])
    /// This gesture, not those of subviews.
    public static let gesture = GestureMask(rawValue: 1)
    /// Subviews' gestures, not this one.
    public static let subviews = GestureMask(rawValue: 2)
    /// This gesture and those of subviews (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}

/// One gesture attached to a view.
struct GestureAttachment {
    let priority: GesturePriority
    let mask: GestureMask
    /// Whether the view is enabled (`disabled(_:)` turns gestures off).
    let isEnabled: Bool
    /// A recognizer for a new pointer sequence.
    let make: (GestureContext) -> AnyGestureRecognizer
}

/// What `AnimationRenderer.tap(_:at:)` needs of a control: the text of its label and
/// where a tap on it lands.
struct ControlInfo {
    /// The label text (nil: the Text strings of the node's subtree, joined by spaces).
    var label: String?
    /// Where a tap by label lands, as a unit point of the node's bounds (for a Stepper
    /// the increment half, for a Toggle its switch).
    var tapPoint: (CGSize) -> CGPoint = { CGPoint(x: $0.width / 2, y: $0.height / 2) }
}

/// A node that takes part in hit-testing and input: attached gestures, a content shape,
/// hit-testing turned off, or a control that can be tapped by its label. Layout and
/// drawing pass through to the child.
struct InteractionNode: NodeBehavior, TransparentLayout {
    /// The identity of the modifier or control (where its input state lives).
    let key: ViewIdentity
    var attachments: [GestureAttachment] = []
    /// The shape that is hit-tested instead of the content (`contentShape`).
    var contentShape: (any Shape)?
    var contentShapeEOFill = false
    /// False for `allowsHitTesting(false)`: the subtree is never hit.
    var allowsHitTesting = true
    /// Set for controls.
    var control: ControlInfo?

    var debugName: String { control != nil ? "Control" : "Interaction" }
}

/// The modifier behind `gesture`, `simultaneousGesture`, `highPriorityGesture`,
/// `onTapGesture`, `onLongPressGesture`, `contentShape` and `allowsHitTesting`.
struct InteractionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let configure: (inout InteractionNode, ResolveContext) -> Void

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        var behavior = InteractionNode(key: context.identity)
        configure(&behavior, context)
        return content(context).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
    }

    static func gesture<G: Gesture>(_ gesture: G, priority: GesturePriority, mask: GestureMask) -> InteractionModifier {
        InteractionModifier { node, context in
            node.attachments.append(GestureAttachment(priority: priority, mask: mask, isEnabled: context.environment.isEnabled) {
                makeRecognizer(gesture, context: $0)
            })
        }
    }
}

extension View {
    /// Attaches `gesture`; gestures of views inside this one win over it.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(InteractionModifier.gesture(gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` so that it wins over the gestures of views inside this one.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(InteractionModifier.gesture(gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` so that it is recognised alongside the others.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(InteractionModifier.gesture(gesture, priority: .simultaneous, mask: mask))
    }

    /// Runs `action` after `count` taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the location of the tap after `count` taps.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` once a press has lasted `minimumDuration`; `onPressingChanged` hears
    /// when the press starts and stops.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(InteractionModifier { node, context in
            node.attachments.append(GestureAttachment(priority: .normal, mask: .all, isEnabled: context.environment.isEnabled) { _ in
                let r = LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                r.endedActions.append { _ in action() }
                if let onPressingChanged {
                    r.changedActions.append { _ in onPressingChanged(true) }
                    r.resetActions.append { onPressingChanged(false) }
                }
                return r
            })
        })
    }

    /// Hit-tests `shape` (in this view's bounds) instead of the view's drawn content.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(InteractionModifier { node, _ in
            node.contentShape = shape
            node.contentShapeEOFill = eoFill
        })
    }

    /// Whether this view and its subviews can be hit (false: touches pass through to what
    /// is behind).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(InteractionModifier { node, _ in node.allowsHitTesting = enabled })
    }

    /// Disables controls and gestures in this view (`isEnabled` becomes false); disabled
    /// controls draw dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether controls and gestures respond (false below `disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
