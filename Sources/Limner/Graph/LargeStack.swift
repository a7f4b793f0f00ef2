import Foundation

/// Resolving, laying out and recording a deeply nested view tree recurse once per level, so
/// the graph's work runs on a thread with a large stack (1 GiB of address space; pages are
/// committed only when touched).
///
/// A `LargeStackWorker` is one such thread kept for the life of a view host, so a frame
/// does not pay for a new thread; `ViewGraph.withLargeStack` runs one job on a fresh one.
final class LargeStackWorker: @unchecked Sendable {
    /// What the caller and the thread share; the thread keeps it alive, not the worker.
    private final class Channel: @unchecked Sendable {
        // Safe: `job` is only touched between the two semaphore hand-offs, by one side at a time.
        var job: (() -> Void)?
        var stop = false
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
    }

    private let channel = Channel()
    private var started = false
    private let lock = NSLock()

    static let threadName = "limner.view-graph"
    static let stackSize = 1 << 30

    init() {}

    deinit {
        if started {
            channel.stop = true
            channel.start.signal()
        }
    }

    /// Runs `body` on the worker thread and waits for it. Calls from the worker itself (or
    /// any large-stack thread) run inline. The caller's font library
    /// (`FontLibrary.current`, a task-local) is bound on the worker for the job, so a scope
    /// that picks the library (snapshot tests use `embeddedOnly`) reaches the text the graph
    /// lays out.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        if Thread.current.name == Self.threadName { return try body() }
        lock.lock()
        defer { lock.unlock() }
        if !started { startThread() }
        let library = FontLibrary.current
        return try withoutActuallyEscaping(body) { body in
            var result: Result<T, any Error>?
            channel.job = { result = FontLibrary.$current.withValue(library) { Result { try body() } } }
            channel.start.signal()
            channel.done.wait()
            switch result! {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }
    }

    private func startThread() {
        let channel = self.channel
        let thread = Thread {
            while true {
                channel.start.wait()
                if channel.stop { return }
                channel.job?()
                channel.job = nil
                channel.done.signal()
            }
        }
        thread.name = Self.threadName
        thread.stackSize = Self.stackSize
        started = true
        thread.start()
    }
}

extension ViewGraph {
    /// Runs `body` on a fresh large-stack thread (nested calls run inline).
    static func withLargeStack<T>(_ body: () throws -> T) rethrows -> T {
        try LargeStackWorker().run(body)
    }
}
