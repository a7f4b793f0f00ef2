import Foundation

/// Finds what a pointer touches in a laid-out tree, and where a node is.
///
/// It walks the tree as `RenderBuilder` draws it: each node at its origin, geometric
/// effects through `EffectNode.Effect.transform(in:)` (the same function drawing uses),
/// clips through `EffectNode.OtherEffect.clipPath(in:)`. The topmost view wins: children are
/// tried in reverse drawing order (an overlay before the view it covers, a view before
/// its background). What can be hit:
/// - shapes where their path (or their stroke's outline) contains the point, by their fill rule;
///   colours and gradients fill their frame; `Color.clear` is never hit;
/// - text, images and other leaves within their bounds; `Spacer` never;
/// - a `contentShape` replaces the content's own shape for its subtree;
/// - nothing under `allowsHitTesting(false)`, opacity 0, or outside a clip;
/// - a mask's content is not hit (the masked view is, within its own shape).
/// Transition effects of views being inserted or removed are not hit-tested.
enum HitTester {
    /// One node on the path from the root to the hit view, with its space → root space.
    struct Step {
        let node: ResolvedNode
        let toRoot: CGAffineTransform
    }

    /// The path from the root to the topmost view at `point` (root space), or nil.
    static func hitTest(_ root: ResolvedNode, at point: CGPoint) -> [Step]? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var path: [Step] = []
        return visit(root, toRoot: .identity, point: point, path: &path) ? path : nil
    }

    /// Every node with `InteractionNode` behaviour, with its space → root space, in
    /// drawing order.
    static func interactionNodes(in root: ResolvedNode) -> [Step] {
        var result: [Step] = []
        func walk(_ node: ResolvedNode, _ parentToRoot: CGAffineTransform) {
            let toRoot = nodeToRoot(node, parentToRoot)
            if node.behavior is InteractionNode { result.append(Step(node: node, toRoot: toRoot)) }
            let childToRoot = childTransform(node, toRoot) ?? toRoot
            for child in node.children { walk(child, childToRoot) }
        }
        walk(root, .identity)
        return result
    }

    /// The node's space → root space, given its parent's.
    static func nodeToRoot(_ node: ResolvedNode, _ parentToRoot: CGAffineTransform) -> CGAffineTransform {
        node.origin == .zero ? parentToRoot
            : CGAffineTransform(translationX: node.origin.x, y: node.origin.y).concatenating(parentToRoot)
    }

    /// The children's space → root space when the node has a geometric effect (nil: same as
    /// the node's).
    static func childTransform(_ node: ResolvedNode, _ toRoot: CGAffineTransform) -> CGAffineTransform? {
        guard let effect = node.behavior as? EffectNode, let t = effect.effect.transform(in: node.size) else { return nil }
        return t.concatenating(toRoot)
    }

    /// `point` (root space) in the space whose → root transform is `toRoot`; nil when that
    /// transform cannot be inverted (a view scaled to nothing).
    static func local(_ point: CGPoint, _ toRoot: CGAffineTransform) -> CGPoint? {
        let det = toRoot.a * toRoot.d - toRoot.b * toRoot.c
        guard det != 0, det.isFinite else { return nil }
        let p = point.applying(toRoot.inverted())
        return p.x.isFinite && p.y.isFinite ? p : nil
    }

    private static func visit(_ node: ResolvedNode, toRoot parentToRoot: CGAffineTransform, point: CGPoint,
                              path: inout [Step]) -> Bool {
        let toRoot = nodeToRoot(node, parentToRoot)
        guard let p = local(point, toRoot) else { return false }
        let bounds = CGRect(origin: .zero, size: node.size)
        path.append(Step(node: node, toRoot: toRoot))
        var childToRoot = toRoot
        // The drawing order of stacks (`renderChildrenByZIndex`): the front-most is tried first.
        var order = node.childrenInZOrder
        switch node.behavior {
        case let interaction as InteractionNode:
            if !interaction.allowsHitTesting { path.removeLast(); return false }
            if let shape = interaction.contentShape {
                guard shape.path(in: bounds).contains(p, eoFill: interaction.contentShapeEOFill) else { path.removeLast(); return false }
                // Inside the content shape: a subview may still be the one hit; otherwise
                // this view is.
                for child in order.reversed() where visit(child, toRoot: childToRoot, point: point, path: &path) { return true }
                return true
            }
        case let effect as EffectNode:
            if case .opacity(let o) = effect.effect, o <= 0 {
                path.removeLast(); return false
            } else if let other = effect.other, case let .clip(_, style) = other {
                let clip = other.clipPath(in: node.size) ?? Path()
                if !clip.contains(p, eoFill: style.isEOFilled) { path.removeLast(); return false }
            } else if let t = childTransform(node, toRoot) {
                childToRoot = t
            }
        case let secondary as SecondaryLayout:
            switch secondary.role {
            case .overlay: break
            case .background: order.reverse()
            case .mask: order = Array(order.prefix(1))
            }
        default:
            break
        }
        if !order.isEmpty {
            for child in order.reversed() where visit(child, toRoot: childToRoot, point: point, path: &path) { return true }
            path.removeLast()
            return false
        }
        if leafContains(node, p, bounds: bounds) { return true }
        path.removeLast()
        return false
    }

    private static func leafContains(_ node: ResolvedNode, _ p: CGPoint, bounds: CGRect) -> Bool {
        switch node.behavior {
        case is SpacerLayout:
            return false
        case let shape as ShapeLayout:
            if let color = shape.style as? Color, color == .clear { return false }
            if let stroked = shape.shape as? any StrokedShapeDrawing {
                let (outline, style) = stroked.strokeDrawing(in: bounds)
                return outline.strokedPath(style).contains(p)
            }
            return shape.shape.path(in: bounds).contains(p, eoFill: shape.fillStyle.isEOFilled)
        default:
            return bounds.contains(p)
        }
    }
}
