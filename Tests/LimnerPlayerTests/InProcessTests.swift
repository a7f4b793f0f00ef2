import Foundation
import Limner
import LimnerPlayer
import XCTest

/// A view whose button breaks it: the click makes it too large to rasterize and starts an
/// endless `onChange` loop. The window must survive both.
private struct BreakingView: View {
    @State private var broken = false
    @State private var loops = 0
    var body: some View {
        Button {
            broken = true
        } label: {
            Color.blue.frame(width: 200, height: 100)
        }
        .frame(width: broken ? 100_000 : 200, height: broken ? 100_000 : 100)
        .onChange(of: broken) { loops += 1 }
        .onChange(of: loops) { loops += 1 }
    }
}

/// `LimnerPlayer.run` in this process, on the test's thread, against the shared Xvfb;
/// xdotool clicks from another thread.
final class InProcessTests: XCTestCase {
    func testAViewThatBreaksInsideAnActionLeavesTheWindowRunning() throws {
        let x = try Xvfb.server()
        setenv("DISPLAY", x.display, 1)
        unsetenv("WAYLAND_DISPLAY")
        var options = PlayerOptions()
        options.title = "Limner in-process breaking view"
        options.quitAfter = 2.5
        options.printsReport = false
        let clicked = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let window = try? x.window(titled: "in-process breaking") {
                usleep(300_000)
                _ = try? x.run("xdotool", ["mousemove", "--window", window, "100", "50", "click", "1"])
            }
            clicked.signal()
        }
        let report = try LimnerPlayer.run(BreakingView(), options: options)
        _ = clicked.wait(timeout: .now() + 5)
        XCTAssertGreaterThanOrEqual(report.stats.presented, 2)
        XCTAssertGreaterThanOrEqual(report.stats.failedFrames, 1, "the oversized frame should fail to render")
        XCTAssertTrue(report.errors.first?.contains("failed") ?? false, "\(report.errors)")
        XCTAssertNotNil(report.lastFrame, "the last good frame stays on screen")
        XCTAssertGreaterThanOrEqual(report.stats.latencies.count, 1)
    }

    func testKeysSaveAFrameAndQuit() throws {
        let x = try Xvfb.server()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("limner-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let play = try PlayProcess(["interactive-random-alignment", "--quit-after", "10"], environment: x.environment(),
                                   directory: directory)
        let window = try x.window(titled: "interactive-random-alignment", of: play)
        usleep(300_000)
        try x.run("xdotool", ["windowfocus", "--sync", window, "key", "s"])
        usleep(500_000)
        try x.run("xdotool", ["windowfocus", "--sync", window, "key", "q"])
        let start = Date()
        let (status, stderr) = play.finish(timeout: 8)
        XCTAssertEqual(status, 0, stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "Q should close the window at once")
        let saved = try Pixmap(contentsOfPNGFile: directory.appendingPathComponent("limner-frame-1.png"))
        XCTAssertGreaterThan(saved.width, 100)
    }
}
