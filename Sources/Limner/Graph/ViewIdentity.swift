/// The structural identity of a view: the path of positions from the root (tuple index,
/// `if` branch, `ForEach` id, type of an erased or custom view). State lives at an
/// identity, so it survives re-evaluation as long as the view keeps its place.
///
/// Stored as a parent-linked chain with a running hash, so a child identity costs O(1) to
/// make however deep the tree is; equality walks the chains only when the hashes agree.
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

    /// The root identity.
    init() {
        parent = nil; depth = 0; hash = 0; kind = .max; payload = 0; key = nil
    }

    private init(parent: ViewIdentity, component: Component) {
        self.parent = parent
        depth = parent.depth + 1
        switch component {
        case .index(let i): kind = 0; payload = i; key = nil
        case .branch(let b): kind = 1; payload = b ? 1 : 0; key = nil
        case .id(let id): kind = 2; payload = 0; key = id
        case .duplicateID(let id, let i): kind = 3; payload = i; key = id
        case .type(let type): kind = 4; payload = unsafeBitCast(type, to: Int.self); key = nil
        case .secondary(let i): kind = 5; payload = i; key = nil
        case .modified: kind = 6; payload = 0; key = nil
        }
        var hasher = Hasher()
        hasher.combine(parent.hash)
        hasher.combine(component)
        hash = hasher.finalize()
    }

    /// The identity of a child at `component`.
    func child(_ component: Component) -> ViewIdentity { ViewIdentity(parent: self, component: component) }

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

/// Identities name the views that drew display-list items. An identity never changes after
/// it is made (every stored property is a constant), so sharing it across threads is safe.
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
