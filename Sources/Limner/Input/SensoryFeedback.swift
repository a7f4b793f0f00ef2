import Foundation

/// A kind of haptic or audio feedback a view asks for when a value changes.
///
/// Limner renders where there is no haptic engine or speaker: `sensoryFeedback` modifiers
/// evaluate their conditions as SwiftUI does (when the trigger changes) and play nothing.
/// Files that use them compile and draw as they do on a device.
public struct SensoryFeedback: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impactWeight(Weight, Double)
        case impactFlexibility(Flexibility, Double)
    }

    private let kind: Kind

    /// A task completed successfully.
    public static let success = SensoryFeedback(kind: .success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task failed.
    public static let error = SensoryFeedback(kind: .error)
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// A value went up.
    public static let increase = SensoryFeedback(kind: .increase)
    /// A value went down.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// A dragged item snapped into alignment.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// A value crossed a discrete level.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path was completed.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A physical impact of medium weight.
    public static let impact = SensoryFeedback(kind: .impactWeight(.medium, 1))

    /// A physical impact of `weight` at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impactWeight(weight, intensity))
    }

    /// A physical impact between objects of `flexibility` at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impactFlexibility(flexibility, intensity))
    }

    /// How heavy the objects of an impact feel.
    public struct Weight: Equatable, Sendable {
        private let value: Int
        /// A light object.
        public static let light = Weight(value: 0)
        /// An object of medium weight.
        public static let medium = Weight(value: 1)
        /// A heavy object.
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the objects of an impact are.
    public struct Flexibility: Equatable, Sendable {
        private let value: Int
        /// Rigid objects.
        public static let rigid = Flexibility(value: 0)
        /// Somewhat flexible objects.
        public static let solid = Flexibility(value: 1)
        /// Soft objects.
        public static let soft = Flexibility(value: 2)
    }
}

extension View {
    /// Asks for `feedback` whenever `trigger` changes. Nothing plays here (see
    /// `SensoryFeedback`); the view draws as it would without the modifier.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }

    /// Asks for `feedback` when `trigger` changes and `condition(old, new)` is true; the
    /// condition runs after each change, as in SwiftUI.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Asks for the feedback `feedback(old, new)` returns (nil for none) when `trigger`
    /// changes; the closure runs after each change, as in SwiftUI.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        onChange(of: trigger) { old, new in _ = feedback(old, new) }
    }
}
