import Foundation
import LimnerGeometry

extension DisplayList {
    /// A conservative bounding box of everything drawn, in this list's space (nil when
    /// nothing is drawn). Strokes grow by half the line width times the miter limit, glyphs
    /// by their line height, filters by their reach; inverse clips do not shrink it.
    ///
    /// Lists nested up to `recursiveBoundsDepth` deep are walked by plain recursion (no
    /// allocation: the renderer asks for every layer's box, every frame); deeper ones with an
    /// explicit stack, so a list nested any depth is fine.
    public var bounds: CGRect? {
        if let b = Self.recursiveBounds(self, depthLeft: Self.recursiveBoundsDepth) { return b.box }
        return iterativeBounds
    }

    /// How deep `bounds` recurses before it falls back to its explicit stack.
    static let recursiveBoundsDepth = 48

    /// A box that may be nil (nothing drawn), so "gave up" can be told from "empty".
    struct Box { var box: CGRect? }

    /// `list`'s box by recursion, or nil when the nesting goes deeper than `depthLeft`.
    static func recursiveBounds(_ list: DisplayList, depthLeft: Int) -> Box? {
        var r: CGRect?
        for item in list.items {
            let b: CGRect?
            if case .group(let g) = item {
                guard depthLeft > 0, let content = recursiveBounds(g.content, depthLeft: depthLeft - 1) else { return nil }
                var layerClips: [CGRect?] = []
                for c in g.clips {
                    guard case let .layer(l, _, false) = c else { continue }
                    guard let lb = recursiveBounds(l, depthLeft: depthLeft - 1) else { return nil }
                    layerClips.append(lb.box)
                }
                b = groupBounds(g, content: content.box, layerClips: layerClips)
            } else {
                b = itemBounds(item)
            }
            guard let b, !b.isNull, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite else { continue }
            r = r.map { $0.union(b) } ?? b
        }
        return Box(box: r)
    }

    /// `bounds` with an explicit stack, for lists nested past `recursiveBoundsDepth`.
    var iterativeBounds: CGRect? {
        // A machine over two stacks: `.list` pushes its groups' work (content first, then
        // each non-inverse layer clip), `.finishGroup` pops their values and pushes the
        // group's box, `.finishList` pops one value per group and adds the plain items.
        enum Task { case list(DisplayList), group(Group), finishGroup(Group), finishList(DisplayList, groups: Int) }
        var tasks: [Task] = [.list(self)]
        var values: [CGRect?] = []
        while let task = tasks.popLast() {
            switch task {
            case .list(let list):
                var groups: [Group] = []
                for item in list.items { if case .group(let g) = item { groups.append(g) } }
                tasks.append(.finishList(list, groups: groups.count))
                for g in groups.reversed() { tasks.append(.group(g)) }
            case .group(let g):
                tasks.append(.finishGroup(g))
                for c in g.clips.reversed() {
                    if case let .layer(l, _, false) = c { tasks.append(.list(l)) }
                }
                tasks.append(.list(g.content))
            case .finishGroup(let g):
                let layerCount = g.clips.reduce(0) { n, c in
                    if case .layer(_, _, false) = c { return n + 1 }
                    return n
                }
                let popped = values.suffix(layerCount + 1)
                values.removeLast(layerCount + 1)
                values.append(Self.groupBounds(g, content: popped.first!, layerClips: Array(popped.dropFirst())))
            case let .finishList(list, count):
                var groupBoxes = values.suffix(count).makeIterator()
                values.removeLast(count)
                var r: CGRect?
                func add(_ b: CGRect?) {
                    guard let b, !b.isNull, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite else { return }
                    r = r.map { $0.union(b) } ?? b
                }
                for item in list.items {
                    if case .group = item { add(groupBoxes.next()!) } else { add(Self.itemBounds(item)) }
                }
                values.append(r)
            }
        }
        return values.last!
    }

    /// The box of one item that is not a group (list space).
    static func itemBounds(_ item: Item) -> CGRect? {
        switch item {
        case .fill(let f):
            let b = f.path.boundingRect
            return b.isNull ? nil : b.applying(f.transform)
        case .stroke(let s):
            let b = s.path.boundingRect
            guard !b.isNull else { return nil }
            let grow = s.style.lineWidth / 2 * max(s.style.miterLimit, 1.5)
            return b.insetBy(dx: -grow, dy: -grow).applying(s.transform)
        case .glyphs(let g):
            let pad = g.frame.lines.map(\.height).max() ?? 0
            let box = CGRect(origin: g.origin, size: g.frame.size).insetBy(dx: -pad, dy: -pad)
            return box.applying(g.transform)
        case .image(let i):
            return i.rect.applying(i.transform)
        case .group:
            return nil
        }
    }

    /// A group's box in the enclosing list's space from its content's box and the boxes of
    /// its non-inverse layer clips (in order).
    static func groupBounds(_ g: Group, content: CGRect?, layerClips: [CGRect?]) -> CGRect? {
        guard var b = content else { return nil }
        for f in g.filters { b = f.grow(b) }
        var layers = layerClips.makeIterator()
        for c in g.clips {
            if case let .path(p, t, _, false) = c {
                let pb = p.boundingRect
                b = pb.isNull ? .null : b.clampedToDrawableRange.intersection(pb.applying(t).clampedToDrawableRange)
            } else if case .layer(_, _, false) = c {
                b = b.clampedToDrawableRange.intersection((layers.next()! ?? .null).clampedToDrawableRange)
            }
        }
        if b.isNull || b.isEmpty { return nil }
        return b.applying(g.transform)
    }
}

extension DisplayList.Filter {
    /// `rect` grown by how far the filter can move or spread content.
    func grow(_ rect: CGRect) -> CGRect {
        switch sanitized {
        case let .blur(radius, _, _, _):
            let e = 3 * max(radius, 0)
            return rect.insetBy(dx: -e, dy: -e)
        case let .shadow(_, radius, offset, _, _, _):
            let e = 3 * max(radius, 0)
            return rect.union(rect.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -e, dy: -e)
        case .colorMatrix, .alphaThreshold:
            return rect
        case .projection(let p, _):
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(p.apply)
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .infinite }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
}

extension CGRect {
    /// The largest coordinate a drawing box keeps: far past any canvas (the pixel limit is
    /// 2^28 pixels), small enough that sums and differences of edges stay finite.
    static let drawableLimit: CGFloat = 1e15

    /// This rectangle with every edge pulled within ±`drawableLimit` (`.null` when an edge is
    /// NaN). Boxes mapped by a finite but huge transform can overflow to infinity, and
    /// Foundation's rectangle arithmetic traps on those; nothing past the limit is drawn.
    var clampedToDrawableRange: CGRect {
        guard !isNull else { return self }
        let values = [minX, minY, maxX, maxY]
        guard !values.contains(where: \.isNaN) else { return .null }
        let l = CGRect.drawableLimit
        func clamp(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, -l), l) }
        let x0 = clamp(minX), y0 = clamp(minY), x1 = clamp(maxX), y1 = clamp(maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
