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

    /// The default for golden scenes compared with the Skia references. MEASUREMENTS TBD.
    public static let `default` = GoldenTolerance(channel: 6, outliers: 0.005)

    public var description: String {
        "channel ≤ \(channel), outliers ≤ \(outliers * 100) %"
    }
}
