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
        leaving.append(record)
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
        var outermost: [ViewIdentity: ResolvedNode] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            if outermost[node.identity] == nil { outermost[node.identity] = node }
            stack.append(contentsOf: node.children.reversed())
        }
        var result: [ObjectIdentifier: [ResolvedNode]] = [:]
        for record in leaving {
            guard let (animator, end) = record.removal, time < end, let last = record.lastNode,
                  let parentID = record.parentIdentity, let parent = outermost[parentID] else { continue }
            let progress = animator.value(at: time)
            let ghost = ResolvedNode(identity: last.identity, environment: last.environment,
                                     behavior: TransitionBehavior(transition: record.transition, progress: progress, removal: true, record: record),
                                     children: last.children)
            ghost.origin = last.origin
            ghost.size = last.size
            result[ObjectIdentifier(parent), default: []].append(ghost)
        }
        return result
    }
}
