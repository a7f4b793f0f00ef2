import Foundation

/// Runs deep recursions (rendering a deeply nested display list) on a thread whose stack is
/// sized for them, so the caller's stack (512 KiB on a Dispatch or Swift-concurrency worker
/// thread) never overflows. The caller waits; shallow work runs inline.
enum LargeStack {
    /// Levels of nesting that run inline on the caller's stack. Measured in debug builds at
    /// about 3 KiB of stack per rendered level, 32 levels fit a worker thread's 512 KiB.
    static let inlineDepth = 32
    /// Stack reserved per level of nesting (a generous multiple of the measured size; pages
    /// are only committed when touched).
    static let bytesPerLevel = 32 * 1024
    static let threadName = "limner.render-deep"

    /// Runs `body` inline when `depth` is at most `inlineDepth` (or already on a deep
    /// thread), else on a new thread with a stack for `depth` levels, waiting for it.
    static func run(depth: Int, _ body: () -> Void) {
        if depth <= inlineDepth || Thread.current.name == threadName { body(); return }
        withoutActuallyEscaping(body) { body in
            let work = WorkBox(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.body?()
                work.body = nil
                done.signal()
            }
            thread.name = threadName
            thread.stackSize = (4 << 20) + min(depth, DisplayList.maximumNestingDepth + 1) * bytesPerLevel
            thread.start()
            done.wait()
        }
    }

    /// Moves the body to the worker thread, which the caller waits for.
    private final class WorkBox: @unchecked Sendable {
        var body: (() -> Void)?
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
