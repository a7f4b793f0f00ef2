/// The one keyframe spline of Limner: a cubic Hermite segment between two keyframes whose
/// velocities follow Catmull–Rom (the slope through the neighbouring keyframes). SwiftUI's
/// `CubicKeyframe` and Core Animation's `cubic`/`cubicPaced` calculation modes both use it;
/// they differ only in what they give it (times and end velocities, below).
///
/// On a segment of `duration` seconds from p₀ (velocity m₀) to p₁ (velocity m₁), at the
/// fraction s of the segment:
///
///     value = h₀₀(s)·p₀ + h₁₀(s)·d·m₀ + h₀₁(s)·p₁ + h₁₁(s)·d·m₁
///     h₀₀ = 2s³ − 3s² + 1,  h₁₀ = s³ − 2s² + s,  h₀₁ = −2s³ + 3s²,  h₁₁ = s³ − s²
///
/// The Catmull–Rom velocity at keyframe k is (p[k+1] − p[k−1]) / (t[k+1] − t[k−1]). At the
/// ends, `EndVelocity` says what stands in for the missing neighbour:
/// - `.zero`: the value rests there (SwiftUI's keyframes, which start from rest).
/// - `.repeatedEnd`: the end keyframe counts as its own neighbour one interval away (Core
///   Animation's cubic mode, whose keyframes are spaced one unit apart).
public enum KeyframeSpline {
    /// What the velocity at the first and last keyframe is.
    public enum EndVelocity: Sendable {
        /// Zero: the value rests at the ends.
        case zero
        /// The end keyframe repeated one interval beyond the end.
        case repeatedEnd
    }

    /// The weights of p₀, m₀, p₁ and m₁ at fraction `s` of a segment lasting `duration`
    /// (the velocity weights include the duration).
    @inlinable
    public static func weights(at s: Double, duration: Double) -> (start: Double, startVelocity: Double, end: Double, endVelocity: Double) {
        let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
        let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
        return (h00, h10 * duration, h01, h11 * duration)
    }

    /// The value at fraction `s` of the segment from `start` to `end` lasting `duration`,
    /// with the given velocities; `scale` multiplies a value by a number.
    @inlinable
    public static func value<V: AdditiveArithmetic>(from start: V, to end: V, startVelocity: V, endVelocity: V,
                                                    duration: Double, at s: Double, scale: (V, Double) -> V) -> V {
        let w = weights(at: s, duration: duration)
        return scale(start, w.start) + scale(startVelocity, w.startVelocity) + scale(end, w.end) + scale(endVelocity, w.endVelocity)
    }

    /// The Catmull–Rom velocity at keyframe `k` of `points` at `times` (both the same
    /// length), with `ends` at the first and last keyframe; zero where the neighbours share a
    /// time or `k` is out of range.
    @inlinable
    public static func velocity<V: AdditiveArithmetic>(at k: Int, points: [V], times: [Double], ends: EndVelocity,
                                                       scale: (V, Double) -> V) -> V {
        let n = min(points.count, times.count)
        guard k >= 0, k < n, n > 1 else { return .zero }
        let isEnd = k == 0 || k == n - 1
        if isEnd && ends == .zero { return .zero }
        let before = max(k - 1, 0), after = min(k + 1, n - 1)
        // A repeated end stands one neighbouring interval beyond the end.
        let span = isEnd ? 2 * (times[after] - times[before]) : times[after] - times[before]
        guard span > 0, span.isFinite else { return .zero }
        return scale(points[after] - points[before], 1 / span)
    }
}
