import Foundation
import Testing
@testable import Limner

// `Text(date, style: .timer)` (and `.relative`, `.offset`) ticks on the host's clock, each
// whole second, between state updates too, as on a device.

/// The strings of the text items a frame draws, in order.
private func texts(in list: DisplayList) -> [String] {
    list.description.split(separator: "\n").compactMap { line -> String? in
        guard let open = line.range(of: "text \"") else { return nil }
        let rest = line[open.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }
}

/// What `renderer` shows at each time: per frame, the text items joined by "|" (each run
/// of a concatenation is an item of its own).
private func shown<V: View>(_ renderer: AnimationRenderer<V>, at times: [Double]) -> [String] {
    times.map { texts(in: renderer.displayList(at: $0)).joined(separator: "|") }
}

/// The launch of a rocket, and its countdown: both dates fixed, against the renderer's start.
private let liftOff = Date(timeIntervalSince1970: 1_800_000_000)

/// A mission clock as people write it: how long since launch, and the launch's distance in
/// words, with no state changing.
private struct MissionClock: View {
    let launch: Date
    var body: some View {
        VStack {
            Text(launch, style: .timer)
            Text(launch, style: .relative)
            Text(launch, style: .offset)
        }
        .font(.system(size: 18).monospacedDigit())
        .frame(width: 220, height: 90)
    }
}

/// A stopwatch started in `onAppear` with `Date()`, and a ten-second countdown, as a device
/// shows them; a pulsing dot animates state meanwhile.
private struct Stopwatch: View {
    @State private var started: Date?
    @State private var deadline: Date?
    @State private var pulse = false
    var body: some View {
        VStack {
            if let started { Text(started, style: .timer) }
            if let deadline { Text("Lift-off in ") + Text(deadline, style: .timer) }
            Circle().frame(width: 8, height: 8).scaleEffect(pulse ? 1.5 : 1)
        }
        .frame(width: 200, height: 80)
        .onAppear {
            started = Date()
            deadline = Date().addingTimeInterval(10)
            withAnimation(.easeInOut(duration: 0.5).repeatForever()) { pulse = true }
        }
    }
}

@Suite("Text relative to now ticks on the host's clock")
struct TickingTextTests {
    @Test func aTimerCountsEachWholeSecondWithNoStateChanging() {
        // Launched 5 s before the renderer's start date.
        let renderer = AnimationRenderer(content: MissionClock(launch: liftOff))
        renderer.startDate = liftOff.addingTimeInterval(5)
        let times = [0, 0.5, 0.999, 1, 1.001, 54.999, 55]
        #expect(shown(renderer, at: times) == [
            "0:05|5 seconds|-5 seconds",
            "0:05|5 seconds|-5 seconds",
            "0:05|5 seconds|-5 seconds",
            "0:06|6 seconds|-6 seconds",
            "0:06|6 seconds|-6 seconds",
            "0:59|59 seconds|-59 seconds",
            "1:00|1 minute|-1 minute",
        ])
        #expect(renderer.diagnostics.isEmpty)
        // Into the hours: launched 3 594 s before the start.
        let later = AnimationRenderer(content: MissionClock(launch: liftOff))
        later.startDate = liftOff.addingTimeInterval(3594)
        #expect(shown(later, at: [0.5, 1, 3.25]) == [
            "59:54|59 minutes, 54 seconds|-59 minutes, 54 seconds",
            "59:55|59 minutes, 55 seconds|-59 minutes, 55 seconds",
            "59:57|59 minutes, 57 seconds|-59 minutes, 57 seconds",
        ])
        let hour = AnimationRenderer(content: MissionClock(launch: liftOff))
        hour.startDate = liftOff.addingTimeInterval(3599)
        #expect(shown(hour, at: [0.999, 1, 62]) == [
            "59:59|59 minutes, 59 seconds|-59 minutes, 59 seconds",
            "1:00:00|1 hour|-1 hour",
            "1:01:01|1 hour, 1 minute|-1 hour, 1 minute",
        ])
    }

    @Test func framesDependOnlyOnTheirTime() {
        // Seeking back and forth, and a fresh renderer, show the same text at each time.
        let times = [2.5, 0.25, 7, 1, 7]
        let renderer = AnimationRenderer(content: MissionClock(launch: liftOff))
        renderer.startDate = liftOff
        let seen = shown(renderer, at: times)
        #expect(seen == ["0:02|2 seconds|-2 seconds", "0:00|0 seconds|+0 seconds", "0:07|7 seconds|-7 seconds",
                         "0:01|1 second|-1 second", "0:07|7 seconds|-7 seconds"])
        for (t, text) in zip(times, seen) {
            let fresh = AnimationRenderer(content: MissionClock(launch: liftOff))
            fresh.startDate = liftOff
            #expect(shown(fresh, at: [t]) == [text], "t = \(t)")
        }
    }

    @Test func aFutureDateCountsDownThenUp() {
        // Lift-off 3 s after the start: "0:03" until a whole second has gone, "0:00" at it.
        let renderer = AnimationRenderer(content: MissionClock(launch: liftOff))
        renderer.startDate = liftOff.addingTimeInterval(-3)
        #expect(shown(renderer, at: [0, 0.5, 1, 2.999, 3, 3.5, 4]) == [
            "0:03|3 seconds|+3 seconds",
            "0:03|3 seconds|+3 seconds",
            "0:02|2 seconds|+2 seconds",
            "0:01|1 second|+1 second",
            "0:00|0 seconds|+0 seconds",
            "0:00|0 seconds|+0 seconds",
            "0:01|1 second|-1 second",
        ])
    }

    @Test func dateInOnAppearTicksWhileStateAnimates() {
        // `Date()` in `onAppear` reads the host's date: the stopwatch counts from the view's
        // appearance, the countdown from ten, while a repeating animation runs beside them.
        let renderer = AnimationRenderer(content: Stopwatch())
        renderer.startDate = liftOff
        #expect(shown(renderer, at: [0, 0.75, 1, 4.2, 9.999, 10, 12]) == [
            "0:00|Lift-off in |0:10",
            "0:00|Lift-off in |0:10",
            "0:01|Lift-off in |0:09",
            "0:04|Lift-off in |0:06",
            "0:09|Lift-off in |0:01",
            "0:10|Lift-off in |0:00",
            "0:12|Lift-off in |0:02",
        ])
    }

    @Test func aTickingTextDrawsLikeTheTextItShows() throws {
        // The pixels of the ticking text at 61 s are those of the same text written out.
        let ticking = AnimationRenderer(content: MissionClock(launch: liftOff))
        ticking.startDate = liftOff
        let written = VStack {
            Text(verbatim: "1:01")
            Text(verbatim: "1 minute, 1 second")
            Text(verbatim: "-1 minute, 1 second")
        }
        .font(.system(size: 18).monospacedDigit())
        .frame(width: 220, height: 90)
        let frame = try ticking.frame(at: 61.5)
        if let dir = ProcessInfo.processInfo.environment["LIMNER_FRAMES_DIR"] {
            try frame.pngData().write(to: URL(fileURLWithPath: "\(dir)/ticking-text-61.5.png"))
        }
        #expect(frame.premultipliedRGBA() == (try AnimationRenderer(content: written).frame(at: 0).premultipliedRGBA()))
    }

    @Test func anImageIsOneMoment() throws {
        // With no clock running, the text shows the render's one moment (the start date).
        // (An image's start date is the Unix epoch.)
        let renderer = ImageRenderer(content: Text(Date(timeIntervalSince1970: -90), style: .timer))
        #expect(texts(in: renderer.displayList) == ["1:30"])
    }

    @Test func extremeDatesShowNothingRatherThanTrap() {
        let far = AnimationRenderer(content: MissionClock(launch: Date(timeIntervalSince1970: 1e300)))
        #expect(shown(far, at: [0, 1]).allSatisfy { !$0.contains(where: \.isNumber) })
        #expect(far.diagnostics.isEmpty)
        // Year 1: a timer of some 17 million hours, still ticking.
        let distantPast = AnimationRenderer(content: Text(Date.distantPast, style: .timer))
        let ages = shown(distantPast, at: [0, 2])
        #expect(ages.count == 2 && ages[0] != ages[1] && ages[0].hasSuffix(":00"))
    }
}
