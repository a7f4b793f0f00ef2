import Foundation
import LimnerText

/// Limner's large-stack threads, one runner for all of them. Deep recursions — a view tree
/// resolved, laid out and recorded (once per level), a deeply nested display list rendered —
/// run on a thread whose stack is sized for them, so the caller's (512 KiB on a Dispatch or
/// Swift-concurrency worker thread) never overflows. The caller waits.
///
/// Every thread started here is marked with its stack size, so work nested in work on any of
/// them runs inline when that thread has the stack it asks for: a deep display list rendered
/// from a view host's worker (1 GiB) starts no thread of its own.
package enum LargeStack {
    /// Levels of display-list nesting that run inline on any caller's stack. Measured in debug
    /// builds at about 3 KiB of stack per rendered level, 32 levels fit a worker thread's 512 KiB.
    static let inlineDepth = 32
    /// Stack reserved per level of display-list nesting (a generous multiple of the measured
    /// size; pages are only committed when touched).
    static let bytesPerLevel = 32 * 1024

    /// The stack a large-stack thread of the display-list renderer gets for `depth` levels.
    static func stackSize(depth: Int) -> Int {
        (4 << 20) + min(depth, DisplayList.maximumNestingDepth + 1) * bytesPerLevel
    }

    private static let stackSizeKey = "limner.large-stack.size"

    /// The stack size of the current thread when it is one of Limner's large-stack threads;
    /// nil on any other thread.
    package static var currentStackSize: Int? { Thread.current.threadDictionary[stackSizeKey] as? Int }

    /// Whether the current thread is a large-stack thread with at least `bytes` of stack.
    package static func currentThreadHas(_ bytes: Int) -> Bool { (currentStackSize ?? 0) >= bytes }

    /// A thread that runs `main` with a stack of `stackSize` bytes, marked as a large-stack
    /// thread (not started).
    package static func thread(name: String, stackSize: Int, _ main: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            Thread.current.threadDictionary[stackSizeKey] = stackSize
            main()
        }
        thread.name = name
        thread.stackSize = stackSize
        return thread
    }

    /// Renders a display list `depth` levels deep: inline when `depth` is at most
    /// `inlineDepth` or the current thread is a large-stack thread with the stack for it,
    /// else on a new thread with a stack for `depth` levels, waiting for it.
    static func run(depth: Int, _ body: () -> Void) {
        let stackSize = stackSize(depth: depth)
        if depth <= inlineDepth || currentThreadHas(stackSize) { body(); return }
        withoutActuallyEscaping(body) { body in
            let work = WorkBox(body)
            let done = DispatchSemaphore(value: 0)
            thread(name: "limner.render-deep", stackSize: stackSize) {
                work.body?()
                work.body = nil
                done.signal()
            }.start()
            done.wait()
        }
    }

    /// Moves the body to the thread, which the caller waits for.
    private final class WorkBox: @unchecked Sendable {
        var body: (() -> Void)?
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}

/// A large-stack thread kept for the life of a view host (1 GiB of address space; pages are
/// committed only when touched), so a frame does not pay for a new thread: resolving, laying
/// out and recording a deeply nested view tree recurse once per level.
package final class LargeStackWorker: @unchecked Sendable {
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
    package static let stackSize = 1 << 30

    package init() {}

    deinit {
        if started {
            channel.stop = true
            channel.start.signal()
        }
    }

    /// Runs `body` on the worker thread and waits for it. Calls from a large-stack thread with
    /// as much stack (this worker, another host's) run inline. The caller's font library
    /// (`FontLibrary.current`, a task-local) is bound on the worker for the job, so a scope
    /// that picks the library (snapshot tests use `embeddedOnly`) reaches the text the graph
    /// lays out.
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        if LargeStack.currentThreadHas(Self.stackSize) { return try body() }
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
        let thread = LargeStack.thread(name: Self.threadName, stackSize: Self.stackSize) {
            while true {
                channel.start.wait()
                if channel.stop { return }
                channel.job?()
                channel.job = nil
                channel.done.signal()
            }
        }
        started = true
        thread.start()
    }
}
