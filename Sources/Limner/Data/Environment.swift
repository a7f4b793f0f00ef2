/// Where an `@Environment` property reads: the environment of the view it is installed on.
final class EnvironmentLocation {
    var values: EnvironmentValues?
}

/// Reads a value of the environment the view is in: SwiftUI's `@Environment(\.key)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let location = EnvironmentLocation()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    /// The current value (the default environment's when read outside a view graph).
    public var wrappedValue: Value { read(location.values ?? EnvironmentValues()) }
}

extension Environment: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        location.values = environment
    }
}

/// Sets an environment value for a subtree.
struct EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    func modify(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
    typealias Body = Never
}

/// Transforms an environment value for a subtree.
struct EnvironmentTransformModifier<Value>: ViewModifier, EnvironmentModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    func modify(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
    typealias Body = Never
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}
