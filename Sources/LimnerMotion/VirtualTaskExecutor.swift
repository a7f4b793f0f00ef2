import Foundation

/// The task executor of a host: where a `.task` started inside a host runs, one step at a
/// time, on the host's own thread, at the virtual time its step is due.
///
/// A task started with this executor as its preference (`Task(executorPreference:)`) hands
/// every step it takes to `enqueue`; the host runs the queued steps (`runJobs`) right after
/// the work that made them due — the update that started the task, the clock event that
/// ends a `Task.sleep` — so the task's state changes land at exact virtual times, in the
/// same order on every run. While a step runs, `Task.sleep(for:)` and
/// `Task.sleep(nanoseconds:)` wait on the host's clock (`Task+VirtualClock.swift`).
///
/// A step made due from another thread (the task awaited real work: a network call, another
/// actor) is queued too, and runs at the host's next event or frame: such a task still
/// works, but its timing is real, not virtual.
public final class VirtualTaskExecutor: TaskExecutor, @unchecked Sendable {
    // Safe: the queue is behind `lock`; the jobs run on the host's thread only.
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var runningThread: pthread_t?
    /// Tasks started on this executor whose wait was cut short: their host was discarded, or
    /// the clock's budget dropped the wake-up (counted once each).
    public private(set) var abandonedSleeps = 0

    private var tasks: [Int: @Sendable () -> Void] = [:]
    private var nextTaskID = 0

    /// Whether the clock's host runs the queued steps (a view host does, after every settle
    /// round); only then does a bare `Task { … }` made in the host's code start here.
    public var hostRunsJobs: Bool {
        get { lock.lock(); defer { lock.unlock() }; return storedHostRunsJobs }
        set { lock.lock(); storedHostRunsJobs = newValue; lock.unlock() }
    }
    private var storedHostRunsJobs = false

    /// An executor with no work.
    public init() {}

    /// Starts `operation` as a task on this executor (what `.task` does inside a host): its
    /// first step is queued now and runs at the host's next `runJobs`. The operation need not
    /// be `Sendable`: every step runs on the host's thread, one at a time.
    @discardableResult
    public func startTask(priority: TaskPriority? = nil, _ operation: @escaping () async -> Void) -> Task<Void, Never> {
        let body = UncheckedOperation(operation)
        let id = reserveTaskID()
        let task = Task(executorPreference: self, priority: priority) { [weak self] in
            await body.operation()
            self?.taskEnded(id)
        }
        register(id) { task.cancel() }
        return task
    }

    /// A number for a task about to start here (`register` it once made).
    func reserveTaskID() -> Int {
        lock.lock(); defer { lock.unlock() }
        nextTaskID += 1
        return nextTaskID
    }

    /// Keeps how to cancel task `id` until it ends (`cancelAll`).
    func register(_ id: Int, cancel: @escaping @Sendable () -> Void) {
        lock.lock(); tasks[id] = cancel; lock.unlock()
    }

    /// Task `id` ended.
    func taskEnded(_ id: Int) {
        lock.lock(); tasks[id] = nil; lock.unlock()
    }

    /// How many tasks started here have not ended.
    public var runningTaskCount: Int {
        lock.lock(); defer { lock.unlock() }
        return tasks.count
    }

    /// Cancels every task started here and runs the steps that cancelling makes due (the
    /// host is going away or starting again): a task waiting in `Task.sleep` ends there.
    public func cancelAll() {
        lock.lock()
        let all = Array(tasks.values)
        lock.unlock()
        for cancel in all { cancel() }
        runJobs()
    }

    /// Queues a step of a task (called by the Swift runtime).
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.lock()
        jobs.append(unowned)
        lock.unlock()
    }

    /// Whether steps wait to run.
    public var hasJobs: Bool {
        lock.lock(); defer { lock.unlock() }
        return !jobs.isEmpty
    }

    /// Runs the queued steps on the calling thread, in order, and the steps they queue in
    /// turn, at most `limit` (a task that yields forever cannot hold the host: the rest waits
    /// for the next call). Returns how many ran. Calls made while steps run do nothing.
    @discardableResult
    public func runJobs(limit: Int = 10_000) -> Int {
        lock.lock()
        guard runningThread == nil else { lock.unlock(); return 0 }
        runningThread = pthread_self()
        lock.unlock()
        var count = 0
        while count < limit {
            lock.lock()
            guard !jobs.isEmpty else { lock.unlock(); break }
            let job = jobs.removeFirst()
            lock.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        lock.lock()
        runningThread = nil
        lock.unlock()
        return count
    }

    /// Whether a step of this executor is running on the calling thread.
    public var isRunningOnCurrentThread: Bool {
        lock.lock(); defer { lock.unlock() }
        guard let runningThread else { return false }
        return pthread_equal(runningThread, pthread_self()) != 0
    }

    /// Waits `seconds` of `clock`'s time (negative: 0): the task's next step is queued when
    /// the clock reaches then. Throws `CancellationError` when the task is cancelled (after
    /// one more step, so a loop that ignores the error still yields to the host), and when
    /// the wake-up never comes (the clock was discarded, or its budget dropped the event).
    func sleep(seconds: Double, on clock: VirtualClock) async throws {
        if Task.isCancelled {
            await Task.yield()
            throw CancellationError()
        }
        let wake = SleepWake(executor: self)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                wake.set(continuation)
                clock.schedule(after: seconds.isNaN ? 0 : max(seconds, 0)) { wake.resume(throwing: nil) }
            }
        } onCancel: {
            wake.resume(throwing: CancellationError())
        }
    }

    fileprivate func countAbandoned() {
        lock.lock(); abandonedSleeps += 1; lock.unlock()
    }
}

/// A task's operation, handed to the task that runs it on the host's thread.
private struct UncheckedOperation: @unchecked Sendable {
    // Safe: the operation runs only in steps on the host's thread (`VirtualTaskExecutor`).
    let operation: () async -> Void
    init(_ operation: @escaping () async -> Void) { self.operation = operation }
}

/// One `Task.sleep` on a virtual clock: resumed once, by the clock's event or by cancellation,
/// whichever comes first; resumed with `CancellationError` if neither ever comes.
private final class SleepWake: @unchecked Sendable {
    // Safe: every field is behind `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var finished = false
    private weak var executor: VirtualTaskExecutor?

    init(executor: VirtualTaskExecutor) { self.executor = executor }

    func set(_ continuation: CheckedContinuation<Void, any Error>) {
        lock.lock()
        if finished {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func resume(throwing error: (any Error)?) {
        lock.lock()
        guard !finished else { lock.unlock(); return }
        finished = true
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        guard let continuation else { return }
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }

    deinit {
        // The event holding the wake-up was discarded without running.
        if !finished, let continuation {
            executor?.countAbandoned()
            continuation.resume(throwing: CancellationError())
        }
    }
}
