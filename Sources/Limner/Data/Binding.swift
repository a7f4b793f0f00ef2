/// A reference to a value owned elsewhere: reads and writes go to the source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value at the source of truth.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another (`@Binding var x: T` initialised with `$y`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// A binding to an optional value that forwards non-nil writes and reads the base.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A non-optional binding to an optional base's value, or nil when the base is nil.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(get: {
            if let v = base.wrappedValue { last = v }
            return last
        }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's id.
    public var id: Value.ID { wrappedValue.id }
}
