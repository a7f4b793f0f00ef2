import Foundation

// SF Symbols effects (iOS 17/18): `.symbolEffect(.bounce, value: count)`,
// `.symbolEffect(.pulse)`, `.symbolEffect(.scale.up, isActive: on)`, … Bounce, pulse, scale,
// breathe, rotate, wiggle and disappear run on the whole symbol (what SF Symbols does with
// `.wholeSymbol`; `.byLayer` is the same here): they move, scale or fade it over time (see
// `SymbolEffectTimeline` for their curves and durations). `variableColor` colours the
// variable layers in turn of the symbols that have them (`wifi`, `speaker.wave.2`/`.3`; see
// SystemImageLayers.swift in LimnerGraphics) and leaves every other symbol at rest, as SF
// Symbols does with a symbol without variable-colour layers. `replace` (which swaps one
// symbol's layers for another's) and `appear` (whose active state is the symbol at rest) are
// a documented no-op: the symbol is drawn at rest, as SwiftUI shows it once a discrete effect
// ends.

/// An effect on an SF Symbol (SwiftUI's `SymbolEffect`): every effect is a
/// `NamedSymbolEffect`.
public protocol SymbolEffect: Sendable {}

/// How an effect repeats and how fast it runs (SwiftUI's `SymbolEffectOptions`): a
/// discrete effect (`value:`) plays once by default, an indefinite one (`isActive:`) repeats
/// while active; `speed` divides every duration.
public struct SymbolEffectOptions: Sendable, Hashable {
    var repeatCount: Int? = nil
    var speed: Double = 1

    /// The effect's own default.
    public static let `default` = SymbolEffectOptions()
    /// Repeats indefinitely.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Runs at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
    /// These options repeating indefinitely.
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = .max; return o }
    /// These options running once.
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; return o }
}

/// A symbol effect with its variants (direction, layering). Every SwiftUI effect is one of
/// these values, named by `kind`.
public struct NamedSymbolEffect: SymbolEffect, Hashable {
    /// The effect's name ("bounce", "pulse", …) and the variants chosen.
    public let kind: String
    public let variants: [String]

    init(_ kind: String, _ variants: [String] = []) { self.kind = kind; self.variants = variants }
    func with(_ variant: String) -> NamedSymbolEffect { NamedSymbolEffect(kind, variants + [variant]) }

    /// Upward (bounce, scale, replace).
    public var up: NamedSymbolEffect { with("up") }
    /// Downward.
    public var down: NamedSymbolEffect { with("down") }
    /// Layer by layer.
    public var byLayer: NamedSymbolEffect { with("byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: NamedSymbolEffect { with("wholeSymbol") }
    /// Variable colour: one layer after another.
    public var iterative: NamedSymbolEffect { with("iterative") }
    /// Variable colour: layers accumulate.
    public var cumulative: NamedSymbolEffect { with("cumulative") }
    /// Variable colour: back and forth.
    public var reversing: NamedSymbolEffect { with("reversing") }
    /// Variable colour: one way.
    public var nonReversing: NamedSymbolEffect { with("nonReversing") }
    /// Variable colour: inactive layers hidden.
    public var hideInactiveLayers: NamedSymbolEffect { with("hideInactiveLayers") }
    /// Variable colour: inactive layers dimmed.
    public var dimInactiveLayers: NamedSymbolEffect { with("dimInactiveLayers") }
    /// Replace: down then up.
    public var downUp: NamedSymbolEffect { with("downUp") }
    /// Replace: up then up.
    public var upUp: NamedSymbolEffect { with("upUp") }
    /// Replace: off then up.
    public var offUp: NamedSymbolEffect { with("offUp") }
    /// Rotate: clockwise.
    public var clockwise: NamedSymbolEffect { with("clockwise") }
    /// Rotate: counter-clockwise.
    public var counterClockwise: NamedSymbolEffect { with("counterClockwise") }
    /// Wiggle: to the left.
    public var left: NamedSymbolEffect { with("left") }
    /// Wiggle: to the right.
    public var right: NamedSymbolEffect { with("right") }
    /// Breathe: plain.
    public var plain: NamedSymbolEffect { with("plain") }
    /// Breathe: pulsing.
    public var pulse: NamedSymbolEffect { with("pulse") }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// A bounce.
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect("bounce") }
    /// A pulse of opacity.
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect("pulse") }
    /// Layers coloured in turn.
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect("variableColor") }
    /// A scale up or down.
    public static var scale: NamedSymbolEffect { NamedSymbolEffect("scale") }
    /// Appearing.
    public static var appear: NamedSymbolEffect { NamedSymbolEffect("appear") }
    /// Disappearing.
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect("disappear") }
    /// Replacing one symbol with another.
    public static var replace: NamedSymbolEffect { NamedSymbolEffect("replace") }
    /// A wiggle.
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect("wiggle") }
    /// Breathing.
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect("breathe") }
    /// A rotation.
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect("rotate") }
}

extension View {
    /// Runs a symbol effect on the symbol images below while `isActive` (SwiftUI's
    /// `symbolEffect(_:options:isActive:)`): a repeating effect (pulse, bounce, breathe,
    /// rotate, wiggle) plays from the moment it becomes active, a state effect (`scale`,
    /// `disappear`) moves to its active state and back when `isActive` turns false.
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(SymbolEffectModifier(effect: effect as? NamedSymbolEffect, options: options, trigger: .active(isActive)))
    }

    /// Runs a discrete symbol effect on the symbol images below each time `value` changes
    /// (SwiftUI's `symbolEffect(_:options:value:)`): once by default, `options` times.
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(SymbolEffectModifier(effect: effect as? NamedSymbolEffect, options: options,
                                      trigger: .value(AnyEquatable(value))))
    }

    /// Removes the symbol effects above from the symbol images below (SwiftUI's
    /// `symbolEffectsRemoved(_:)`).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        transformEnvironment(\.symbolEffectPresentation) { if isEnabled { $0 = nil } }
    }
}
