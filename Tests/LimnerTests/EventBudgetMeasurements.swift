import Foundation
import Testing
@testable import Limner

/// The view-side case Fuzz/README.md gives before/after figures for, run alone under
/// `/usr/bin/time -v`: `LIMNER_MEASURE=1 swift test --skip-build --filter
/// EventBudgetMeasurements`. Skipped otherwise (the checks are in `EventBudgetBadInputTests`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LIMNER_MEASURE"] != nil))
struct EventBudgetMeasurements {
    private final class Counter: @unchecked Sendable { var n = 0 }

    private struct Chain: View {
        let counter: Counter
        @State private var on = false
        var body: some View {
            Color.blue.frame(width: 8, height: 8).offset(x: on ? 4 : 0).onAppear { step() }
        }
        func step() {
            withAnimation(.linear(duration: 1e-9)) { on.toggle() } completion: { counter.n += 1; step() }
        }
    }

    /// A `withAnimation(.linear(duration: 1e-9))` completion chain seeked to 10⁶ s.
    @Test func nanosecondCompletionChainSeek() throws {
        let counter = Counter()
        let renderer = AnimationRenderer(content: Chain(counter: counter))
        let start = Date()
        _ = try renderer.frame(at: 1e6)
        print("nanosecondCompletionChainSeek: \(counter.n) completions, \(Date().timeIntervalSince(start)) s")
    }
}
