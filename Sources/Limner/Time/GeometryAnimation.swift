import Foundation

/// Layout changes animate: after layout (and matched geometry, `MatchedGeometry.apply`),
/// every node's frame in its parent (origin and size)
/// is an animatable value keyed by the node's identity, animated with the transaction the
/// node was resolved under. A view that moves because an alignment, a frame or a sibling
/// changed inside `withAnimation` slides there; shapes redraw at their presented size.
///
/// Nodes that share an identity (a modifier's wrapper and the view it wraps) are told apart
/// by their depth in that chain. A node a modifier made inside its own resolve (the stack
/// holding a `mask`'s or an `overlay`'s content) carries no transaction of its own: it
/// animates under its parent's, the one it was made under.
enum GeometryAnimation {
    static func apply(to root: ResolvedNode, graph: ViewGraph) {
        MatchedGeometry.apply(to: root, graph: graph)
        // A peek changes nothing once every geometry animation has ended: each node
        // presents its laid-out frame.
        if graph.isPeeking && !graph.hasGeometryAnimations(at: graph.time) { return }
        // Iterative walk: deep trees must not recurse here.
        let rootTransaction = root.transaction ?? Transaction()
        var stack: [(node: ResolvedNode, ordinal: Int, parent: ResolvedNode, parentOrdinal: Int, inherited: Transaction)] =
            root.children.map { ($0, $0.identity == root.identity ? 1 : 0, root, 0, rootTransaction) }
        var visited = 0
        let presentsGlobalOrigins = graph.presentsGlobalOrigins
        while let (node, ordinal, parent, parentOrdinal, inherited) = stack.popLast() {
            visited += 1
            let transaction = node.transaction ?? inherited
            if !graph.isPeeking, let transition = node.behavior as? TransitionBehavior {
                transition.record.lastNode = node
                transition.record.parentIdentity = parent.identity
                transition.record.parentOrdinal = parentOrdinal
                transition.record.visitOrder = visited
            }
            let target = CGRect(origin: node.origin, size: node.size)
            // An empty stack (the content of an `overlay` or a `background` whose `if` is
            // false) has a place but nothing there: its frame's animator keeps the last frame
            // it had with content, so content appearing under an animation does not grow
            // out of the empty stack's point.
            let isEmptyStack = node.children.isEmpty && (node.behavior is ZStackNodeLayout || node.behavior is StackLayout)
            if !isEmptyStack, target.origin.x.isFinite, target.origin.y.isFinite, target.width.isFinite, target.height.isFinite {
                let presented = graph.animatedGeometry(target.animatableData, AnimatorKey(.frame(depth: ordinal), at: node.identity),
                                                    transaction: transaction)
                if presented != target.animatableData {
                    var r = target
                    r.animatableData = presented
                    let size = CGSize(width: max(0, r.width), height: max(0, r.height))
                    if graph.isPeeking, size != node.size, let matched = node.behavior as? MatchedGeometryNode,
                       matched.properties.contains(.size) {
                        // A matched view between two frames is laid out at the size it
                        // shows, so what it holds (a shape) redraws at that size.
                        node.place(at: r.origin, proposal: ProposedViewSize(size), parentGlobalOrigin: parent.globalOrigin)
                    }
                    node.origin = r.origin
                    node.size = size
                    // The laid-out frames are the animation's targets: a reused tree is
                    // laid out again before the next peek (`PeekCache`).
                    graph.frameReuse.layoutMoved()
                }
            }
            // Where the node is presented in the root's space, for what reads that while a
            // frame is drawn (`visualEffect`, only in graphs that use it): its parent's
            // presented origin, its presented origin there, and the offset an offset effect
            // adds (as placement adds it).
            if presentsGlobalOrigins {
                var global = parent.globalOrigin
                if let effect = parent.behavior as? EffectNode, case .offset(let d) = effect.effect {
                    global.x += d.width; global.y += d.height
                }
                node.globalOrigin = CGPoint(x: global.x + node.origin.x, y: global.y + node.origin.y)
            }
            for child in node.children {
                stack.append((child, child.identity == node.identity ? ordinal + 1 : 0, node, ordinal, transaction))
            }
        }
    }
}
