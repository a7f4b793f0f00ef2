import Foundation

// Property changes, actions and animations of a layer.
//
// A property change runs Core Animation's action search (delegate, `actions`, the class's
// `defaultAction(forKey:)`) unless actions are disabled (`CATransaction.setDisableActions`),
// the layer has not been drawn by a host yet (new layers appear without animating, as they
// do on screen), or nothing is found. The found action runs after the change; the default
// action is a `CABasicAnimation` with no values, which animates from the previous
// presentation value to the new model value over the transaction's duration.

extension CALayer {
    /// Changes the model through `body`, running the action for `key`.
    func change(_ key: String, _ body: (inout LayerState) -> Void) {
        var action: CAAction?
        if !CATransaction.disableActions() {
            action = self.action(forKey: key)
            if action is NSNull { action = nil }
            if action != nil { pendingPreviousValue = presentationState(at: currentHostTime).value(forKeyPath: key) }
        }
        let old = state
        body(&state)
        let new = state
        journal(undo: { [self] in self.state = old }, redo: { [self] in self.state = new })
        if let action {
            action.run(forKey: key, object: self, arguments: nil)
            pendingPreviousValue = nil
        }
    }

    /// Records a change to state kept outside the layer (a view's subviews, a label's text)
    /// with the host showing the layer, so that seeking undoes and replays it.
    @_spi(LimnerUIKit) public func recordChange(undo: @escaping () -> Void, redo: @escaping () -> Void) {
        journal(undo: undo, redo: redo)
    }

    /// Records a mutation with the host showing the layer, if any.
    func journal(undo: @escaping () -> Void, redo: @escaping () -> Void) {
        host?.record(undo: undo, redo: redo)
    }

    /// The host time now: the layer's host's clock, else the clock of the host running a
    /// callback on this thread, else 0 (a tree built before it is hosted starts at 0).
    var currentHostTime: Double { host?.currentTime ?? LayerHost.running?.currentTime ?? 0 }

    /// The action for a property change: the delegate's, else `actions[event]`, else the
    /// class's default. `NSNull` in any of them means none.
    func defaultActionSearch(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        // New layers appear without animating: the class defaults apply once a host drew the layer.
        return hasBeenPresented ? Self.defaultAction(forKey: event) : nil
    }

    // MARK: Animations

    /// Adds a copy of `anim` under `key` (replacing an animation with the same key; nil keys
    /// never replace). A `beginTime` of 0 becomes the current host time; a duration of 0
    /// becomes the transaction's duration. Animations of an unknown key path do nothing.
    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        let now = currentHostTime
        resolveTiming(copy, now: now, isImplicit: copy.usesTransactionTiming)
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let keyPath = basic.keyPath {
            basic.capturedPreviousValue = pendingPreviousValue ?? presentationState(at: now).value(forKeyPath: keyPath)
        }
        for group in CATransaction.openCompletionGroups() {
            group.register()
            copy.completionGroups.append(group)
        }
        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
            let replaced = animationEntries[index].animation
            setAnimationEntries(animationEntries.enumerated().filter { $0.offset != index }.map(\.element))
            animationStopped(replaced, finished: false)
        }
        setAnimationEntries(animationEntries + [(key: key, animation: copy)])
        if let host {
            copy.eventsScheduled = true
            host.scheduleEvents(of: copy, on: self)
        }
    }

    private func resolveTiming(_ a: CAAnimation, now: Double, isImplicit: Bool) {
        if a.beginTime == 0 || !a.beginTime.isFinite { a.beginTime = now }
        if !(a.duration.isFinite && a.duration > 0) { a.duration = CATransaction.animationDuration() }
        if isImplicit, a.timingFunction == nil { a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default) }
        if let group = a as? CAAnimationGroup {
            for child in group.animations ?? [] {
                if !(child.duration.isFinite && child.duration > 0) { child.duration = CATransaction.animationDuration() }
            }
        }
    }

    /// The animation added under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the animations, in the order added.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` (its delegate hears it stopped, not finished).
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationEntries[index].animation
        setAnimationEntries(animationEntries.enumerated().filter { $0.offset != index }.map(\.element))
        animationStopped(removed, finished: false)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        let removed = animationEntries.map(\.animation)
        setAnimationEntries([])
        for a in removed { animationStopped(a, finished: false) }
    }

    func setAnimationEntries(_ entries: [(key: String?, animation: CAAnimation)]) {
        let old = animationEntries
        animationEntries = entries
        journal(undo: { [self] in self.animationEntries = old }, redo: { [self] in self.animationEntries = entries })
    }

    /// Whether `anim` (a stored copy) is still on the layer.
    func contains(_ anim: CAAnimation) -> Bool { animationEntries.contains { $0.animation === anim } }

    /// Tells the delegate and the waiting completion groups that `anim` stopped.
    func animationStopped(_ anim: CAAnimation, finished: Bool) {
        let groups = anim.completionGroups
        anim.completionGroups = []
        let host = self.host
        if let delegate = anim.delegate {
            if let host {
                host.schedule(after: 0) { delegate.animationDidStop(anim, finished: finished) }
            } else {
                delegate.animationDidStop(anim, finished: finished)
            }
        }
        for g in groups { g.animationStopped(finished: finished, host: host) }
    }

    // MARK: Presentation

    /// The model state with the animations applied at host time `t`.
    func presentationState(at t: Double) -> LayerState {
        guard !animationEntries.isEmpty else { return state }
        var s = state
        for entry in animationEntries {
            let a = entry.animation
            if a.isRemovedOnCompletion, AnimationLocalTime(a).endTime <= t, t.isFinite { continue }
            a.apply(to: &s, parentTime: t)
        }
        return s
    }

    /// A copy of the layer with its values as drawn now (`CACurrentMediaTime()` on the
    /// layer's host): the model with the animations applied. Its sublayers are not copied.
    public func presentation() -> Self? {
        let copy = Self.init(layer: self)
        copy.state = presentationState(at: currentHostTime)
        copy.modelLayerReference = self
        return copy
    }

    /// The layer's values at host time `t` (the presentation at any time, for tests and tools).
    public func presentation(at t: CFTimeInterval) -> Self {
        let copy = Self.init(layer: self)
        copy.state = presentationState(at: t)
        copy.modelLayerReference = self
        return copy
    }

    /// The time "now" for this layer: its host's clock, else the clock of the host running a
    /// callback on this thread, else 0. Animations added with `beginTime` 0 begin then.
    public var presentationTime: CFTimeInterval { currentHostTime }

    /// The model layer of a presentation copy; the layer itself otherwise.
    public func model() -> Self { (modelLayerReference as? Self) ?? self }
}
