import Foundation

/// A geometric angle whose value you access in either radians or degrees (SwiftUI's `Angle`).
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }
    /// Creates a zero angle.
    @inlinable public init() { radians = 0 }
    /// Creates an angle from radians.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    @inlinable public init(degrees: Double) { self.radians = degrees * (.pi / 180) }
    /// An angle in radians.
    @inlinable public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle in degrees.
    @inlinable public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// The zero angle.
    public static let zero = Angle()
    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The negated angle.
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The angle scaled by a factor.
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle divided by a factor.
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
