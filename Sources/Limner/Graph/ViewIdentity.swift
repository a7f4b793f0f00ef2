/// The structural identity of a view: the path of positions from the root (tuple index,
/// `if` branch, `ForEach` id, type of an erased or custom view). State lives at an
/// identity, so it survives re-evaluation as long as the view keeps its place.
///
/// Stored as a parent-linked chain with a running hash, so a child identity costs O(1) to
/// make however deep the tree is; equality walks the chains only when the hashes agree.
///
/// Identities made under a graph's root (`ViewIdentity(table:)`) are interned: asking a
/// parent for the same child again returns the same object, so the state lookups of one
/// update find their keys by reference instead of walking two equal chains. Equality stays
/// structural, so an identity made before a pruning still finds its records.
///
/// An interned parent holds its children and every child holds its parent: a cycle, cut
/// downwards when the table lets identities go (a pruning, the table's end), so a graph's
/// identities are freed with it. An identity still named elsewhere (a display list that
/// outlives its graph) keeps its chain to the root, which is all equality and printing read.
final class ViewIdentity: Hashable, CustomStringConvertible {
    /// One step of the path.
    enum Component: Hashable, CustomStringConvertible {
        /// The n-th child of a tuple, stack or group.
        case index(Int)
        /// A branch of a conditional.
        case branch(Bool)
        /// An element of `ForEach`.
        case id(AnyHashable)
        /// A repeated `ForEach` id (the element's position disambiguates it).
        case duplicateID(AnyHashable, Int)
        /// The body of a custom view or modifier of this type.
        case type(ObjectIdentifier)
        /// The secondary content of a modifier (overlay, background, mask).
        case secondary(Int)
        /// The view a modifier is applied to (so each modifier has an identity of its own).
        case modified

        var description: String {
            switch self {
            case .index(let i): return "\(i)"
            case .branch(let b): return b ? "T" : "F"
            case .id(let id): return "#\(id)"
            case .duplicateID(let id, let i): return "#\(id)@\(i)"
            case .type: return "body"
            case .secondary(let i): return "s\(i)"
            case .modified: return "m"
            }
        }
    }

    let parent: ViewIdentity?
    let depth: Int
    private let hash: Int
    /// The component, stored flat so that comparing identities reads plain integers (an
    /// enum with an `AnyHashable` payload is copied through its value witnesses on every
    /// read, which dominated the state lookups of large trees).
    private let kind: UInt8
    private let payload: Int
    /// The identifier of an `id` or `duplicateID` component.
    private let key: AnyHashable?

    /// The step from the parent (nil for the root).
    var component: Component? {
        switch kind {
        case 0: return .index(payload)
        case 1: return .branch(payload != 0)
        case 2: return key.map { .id($0) }
        case 3: return key.map { .duplicateID($0, payload) }
        case 4: return .type(unsafeBitCast(payload, to: ObjectIdentifier.self))
        case 5: return .secondary(payload)
        case 6: return .modified
        default: return nil
        }
    }

    /// The interning table of the root this identity descends from (nil: not interned).
    /// Unowned: the table owns its root, and only its graph's updates ask for children.
    private unowned let table: IdentityTable?
    /// The children asked for and kept (interned identities only).
    fileprivate var children: [Step: ViewIdentity] = [:]
    /// The table's generation when this identity was last asked for.
    private var lastUse: UInt32 = 0

    /// One step as the children's key: plain integers, and the identifier for `id` steps.
    fileprivate struct Step: Hashable {
        let kind: UInt8
        let payload: Int
        let key: AnyHashable?
    }

    /// A root identity whose descendants are not interned.
    init() {
        parent = nil; depth = 0; hash = 0; kind = .max; payload = 0; key = nil; table = nil
    }

    /// A root identity whose descendants are interned in `table`.
    init(table: IdentityTable) {
        parent = nil; depth = 0; hash = 0; kind = .max; payload = 0; key = nil; self.table = table
    }

    private init(parent: ViewIdentity, component: Component, step: Step) {
        self.parent = parent
        table = parent.table
        depth = parent.depth + 1
        kind = step.kind
        payload = step.payload
        key = step.key
        var hasher = Hasher()
        hasher.combine(parent.hash)
        hasher.combine(component)
        hash = hasher.finalize()
    }

    private static func step(_ component: Component) -> Step {
        switch component {
        case .index(let i): return Step(kind: 0, payload: i, key: nil)
        case .branch(let b): return Step(kind: 1, payload: b ? 1 : 0, key: nil)
        case .id(let id): return Step(kind: 2, payload: 0, key: id)
        case .duplicateID(let id, let i): return Step(kind: 3, payload: i, key: id)
        case .type(let type): return Step(kind: 4, payload: unsafeBitCast(type, to: Int.self), key: nil)
        case .secondary(let i): return Step(kind: 5, payload: i, key: nil)
        case .modified: return Step(kind: 6, payload: 0, key: nil)
        }
    }

    /// The identity of a child at `component` (the same object as last time, when interned).
    func child(_ component: Component) -> ViewIdentity {
        let step = Self.step(component)
        guard let table else { return ViewIdentity(parent: self, component: component, step: step) }
        if let existing = children[step] {
            existing.lastUse = table.generation
            return existing
        }
        let made = ViewIdentity(parent: self, component: component, step: step)
        made.lastUse = table.generation
        children[step] = made
        table.count += 1
        return made
    }

    /// Drops the interned descendants not asked for in `generation` (iteratively: trees
    /// may be deep); returns how many are kept.
    fileprivate func prune(keeping generation: UInt32) -> Int {
        var kept = 0
        var stack: [ViewIdentity] = [self]
        var dropped: [ViewIdentity] = []
        while let identity = stack.popLast() {
            var keep: [Step: ViewIdentity] = [:]
            for (step, child) in identity.children {
                if child.lastUse == generation { keep[step] = child } else { dropped.append(child) }
            }
            identity.children = keep
            kept += keep.count
            stack.append(contentsOf: keep.values)
        }
        // A dropped identity's descendants were not asked for either (a child is only
        // reached through its parent); cut their links so the subtree is freed.
        Self.releaseDescendants(of: dropped)
        return kept
    }

    /// Empties the children of `roots` and of all their descendants (iteratively: trees may
    /// be deep), ending the parent–child cycles below them.
    fileprivate static func releaseDescendants(of roots: [ViewIdentity]) {
        var stack = roots
        while let identity = stack.popLast() {
            stack.append(contentsOf: identity.children.values)
            identity.children = [:]
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        if lhs === rhs { return true }
        guard lhs.hash == rhs.hash, lhs.depth == rhs.depth else { return false }
        var x = lhs, y = rhs
        while x !== y {
            // Equal depths, so both reach the root together; the running hashes make a
            // mismatch show at once almost always.
            guard x.hash == y.hash, x.kind == y.kind, x.payload == y.payload else { return false }
            if x.kind == 2 || x.kind == 3, x.key != y.key { return false }
            guard let px = x.parent, let py = y.parent else { return x.parent == nil && y.parent == nil }
            x = px; y = py
        }
        return true
    }

    var description: String {
        var parts: [String] = []
        var node: ViewIdentity? = self
        while let n = node, let c = n.component { parts.append(c.description); node = n.parent }
        return "/" + parts.reversed().joined(separator: "/")
    }
}

/// Identities name the views that drew display-list items, which may be read on any thread.
/// What names a view (parent, step, depth, hash) is constant from creation; the interning
/// state (`children`, `lastUse`) is only touched by the owning graph while it updates, and
/// comparing, hashing and printing never read it.
extension ViewIdentity: @unchecked Sendable, DisplayListViewSource {
    func isSameView(as other: any DisplayListViewSource) -> Bool {
        guard let other = other as? ViewIdentity else { return false }
        return self == other
    }

    var viewHash: Int { hashValue }

    var explicitID: AnyHashable? {
        var node: ViewIdentity? = self
        while let n = node {
            switch n.component {
            case .id(let id)?, .duplicateID(let id, _)?: return id
            default: node = n.parent
            }
        }
        return nil
    }
}

/// The interning of one graph's identities: a generation counter (one per update) and the
/// number of identities kept. Identities not asked for in an update are dropped at the next
/// one once the table has grown to twice what was kept last time, so memory follows the
/// live tree, not every view that ever existed.
final class IdentityTable {
    /// The current update's number.
    fileprivate(set) var generation: UInt32 = 0
    /// Identities interned (an upper bound between prunings).
    fileprivate(set) var count = 0
    private var keptAtLastPrune = 0
    /// The root all interned identities descend from.
    private(set) lazy var root = ViewIdentity(table: self)

    deinit {
        // The interned tree is a cycle (parents hold children, children their parents).
        ViewIdentity.releaseDescendants(of: [root])
    }

    /// Starts an update: prunes what the previous one did not use when the table has grown,
    /// then moves to a new generation.
    func beginUpdate() {
        if count > max(4_096, 2 * keptAtLastPrune) {
            keptAtLastPrune = root.prune(keeping: generation)
            count = keptAtLastPrune
        }
        generation &+= 1
    }
}
