// Preferences: values views pass up to their ancestors (SwiftUI's `PreferenceKey`,
// `preference(key:value:)`, `transformPreference`, `anchorPreference`, `onPreferenceChange`,
// `overlayPreferenceValue`, `backgroundPreferenceValue`).
//
// How Limner computes them (no pass in the view graph is needed): a modifier that reads a
// preference resolves its content first, then walks the resolved nodes in tree order; a
// node that sets the key gives its value (what it wraps does not count, as in SwiftUI,
// where an outer `preference` replaces the inner ones), and the values of siblings are
// combined with the key's `reduce`, starting from `defaultValue`. Anchors are resolved
// after layout, when a `GeometryProxy` reads them.
//
// Each render is one pass: `onPreferenceChange` runs its action with the value as soon as
// the content is resolved, and a state change it makes shows in the next render (so a
// preference that feeds back on itself, or a reducer that never settles, cannot loop).

/// A named value that views produce for their ancestors.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node that sets a preference for its subtree.
struct PreferenceNode: NodeBehavior, TransparentLayout {
    let key: ObjectIdentifier
    /// The value, given the node (anchors need it).
    let value: (ResolvedNode) -> Any
    var debugName: String { "Preference" }
}

struct PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    let value: (ResolvedNode) -> Any

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        content(context).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment,
                         behavior: PreferenceNode(key: key, value: value), children: [child])
        }
    }
}

enum Preferences {
    /// The value of `K` produced by `nodes`.
    static func value<K: PreferenceKey>(_ key: K.Type, in nodes: [ResolvedNode]) -> K.Value {
        var result = K.defaultValue
        var first = true
        for node in nodes {
            guard let v = values(key, node) else { continue }
            if first { result = v; first = false } else { K.reduce(value: &result) { v } }
        }
        return result
    }

    /// The value of `K` one node produces, or nil when nothing in it sets `K`.
    private static func values<K: PreferenceKey>(_ key: K.Type, _ node: ResolvedNode) -> K.Value? {
        // Iterative over single-child chains, so deep wrappers do not recurse per level.
        var n = node
        while true {
            if let p = n.behavior as? PreferenceNode, p.key == ObjectIdentifier(K.self) {
                if let v = p.value(n) as? K.Value { return v }
                return nil
            }
            if n.children.count == 1 { n = n.children[0]; continue }
            break
        }
        var result: K.Value?
        for child in n.children {
            guard let v = values(key, child) else { continue }
            if result == nil { result = v } else { K.reduce(value: &result!) { v } }
        }
        return result
    }
}

extension View {
    /// Sets `key` to `value` for this view's ancestors (it replaces what views inside set).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        let boxed = UncheckedValue(value)
        return modifier(PreferenceWritingModifier(key: ObjectIdentifier(K.self), value: { _ in boxed.value }))
    }

    /// Changes the value of `key` that this view produces.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(callback: callback))
    }

    /// Sets `key` to a value made from an anchor of this view (resolved after layout).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceWritingModifier(key: ObjectIdentifier(K.self), value: { node in
            transform(Anchor(source: value, node: node))
        }))
    }

    /// Calls `action` with the value of `key` this view produces (once per render).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View {
        modifier(PreferenceReadingModifier<K>(action: action))
    }

    /// Layers a view made from the value of `key` in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(role: .overlay, alignment: alignment, transform: transform))
    }

    /// Layers a view made from the value of `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(role: .background, alignment: alignment, transform: transform))
    }
}

/// Carries a value that is only read on the graph's thread.
struct UncheckedValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

struct PreferenceTransformModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let callback: (inout K.Value) -> Void

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        var value = Preferences.value(K.self, in: nodes)
        callback(&value)
        let boxed = UncheckedValue(value)
        return nodes.map { child in
            ResolvedNode(identity: child.identity, environment: child.environment,
                         behavior: PreferenceNode(key: ObjectIdentifier(K.self), value: { _ in boxed.value }), children: [child])
        }
    }
}

struct PreferenceReadingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (K.Value) -> Void

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        action(Preferences.value(K.self, in: nodes))
        return nodes
    }
}

struct PreferenceSecondaryModifier<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: SecondaryRole
    let alignment: Alignment
    let transform: (K.Value) -> V

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        let secondary = transform(Preferences.value(K.self, in: nodes))
        return SecondaryContentModifier(role: role, alignment: alignment, secondary: secondary)
            .resolve(content: { _ in nodes }, in: context)
    }
}
