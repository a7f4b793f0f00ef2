import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress bar on standard error (items done, items per second, time left),
/// redrawn at most ten times a second; silent when standard error is not a terminal.
package final class ProgressBar {
    private let enabled: Bool
    private let unit: String
    private let start = ProgressBar.now()
    private var lastDraw = -1.0
    private var drawn = false

    /// A bar counting `unit` ("frames", "scenes"); `enabled` defaults to whether standard
    /// error is a terminal.
    package init(unit: String, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.unit = unit
        self.enabled = enabled
    }

    /// Redraws the bar for `done` of `total` items (at most ten times a second, and at the end).
    package func update(done: Int, total: Int) {
        guard enabled, let line = line(done: done, total: total) else { return }
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    /// The line `update` draws now, or nil when it is not yet time to redraw.
    package func line(done: Int, total: Int, label: String = "") -> String? {
        let now = Self.now()
        guard done == total || now - lastDraw >= 0.1 else { return nil }
        lastDraw = now
        let elapsed = max(now - start, 1e-6)
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 30
        let filled = total > 0 ? width * min(done, total) / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let suffix = label.isEmpty ? "" : "  \(label)"
        return "\r\(bar) \(done)/\(total) \(unit)  " + String(format: "%.1f", rate) + " \(unit)/s  \(Self.clock(left)) left\(suffix)\u{1B}[K"
    }

    /// Redraws with a label after the counts (what is being done now).
    package func update(done: Int, total: Int, label: String) {
        guard enabled, let line = line(done: done, total: total, label: label) else { return }
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    /// Ends the bar's line.
    package func finish() {
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
        drawn = false
    }

    /// `m:ss`, or `h:mm:ss` past an hour.
    package static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }

    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
