import Foundation

/// An input gesture: SwiftUI's `Gesture`.
///
/// Gestures are values, like views: the primitive ones (`TapGesture`, `SpatialTapGesture`,
/// `LongPressGesture`, `DragGesture`) recognise a pointer sequence; `onChanged`,
/// `onEnded` and `updating` add callbacks. Attach one with `gesture(_:)`,
/// `simultaneousGesture(_:)` or `highPriorityGesture(_:)`. In Limner the pointer is
/// scripted (`AnimationRenderer.tap`, `drag`, `longPress`) or live (the mouse in a
/// `LimnerPlayer` window); each pointer event is delivered at its exact (virtual) time.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for primitive gestures).
    associatedtype Body: Gesture
    /// The content of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` reports nothing.
    public typealias Value = Never
}

/// A gesture Limner recognises itself (its `Body` is `Never`).
protocol PrimitiveGesture {
    /// A new recognizer for one pointer sequence (a `GestureRecognizer<Value>`).
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer
}

/// What recognizers share across pointer sequences on one view (multi-tap counting).
final class GestureContext {
    /// Taps recently ended on this gesture: their count, time and location.
    var lastTap: (count: Int, time: Double, location: CGPoint)?
}

/// The recognizer of `gesture` (custom gestures recognise their body).
func makeRecognizer<G: Gesture>(_ gesture: G, context: GestureContext) -> GestureRecognizer<G.Value> {
    if let primitive = gesture as? any PrimitiveGesture,
       let recognizer = primitive.makeAnyRecognizer(context: context) as? GestureRecognizer<G.Value> {
        return recognizer
    }
    if G.Body.self == Never.self { return GestureRecognizer<G.Value>() }
    let inner = makeRecognizer(gesture.body, context: context)
    // A custom gesture reports its body's values; one whose `Value` differs cannot, so it
    // only recognises (its callbacks see nothing).
    let outer = GestureRecognizer<G.Value>()
    outer.forward = inner
    return outer
}

// MARK: - Primitive gestures

/// A tap (or `count` taps in a row): SwiftUI's `TapGesture`.
public struct TapGesture: Gesture, PrimitiveGesture {
    /// How many taps in a row make the gesture.
    public var count: Int
    /// Creates a tap gesture of `count` taps (values below 1 mean 1).
    public init(count: Int = 1) { self.count = count }
    public typealias Value = Void
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        TapRecognizer<Void>(count: count, context: context) { _ in () }
    }
}

/// A tap that reports where it happened: SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// The tap's location.
    public struct Value: Equatable, Sendable {
        /// Where the (last) tap was, in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// How many taps in a row make the gesture.
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace
    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer<Value>(count: count, context: context) { sample in Value(location: sample.point(in: space)) }
    }
}

/// A press held for a minimum time: SwiftUI's `LongPressGesture`. Its value is `true`
/// while pressing (`onChanged`, `updating`) and when it succeeds (`onEnded`).
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the gesture fails, in points.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture (iOS defaults: 0.5 s, 10 pt).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public typealias Value = Bool
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// A drag: SwiftUI's `DragGesture`. It starts once the pointer has moved
/// `minimumDistance` and reports every move after that.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// The time of this event (the start date plus the virtual time).
        public var time: Date
        /// The pointer's location.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// The velocity, in points per second (from the last two events).
        public var velocity: CGSize
        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if it stopped now with its velocity decaying (UIKit's
        /// normal deceleration rate: the velocity times 0.998 / (1 − 0.998) ms ≈ 0.5 s).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }
        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        static let projection: CGFloat = 0.998 / (1 - 0.998) / 1000
    }
    /// How far the pointer must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The space locations are in.
    public var coordinateSpace: CoordinateSpace
    /// Creates a drag gesture (iOS default minimum distance: 10 pt).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

// MARK: - Callbacks

/// A gesture with an action for each change: `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        let r = makeRecognizer(content, context: context)
        r.changedActions.append(action)
        return r
    }
}

/// A gesture with an action when it ends: `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        let r = makeRecognizer(content, context: context)
        r.endedActions.append(action)
        return r
    }
}

/// A gesture that updates a `GestureState` as it changes: `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void
    public typealias Value = Base.Value
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        let r = makeRecognizer(base, context: context)
        let box = state.location.box
        let initial = state.location.initial
        let resetTransaction = state.resetTransaction
        let update = self.update
        r.changedActions.append { value in
            var s = box.value
            var t = Transaction.current ?? Transaction()
            update(value, &s, &t)
            withTransaction(t) { box.value = s }
        }
        r.resetActions.append { withTransaction(resetTransaction) { box.value = initial } }
        return r
    }
}

/// A gesture whose value is transformed: `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value
    public var body: Never { primitiveBodyAccessed(Self.self) }
    func makeAnyRecognizer(context: GestureContext) -> AnyGestureRecognizer {
        let inner = makeRecognizer(content, context: context)
        let outer = GestureRecognizer<Value>()
        outer.forward = inner
        let transform = self.transform
        inner.changedActions.append { [unowned outer] v in let m = transform(v); outer.changedActions.forEach { $0(m) } }
        inner.endedActions.append { [unowned outer] v in let m = transform(v); outer.endedActions.forEach { $0(m) } }
        inner.resetActions.append { [unowned outer] in outer.resetActions.forEach { $0() } }
        return outer
    }
}

extension Gesture {
    /// Runs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` when the gesture ends successfully.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` as the gesture changes; `state` returns to its initial value when
    /// the gesture ends or fails.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }

    /// The gesture with its value transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

/// State a gesture sets while it is in progress and that returns to its initial value when
/// the gesture ends: SwiftUI's `@GestureState`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    let resetTransaction: Transaction

    /// Creates gesture state with an initial value.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }

    /// Creates gesture state with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Creates gesture state that resets with `resetTransaction` (animating the reset if it
    /// has an animation).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        location = StateLocation(initial: wrappedValue)
        self.resetTransaction = resetTransaction
    }

    /// Creates gesture state whose reset transaction `reset` may change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        var t = Transaction()
        reset(wrappedValue, &t)
        self.init(wrappedValue: wrappedValue, resetTransaction: t)
    }

    /// The current value (read-only: gestures change it through `updating`).
    public var wrappedValue: Value { location.box.value }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state whose initial value is nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

extension GestureState: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        location.installed = graph.stateBox(for: .state(slot), initial: location.initial)
    }
}
