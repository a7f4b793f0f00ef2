import Foundation
import LimnerGeometry

/// A 3×3 projective transform of row vectors, `[x y 1]·M` (SwiftUI's `ProjectionTransform`).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The same mapping as an affine transform.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }

    /// Whether it maps every point to itself.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = rhs
        var r = ProjectionTransform()
        r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31
        r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32
        r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33
        r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31
        r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32
        r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33
        r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31
        r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32
        r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33
        return r
    }

    /// The determinant.
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Whether it has an inverse.
    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

    /// The inverse (the identity when not invertible).
    public func inverted() -> ProjectionTransform {
        let d = determinant
        guard d != 0, d.isFinite else { return ProjectionTransform() }
        var r = ProjectionTransform()
        r.m11 = (m22 * m33 - m23 * m32) / d
        r.m12 = (m13 * m32 - m12 * m33) / d
        r.m13 = (m12 * m23 - m13 * m22) / d
        r.m21 = (m23 * m31 - m21 * m33) / d
        r.m22 = (m11 * m33 - m13 * m31) / d
        r.m23 = (m13 * m21 - m11 * m23) / d
        r.m31 = (m21 * m32 - m22 * m31) / d
        r.m32 = (m12 * m31 - m11 * m32) / d
        r.m33 = (m11 * m22 - m12 * m21) / d
        return r
    }

    /// Replaces the transform with its inverse; returns false (and leaves it unchanged) when
    /// it has none.
    @discardableResult
    public mutating func invert() -> Bool {
        guard isInvertible else { return false }
        self = inverted()
        return true
    }

    /// Maps a point (with the perspective divide).
    public func apply(to p: CGPoint) -> CGPoint {
        let w = p.x * m13 + p.y * m23 + m33
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }
}
