import Foundation

// The layer tree: sublayers, superlayer, mask, layout. Structural changes are journaled by
// the host like property changes, so seeking back restores the tree too.
//
// Bad input: adding a layer to a second parent moves it (it leaves the first), as in Core
// Animation; adding a layer to itself or to one of its own descendants is ignored (Core
// Animation's result is undefined); setting a layer's mask to itself or to one of its
// ancestors is ignored. A mask moves like a sublayer: assigning a layer that masks another,
// or that has a superlayer, as a mask takes it from there first, and adding a mask layer as a
// sublayer takes it from the layer it masked. So the layers always form a tree: no layer is
// drawn twice in a frame (a mask shared by a chain of layers would otherwise be drawn once
// per path to it) and no tree walk meets a cycle. Journal replays keep it so too: a layer put
// back by an undo or redo leaves the place it took outside the journal (`leaveCurrentPlace`),
// and walks up the tree stop at a layer met twice.

extension CALayer {
    /// The sublayers, back to front (nil when there are none).
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? { storedSuperlayer }

    /// A layer whose alpha masks this one, in this layer's coordinates. A layer used as a
    /// mask should have no superlayer.
    public var mask: CALayer? {
        get { storedMask }
        set {
            let old = storedMask
            guard old !== newValue else { return }
            // A layer cannot mask itself or one of its ancestors (that would be a cycle): ignored.
            if let newValue, isSelfOrAncestor(newValue) { return }
            // A mask has one place in the tree, like a sublayer: it leaves the layer it masked
            // and its superlayer (Core Animation leaves both undefined), so the layers always
            // form a tree and each is drawn once per frame.
            if let newValue {
                if let masked = newValue.maskedLayer, masked.storedMask === newValue { masked.mask = nil }
                newValue.removeFromSuperlayer()
            }
            let apply = { [self] (value: CALayer?) in
                if let current = self.storedMask, current.maskedLayer === self { current.maskedLayer = nil }
                value?.leaveCurrentPlace(keepingMaskOf: self)
                self.storedMask = value
                value?.maskedLayer = self
            }
            apply(newValue)
            journal(undo: { apply(old) }, redo: { apply(newValue) })
            if let host = attachedHost {
                if let old { LayerHost.detach(old) }
                if let newValue { host.adopt(newValue) }
            }
        }
    }

    /// Appends `layer` on top of the sublayers (moving it from its old superlayer).
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

    /// Inserts `layer` at `index` among the sublayers (clamped to the count).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        // Only a layer with sublayers or a mask can be an ancestor of this one: walk up only then.
        if layer === self || (!(layer.storedSublayers.isEmpty && layer.storedMask == nil) && isSelfOrAncestor(layer)) {
            return
        }
        // A layer that masks another stops masking it: a layer has one place in the tree.
        if let masked = layer.maskedLayer, masked.storedMask === layer { masked.mask = nil }
        if let old = layer.storedSuperlayer {
            if old === self, let i = storedSublayers.firstIndex(where: { $0 === layer }) {
                setSublayers(storedSublayers.enumerated().filter { $0.offset != i }.map(\.element))
            } else {
                layer.removeFromSuperlayer()
            }
        }
        var list = storedSublayers
        list.insert(layer, at: min(Int(index), list.count))
        setSublayers(list, adding: layer)
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = storedSublayers.firstIndex { $0 === sibling } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Replaces the sublayer `old` with `new`.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = storedSublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        if let masked = maskedLayer, masked.storedMask === self { masked.mask = nil; return }
        guard let parent = storedSuperlayer else { return }
        parent.setSublayers(parent.storedSublayers.filter { $0 !== self }, removing: self)
    }

    private func setSublayers(_ list: [CALayer], adding: CALayer? = nil, removing: CALayer? = nil) {
        let host = attachedHost
        let old = storedSublayers
        let oldParent = adding?.storedSuperlayer
        let apply = { [self] (layers: [CALayer], parentOfAdded: CALayer?, parentOfRemoved: CALayer?) in
            // The layer this change moves goes where the change puts it — under this layer, or
            // out of it — and leaves any place it took meanwhile outside the journal: a layer
            // put back (an undo of its removal, a redo of its addition) leaves the layer that
            // took it, and so does one taken out (an undo of its addition: it was moved on,
            // outside the hosted tree, to a layer that would still list it). Where it was before
            // joining this layer comes back by that layer's own journal entry, when that layer
            // is in the hosted tree; until then it has no superlayer.
            let addedHere = parentOfAdded === self, removedHere = parentOfRemoved === self
            adding?.leaveCurrentPlace(keepingSuperlayer: addedHere ? self : nil)
            removing?.leaveCurrentPlace(keepingSuperlayer: removedHere ? self : nil)
            self.restoreSublayers(layers)
            adding?.storedSuperlayer = addedHere ? self : nil
            removing?.storedSuperlayer = removedHere ? self : nil
        }
        apply(list, adding == nil ? nil : self, nil)
        host?.record(undo: { apply(old, oldParent, self) }, redo: { apply(list, self, nil) })
        if let adding, let host { host.adopt(adding) }
        if let removing, host != nil { LayerHost.detach(removing) }
        if adding != nil || removing != nil { setNeedsLayout() }
    }

    /// Sets the sublayers to `layers` (a change, or a journal replay restoring the list a
    /// change left) with every link agreeing: each layer of the list is this layer's sublayer
    /// and nothing else (one that a change outside the journal took meanwhile — removed, or
    /// moved under another layer — leaves that place and comes back), and each layer the list
    /// drops no longer names this layer as its superlayer. Linear in the list's length.
    private func restoreSublayers(_ layers: [CALayer]) {
        let kept = Set(layers.map(ObjectIdentifier.init))
        for layer in storedSublayers where layer.storedSuperlayer === self && !kept.contains(ObjectIdentifier(layer)) {
            layer.storedSuperlayer = nil
        }
        storedSublayers = layers
        for layer in layers where layer.storedSuperlayer !== self || layer.maskedLayer != nil {
            layer.leaveCurrentPlace(keepingSuperlayer: self)
            layer.storedSuperlayer = self
        }
    }

    /// Takes the layer out of the place it holds now — the sublayers of its superlayer, the
    /// mask of the layer it masks — except the place it goes back to (`keepingMaskOf`,
    /// `keepingSuperlayer`), without journaling: what a journal replay calls before it puts
    /// the layer back where it was.
    ///
    /// A host journals only the changes to its own tree. A layer moved from the hosted tree to
    /// a layer outside it (or to another host's tree) leaves the tree by a journaled change
    /// and joins the other layer by one that is not (or that another journal holds); seeking
    /// back undoes the first alone, and without this the layer would be in two places at once
    /// (a mask of two layers, a sublayer of two). Seeking back restores the hosted tree: a
    /// layer outside it that took one of its layers gives it back.
    func leaveCurrentPlace(keepingMaskOf maskKeeper: CALayer? = nil, keepingSuperlayer parentKeeper: CALayer? = nil) {
        if let masked = maskedLayer, masked !== maskKeeper {
            if masked.storedMask === self { masked.storedMask = nil }
            maskedLayer = nil
        }
        if let parent = storedSuperlayer, parent !== parentKeeper {
            parent.storedSublayers.removeAll { $0 === self }
            storedSuperlayer = nil
        }
    }

    /// Whether `layer` is this layer or one of its ancestors.
    func isSelfOrAncestor(_ layer: CALayer) -> Bool {
        var found = false
        walkUp { if $0 === layer { found = true; return false } else { return true } }
        return found
    }

    /// The root of the tree (following masks to the layer they mask).
    var rootLayer: CALayer {
        var root = self
        walkUp { root = $0; return true }
        return root
    }

    /// Calls `visit` on this layer and each ancestor (superlayer, else the layer it masks)
    /// while it returns true. Each layer once: should the parent links ever form a loop, the
    /// walk ends where it would meet a layer again (a visited set, kept only past 64 steps).
    private func walkUp(_ visit: (CALayer) -> Bool) {
        var current: CALayer? = self
        var steps = 0
        var seen: Set<ObjectIdentifier>?
        while let c = current {
            steps += 1
            if steps > 64 {
                if seen == nil { seen = [] }
                guard seen!.insert(ObjectIdentifier(c)).inserted else { return }
            }
            guard visit(c) else { return }
            current = c.storedSuperlayer ?? c.maskedLayer
        }
    }

    /// The host showing this layer's tree, if any.
    public var host: LayerHost? { attachedHost }

    // MARK: Layout

    /// Marks the layer for a layout pass before the next frame.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        attachedHost?.treeNeedsLayout = true
    }

    /// Whether a layout pass is pending.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Runs the pending layout passes of this layer and its sublayers, top down.
    public func layoutIfNeeded() {
        var stack: [CALayer] = [self]
        var seen = Set<ObjectIdentifier>()   // each layer once, whatever the graph
        while let layer = stack.popLast() {
            guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            if layer.needsLayoutFlag {
                layer.needsLayoutFlag = false
                layer.layoutSublayers()
            }
            stack.append(contentsOf: layer.storedSublayers.reversed())
        }
    }


    // MARK: Coordinates

    /// The transform from this layer's coordinates to its superlayer's.
    var toSuperlayerTransform: CGAffineTransform {
        LayerGeometry.transformToSuperlayer(state)
    }

    /// Converts a point from this layer's coordinates to `layer`'s (both in one tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let toRoot = transformToRoot()
        guard let layer else { return point.applying(toRoot) }
        return point.applying(toRoot).applying(layer.transformToRoot().inverted())
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let fromRoot = transformToRoot().inverted()
        guard let layer else { return point.applying(fromRoot) }
        return point.applying(layer.transformToRoot()).applying(fromRoot)
    }

    func transformToRoot() -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var current: CALayer? = self
        while let c = current, c.storedSuperlayer != nil {
            t = t.concatenating(c.toSuperlayerTransform)
            current = c.storedSuperlayer
        }
        return t
    }
}

/// Geometry shared by the model and the renderer.
enum LayerGeometry {
    /// Layer space → superlayer space: translate(position) · transform · translate(−anchor
    /// in bounds − bounds.origin), in row-vector order.
    static func transformToSuperlayer(_ s: LayerState) -> CGAffineTransform {
        let ax = s.bounds.origin.x + s.anchorPoint.x * s.bounds.size.width
        let ay = s.bounds.origin.y + s.anchorPoint.y * s.bounds.size.height
        let t = s.transform.affinePart
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
    }
}
