import Foundation

// The one place the geometry layer (and every layer above it) turns an unchecked floating-point
// value into an `Int`. `Int(someDouble)` traps on NaN, ±∞ and anything outside ±9.2e18, so a
// user's 1e20 or NaN must never reach it: every conversion of a value that came from outside
// goes through `Int(saturating:)`, which has a defined result for every input.

extension Int {
    /// The largest magnitude `Int(saturating:)` returns by default: 2⁴⁰ (about 1.1e12). Far
    /// beyond any pixel coordinate or count (a 2 GiB pixmap has 2²⁹ pixels), yet small enough
    /// that sums, differences and products of two such values are checked by
    /// `multipliedReportingOverflow` rather than silently wrapping.
    public static let saturationLimit = 1 << 40

    /// `value` rounded by `rule`, clamped to `-limit … limit`; NaN gives `nan`.
    ///
    /// - `+∞` and anything ≥ `limit` give `limit`; `-∞` and anything ≤ `-limit` give `-limit`.
    /// - Never traps, whatever `value` is.
    @inlinable
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                limit: Int = Int.saturationLimit, nan: Int = 0) {
        guard !value.isNaN else { self = nan; return }
        let r = value.rounded(rule)
        if r >= Double(limit) { self = limit; return }
        if r <= -Double(limit) { self = -limit; return }
        self = Int(r)
    }
}

extension Double {
    /// `self` when finite, else `replacement` (NaN and ±∞ alike).
    @inlinable
    public func finiteOr(_ replacement: Double) -> Double { isFinite ? self : replacement }

    /// `self` clamped to `lower … upper`; NaN gives `nan`.
    @inlinable
    public func clamped(_ lower: Double, _ upper: Double, nan: Double) -> Double {
        isNaN ? nan : Swift.min(Swift.max(self, lower), upper)
    }
}
