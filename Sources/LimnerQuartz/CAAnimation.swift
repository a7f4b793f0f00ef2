import Foundation

/// The timing of an animation or layer (`CAMediaTiming`). Times are seconds.
public protocol CAMediaTiming: AnyObject {
    /// When the animation starts in its parent's time; 0 when added to a layer means "now".
    var beginTime: CFTimeInterval { get set }
    /// The length of one simple cycle; 0 uses the transaction's duration (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// Local time runs `speed` times as fast as the parent's.
    var speed: Float { get set }
    /// Added to the local time.
    var timeOffset: CFTimeInterval { get set }
    /// Number of cycles (may be fractional; `.infinity` or `.greatestFiniteMagnitude` forever).
    var repeatCount: Float { get set }
    /// Total time to repeat for (instead of `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forward then backward.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// An action a layer runs when a property changes (`CAAction`): animations add themselves.
public protocol CAAction {
    /// Runs the action for `event` (a key path) on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returning `NSNull()` from an action lookup stops the search, no animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Told when an animation starts and stops (`CAAnimationDelegate`). Both are called on the
/// host's clock: start at the animation's begin time, stop at its end (finished) or when it
/// is removed early (not finished).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of every animation (`CAAnimation`). Added to a layer with `add(_:forKey:)`,
/// which copies it; changing the original afterwards does not change what runs.
open class CAAnimation: CAMediaTiming, CAAction {
    /// When it starts (see `CAMediaTiming`).
    public var beginTime: CFTimeInterval = 0
    /// One cycle's length; 0 or not finite: the transaction's duration.
    public var duration: CFTimeInterval = 0
    /// Playback rate.
    public var speed: Float = 1
    /// Added to the local time.
    public var timeOffset: CFTimeInterval = 0
    /// Cycles to play; 0 (or negative, or NaN) plays once.
    public var repeatCount: Float = 0
    /// Seconds to repeat for; 0 uses `repeatCount`.
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays back after playing forward.
    public var autoreverses = false
    /// What shows outside the active time.
    public var fillMode = CAMediaTimingFillMode.removed
    /// The pacing curve; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it ends (default true). Keep it with
    /// `false` and `fillMode = .forwards` to hold the last frame.
    public var isRemovedOnCompletion = true
    /// Told when it starts and stops; held strongly, as Core Animation does.
    public var delegate: CAAnimationDelegate?

    /// Creates an animation with default timing.
    public required init() {}

    /// Creates an animation with default timing (Core Animation's factory method).
    public class func animation() -> Self { Self() }

    /// A copy of the animation (what `add(_:forKey:)` stores).
    open func copy() -> Any {
        let c = Self.init()
        c.copyTiming(from: self)
        return c
    }

    func copyTiming(from o: CAAnimation) {
        beginTime = o.beginTime; duration = o.duration; speed = o.speed; timeOffset = o.timeOffset
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; timingFunction = o.timingFunction; isRemovedOnCompletion = o.isRemovedOnCompletion
        delegate = o.delegate
        completionGroups = o.completionGroups
        usesTransactionTiming = o.usesTransactionTiming
    }

    /// The default value of a property (`defaultValue(forKey:)`), nil for all keys here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Adds a copy of the animation to `anObject` (a `CALayer`) under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Internal

    /// Completion groups (transactions, UIView animation blocks) waiting for this animation.
    var completionGroups: [AnimationCompletionGroup] = []
    /// Whether a host has scheduled the start and stop callbacks.
    var eventsScheduled = false
    /// Set on the default (implicit) actions: a nil timing function means the transaction's.
    var usesTransactionTiming = false
    /// The previous presentation value, captured when an animation with no values is added.
    var capturedPreviousValue: LayerValue?

    /// Applies the animation to `state` at `time` seconds of the parent's time (the host
    /// clock for a layer's animations, the group's local time inside a group).
    func apply(to state: inout LayerState, parentTime time: Double) {
        guard let local = AnimationLocalTime(self).localTime(atParentTime: time) else { return }
        apply(to: &state, localTime: local.time, cycle: local.cycle)
    }

    /// Applies the animation at `localTime` (0…duration) within cycle `cycle`.
    func apply(to state: inout LayerState, localTime: Double, cycle: Int) {}

    /// The key path it changes, for replacing by key and reading the previous value.
    var animatedKeyPaths: [String] { [] }

    /// The eased fraction at `localTime`.
    func easedFraction(_ localTime: Double) -> Double {
        let d = AnimationLocalTime.effectiveDuration(duration)
        let x = d > 0 ? localTime / d : 1
        return timingFunction?.curve.value(at: x) ?? min(max(x.isNaN ? 0 : x, 0), 1)
    }
}

/// An animation of one key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (`"position"`, `"position.x"`, `"path"`, `"transform.scale"`…).
    public var keyPath: String?
    /// Whether the value is added to the current one instead of replacing it.
    public var isAdditive = false
    /// Whether each repeat starts where the previous ended.
    public var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = Self.init()
        c.copyTiming(from: self)
        c.copyProperty(from: self)
        return c
    }

    func copyProperty(from o: CAPropertyAnimation) {
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative
        capturedPreviousValue = o.capturedPreviousValue
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Writes `value` (this animation's output) at the key path, added when additive.
    func write(_ value: LayerValue, into state: inout LayerState, current: LayerValue) {
        guard let keyPath else { return }
        state.setValue(isAdditive ? LayerValue.add(current, value) : value, forKeyPath: keyPath)
    }
}

/// Interpolates a key path between two values (`CABasicAnimation`). Which two follows
/// Apple's table of `fromValue`, `toValue` and `byValue`; "the
/// current value" is the presentation value beneath this animation (the model value plus
/// the animations added before it).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    public var fromValue: Any?
    /// The end value.
    public var toValue: Any?
    /// The change from the start value.
    public var byValue: Any?

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = Self.init()
        c.copyTiming(from: self)
        c.copyProperty(from: self)
        c.copyBasic(from: self)
        return c
    }

    func copyBasic(from o: CABasicAnimation) { fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue }

    /// The two values to interpolate, given the current value beneath the animation.
    func endpoints(current v: LayerValue) -> (LayerValue, LayerValue) {
        let from = fromValue.map { LayerValue(any: $0) }
        let to = toValue.map { LayerValue(any: $0) }
        let by = byValue.map { LayerValue(any: $0) }
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, LayerValue.add(f, b))
        case let (nil, t?, b?): return (LayerValue.subtract(t, b), t)
        case let (f?, nil, nil): return (f, v)
        case let (nil, t?, nil): return (v, t)
        case let (nil, nil, b?): return (v, LayerValue.add(v, b))
        case (nil, nil, nil): return (capturedPreviousValue ?? v, v)
        }
    }

    /// The animation's progress (0 → 1, may overshoot) at `localTime`.
    func progress(localTime: Double) -> Double { easedFraction(localTime) }

    override func apply(to state: inout LayerState, localTime: Double, cycle: Int) {
        guard let keyPath, let current = state.value(forKeyPath: keyPath) else { return }
        var (a, b) = endpoints(current: current)
        if isCumulative && cycle > 0 {
            let step = LayerValue.subtract(b, a).scaled(by: Double(cycle))
            a = LayerValue.add(a, step); b = LayerValue.add(b, step)
        }
        write(LayerValue.interpolate(a, b, progress(localTime: localTime)), into: &state, current: current)
    }
}
