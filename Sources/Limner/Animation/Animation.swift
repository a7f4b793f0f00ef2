import Foundation

/// How a change moves from its old value to its new one over time: SwiftUI's `Animation`.
///
/// An animation is evaluated, never stepped: for an elapsed time τ it gives the weights of
/// the remaining offset, `offset(τ) = Δ·a(τ) + v₀·b(τ)`, where Δ is old − new value and v₀
/// the velocity carried in (springs only). So any frame is one evaluation, seeking costs
/// nothing, and the result does not depend on the frame rate.
///
/// Bad numbers have defined results: a duration that is zero, negative, NaN or infinite is
/// an instant change; a NaN or negative speed is 1, and speed 0 freezes the animation at its
/// start; a repeat count below 1 plays once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    indirect enum Node: Hashable, Sendable {
        /// A timing curve over a duration.
        case timing(UnitCurve, duration: Double)
        /// A spring. `merges`: a new animation of the same value takes over this one's
        /// position and velocity (`spring`, `smooth`…); otherwise animations add up
        /// (`interpolatingSpring`). `initialVelocity` is in fractions of the change per second.
        case spring(Spring, merges: Bool, initialVelocity: Double, blendDuration: Double)
        case delay(Double, Node)
        case speed(Double, Node)
        /// `count` nil repeats forever.
        case repeating(count: Int?, autoreverses: Bool, Node)
        case logicallyComplete(after: Double, Node)
    }
    let node: Node

    init(_ node: Node) { self.node = node }

    // MARK: Timing curves

    /// Since iOS 17: a critically damped spring with a 0.55 s response.
    public static let `default` = Animation(.spring(Spring(response: 0.55, dampingRatio: 1), merges: true, initialVelocity: 0, blendDuration: 0))

    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// cubic-bezier(0.42, 0, 1, 1) over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// cubic-bezier(0.42, 0, 1, 1) over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// cubic-bezier(0, 0, 0.58, 1) over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// cubic-bezier(0, 0, 0.58, 1) over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// cubic-bezier(0.42, 0, 0.58, 1) over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// cubic-bezier(0.42, 0, 0.58, 1) over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)), duration: duration)
    }

    /// Any unit curve over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.timing(curve, duration: Self.cleanDuration(duration)))
    }

    // MARK: Springs

    /// A spring that takes over the velocity of the animation it replaces: response 0.5,
    /// damping fraction 0.825 by default.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }
    /// A spring with a perceptual duration and bounce. Disfavoured, so that `.spring()` with
    /// no arguments is the response/damping form above, as in SwiftUI (response 0.5,
    /// damping 0.825: the spring apps had before iOS 17 keeps its feel).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }
    /// The default spring: duration 0.5, no bounce.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
    /// A spring from a `Spring` value.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(spring, merges: true, initialVelocity: 0, blendDuration: blendDuration.isFinite ? max(0, blendDuration) : 0))
    }

    /// A stiff spring for interactive changes: response 0.15, damping fraction 0.86.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// The default interactive spring.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }
    /// An interactive spring with bounce 0.15 plus `extraBounce`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: 0.15 + extraBounce), blendDuration: blendDuration)
    }

    /// A spring given by its physical constants; overlapping animations add up.
    /// `initialVelocity` is in fractions of the change per second.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }
    /// An additive spring with a perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
    /// The default additive spring.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }
    /// An additive spring from a `Spring` value.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(spring, merges: false, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, blendDuration: 0))
    }

    /// A spring without bounce.
    public static var smooth: Animation { smooth() }
    /// A spring without bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(.smooth(duration: duration, extraBounce: extraBounce)) }
    /// A spring with a little bounce (0.15).
    public static var snappy: Animation { snappy() }
    /// A spring with bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(.snappy(duration: duration, extraBounce: extraBounce)) }
    /// A spring with visible bounce (0.3).
    public static var bouncy: Animation { bouncy() }
    /// A spring with bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(.bouncy(duration: duration, extraBounce: extraBounce)) }

    // MARK: Modifiers

    /// Starts after `delay` seconds (time seen by the animation: max(0, t − delay)).
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(.delay(delay.isFinite ? max(0, delay) : 0, node))
    }
    /// Runs `speed` times faster (0 freezes it at its start; NaN or negative is 1).
    public func speed(_ speed: Double) -> Animation {
        Animation(.speed(speed.isFinite && speed >= 0 ? speed : 1, node))
    }
    /// Plays `repeatCount` passes; with `autoreverses` every other pass runs backwards
    /// (a reverse pass counts).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: max(1, repeatCount), autoreverses: autoreverses, node))
    }
    /// Repeats forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(count: nil, autoreverses: autoreverses, node))
    }
    /// Reports logical completion (for `withAnimation`'s completion) after `duration`.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(.logicallyComplete(after: duration.isFinite ? max(0, duration) : 0, node))
    }

    static func cleanDuration(_ d: Double) -> Double { d.isFinite && d > 0 ? d : 0 }

    public var description: String { Self.describe(node) }

    private static func describe(_ node: Node) -> String {
        func n(_ v: Double) -> String { String(format: "%g", v) }
        switch node {
        case let .timing(curve, d):
            let name: String
            switch curve {
            case .linear: name = "linear"
            case .easeIn: name = "easeIn"
            case .easeOut: name = "easeOut"
            case .easeInOut: name = "easeInOut"
            default: name = "timingCurve"
            }
            return "\(name)(\(n(d)))"
        case let .spring(s, merges, v, _):
            return "\(merges ? "spring" : "interpolatingSpring")(response: \(n((s.response * 1000).rounded() / 1000)), ζ \(n((s.dampingRatio * 1000).rounded() / 1000))\(v != 0 ? ", v \(n(v))" : ""))"
        case let .delay(d, inner): return "\(describe(inner)).delay(\(n(d)))"
        case let .speed(s, inner): return "\(describe(inner)).speed(\(n(s)))"
        case let .repeating(count, auto, inner):
            return count.map { "\(describe(inner)).repeatCount(\($0)\(auto ? "" : ", autoreverses: false"))" }
                ?? "\(describe(inner)).repeatForever(\(auto ? "" : "autoreverses: false"))"
        case let .logicallyComplete(after, inner): return "\(describe(inner)).logicallyComplete(after: \(n(after)))"
        }
    }
}
