import Foundation
import Observation

// `@Observable` models (the toolchain's Observation module): a view's body is evaluated
// inside `withObservationTracking`, so a change to any property the body read marks the
// graph for an update under the transaction of the change.

/// A weak, sendable handle to a graph, for observation callbacks.
final class GraphHandle: @unchecked Sendable {
    // The callback runs on the thread that changed the property; views change models on the
    // host's thread (actions, timers), where the graph lives.
    weak var graph: ViewGraph?
    init(_ graph: ViewGraph) { self.graph = graph }
}

extension ViewGraph {
    /// Evaluates `body` while recording which observable properties it reads.
    func tracking<T>(_ body: () -> T) -> T {
        if isPeeking { return body() }
        let handle = GraphHandle(self)
        return withObservationTracking(body, onChange: { handle.graph?.stateWillChange() })
    }

    /// `tracking` for the body at `identity`: a change also marks that body as needing
    /// evaluation (see `EvaluatedBodies`).
    func tracking<T>(at identity: ViewIdentity, _ body: () -> T) -> T {
        if isPeeking { return body() }
        let handle = GraphHandle(self)
        let changed = ObservedBody(identity)
        return withObservationTracking(body, onChange: {
            guard let graph = handle.graph else { return }
            graph.evaluatedBodies.observedChange(at: changed.identity)
            graph.stateWillChange()
        })
    }
}

/// The identity of a body whose observed properties changed, for the sendable callback
/// (it runs on the host's thread, where the graph lives, as `GraphHandle` says).
final class ObservedBody: @unchecked Sendable {
    let identity: ViewIdentity
    init(_ identity: ViewIdentity) { self.identity = identity }
}

/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Binds to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Binds to `object`'s properties.
    public init(_ object: Value) { self.wrappedValue = object }

    /// The bindable itself (`$model.name`).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the
    /// environment with `environment(_:)` (nil when none did).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(read: { $0.environmentObjects.objects[ObjectIdentifier(T.self)] as? T })
    }

    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the
    /// environment with `environment(_:)`. Reading it when none did is a programming error,
    /// as in SwiftUI (it stops with a message naming the type).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(read: { environment in
            guard let object = environment.environmentObjects.objects[ObjectIdentifier(Value.self)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }
}

extension View {
    /// Puts an `@Observable` object in the environment for `@Environment(T.self)` below.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.environmentObjects) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
