/// How far a rendering may differ from its reference image and still pass.
///
/// A pixel is an *outlier* when any of its premultiplied RGBA channels differs from the
/// reference by more than `channel` (0…255). The comparison passes when at most `outliers`
/// (a fraction of all pixels) are outliers.
public struct GoldenTolerance: Sendable, Equatable, CustomStringConvertible {
    /// Largest per-channel difference that still counts as equal, 0…255.
    public var channel: Int
    /// Fraction of pixels, 0…1, allowed to exceed `channel`.
    public var outliers: Double

    /// Creates a tolerance.
    public init(channel: Int, outliers: Double) {
        self.channel = channel
        self.outliers = outliers
    }

    /// Every byte equal.
    public static let exact = GoldenTolerance(channel: 0, outliers: 0)

    /// The default for golden scenes compared with the Skia references.
    ///
    /// Limner computes analytic area coverage; the references are Skia's 16×-supersampled
    /// coverage box-filtered 16×16 (make_references.py), so edge pixels differ by the
    /// reference's sampling error, and colours by the rounding of two pipelines. Measured
    /// (`SceneGoldenTests.suiteStatistics` prints it) over the 90 scenes without an override,
    /// 1,337,952 pixels, after the flattening, gradient-stop and rounded-rectangle fixes:
    ///
    ///     largest channel difference of a pixel   0: 81.77 %   1: 14.88 %   2: 2.10 %
    ///                                             3: 0.64 %    4: 0.18 %    5: 0.30 %   6: 0.10 %
    ///     fraction of pixels differing by more than   2: 1.25 %   4: 0.43 %   5: 0.13 %
    ///                                                 6: 0.024 %  8: 0.021 %  16: 0.019 %  64: 0.013 %
    ///
    /// Above 6 the distribution drops by two orders of magnitude and then stays flat: what
    /// remains is not noise but single pixels where the models genuinely differ (edges
    /// crossing inside a pixel, pixel centres within ~1e-3 of a hard gradient stop or a
    /// conic seam). So `channel: 6` admits all AA and rounding noise (the curve-flattening
    /// error before those fixes alone reached 20) and `outliers: 0.005` admits those
    /// isolated pixels; the worst scene uses 0.42 % (gradient-linear-hard-stops, 68 of 16384
    /// pixels on its stop boundaries), the next 0.09 % (transform-mirror, star crossings).
    /// A real bug moves whole edges or areas: the 0.1 px flattening error failed 20 scenes
    /// at up to 3.3 %, the rounded-rect clamping bug 3.3 %, the Skia huge-curve bug 100 %.
    /// Scenes that need more say so in their file (`tolerance` + `toleranceReason`).
    public static let `default` = GoldenTolerance(channel: 6, outliers: 0.005)

    public var description: String {
        "channel ≤ \(channel), outliers ≤ \(outliers * 100) %"
    }
}
