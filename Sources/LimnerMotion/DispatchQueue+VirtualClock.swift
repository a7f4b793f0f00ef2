import Dispatch
import Foundation

// The main queue on the virtual clock. Inside a host (`VirtualClock.current` is set: a view
// host running user code, a layer host running a callback), work sent to the main queue with
// the everyday calls below runs on the host's clock instead: `async` at the current virtual
// time (after the work already due then), `asyncAfter` that many virtual seconds later. The
// frames then show it at the same times on every run, as a device shows it at the same times
// after the view appears. Everywhere else (another queue, or no host) they are Dispatch's own
// calls, unchanged.
//
// How they take over without hiding Dispatch: each overload here leaves out Dispatch's
// defaulted `qos` and `flags`, and Swift prefers the overload that needs no default
// arguments, so `DispatchQueue.main.async { … }` and `.asyncAfter(deadline: .now() + 1) { … }`
// pick these in any file that sees LimnerMotion (every Limner module re-exports it), with or
// without `import Foundation`; a call that passes `qos:` or `flags:` is Dispatch's own and is
// not virtualised.
//
// A deadline is a point of the real monotonic clock: `.now() + d` was read a moment before
// the call, so the delay is what remains of it, rounded to the millisecond (the microseconds
// spent between `.now()` and the call are real time, and must not reach the frames).

extension DispatchQueue {
    /// Dispatch's `async(execute:)`; on the main queue inside a host, the work runs at the
    /// host's current virtual time (after what is already due then).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let clock = VirtualClock.current, isMain {
            clock.schedule(after: 0, work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Dispatch's `asyncAfter(deadline:execute:)`; on the main queue inside a host, the work
    /// runs that many seconds later on the host's virtual clock (the delay is rounded to the
    /// millisecond; a deadline already past runs at the current time). `.distantFuture` —
    /// what Dispatch's `+` makes of a NaN, infinite or too large delay — never runs, as in
    /// Dispatch, and is counted with the clock's dropped events (a host lists them in its
    /// diagnostics) instead of waiting in its queue.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let clock = VirtualClock.current, isMain {
            let nanoseconds = deadline == .distantFuture ? Double.infinity
                : Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)
            clock.schedule(after: VirtualClock.delay(seconds: nanoseconds / 1e9), work)
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }
}

extension DispatchQueue {
    /// Whether this is the main queue (on Linux each `DispatchQueue.main` is a new wrapper
    /// object, so identity does not tell; the label does).
    var isMain: Bool { label == DispatchQueue.main.label }
}

extension VirtualClock {
    /// A delay measured against the real clock, as a virtual delay: rounded to the
    /// millisecond, negative becomes 0; NaN stays NaN (and is dropped by `schedule`).
    public static func delay(seconds: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        return max(0, (seconds * 1000).rounded() / 1000)
    }
}
