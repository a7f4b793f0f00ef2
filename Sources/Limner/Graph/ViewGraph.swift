import Foundation

/// Something the graph noticed while resolving or laying out a view tree. Bad input never
/// traps; it leaves a diagnostic and a defined result.
enum GraphDiagnostic: Equatable, CustomStringConvertible {
    /// Views nested deeper than the limit were dropped (nothing is drawn below it).
    case nestingTooDeep(limit: Int)
    /// A frame dimension was NaN or infinite and was ignored.
    case invalidFrameDimension(String)
    /// An image could not be loaded; an empty image was used.
    case missingImage(String)

    var description: String {
        switch self {
        case .nestingTooDeep(let limit): return "views nested deeper than \(limit) levels were not resolved"
        case .invalidFrameDimension(let what): return "invalid frame dimension (\(what)) ignored"
        case .missingImage(let name): return "no image named \"\(name)\""
        }
    }
}

/// Where one state slot lives: the view's identity and the position of the property in
/// the view (a path, for properties nested in custom `DynamicProperty` structs).
struct StateKey: Hashable {
    let identity: ViewIdentity
    let slot: [Int]
}

/// The view graph: resolves a root view into nodes, keeps `@State` storage by identity
/// across evaluations, and lays the nodes out.
///
/// A scene is a pure function of (state, time): `update()` re-evaluates every body from the
/// root with the stored state. Storage of views that disappeared is dropped after each
/// update, so a view that comes back starts from its initial state (as in SwiftUI).
final class ViewGraph {
    /// The deepest nesting resolved; deeper views are dropped with a diagnostic.
    let maximumDepth: Int
    /// The root view.
    var rootView: any View
    /// The environment given to the root.
    var environment: EnvironmentValues
    /// The resolved tree of the last update (a root node wrapping the top-level views).
    private(set) var root: ResolvedNode?
    /// Set when a state value changes; cleared by `update()`.
    private(set) var needsUpdate = true
    /// Diagnostics of the last update and layout.
    private(set) var diagnostics: [GraphDiagnostic] = []

    private var storage: [StateKey: AnyObject] = [:]
    private var usedKeys: Set<StateKey> = []

    init(rootView: any View, environment: EnvironmentValues = EnvironmentValues(), maximumDepth: Int = 100_000) {
        self.rootView = rootView
        self.environment = environment
        self.maximumDepth = maximumDepth
    }

    /// Re-evaluates the whole tree with the current state.
    @discardableResult
    func update() -> ResolvedNode {
        diagnostics = []
        usedKeys = []
        let context = ResolveContext(identity: ViewIdentity(), environment: environment, graph: self, modifierContent: nil)
        let nodes = context.resolve(rootView)
        let root = ResolvedNode(identity: context.identity, environment: environment,
                                behavior: StackLayout(axis: .vertical, alignment: .center, spacing: nil), children: nodes)
        StackLayout.prepare(children: nodes, axis: .vertical)
        storage = storage.filter { usedKeys.contains($0.key) }
        self.root = root
        needsUpdate = false
        return root
    }

    /// Lays the last resolved tree out for `proposal`; returns the root's size.
    @discardableResult
    func layout(_ proposal: ProposedViewSize) -> CGSize {
        let root = self.root ?? update()
        root.place(at: .zero, proposal: proposal, parentGlobalOrigin: .zero)
        return root.size
    }

    func report(_ diagnostic: GraphDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: State storage

    /// The storage box of a state slot, created with `initial` the first time.
    func stateBox<Value>(for key: StateKey, initial: Value) -> StateBox<Value> {
        usedKeys.insert(key)
        if let box = storage[key] as? StateBox<Value> { return box }
        let box = StateBox(value: initial, graph: self)
        storage[key] = box
        return box
    }

    func stateDidChange() { needsUpdate = true }

    /// Links the `@State` and `@Environment` properties of a view (or modifier) to the
    /// graph before its body is evaluated.
    func install(dynamicPropertiesOf value: Any, at identity: ViewIdentity, environment: EnvironmentValues) {
        install(Mirror(reflecting: value), prefix: [], identity: identity, environment: environment, depth: 0)
    }

    private func install(_ mirror: Mirror, prefix: [Int], identity: ViewIdentity, environment: EnvironmentValues, depth: Int) {
        guard depth < 16 else { return }
        for (index, child) in mirror.children.enumerated() {
            let slot = prefix + [index]
            if let property = child.value as? any InstallableProperty {
                property.install(in: self, key: StateKey(identity: identity, slot: slot), environment: environment)
            } else if child.value is any DynamicProperty {
                install(Mirror(reflecting: child.value), prefix: slot, identity: identity, environment: environment, depth: depth + 1)
            }
        }
    }

    // MARK: Deep trees

    /// Runs `body` on a thread with a large stack, so that resolving, laying out and
    /// rendering deeply nested trees (whose passes recurse once per level) cannot overflow
    /// the caller's stack. Nested calls run inline.
    static func withLargeStack<T>(_ body: () throws -> T) rethrows -> T {
        if Thread.current.name == largeStackThreadName { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let box = UncheckedBox<Result<T, any Error>?>(nil)
            let work = UncheckedBox<(() throws -> T)?>(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.value = Result { try work.value!() }
                work.value = nil  // the body must not outlive this call
                done.signal()
            }
            thread.name = largeStackThreadName
            thread.stackSize = largeStackSize
            thread.start()
            done.wait()
            switch box.value! {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }
    }

    static let largeStackThreadName = "limner.view-graph"
    /// 1 GiB of address space; pages are committed only when touched.
    static let largeStackSize = 1 << 30
}

/// Moves a value to the worker thread of `withLargeStack`, which the caller waits for.
final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
