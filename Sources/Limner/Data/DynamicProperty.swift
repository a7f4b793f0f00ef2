/// A stored property of a view that the graph updates before evaluating the body
/// (`@State`, `@Environment`, and custom structs made of them).
public protocol DynamicProperty {
    /// Called before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph links to its storage.
protocol InstallableProperty: DynamicProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues)
}
