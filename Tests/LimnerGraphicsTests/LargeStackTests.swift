import Foundation
import Testing
@testable import LimnerGraphics

/// The one large-stack runner: which work starts a thread and which runs inline.
@Suite struct LargeStackTests {
    /// The current thread's name and whether it is a large-stack thread.
    static func here() -> (name: String?, stackSize: Int?) { (Thread.current.name, LargeStack.currentStackSize) }

    @Test func shallowRenderingRunsOnTheCallersThread() {
        var seen: (name: String?, stackSize: Int?) = (nil, nil)
        LargeStack.run(depth: LargeStack.inlineDepth) { seen = Self.here() }
        #expect(seen.stackSize == nil)
    }

    @Test func deepRenderingGetsAThreadSizedForItsDepth() {
        var seen: (name: String?, stackSize: Int?) = (nil, nil)
        LargeStack.run(depth: 100) { seen = Self.here() }
        #expect(seen.name == "limner.render-deep")
        #expect(seen.stackSize == LargeStack.stackSize(depth: 100))
    }

    /// A deep display list rendered from a view host's worker runs on the worker: its 1 GiB
    /// is enough, and no other thread is started.
    @Test func deepRenderingFromTheWorkerRunsInline() {
        let worker = LargeStackWorker()
        var seen: (name: String?, stackSize: Int?) = (nil, nil)
        worker.run { LargeStack.run(depth: DisplayList.maximumNestingDepth) { seen = Self.here() } }
        #expect(seen.name == "limner.view-graph")
        #expect(seen.stackSize == LargeStackWorker.stackSize)
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
        var seen: (name: String?, stackSize: Int?) = (nil, nil)
        LargeStack.run(depth: 100) { worker.run { seen = Self.here() } }
        #expect(seen.name == "limner.view-graph")
    }
}
