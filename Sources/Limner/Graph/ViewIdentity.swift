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
    let component: Component?
    let depth: Int
    private let hash: Int

    /// The root identity.
    init() {
        parent = nil; component = nil; depth = 0; hash = 0
    }

    private init(parent: ViewIdentity, component: Component) {
        self.parent = parent
        self.component = component
        depth = parent.depth + 1
        var hasher = Hasher()
        hasher.combine(parent.hash)
        hasher.combine(component)
        hash = hasher.finalize()
    }

    /// The identity of a child at `component`.
    func child(_ component: Component) -> ViewIdentity { ViewIdentity(parent: self, component: component) }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        var a: ViewIdentity? = lhs, b: ViewIdentity? = rhs
        while let x = a, let y = b {
            if x === y { return true }
            if x.hash != y.hash || x.depth != y.depth || x.component != y.component { return false }
            a = x.parent; b = y.parent
        }
        return a == nil && b == nil
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
