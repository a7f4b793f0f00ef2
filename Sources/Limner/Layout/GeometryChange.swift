import Foundation

// `onGeometryChange`: an action run when a value made from a view's committed geometry
// changes.
//
// The modifier wraps its content in a node that lays out as the content does. When a committed
// update places that node, it builds a `GeometryProxy` of the node's size and position (as a
// `GeometryReader` in its place would see them), asks the transform for the value and compares
// it with the value of the last committed layout, kept in a record at the modifier's place.
// The first value, and each different one, queues the action; the host runs it right after
// the update, at the same virtual time, as it runs `onChange`'s, and settles again if it
// changed state. Frames between updates (an animation's in-between geometry) do not run it:
// the value follows the layout SwiftUI commits, not the frames it presents.

/// The value an `onGeometryChange` last saw (nil before its view's first committed layout).
final class GeometryChangeRecord {
    var value: Any?
}

struct GeometryChangeModifier<Value: Equatable>: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> Value
    /// Run with the old and the new value (the first time, the first value twice).
    let action: (Value, Value) -> Void

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        let graph = context.graph
        // A peek neither makes records nor runs actions: its node only lays out.
        let record = graph.isPeeking ? nil : graph.record(.geometryChange(at: context.identity)) { GeometryChangeRecord() }
        return GeometryChangeNode(record: record, graph: graph, transform: transform, action: action)
    }
}

/// Lays out as its content; when a committed update places it, reports its geometry's value.
struct GeometryChangeNode<Value: Equatable>: NodeBehavior, TransparentLayout {
    let record: GeometryChangeRecord?
    unowned let graph: ViewGraph
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    var debugName: String { "GeometryChange" }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        for child in node.children { node.placeChild(child, at: .zero, proposal: proposal) }
        guard let record, !graph.isPeeking else { return }
        let proxy = GeometryProxy(size: size, globalOrigin: node.globalOrigin, namedSpaces: node.environment.coordinateSpaces)
        let new = transform(proxy)
        let old = record.value as? Value
        guard old != new else { return }
        record.value = new
        let action = self.action
        graph.enqueueAction { action(old ?? new, new) }
    }
}

extension View {
    /// Runs `action` with a value made from this view's geometry when the view is first laid
    /// out and whenever that value changes.
    ///
    /// `transform` receives the view's `GeometryProxy` after each committed layout (its size,
    /// and its frame in any coordinate space); the action runs right after the update, at the
    /// same virtual time, and may change state. The view lays out as it would without the
    /// modifier.
    ///
    /// ```swift
    /// Text(title)
    ///     .onGeometryChange(for: CGFloat.self) { proxy in
    ///         proxy.size.width
    ///     } action: { width in
    ///         titleWidth = width
    ///     }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and the new value made from this view's geometry whenever
    /// that value changes, and once when the view is first laid out (with the first value as
    /// both).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
