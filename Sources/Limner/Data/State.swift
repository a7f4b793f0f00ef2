/// Storage of one state value in the graph.
final class StateBox<Value> {
    private var storedValue: Value
    /// The value; setting it tells the graph first (which records the transaction of the
    /// change, see `ViewGraph.stateWillChange`).
    var value: Value {
        get { storedValue }
        set {
            graph?.stateWillChange()
            storedValue = newValue
        }
    }
    weak var graph: ViewGraph?

    init(value: Value, graph: ViewGraph?) {
        self.storedValue = value
        self.graph = graph
    }
}

/// Where a `@State` property reads and writes: the graph's box once installed, else a
/// local box holding the initial value.
final class StateLocation<Value> {
    let initial: Value
    private let local: StateBox<Value>
    var installed: StateBox<Value>?

    init(initial: Value) {
        self.initial = initial
        local = StateBox(value: initial, graph: nil)
    }

    var box: StateBox<Value> { installed ?? local }
}

/// A value owned by a view and kept by the view graph at the view's identity: SwiftUI's
/// `@State`. Re-evaluating the body sees the stored value, not the initial one.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(initial: value) }

    /// Creates state with an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.value = newValue }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let box = location.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        location.installed = graph.stateBox(for: .state(slot), initial: location.initial)
    }
}
