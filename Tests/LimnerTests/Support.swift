import Testing
@testable import Limner

/// Lays `view` out for `proposal` and returns the graph and its root.
@discardableResult
func layout<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 400, height: 400),
                     graph existing: ViewGraph? = nil) -> (graph: ViewGraph, root: ResolvedNode) {
    let graph = existing ?? ViewGraph(rootView: view)
    graph.rootView = view
    return LargeStackWorker().run {
        let root = graph.update()
        graph.layout(proposal)
        return (graph, root)
    }
}

/// The frames (in root coordinates) of the leaves, in tree order (a modified view before
/// its overlay or background).
func leafFrames(_ root: ResolvedNode) -> [CGRect] {
    var result: [CGRect] = []
    var stack: [ResolvedNode] = [root]
    while let node = stack.popLast() {
        if node.children.isEmpty {
            result.append(CGRect(origin: node.globalOrigin, size: node.size))
        } else {
            stack.append(contentsOf: node.children.reversed())
        }
    }
    return result
}

/// The leaf frames of `view` laid out for `proposal`.
func leafFrames<V: View>(of view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 400, height: 400)) -> [CGRect] {
    leafFrames(layout(view, proposal).root)
}

/// The root's size for `view`.
func size<V: View>(of view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 400, height: 400)) -> CGSize {
    layout(view, proposal).root.size
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The printed display list of `view` at its ideal size (or `proposal`).
func printedDisplayList<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> String {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposal
    return renderer.displayList.description
}

/// Records values seen while a body or closure is evaluated.
final class Probe<T> {
    var values: [T] = []
    var last: T? { values.last }
}
