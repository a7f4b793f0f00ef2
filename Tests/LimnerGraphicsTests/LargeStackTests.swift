import Foundation
import Testing
@testable import LimnerGraphics

/// The one large-stack runner: which work starts a thread and which runs inline. Threads are
/// told apart by identity and by the stack size the runner marks them with: on Linux
/// `Thread.current.name` inside such a thread need not read back the name it was given.
@Suite struct LargeStackTests {
    @Test func shallowRenderingRunsOnTheCallersThread() {
        let caller = Thread.current
        var ran: Thread?
        LargeStack.run(depth: LargeStack.inlineDepth) { ran = Thread.current }
        #expect(ran === caller)
        #expect(LargeStack.currentStackSize == nil)
    }

    @Test func deepRenderingGetsAThreadSizedForItsDepth() {
        let caller = Thread.current
        var ran: Thread?
        var stackSize: Int?
        LargeStack.run(depth: 100) { ran = Thread.current; stackSize = LargeStack.currentStackSize }
        #expect(ran != nil && ran !== caller)
        #expect(stackSize == LargeStack.stackSize(depth: 100))
    }

    /// A deep display list rendered from a view host's worker runs on the worker: its 1 GiB
    /// is enough, and no other thread is started.
    @Test func deepRenderingFromTheWorkerRunsInline() {
        let worker = LargeStackWorker()
        var workerThread: Thread?
        var ran: Thread?
        var stackSize: Int?
        worker.run {
            workerThread = Thread.current
            LargeStack.run(depth: DisplayList.maximumNestingDepth) { ran = Thread.current; stackSize = LargeStack.currentStackSize }
        }
        #expect(workerThread != nil && ran === workerThread)
        #expect(stackSize == LargeStackWorker.stackSize)
    }

    /// A worker's job that runs another host's job (a view rendered inside a view) runs it inline.
    @Test func aWorkerNestedInAWorkerRunsInline() {
        let outer = LargeStackWorker()
        var outerThread: Thread?
        var innerThread: Thread?
        outer.run {
            outerThread = Thread.current
            LargeStackWorker().run { innerThread = Thread.current }
        }
        #expect(outerThread != nil && outerThread === innerThread)
    }

    /// A deep-rendering thread is too small for a view host's work: that goes to the worker.
    @Test func workerJobsFromARenderingThreadGoToTheWorker() {
        let worker = LargeStackWorker()
        var renderingThread: Thread?
        var ran: Thread?
        var stackSize: Int?
        LargeStack.run(depth: 100) {
            renderingThread = Thread.current
            worker.run { ran = Thread.current; stackSize = LargeStack.currentStackSize }
        }
        #expect(ran != nil && ran !== renderingThread)
        #expect(stackSize == LargeStackWorker.stackSize)
    }
}
