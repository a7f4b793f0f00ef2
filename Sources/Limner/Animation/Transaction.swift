import Foundation

/// The context of one state change: whether and how the views it affects animate.
/// SwiftUI's `Transaction`.
///
/// A change made inside `withAnimation` or `withTransaction` carries that transaction to
/// the next update; modifiers (`animation(_:value:)`, `transaction(_:)`) can change it for a
/// subtree. Every animatable value that changes in that update animates with
/// `animation` (unless `disablesAnimations`).
public struct Transaction {
    /// The animation of the change, or nil for an immediate one.
    public var animation: Animation?
    /// When true, `animation(_:value:)` modifiers do not add an animation.
    public var disablesAnimations: Bool = false
    /// True while a continuous interaction (a slider or drag) makes the change.
    public var isContinuous: Bool = false
    /// Whether velocity is tracked for the next animation (recorded; Limner's springs
    /// always carry velocity when they retarget).
    public var tracksVelocity: Bool = false

    var values: [ObjectIdentifier: Any] = [:]
    var completions: [AnimationCompletion] = []

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// A custom value of the transaction.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion for the animations this transaction starts.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The animation to use once `disablesAnimations` is considered.
    var effectiveAnimation: Animation? { animation }

    /// The transaction of the state change being made on this thread, if any.
    @TaskLocal static var current: Transaction?
}

// The transaction is handed between the caller of `withAnimation` and the view host on the
// same thread (a task-local); its custom values are only read there.
extension Transaction: @unchecked Sendable {}

/// A key for a custom transaction value: SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}

/// When a `withAnimation` completion runs: SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animations are logically complete (springs before they fully settle).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animations have finished and been removed.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// A completion waiting for the animations of one transaction. The graph extends `end`
/// as it starts animations under the transaction, then schedules the action at `end`.
final class AnimationCompletion {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
    /// The latest time any animation of the transaction completes (nil: none started).
    var end: Double?

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    /// Notes an animation that started at `start`.
    func include(_ animation: Animation, startedAt start: Double) {
        let length = criteria.removed ? animation.duration : animation.logicalDuration
        let finish = start + length
        end = max(end ?? finish, finish)
    }
}

/// Runs `body` so that the state changes it makes animate with `animation`; returns what
/// `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then `completion` once its animations complete (by
/// `completionCriteria`).
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the state changes it makes use `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` with one value of the current transaction changed.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

// MARK: - Modifiers

/// `animation(_:value:)`, `animation(_:)`, `transaction(_:)` and `transaction(value:_:)`:
/// they change the transaction their content resolves with.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Rule {
        /// Sets the animation whenever the value differs from the last update's.
        case animationOnChange(Animation?, AnyEquatable)
        /// Sets the animation for any change below (the deprecated `animation(_:)`).
        case animationAlways(Animation?)
        /// Transforms the transaction (when `value` is given, only when it changed).
        case transform((inout Transaction) -> Void, AnyEquatable?)
    }
    let rule: Rule

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        switch rule {
        case let .animationOnChange(animation, value):
            if context.graph.valueChanged(value, at: context.identity, .animationValue), !inner.transaction.disablesAnimations {
                inner.transaction.animation = animation
            }
        case let .animationAlways(animation):
            if !inner.transaction.disablesAnimations { inner.transaction.animation = animation }
        case let .transform(transform, value):
            if let value {
                if context.graph.valueChanged(value, at: context.identity, .transactionValue) { transform(&inner.transaction) }
            } else {
                transform(&inner.transaction)
            }
        }
        return content(inner)
    }
}

/// An `Equatable` value with its type erased.
struct AnyEquatable {
    let value: Any
    let isEqual: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        isEqual = { ($0 as? V) == value }
    }
}

extension View {
    /// Animates changes below with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(TransactionModifier(rule: .animationOnChange(animation, AnyEquatable(value))))
    }

    /// Animates every change below with `animation` (deprecated in SwiftUI in favour of
    /// `animation(_:value:)`).
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier(rule: .animationAlways(animation)))
    }

    /// Changes the transaction of every change below.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(rule: .transform(transform, nil)))
    }

    /// Changes the transaction of the changes below when `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(rule: .transform(transform, AnyEquatable(value))))
    }
}
