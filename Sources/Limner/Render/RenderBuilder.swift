/// Records the drawing of a laid-out node tree as a `DisplayList`.
///
/// The builder walks the tree once, keeping the current transform (the node's space → the
/// list's space) and the effects that SwiftUI applies to each leaf separately: opacity,
/// blend mode and shadows (SWIFTUI-SEMANTICS §5–6). Every leaf item carries them; a
/// compositing group, drawing group, mask or blur draws its subtree into a nested list
/// first and takes them itself, once.
struct RenderBuilder {
    private(set) var items: [DisplayList.Item] = []
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
    /// The identity of the node being recorded: what items it draws are marked with.
    private var currentView: ViewIdentity?

    /// The recorded list.
    var displayList: DisplayList { DisplayList(items) }

    /// Records every child of `node`, each at its origin.
    mutating func renderChildren(of node: ResolvedNode) {
        for child in node.children { render(child) }
    }

    /// Records one node at its origin in the current space.
    mutating func render(_ node: ResolvedNode) {
        let saved = transform
        let savedView = currentView
        currentView = node.identity
        defer { currentView = savedView }
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

    /// Records `body` into a nested list in the current node's space. With `inheriting`,
    /// leaves keep the inherited opacity, blend mode and shadows; without it they start
    /// fresh (the group applies them once).
    mutating func nested(inheriting: Bool, _ body: (inout RenderBuilder) -> Void) -> DisplayList {
        var inner = RenderBuilder()
        inner.removedViews = removedViews
        inner.containerShape = containerShape
        inner.currentView = currentView
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
        items.append(DisplayList.Item.group(g).drawn(by: currentView.map(DisplayList.ViewID.init)))
    }

    /// Appends a group that takes the inherited opacity, blend mode and shadows itself.
    mutating func appendLayer(content: DisplayList, mask: DisplayList.Mask? = nil, filters: [DisplayList.Filter] = [],
                              clips: [DisplayList.Clip] = []) {
        appendGroup(DisplayList.Group(content: content, clips: clips, mask: mask, opacity: opacity, blendMode: blendMode,
                                      filters: filters + shadows, isCompositingBoundary: true))
    }

    // MARK: Leaves

    /// Fills a path (in node space) with a style paint.
    mutating func fill(_ path: Path, paint: StylePaint, style: FillStyle = FillStyle()) {
        guard let (p, t) = mapped(path, paint) else { return }
        emit(t) { transform, opacity, blend in
            .fill(DisplayList.Fill(path: p, paint: paint.paint, style: style, transform: transform,
                                   opacity: opacity * paint.opacity, blendMode: blend))
        }
    }

    /// Strokes a path (in node space).
    mutating func stroke(_ path: Path, paint: StylePaint, style: StrokeStyle) {
        guard let (p, t) = mapped(path, paint) else { return }
        var s = style
        if !paint.transform.isIdentity {
            // The stroke is outlined in paint space; keep its width in node space as well as
            // an axis-aligned scale allows.
            let scale = sqrt(abs(paint.transform.determinant))
            if scale > 0 { s.lineWidth /= scale }
        }
        emit(t) { transform, opacity, blend in
            .stroke(DisplayList.Stroke(path: p, paint: paint.paint, style: s, transform: transform,
                                       opacity: opacity * paint.opacity, blendMode: blend))
        }
    }

    /// Draws laid-out text with its frame's top-left at `origin` (node space).
    mutating func glyphs(_ string: String, frame: TextFrame, origin: CGPoint, paint: StylePaint) {
        let p = paint.transform.isIdentity ? paint.paint : flattenPaintTransform(paint)
        emit(.identity) { transform, opacity, blend in
            .glyphs(DisplayList.Glyphs(string: string, frame: frame, origin: origin, paint: p, transform: transform,
                                       opacity: opacity * paint.opacity, blendMode: blend))
        }
    }

    /// Draws an image stretched into `rect` (node space).
    mutating func image(_ contents: ImageContents, label: String, rect: CGRect, tint: ResolvedPaint?,
                        interpolation: Image.Interpolation, antialiased: Bool) {
        emit(.identity) { transform, opacity, blend in
            .image(DisplayList.ImageDraw(contents: contents, label: label, rect: rect, tint: tint,
                                         interpolation: interpolation, antialiased: antialiased,
                                         transform: transform, opacity: opacity, blendMode: blend))
        }
    }

    /// A path and paint in paint space, with the paint-to-node transform; nil when the paint
    /// transform cannot be inverted (a zero-sized drawing).
    private func mapped(_ path: Path, _ paint: StylePaint) -> (Path, CGAffineTransform)? {
        if paint.transform.isIdentity { return (path, .identity) }
        let det = paint.transform.determinant
        guard det != 0, det.isFinite else { return nil }
        return (path.applying(paint.transform.inverted()), paint.transform)
    }

    /// Paints whose geometry needs a transform are approximated for text by their
    /// untransformed form in node space (elliptical gradients become radial ones over the
    /// longer side).
    private func flattenPaintTransform(_ paint: StylePaint) -> ResolvedPaint {
        guard case let .radialGradient(stops, c, r0, r1, spread) = paint.paint else { return paint.paint }
        let t = paint.transform
        let scale = Double(max(abs(t.a), abs(t.d)))
        return .radialGradient(stops: stops, center: c.applying(t), startRadius: r0 * scale, endRadius: r1 * scale, spread: spread)
    }

    /// Appends a leaf item, wrapping it in a shadow group when shadows are inherited.
    private mutating func emit(_ local: CGAffineTransform,
                               _ make: (CGAffineTransform, Double, GraphicsContext.BlendMode) -> DisplayList.Item) {
        let view = currentView.map(DisplayList.ViewID.init)
        if shadows.isEmpty {
            items.append(make(local.concatenating(transform), opacity, blendMode).drawn(by: view))
        } else {
            let item = make(local, 1, .normal).drawn(by: view)
            items.append(DisplayList.Item.group(DisplayList.Group(content: DisplayList([item]), transform: transform, opacity: opacity,
                                                                  blendMode: blendMode, filters: shadows)).drawn(by: view))
        }
    }
}
