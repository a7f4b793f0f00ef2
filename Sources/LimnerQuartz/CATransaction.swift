import Foundation

/// Groups property changes (`CATransaction`): their implicit animations share a duration
/// and timing function, `setDisableActions(true)` turns them off, and a completion block
/// runs once every animation added inside has ended.
///
/// Transactions nest (`begin`/`commit` pairs on the calling thread). Changes made outside
/// any explicit transaction belong to an implicit one with the defaults: 0.25 s, the
/// default timing function, actions enabled.
public final class CATransaction {
    struct Frame {
        var duration: Double?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: AnimationCompletionGroup?
        var values: [String: Any] = [:]
        /// The transaction opened by a setting made outside `begin`/`commit`; the host
        /// commits it after each callback and before each frame.
        var isImplicit = false
    }

    private init() {}

    /// The open transactions, read. Changes go through `state.transactions` in place: a
    /// get-modify-set through a computed property would copy the whole stack on every
    /// `begin()` (100 000 unbalanced begins were quadratic).
    private static var stack: [Frame] { QuartzThreadState.current.transactions }
    private static var state: QuartzThreadState { QuartzThreadState.current }

    /// Opens a nested transaction.
    public static func begin() { state.transactions.append(Frame()) }

    /// Closes the innermost transaction; its completion block runs once its animations end
    /// (on the host's clock; at once when none were added).
    public static func commit() {
        guard let frame = state.transactions.popLast() else { return }
        frame.completion?.close(host: LayerHost.running ?? QuartzThreadState.current.lastHost)
    }

    /// Commits nothing extra: changes are visible to the next frame as soon as they are made.
    public static func flush() {}

    /// Takes no lock: layers are confined to one thread at a time.
    public static func lock() {}
    /// Takes no lock: layers are confined to one thread at a time.
    public static func unlock() {}

    /// The duration of implicit animations (innermost setting, default 0.25 s).
    public static func animationDuration() -> CFTimeInterval {
        stack.reversed().lazy.compactMap(\.duration).first ?? AnimationLocalTime.defaultDuration
    }

    /// Sets the duration of implicit animations in this transaction.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        update { $0.duration = duration.isFinite && duration >= 0 ? duration : nil }
    }

    /// The timing function of implicit animations (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the timing function of implicit animations in this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        update { $0.timingFunction = function }
    }

    /// Whether implicit animations are off.
    public static func disableActions() -> Bool {
        stack.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// Turns implicit animations off (or back on) in this transaction.
    public static func setDisableActions(_ flag: Bool) { update { $0.disableActions = flag } }

    /// Sets a block run once all animations added afterwards in this transaction have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        update { frame in
            frame.completion = block.map { b in AnimationCompletionGroup { _ in b() } }
        }
    }

    /// A value stored in the transaction (`kCATransactionAnimationDuration` and friends map
    /// to the typed accessors).
    public static func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        default: return stack.reversed().lazy.compactMap { $0.values[key] }.first
        }
    }

    /// Stores a value in the innermost transaction.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "animationDuration": setAnimationDuration((value as? Double) ?? AnimationLocalTime.defaultDuration)
        case "animationTimingFunction": setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case "disableActions": setDisableActions((value as? Bool) ?? false)
        default: update { $0.values[key] = value }
        }
    }

    private static func update(_ body: (inout Frame) -> Void) {
        let state = state
        if state.transactions.isEmpty { state.transactions.append(Frame(isImplicit: true)) }
        body(&state.transactions[state.transactions.count - 1])
    }

    /// Commits the implicit transaction, if it is the only one open.
    static func commitImplicit() {
        let s = state.transactions
        if s.count == 1, s[0].isImplicit { commit() }
    }

    /// The completion groups of the open transactions, innermost first.
    static func openCompletionGroups() -> [AnimationCompletionGroup] {
        stack.reversed().compactMap(\.completion)
    }

    /// Runs `body` in a transaction (UIKit's animation blocks use it).
    @_spi(LimnerUIKit) public static func perform(duration: Double?, timingFunction: CAMediaTimingFunction?,
                                                  disableActions: Bool?, completion: AnimationCompletionGroup?,
                                                  _ body: () -> Void) {
        state.transactions.append(Frame(duration: duration, timingFunction: timingFunction, disableActions: disableActions,
                                        completion: completion))
        body()
        commit()
    }
}
