/// The keys of the graph's record store (`RecordStore`): what the graph keeps for a node
/// between updates, named by a closed set of kinds, each with one record type.
///
/// A key is typed by the record it finds (`RecordKey<TaskRecord>`, `AnimatorKey<Double>`),
/// and only the factories below make keys, each pairing its kind with its record type. So a
/// call site reads a record without a cast, and two features can never share a record by
/// giving it the same name.

/// Where a dynamic property (`@State`, `@GestureState`, `@ObservedObject`, `@StateObject`,
/// …) of a view sits: the view's identity and the property's position in the view's stored
/// properties (a path, for properties nested in custom `DynamicProperty` structs).
struct PropertySlot: Hashable {
    let identity: ViewIdentity
    let path: [Int]
}

/// The kinds of records a node may have (animators are keyed apart, by `AnimatedProperty`).
enum RecordKind: Hashable {
    /// The storage of a `@State` or `@GestureState` property (`StateBox`).
    case state(path: [Int])
    /// Whether a built-in control is pressed (a `StateBox` the control's gesture sets).
    case pressed(PressedControl)
    /// The subscription of an `@ObservedObject` or `@EnvironmentObject` (`ObjectSubscription`).
    case observedObject(path: [Int])
    /// The object of a `@StateObject` (`StateObjectBox`).
    case stateObject(path: [Int])
    /// `onAppear`/`onDisappear`: the node has appeared (`LifecycleRecord`).
    case lifecycle
    /// A value compared with the previous update's (`ValueRecord`).
    case compared(ComparedValue)
    /// A `task` and its id (`TaskRecord`).
    case task
    /// A `TimelineView`'s schedule (`TimelineRecord`).
    case timeline
    /// An `onReceive` subscription (`ReceiveRecord`).
    case onReceive
    /// The next tick of a `Text` that shows a live date (`TextTickRecord`).
    case textTick
    /// When a `keyframeAnimator` started (`KeyframeClock`).
    case keyframes
    /// When a symbol effect started (`SymbolEffectClock`).
    case symbolEffect
    /// A `transition(_:)` and the ghost drawn when its view leaves (`TransitionRecord`).
    case transition
    /// The value an `onGeometryChange` last saw (`GeometryChangeRecord`).
    case geometryChange
}

/// The built-in controls that keep a pressed state.
enum PressedControl: Hashable {
    case button, toggle, stepper
}

/// The values the graph compares between updates (`ViewGraph.valueChanged`).
enum ComparedValue: Hashable {
    /// `onChange(of:)`'s value.
    case onChange
    /// `animation(_:value:)`'s value.
    case animationValue
    /// `transaction(value:_:)`'s value.
    case transactionValue
    /// A `keyframeAnimator`'s trigger.
    case keyframesTrigger
    /// A discrete symbol effect's value.
    case symbolEffectValue
    /// An indefinite symbol effect's `isActive`.
    case symbolEffectActive
}

/// Where a record lives in the store: a node and a kind.
struct RecordAddress: Hashable {
    let identity: ViewIdentity
    let kind: RecordKind
}

/// The key of one record, typed by the record it finds. Made only by the factories below,
/// which fix each kind's record type.
struct RecordKey<Record: AnyObject> {
    let address: RecordAddress

    fileprivate init(_ identity: ViewIdentity, _ kind: RecordKind) {
        address = RecordAddress(identity: identity, kind: kind)
    }
}

extension RecordKey {
    /// The storage of the `@State` or `@GestureState` property at `slot`.
    static func state<Value>(_ slot: PropertySlot) -> RecordKey<StateBox<Value>> where Record == StateBox<Value> {
        RecordKey(slot.identity, .state(path: slot.path))
    }

    /// Whether `control` at `identity` is pressed.
    static func pressed<Value>(_ control: PressedControl, at identity: ViewIdentity) -> RecordKey<StateBox<Value>>
    where Record == StateBox<Value> {
        RecordKey(identity, .pressed(control))
    }
}

extension RecordKey where Record == ObjectSubscription {
    /// The subscription of the observed object at `slot`.
    static func observedObject(_ slot: PropertySlot) -> Self { Self(slot.identity, .observedObject(path: slot.path)) }
}

extension RecordKey {
    /// The object of the `@StateObject` at `slot`.
    static func stateObject<Object>(_ slot: PropertySlot) -> RecordKey<StateObjectBox<Object>>
    where Record == StateObjectBox<Object> {
        RecordKey(slot.identity, .stateObject(path: slot.path))
    }
}

extension RecordKey where Record == LifecycleRecord {
    /// Whether the node at `identity` has appeared, and what it runs when it disappears.
    static func lifecycle(at identity: ViewIdentity) -> Self { Self(identity, .lifecycle) }
}

extension RecordKey where Record == ValueRecord {
    /// The value `which` of the node at `identity`, as the previous update saw it.
    static func compared(_ which: ComparedValue, at identity: ViewIdentity) -> Self { Self(identity, .compared(which)) }
}

extension RecordKey where Record == GeometryChangeRecord {
    /// The last value of the `onGeometryChange` whose modifier resolves at `identity`.
    static func geometryChange(at identity: ViewIdentity) -> Self { Self(identity, .geometryChange) }
}

extension RecordKey where Record == TaskRecord {
    /// The `task` of the node at `identity`.
    static func task(at identity: ViewIdentity) -> Self { Self(identity, .task) }
}

extension RecordKey where Record == TimelineRecord {
    /// The schedule of the `TimelineView` at `identity`.
    static func timeline(at identity: ViewIdentity) -> Self { Self(identity, .timeline) }
}

extension RecordKey where Record == ReceiveRecord {
    /// The `onReceive` subscription of the node at `identity`.
    static func onReceive(at identity: ViewIdentity) -> Self { Self(identity, .onReceive) }
}

extension RecordKey where Record == TextTickRecord {
    /// The next tick of the live-date `Text` at `identity`.
    static func textTick(at identity: ViewIdentity) -> Self { Self(identity, .textTick) }
}

extension RecordKey where Record == KeyframeClock {
    /// When the `keyframeAnimator` at `identity` started.
    static func keyframes(at identity: ViewIdentity) -> Self { Self(identity, .keyframes) }
}

extension RecordKey where Record == SymbolEffectClock {
    /// When the symbol effect at `identity` started.
    static func symbolEffect(at identity: ViewIdentity) -> Self { Self(identity, .symbolEffect) }
}

extension RecordKey where Record == TransitionRecord {
    /// The transition of the node at `identity`.
    static func transition(at identity: ViewIdentity) -> Self { Self(identity, .transition) }
}

/// The animatable values of a node: each has its own `Animator`.
enum AnimatedProperty: Hashable {
    /// A custom `Animatable` view's `animatableData`.
    case animatableData
    /// A shape's `animatableData` (in the `_ShapeView` its body makes).
    case shape
    /// The node's frame in its parent; `depth` tells apart the nodes of one identity (a
    /// modifier's wrapper and the view it wraps), see `GeometryAnimation`.
    case frame(depth: Int)
    /// A `transition(_:)`'s progress (0 inserted, 1 present).
    case transitionProgress
    // Render effects.
    case opacity, offset, rotation, rotationAnchor, scale, scaleAnchor, blur
    case shadowRadius, shadowOffset, shadowColor
    // Colour filters.
    case saturation, grayscale, brightness, contrast, hueRotation, colorMultiply
    // Projections.
    case projection, rotation3DAngle, rotation3DAxis, rotation3DAnchor, rotation3DAnchorZ, rotation3DPerspective
    // Text: the point size, and each run's own colour in a concatenation.
    case fontSize, runColor(Int)
    // Controls.
    case toggleProgress, segmentedSelection, progressFraction
    // Shape styles: a colour, a gradient's geometry, and each stop.
    case styleColor
    case linearStart, linearEnd
    case radialCenter, radialStartRadius, radialEndRadius
    case ellipticalCenter, ellipticalStartFraction, ellipticalEndFraction
    case angularCenter, angularStart, angularEnd
    case gradientStopColor(Int), gradientStopLocation(Int)
}

/// Where an animator lives in the store: a node and one of its animatable values.
struct AnimatorAddress: Hashable {
    let identity: ViewIdentity
    let property: AnimatedProperty
}

/// The key of the animator of one animatable value, typed by the value.
struct AnimatorKey<Value: VectorArithmetic> {
    let address: AnimatorAddress

    /// The animator of `property` of the node at `identity`.
    init(_ property: AnimatedProperty, at identity: ViewIdentity) {
        address = AnimatorAddress(identity: identity, property: property)
    }
}

/// A stored value that `onChange` or `animation(_:value:)` compares with.
final class ValueRecord {
    var value: AnyEquatable
    init(_ value: AnyEquatable) { self.value = value }
}

/// A node's lifecycle: it has appeared; what to run when it disappears.
final class LifecycleRecord {
    var onDisappear: (() -> Void)?
    /// When the last committed update visited it (`ViewGraph.nextLifecycleVisit`): views that
    /// leave together run their `onDisappear` in the order that update visited them.
    var visit = 0
}
