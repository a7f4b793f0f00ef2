import Foundation

// `Task.sleep` on the virtual clock. A step of a `.task` runs on its host's task executor
// (`VirtualTaskExecutor`), on the host's thread; there, the two everyday sleeps below wait on
// the host's clock, so `while true { try await Task.sleep(for: .seconds(0.5)); step += 1 }`
// steps every half virtual second, deterministically. Anywhere else (no host, a task on the
// global pool, a detached task) they sleep for real, on the continuous clock, as the
// standard library's do.
//
// How they take over: `sleep(for:)` here takes a `Duration` and nothing else, and Swift
// prefers it over the standard library's generic `sleep(for:tolerance:clock:)` with its
// defaulted arguments; `sleep(nanoseconds:)` here is preferred over the standard library's
// by Swift's rule for a declaration outside the standard library (both checked with swiftc
// 6.3). A call that names a clock or a tolerance (`Task.sleep(for:tolerance:clock:)`,
// `Task.sleep(until:clock:)`, `ContinuousClock().sleep(for:)`) is the standard library's and
// runs on real time.

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration`: on the host's virtual clock in a step of a `.task`
    /// inside a host, else on the continuous clock. Throws `CancellationError` if the task is
    /// cancelled.
    public static func sleep(for duration: Duration) async throws {
        if let clock = VirtualClock.current, clock.taskExecutor.isRunningOnCurrentThread {
            try await clock.taskExecutor.sleep(seconds: duration.inSeconds, on: clock)
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }

    /// Suspends the task for `duration` nanoseconds: on the host's virtual clock in a step of
    /// a `.task` inside a host, else on the continuous clock. Throws `CancellationError` if the
    /// task is cancelled.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

// `Task { … }` made inside a view host. In `onAppear`, an action, a timer tick or a `.task`
// step — while a view host (or a layer tree shown in one) runs your code on its thread — a
// task started with the bare `Task { … }` runs on
// the host's task executor, like a `.task`: its steps on the host's thread right after the
// code that started it, its `Task.sleep` on the clock, and it is cancelled when the host goes
// away or seeks back. An operation bound to an actor (`Task { @MainActor in … }`, a task made
// in a `@MainActor` type) still runs there. Everywhere else (a `LayerHost` of its own, whose
// clock has no one running task steps, included) these are the standard library's
// `Task(priority: nil, operation:)`. Swift prefers them because they take no defaulted
// argument (`Task(priority:)`, `Task(name:…)` are the standard library's, unchanged).

extension Task where Failure == Never {
    /// Starts `operation` as a task: on the host's task executor when made while a host runs
    /// code on this thread, else as the standard library does.
    @discardableResult
    public init(@_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        if let clock = VirtualClock.current, clock.taskExecutor.hostRunsJobs, VirtualClock.wallDate != nil {
            let executor = clock.taskExecutor
            let id = executor.reserveTaskID()
            self.init(executorPreference: executor, priority: nil) {
                defer { executor.taskEnded(id) }
                return await operation()
            }
            let task = self
            executor.register(id) { task.cancel() }
        } else {
            self.init(priority: nil, operation: operation)
        }
    }
}

extension Task where Failure == any Error {
    /// Starts the throwing `operation` as a task: on the host's task executor when made while a
    /// host runs code on this thread, else as the standard library does.
    @discardableResult
    public init(@_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        if let clock = VirtualClock.current, clock.taskExecutor.hostRunsJobs, VirtualClock.wallDate != nil {
            let executor = clock.taskExecutor
            let id = executor.reserveTaskID()
            self.init(executorPreference: executor, priority: nil) {
                defer { executor.taskEnded(id) }
                return try await operation()
            }
            let task = self
            executor.register(id) { task.cancel() }
        } else {
            self.init(priority: nil, operation: operation)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
