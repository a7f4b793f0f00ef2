import Foundation

/// A histogram of durations in milliseconds over fixed bins.
public struct DurationHistogram: Sendable, Equatable {
    /// The upper bounds of the bins, in milliseconds, increasing; one more bin holds
    /// everything above the last bound.
    public let bounds: [Double]
    /// How many samples fell in each bin (`bounds.count + 1` counts).
    public private(set) var counts: [Int]
    /// Every sample, in milliseconds (for percentiles).
    public private(set) var samples: [Double] = []

    /// The default bins: around one 60 Hz frame (16.7 ms) and its multiples.
    public static let frameBounds: [Double] = [4, 8, 12, 16, 17.5, 20, 25, 33.4, 50, 100]

    /// An empty histogram over `bounds` (sorted, non-finite bounds dropped).
    public init(bounds: [Double] = DurationHistogram.frameBounds) {
        self.bounds = bounds.filter(\.isFinite).sorted()
        counts = Array(repeating: 0, count: self.bounds.count + 1)
    }

    /// Adds one sample (NaN and negative samples are ignored). A sample equal to a bound
    /// falls in that bound's bin.
    public mutating func add(_ milliseconds: Double) {
        guard milliseconds.isFinite || milliseconds == .infinity, milliseconds >= 0 else { return }
        let bin = bounds.firstIndex { milliseconds <= $0 } ?? bounds.count
        counts[bin] += 1
        samples.append(milliseconds)
    }

    /// The number of samples.
    public var count: Int { samples.count }

    /// The `p`-th percentile (0…100, nearest rank), or nil without samples.
    public func percentile(_ p: Double) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The mean, or nil without samples.
    public var mean: Double? { samples.isEmpty ? nil : samples.reduce(0, +) / Double(samples.count) }

    /// One line per non-empty bin: its range, count, share and a bar.
    public func lines(width: Int = 40) -> [String] {
        guard let largest = counts.max(), largest > 0 else { return ["  (no samples)"] }
        var result: [String] = []
        for (i, n) in counts.enumerated() where n > 0 {
            let low = i == 0 ? 0 : bounds[i - 1]
            let label = i < bounds.count ? "\(Self.format(low))–\(Self.format(bounds[i])) ms" : "> \(Self.format(low)) ms"
            let share = 100 * Double(n) / Double(count)
            let bar = String(repeating: "#", count: max(1, Int((Double(n) / Double(largest) * Double(width)).rounded())))
            result.append("  " + label.padding(toLength: 14, withPad: " ", startingAt: 0)
                          + String(format: "%7d %5.1f%% ", n, share) + bar)
        }
        return result
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
}

/// What the window measured: frame intervals, rendering times, dropped frames and
/// input-to-present latency.
public struct FrameStats: Sendable {
    /// The display's frame period, in milliseconds.
    public var period: Double
    /// Intervals between consecutive presented frames while drawing continuously.
    public var intervals = DurationHistogram()
    /// Time spent making each frame (events, update, layout, record, rasterize, upload).
    public var renderTimes = DurationHistogram()
    /// From an input event's SDL timestamp to the present of the first frame that
    /// reflects it.
    public var latencies = DurationHistogram(bounds: [4, 8, 16, 17.5, 25, 33.4, 50, 100, 250])
    /// Frames presented.
    public var presented = 0
    /// Display refreshes missed while drawing continuously: for each interval, how many
    /// whole periods beyond the first it spanned.
    public var dropped = 0
    /// Frames whose rendering threw (the last good frame stayed on screen).
    public var failedFrames = 0
    /// Events handled.
    public var events = 0
    /// Seconds the window was open.
    public var seconds = 0.0

    /// Stats for a display refreshing every `period` ms.
    public init(period: Double) { self.period = period }

    /// Records the interval between two frames presented back to back.
    public mutating func addInterval(_ milliseconds: Double) {
        intervals.add(milliseconds)
        let periods = (milliseconds / period).rounded()
        if periods.isFinite, periods > 1 { dropped += Int(periods) - 1 }
    }

    /// Frames per second over the continuous intervals (nil without any).
    public var framesPerSecond: Double? { intervals.mean.map { 1000 / $0 } }

    /// The report printed when the window closes.
    public var report: String {
        var lines: [String] = []
        let rate = 1000 / period
        lines.append(String(format: "frames: %d presented in %.2f s; display %.1f Hz", presented, seconds, rate))
        if let fps = framesPerSecond {
            lines.append(String(format: "animating: %.1f frames/s over %d intervals; %d dropped frames; p50 %.2f ms, p99 %.2f ms",
                                fps, intervals.count, dropped, intervals.percentile(50) ?? 0, intervals.percentile(99) ?? 0))
        } else {
            lines.append("animating: no continuous frames (nothing moved); 0 dropped frames")
        }
        lines.append("frame interval histogram:")
        lines += intervals.lines()
        if let p50 = renderTimes.percentile(50), let p99 = renderTimes.percentile(99) {
            lines.append(String(format: "render time per frame: p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                                p50, p99, renderTimes.percentile(100) ?? 0))
        }
        if let p50 = latencies.percentile(50), let p95 = latencies.percentile(95) {
            lines.append(String(format: "input-to-present latency: %d events, p50 %.1f ms, p95 %.1f ms, max %.1f ms",
                                latencies.count, p50, p95, latencies.percentile(100) ?? 0))
        } else {
            lines.append("input-to-present latency: no input")
        }
        if failedFrames > 0 { lines.append("frames that failed to render: \(failedFrames)") }
        return lines.joined(separator: "\n")
    }
}
