import Dispatch
import Foundation

/// A value handed to worker threads that only touch disjoint parts of what it points to.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// How filters split work across threads.
enum FilterThreads {
    /// Below this many pixels a filter runs on one thread (thread start-up would dominate).
    static let parallelThreshold = 128 * 128

    /// Threads to use for an image of `pixels` pixels.
    static func count(pixels: Int) -> Int {
        pixels < parallelThreshold ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 16))
    }

    /// Calls `body(lo, hi)` on contiguous, disjoint ranges covering `0 ..< n`, on up to
    /// `threads` threads.
    static func split(_ n: Int, threads: Int, _ body: @Sendable (Int, Int) -> Void) {
        split(n, threads: threads, granularity: 1, body)
    }

    /// The same with every range boundary (except `n`) a multiple of `granularity`.
    static func split(_ n: Int, threads: Int, granularity g: Int, _ body: @Sendable (Int, Int) -> Void) {
        guard n > 0 else { return }
        let units = (n + g - 1) / g
        let t = max(1, min(threads, units))
        if t == 1 { body(0, n); return }
        let chunk = (units + t - 1) / t * g
        DispatchQueue.concurrentPerform(iterations: t) { i in
            let lo = i * chunk, hi = min(n, lo + chunk)
            if lo < hi { body(lo, hi) }
        }
    }
}
