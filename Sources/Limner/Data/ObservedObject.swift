import Foundation
import OpenCombine

/// A subscription of a view to an object's changes: any `objectWillChange` marks the graph
/// for an update under the transaction of the change (so a change inside `withAnimation`
/// animates).
final class ObjectSubscription {
    var cancellable: AnyCancellable?
    var object: ObjectIdentifier?

    func observe<O: ObservableObject>(_ object: O, graph: ViewGraph) {
        let id = ObjectIdentifier(object)
        guard self.object != id else { return }
        self.object = id
        cancellable = object.objectWillChange.sink { [weak graph] _ in graph?.stateWillChange() }
    }
}

/// An observable object owned by someone else that a view watches: SwiftUI's
/// `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Watches `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        guard !graph.isPeeking else { return }
        let record = graph.record(.observedObject(slot)) { ObjectSubscription() }
        record.observe(wrappedValue, graph: graph)
    }
}

/// Where a `@StateObject` keeps its object: made once per view identity.
final class StateObjectLocation<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var installed: StateObjectBox<ObjectType>?
    private var local: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let installed { return installed.object }
        if let local { return local }
        let made = make()
        local = made
        return made
    }
}

/// The graph's storage of a state object, with its subscription.
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()
    init(object: ObjectType) { self.object = object }
}

/// An observable object a view owns: made the first time the view appears and kept while
/// it stays, SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    /// Makes the object (once, when the view first appears) with `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

extension StateObject: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        let make = location.make
        let box = graph.record(.stateObject(slot)) { StateObjectBox(object: make()) }
        location.installed = box
        if !graph.isPeeking { box.subscription.observe(box.object, graph: graph) }
    }
}

/// Objects put in the environment by type (`environmentObject(_:)`, `environment(_:)` for
/// `@Observable` objects).
struct EnvironmentObjects: @unchecked Sendable {
    // Objects are read on the graph's thread only; the environment is copied between nodes.
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue = EnvironmentObjects()
}

extension EnvironmentValues {
    var environmentObjects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

/// Where an `@EnvironmentObject` reads.
final class EnvironmentObjectLocation<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// An observable object supplied by an ancestor's `environmentObject(_:)`: SwiftUI's
/// `@EnvironmentObject`. Reading it when no ancestor supplied one is a programming error,
/// as in SwiftUI (it stops with a message naming the type).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        guard let object = environment.environmentObjects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else { return }
        location.object = object
        guard !graph.isPeeking else { return }
        let record = graph.record(.observedObject(slot)) { ObjectSubscription() }
        record.observe(object, graph: graph)
    }
}

extension View {
    /// Supplies `object` to `@EnvironmentObject` properties below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
