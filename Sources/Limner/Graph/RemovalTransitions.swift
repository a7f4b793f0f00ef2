/// Views removed under an animation with a transition: each is drawn leaving, after its old
/// parent's children, until its removal animation ends.
///
/// The graph starts a removal when a committed update drops a view's `TransitionRecord`
/// under an animated transaction; `ghosts(in:at:)` makes the nodes a frame draws.
struct RemovalTransitions {
    /// The records of the views leaving.
    private var leaving: [TransitionRecord] = []

    /// Starts drawing a view that left under `transaction` (nothing when the view was never
    /// laid out or the transaction does not animate).
    mutating func start(_ record: TransitionRecord, under transaction: Transaction?, at time: Double) {
        guard record.lastNode != nil, var transaction, !transaction.disablesAnimations else { return }
        if let own = record.transition.animation { transaction.animation = own }
        guard let animation = transaction.animation else { return }
        let animator = Animator(target: 1.0)
        animator.update(target: 0, transaction: transaction, time: time)
        record.removal = (animator, time + animation.duration)
        record.removalStart = time
        // The store hands leaving records over in no fixed order: those that left together
        // are drawn in their tree order (the last visited first), whatever that order was.
        let index = leaving.firstIndex { $0.removalStart == time && $0.visitOrder < record.visitOrder } ?? leaving.endIndex
        leaving.insert(record, at: index)
    }

    /// Forgets the removals that are over at `time`.
    mutating func dropFinished(at time: Double) {
        leaving.removeAll { $0.removal.map { $0.end <= time } ?? true }
    }

    /// Whether a removal still animates at `time`.
    func isAnimating(at time: Double) -> Bool {
        leaving.contains { ($0.removal?.end ?? -.infinity) > time }
    }

    /// The leaving views to draw at `time`, keyed by the node (of `root`) they sat in.
    func ghosts(in root: ResolvedNode, at time: Double) -> [ObjectIdentifier: [ResolvedNode]] {
        guard !leaving.isEmpty else { return [:] }
        // The nodes by identity and depth among the nodes of that identity, as the records
        // name their parents (the ghost is drawn in its own parent, not in an outer wrapper
        // of the parent's identity placed elsewhere), with where each is drawn in the root's
        // space; and the first view of each matched group, preferring its source.
        var parents: [ParentKey: (node: ResolvedNode, origin: CGPoint)] = [:]
        var matched: [MatchedGeometryKey: (node: ResolvedNode, origin: CGPoint, isSource: Bool)] = [:]
        var stack = [(root, 0, CGPoint.zero)]
        while let (node, ordinal, origin) = stack.popLast() {
            let key = ParentKey(identity: node.identity, ordinal: ordinal)
            if parents[key] == nil { parents[key] = (node, origin) }
            if let effect = node.behavior as? MatchedGeometryNode, matched[effect.key].map({ !$0.isSource && effect.isSource }) ?? true {
                matched[effect.key] = (node, origin, effect.isSource)
            }
            for child in node.children.reversed() {
                stack.append((child, child.identity == node.identity ? ordinal + 1 : 0,
                              CGPoint(x: origin.x + child.origin.x, y: origin.y + child.origin.y)))
            }
        }
        var result: [ObjectIdentifier: [ResolvedNode]] = [:]
        for record in leaving {
            guard let (animator, end) = record.removal, time < end, let last = record.lastNode,
                  let parentID = record.parentIdentity,
                  let parent = parents[ParentKey(identity: parentID, ordinal: record.parentOrdinal)] else { continue }
            let progress = animator.value(at: time)
            let ghost = ResolvedNode(identity: last.identity, environment: last.environment,
                                     behavior: TransitionBehavior(transition: record.transition, progress: progress, removal: true, record: record),
                                     children: last.children)
            ghost.origin = last.origin
            ghost.size = last.size
            Self.followGroup(ghost, last: last, parentOrigin: parent.origin, matched: matched)
            result[ObjectIdentifier(parent.node), default: []].append(ghost)
        }
        return result
    }

    /// A leaving view that was one of a matched group (`matchedGeometryEffect` on it or on its
    /// modifier chain) moves with the group as it leaves, as SwiftUI's does: its matched node
    /// takes the frame the group's view in the tree shows (`properties` of it), laid out at
    /// that size.
    private static func followGroup(_ ghost: ResolvedNode, last: ResolvedNode, parentOrigin: CGPoint,
                                    matched: [MatchedGeometryKey: (node: ResolvedNode, origin: CGPoint, isSource: Bool)]) {
        guard !matched.isEmpty else { return }
        // The matched node of the chain, and its offset from the ghost.
        var node = last, offset = CGPoint.zero
        while !(node.behavior is MatchedGeometryNode) {
            guard node.children.count == 1, node.children[0].identity == node.identity else { return }
            node = node.children[0]
            offset.x += node.origin.x; offset.y += node.origin.y
        }
        guard let effect = node.behavior as? MatchedGeometryNode, let member = matched[effect.key],
              member.node !== node else { return }
        let target = CGRect(origin: member.origin, size: member.node.size)
        if effect.properties.contains(.size), target.width.isFinite, target.height.isFinite {
            node.place(at: node.origin, proposal: ProposedViewSize(target.size), parentGlobalOrigin: .zero)
            if node === last { ghost.size = node.size }
        }
        if effect.properties.contains(.position) {
            let shared = effect.origin(ofSize: node.size, sharing: target)
            let x = shared.x - parentOrigin.x - offset.x, y = shared.y - parentOrigin.y - offset.y
            if x.isFinite, y.isFinite { ghost.origin = CGPoint(x: x, y: y) }
        }
    }
}

/// A node of a tree named by its identity and its depth among the nodes of that identity.
private struct ParentKey: Hashable {
    let identity: ViewIdentity
    let ordinal: Int
}
