/// Records the drawing of a laid-out node tree as a `DisplayList`.
///
/// The builder walks the tree once, keeping the current transform (the node's space → the
/// list's space) and the effects that SwiftUI applies to each leaf separately: opacity,
/// blend mode and shadows (SwiftUI applies these to each leaf, not to a container: two
/// overlapping shapes at opacity 0.5 show each other through). Every leaf item carries them; a
/// compositing group, drawing group, mask or blur draws its subtree into a nested list
/// first and takes them itself, once.
struct RenderBuilder {
    /// Where the items go: the recorder `GraphicsContext` records into too.
    private let recorder = DisplayListRecorder()
    /// The current node's space → the list's space.
    var transform: CGAffineTransform = .identity
    /// Opacity inherited by each leaf.
    var opacity: Double = 1
    /// Blend mode inherited by each leaf.
    var blendMode: GraphicsContext.BlendMode = .normal
    /// Shadows inherited by each leaf (applied to each separately).
    var shadows: [DisplayList.Filter] = []
    /// Views being removed with a transition, drawn after the children of the node they sat in.
    var removedViews: [ObjectIdentifier: [ResolvedNode]] = [:]
    /// The nearest `containerShape(_:)` above the nodes being recorded.
    var containerShape: ContainerShapeFrame?
    /// The node being recorded: what items it draws are marked with its identity. Not
    /// retained: the builder runs inside the walk over the tree that holds it (a retain and
    /// a release per node and walk, otherwise).
    private unowned(unsafe) var currentNode: ResolvedNode?

    /// The recorded list.
    var displayList: DisplayList { DisplayList(recorder.items) }

    /// Records every child of `node`, each at its origin.
    mutating func renderChildren(of node: ResolvedNode) {
        if let only = node.onlyChild {
            only._withUnsafeGuaranteedRef { render($0) }
        } else {
            render(node.children)
        }
    }

    /// Records `nodes`, each at its origin. The array is held for the loop and its nodes
    /// are not retained one by one: a retain is an atomic write to a node's first cache
    /// line, once per node and level of a walk over ten thousand nodes otherwise.
    mutating func render(_ nodes: [ResolvedNode]) {
        nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                Unmanaged.passUnretained(nodes[i])._withUnsafeGuaranteedRef { render($0) }
            }
        }
    }

    /// Records one node at its origin in the current space.
    mutating func render(_ node: ResolvedNode) {
        let saved = transform
        unowned(unsafe) let savedNode = currentNode
        currentNode = node
        defer { currentNode = savedNode }
        if node.origin != .zero {
            transform = CGAffineTransform(translationX: node.origin.x, y: node.origin.y).concatenating(transform)
        }
        if let containerShape {
            ContainerShapeContext.$current.withValue(containerShape.context(for: node)) {
                node.behavior.render(node: node, into: &self)
            }
        } else {
            node.behavior.render(node: node, into: &self)
        }
        if !removedViews.isEmpty, let ghosts = removedViews[ObjectIdentifier(node)] {
            for ghost in ghosts { render(ghost) }
        }
        transform = saved
    }

    /// Runs `body` with the current transform preceded by `t` (in node space).
    mutating func withTransform(_ t: CGAffineTransform, _ body: (inout RenderBuilder) -> Void) {
        let saved = transform
        transform = t.concatenating(transform)
        body(&self)
        transform = saved
    }

    /// Records the children of `node` with the current transform preceded by `t` (node
    /// space): `withTransform` without a closure, for the thousands of geometric effects of a
    /// large scene.
    mutating func renderChildren(of node: ResolvedNode, transformedBy t: CGAffineTransform) {
        let saved = transform
        transform = t.concatenating(transform)
        renderChildren(of: node)
        transform = saved
    }

    /// Records `body` into a nested list in the current node's space. With `inheriting`,
    /// leaves keep the inherited opacity, blend mode and shadows; without it they start
    /// fresh (the group applies them once).
    mutating func nested(inheriting: Bool, _ body: (inout RenderBuilder) -> Void) -> DisplayList {
        var inner = RenderBuilder()
        inner.removedViews = removedViews
        inner.containerShape = containerShape
        inner.currentNode = currentNode
        if inheriting {
            inner.opacity = opacity
            inner.blendMode = blendMode
            inner.shadows = shadows
        }
        body(&inner)
        return inner.displayList
    }

    /// Appends a group in the current space.
    mutating func appendGroup(_ group: DisplayList.Group) {
        var g = group
        g.transform = transform
        recorder.appendUnclipped(DisplayList.Item.group(g).drawn(by: currentNode.map { DisplayList.ViewID($0.identity) }))
    }

    /// Appends a group that takes the inherited opacity, blend mode and shadows itself.
    mutating func appendLayer(content: DisplayList, mask: DisplayList.Mask? = nil, filters: [DisplayList.Filter] = [],
                              clips: [DisplayList.Clip] = []) {
        appendGroup(DisplayList.Group(content: content, clips: clips, mask: mask, opacity: opacity, blendMode: blendMode,
                                      filters: filters + shadows, isCompositingBoundary: true))
    }

    // MARK: Leaves

    // Every leaf is made by LimnerGraphics' `DisplayListLeaves`, as `GraphicsContext` makes
    // them; the builder adds only its state (the node's transform, inherited opacity, blend
    // mode and shadows).

    /// Fills a path (in node space) with a style paint.
    mutating func fill(_ path: Path, paint: ShadingPaint, style: FillStyle = FillStyle()) {
        emit { DisplayListLeaves.fill(path, paint: paint, style: style, transform: $0, opacity: $1, blendMode: $2, viewID: $3) }
    }

    /// Strokes a path (in node space).
    mutating func stroke(_ path: Path, paint: ShadingPaint, style: StrokeStyle) {
        emit { DisplayListLeaves.stroke(path, paint: paint, style: style, transform: $0, opacity: $1, blendMode: $2,
                                        viewID: $3) }
    }

    /// Draws laid-out text with its frame's top-left at `origin` (node space).
    mutating func glyphs(_ string: String, frame: TextFrame, origin: CGPoint, paint: ShadingPaint) {
        emit { DisplayListLeaves.glyphs(string, frame: frame, origin: origin, paint: paint, transform: $0, opacity: $1,
                                        blendMode: $2, viewID: $3) }
    }

    /// Draws an image stretched into `rect` (node space); a template image's alpha takes `tint`.
    mutating func image(_ contents: ImageContents, label: String, rect: CGRect, tint: ShadingPaint?,
                        interpolation: Image.Interpolation, antialiased: Bool) {
        emit { DisplayListLeaves.image(contents, label: label, rect: rect, tint: tint, interpolation: interpolation,
                                       antialiased: antialiased, transform: $0, opacity: $1, blendMode: $2, viewID: $3) }
    }

    /// Appends the leaf `make` records for (transform, opacity, blend mode), marked as drawn
    /// by the current view (made with its view ID, not marked after: an item is boxed, so
    /// marking a made one copies it into a new box). Under inherited shadows the leaf is drawn
    /// in node space and filtered on its own, the shadows being filters of its layer
    /// (`DisplayListLeaves.filtered`, as a `GraphicsContext` filters each draw call).
    private mutating func emit(
        _ make: (CGAffineTransform, Double, GraphicsContext.BlendMode, DisplayList.ViewID?) -> DisplayList.Item?
    ) {
        let view = currentNode.map { DisplayList.ViewID($0.identity) }
        if shadows.isEmpty {
            if let item = make(transform, opacity, blendMode, view) { recorder.appendUnclipped(item) }
        } else if let item = make(.identity, opacity, blendMode, view) {
            recorder.appendUnclipped(DisplayListLeaves.filtered(item, by: shadows, transform: transform).drawn(by: view))
        }
    }
}
