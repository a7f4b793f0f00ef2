import Foundation

/// The current time of the layer clock, in seconds (`CACurrentMediaTime()`).
///
/// Limner's clock is virtual: it is the time of the clock current on the calling thread
/// (`VirtualClock.current`: a `LayerHost` running callbacks, or a view host running user
/// code, `onAppear` and timer ticks included), else the time of the layer host that last
/// ran on this thread, else 0, the start of every host's timeline. Renders
/// are therefore the same on every machine; a live window sets its host to real time.
///
/// The "current host" is kept per thread (not per process), so hosts on different threads
/// (parallel tests, parallel renders) never see each other's clocks; a host and its layers
/// are used from one thread at a time, as their types are not `Sendable`.
public func CACurrentMediaTime() -> CFTimeInterval {
    if let clock = VirtualClock.current { return clock.now }
    return QuartzThreadState.current.lastHost?.currentTime ?? 0
}

/// Per-thread state: the running host and the transaction stack.
final class QuartzThreadState {
    weak var lastHost: LayerHost?
    var transactions: [CATransaction.Frame] = []
    /// Callbacks scheduled with `LayerHost.schedule(after:_:)` while no host was current.
    var unhostedSchedule: [(delay: Double, action: () -> Void)] = []

    private static let key = "LimnerQuartz.QuartzThreadState"

    static var current: QuartzThreadState {
        let dictionary = Thread.current.threadDictionary
        if let s = dictionary[key] as? QuartzThreadState { return s }
        let s = QuartzThreadState()
        dictionary[key] = s
        return s
    }
}
