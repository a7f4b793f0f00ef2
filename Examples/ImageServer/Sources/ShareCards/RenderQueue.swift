import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Runs renders on a fixed set of threads (one per core), with a bounded line of waiting
/// jobs and a limit on how long a job may wait.
///
/// Rendering is CPU work that cannot be interrupted, so it must never run on the server's
/// event loops, and the number of renders at once must not grow with the number of
/// connections: `workerCount` threads render, at most `capacity` jobs wait, and a job that
/// would make the line longer is refused at once (`RenderQueueError.full`, a 503). A job
/// still waiting after `maximumWait` is dropped when its turn comes (`.timedOut`, a 503),
/// so under overload the server answers late requests quickly instead of rendering images
/// nobody waits for any more. Memory is bounded by the threads' renders plus the waiting
/// jobs' closures.
public final class RenderQueue: Sendable {
    public let workerCount: Int
    public let capacity: Int
    public let maximumWait: Duration

    private struct Job {
        let enqueued: ContinuousClock.Instant
        let work: @Sendable () -> Void
        let expire: @Sendable () -> Void
    }

    private struct State {
        var jobs: [Job] = []
        var head = 0
        var running = 0
        var stopped = false
        var waiting: Int { jobs.count - head }
    }

    private let state = Mutex(State())
    private let wakeUp = NSCondition()

    public init(workerCount: Int = ProcessInfo.processInfo.activeProcessorCount, capacity: Int = 64,
                maximumWait: Duration = .seconds(5)) {
        self.workerCount = max(1, workerCount)
        self.capacity = max(0, capacity)
        self.maximumWait = maximumWait
        for index in 0..<self.workerCount {
            let thread = Thread { [self] in work() }
            thread.name = "render-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Jobs waiting for a thread, and renders running.
    public var load: (waiting: Int, running: Int) { state.withLock { ($0.waiting, $0.running) } }

    /// Runs `body` on a render thread and returns its result; throws `RenderQueueError` when
    /// the line is full or the job waited too long.
    public func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let job = Job(enqueued: .now,
                          work: { continuation.resume(with: Result { try body() }) },
                          expire: { continuation.resume(throwing: RenderQueueError.timedOut) })
            let accepted = state.withLock { s -> Bool in
                guard !s.stopped, s.waiting < capacity else { return false }
                s.jobs.append(job)
                return true
            }
            guard accepted else { return continuation.resume(throwing: RenderQueueError.full) }
            wakeUp.lock()
            wakeUp.signal()
            wakeUp.unlock()
        }
    }

    /// Stops the threads once the jobs already accepted are done.
    public func stop() {
        state.withLock { $0.stopped = true }
        wakeUp.lock()
        wakeUp.broadcast()
        wakeUp.unlock()
    }

    private func take() -> Job? {
        state.withLock { s -> Job? in
            guard s.head < s.jobs.count else { return nil }
            let job = s.jobs[s.head]
            s.head += 1
            if s.head > 64, s.head * 2 > s.jobs.count {
                s.jobs.removeFirst(s.head)
                s.head = 0
            }
            s.running += 1
            return job
        }
    }

    private func work() {
        var rendered = 0, trimmed = 0
        while true {
            wakeUp.lock()
            var job = take()
            while job == nil {
                if state.withLock({ $0.stopped }) {
                    wakeUp.unlock()
                    return
                }
                if rendered > trimmed {
                    // Idle for `idleTrimDelay` after rendering: give the heap back now, so a
                    // server at rest holds only what is live.
                    if !wakeUp.wait(until: Date(timeIntervalSinceNow: Self.idleTrimDelay)) {
                        wakeUp.unlock()
                        Self.returnFreeMemory()
                        trimmed = rendered
                        wakeUp.lock()
                    }
                } else {
                    wakeUp.wait()
                }
                job = take()
            }
            wakeUp.unlock()
            guard let job else { continue }
            if ContinuousClock.now - job.enqueued > maximumWait {
                job.expire()
            } else {
                job.work()
                rendered += 1
                if rendered % Self.trimInterval == 0 {
                    Self.returnFreeMemory()
                    trimmed = rendered
                }
            }
            state.withLock { $0.running -= 1 }
        }
    }

    /// Renders between two `returnFreeMemory()` calls on one thread.
    static let trimInterval = 32
    /// Seconds a render thread waits without work before it returns free memory.
    static let idleTrimDelay: TimeInterval = 0.1

    /// Gives the C library's free heap memory back to the system. A card's pixels are a few
    /// megabytes, freed after encoding; glibc keeps freed blocks in per-thread arenas, so
    /// without this the resident size wanders with the order requests arrive in (tens of MB
    /// on a busy server) though nothing is live. Costs well under a millisecond every
    /// `trimInterval` renders.
    private static func returnFreeMemory() {
        #if canImport(Glibc)
        _ = trim?(0)
        #endif
    }

    /// Limits glibc's malloc to `count` arenas (`mallopt(M_ARENA_MAX, count)`; the default is
    /// eight per core). Each thread that allocates may get an arena of its own, and a server's
    /// threads — event loops, render threads, the threads Limner lays out and rasterizes on —
    /// each keep a few megabytes of freed pixels in theirs, so resident memory creeps up with
    /// the number of arenas touched. Measured: 55 → 65 MB from 1 000 to 10 000 requests with
    /// the default, 58 → 55 MB with two arenas. Call it before serving; does nothing on a C
    /// library without `mallopt`.
    public static func limitHeapArenas(to count: Int) {
        #if canImport(Glibc)
        guard count > 0, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let arenaMax: Int32 = -8  // M_ARENA_MAX in glibc's malloc.h
        _ = mallopt(arenaMax, Int32(clamping: count))
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim` (a GNU extension Swift's Glibc module does not import), looked
    /// up once; nil on a C library without it.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}

/// Why a render was not run.
public enum RenderQueueError: Error, Equatable {
    /// The line of waiting renders is full: try again shortly.
    case full
    /// The render waited longer than the queue's `maximumWait`.
    case timedOut
}
