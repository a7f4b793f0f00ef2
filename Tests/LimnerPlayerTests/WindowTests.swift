import Foundation
import Limner
import LimnerGallery
import XCTest

/// End-to-end tests of `limner play` in a private Xvfb server, driven by xdotool.
///
/// Comparisons: the window's own read-back of the presented frame (`--screenshot`) and,
/// when ffmpeg is present, an X-side capture of the window (x11grab) are compared with
/// `AnimationRenderer` output of the same view in the same state (the same input, at
/// the same points, after every animation has settled), composited over white as the
/// window shows it. Tolerance: no channel differs by more than 3 levels on more than
/// 0.1 % of the pixels (the frames are in fact byte-identical when this was written).
final class WindowTests: XCTestCase {
    static let tolerance = 0.001

    private func temporaryPNG() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("limner-play-\(UUID().uuidString).png")
    }

    /// The renderer's picture of `scene` in a window of `size` points after `input`.
    private func expected(_ scene: InteractiveScene, size: CGSize,
                          input: (AnimationRenderer<AnyView>) -> Void) throws -> Pixmap {
        let r = AnimationRenderer(content: AnyView(scene.view().frame(maxWidth: .infinity, maxHeight: .infinity)))
        r.proposedSize = ProposedViewSize(width: size.width, height: size.height)
        input(r)
        return PixelCompare.overWhite(try r.frame(at: 10))
    }

    private func assertMatches(_ actual: Pixmap, _ expected: Pixmap, _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.width, expected.width, "\(what): width", file: file, line: line)
        XCTAssertEqual(actual.height, expected.height, "\(what): height", file: file, line: line)
        guard actual.width == expected.width, actual.height == expected.height else { return }
        let d = PixelCompare.difference(actual, expected)
        XCTAssertLessThanOrEqual(d.share, Self.tolerance, "\(what): \(d.share * 100)% of pixels differ (max \(d.maximum))",
                                 file: file, line: line)
    }

    /// Clicks the Show/Hide button: the clip animates open, and the settled window matches
    /// the renderer's tap at the same point.
    func testClickingTheButtonMatchesTheRenderer() throws {
        let x = try Xvfb.server()
        let scene = InteractiveScenes.showHide
        let shot = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: shot) }
        let play = try PlayProcess([scene.id, "--quit-after", "20", "--screenshot", shot.path], environment: x.environment())
        let window = try x.window(titled: scene.id, of: play)
        usleep(300_000)
        let button = CGPoint(x: 206, y: 260)
        try x.run("xdotool", ["mousemove", "--window", window, "\(Int(button.x))", "\(Int(button.y))", "click", "1"])
        usleep(2_500_000)  // the 2 s animation settles
        let geometry = try x.geometry(of: window)
        let grabbed = try x.capture(geometry)
        try x.quit(window)
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 0, stderr)
        XCTAssertTrue(stderr.contains("frame interval histogram"), stderr)
        let actual = try Pixmap(contentsOfPNGFile: shot)
        let size = CGSize(width: actual.width, height: actual.height)
        let after = try expected(scene, size: size) { $0.tap(at: button, time: 0.5) }
        let before = try expected(scene, size: size) { _ in }
        assertMatches(actual, after, "window read-back after the click")
        XCTAssertGreaterThan(PixelCompare.difference(actual, before).share, 0.05, "the click changed nothing")
        if let grabbed { assertMatches(grabbed, after, "X-side capture after the click") }
    }

    /// Drags the Slider's thumb: the ellipses' overlap follows, matching the renderer's drag
    /// along the same points.
    func testDraggingTheSliderMatchesTheRenderer() throws {
        let x = try Xvfb.server()
        let scene = InteractiveScenes.doubleEllipses
        let shot = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: shot) }
        let play = try PlayProcess([scene.id, "--quit-after", "20", "--screenshot", shot.path], environment: x.environment())
        let window = try x.window(titled: scene.id, of: play)
        usleep(300_000)
        let from = CGPoint(x: 136, y: 124), to = CGPoint(x: 250, y: 124)
        var args = ["mousemove", "--window", window, "\(Int(from.x))", "\(Int(from.y))", "mousedown", "1"]
        for k in 1...12 {
            let px = Int(from.x + (to.x - from.x) * CGFloat(k) / 12)
            args += ["sleep", "0.02", "mousemove", "--window", window, "\(px)", "\(Int(to.y))"]
        }
        args += ["mouseup", "1"]
        try x.run("xdotool", args)
        usleep(500_000)
        let geometry = try x.geometry(of: window)
        let grabbed = try x.capture(geometry)
        try x.quit(window)
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 0, stderr)
        XCTAssertTrue(stderr.contains("input-to-present latency:") && !stderr.contains("latency: no input"), stderr)
        let actual = try Pixmap(contentsOfPNGFile: shot)
        let size = CGSize(width: actual.width, height: actual.height)
        let after = try expected(scene, size: size) { $0.drag(from: from, to: to, start: 0.5, duration: 0.2) }
        let before = try expected(scene, size: size) { _ in }
        assertMatches(actual, after, "window read-back after the drag")
        XCTAssertGreaterThan(PixelCompare.difference(actual, before).share, 0.01, "the drag changed nothing")
        if let grabbed { assertMatches(grabbed, after, "X-side capture after the drag") }
    }

    /// Resizing the window lays the view out again for the new size (the slider grows).
    func testResizingLaysOutAgain() throws {
        let x = try Xvfb.server()
        let scene = InteractiveScenes.evenOddStepper
        let shot = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: shot) }
        let play = try PlayProcess([scene.id, "--quit-after", "20", "--screenshot", shot.path], environment: x.environment())
        let window = try x.window(titled: scene.id, of: play)
        usleep(300_000)
        let before = try x.geometry(of: window)
        // SDL may still be mapping the window and set its own size once more: repeat the
        // resize until the server shows it.
        for _ in 0..<10 {
            try x.run("xdotool", ["windowsize", window, "700", "420"])
            usleep(200_000)
            if try x.geometry(of: window)?.width ?? 700 == 700 { break }
        }
        usleep(500_000)  // the frame laid out for the new size is drawn
        try x.quit(window)
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 0, stderr)
        let actual = try Pixmap(contentsOfPNGFile: shot)
        XCTAssertEqual(actual.width, 700)
        XCTAssertEqual(actual.height, 420)
        if let before { XCTAssertNotEqual(before.width, 700) }
        let expectedLarge = try expected(scene, size: CGSize(width: 700, height: 420)) { _ in }
        assertMatches(actual, expectedLarge, "window laid out at 700×420")
    }

    /// No display: a clear message and exit status 1.
    func testNoDisplayIsAClearError() throws {
        _ = try Xvfb.server()
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        let play = try PlayProcess(["interactive-show-hide", "--quit-after", "1"], environment: env)
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 1, stderr)
        XCTAssertTrue(stderr.contains("cannot open a window: no display"), stderr)
        // An unreachable display says the same.
        let unreachable = try PlayProcess(["interactive-show-hide", "--quit-after", "1"],
                                          environment: try Xvfb.server().environment(display: ":9999"))
        let (status2, stderr2) = unreachable.finish()
        XCTAssertEqual(status2, 1, stderr2)
        XCTAssertTrue(stderr2.contains("no display"), stderr2)
    }

    /// Degenerate and huge sizes, and a flood of events: the window survives and closes
    /// normally; the drawn area is clamped to `maximumPixelSide` (4096) a side.
    func testTinyHugeResizesAndAnEventFloodAreSurvived() throws {
        let x = try Xvfb.server()
        let shot = temporaryPNG()
        defer { try? FileManager.default.removeItem(at: shot) }
        let play = try PlayProcess(["interactive-show-hide", "--quit-after", "4", "--screenshot", shot.path],
                                   environment: x.environment())
        let window = try x.window(titled: "interactive-show-hide", of: play)
        usleep(300_000)
        try x.run("xdotool", ["windowsize", window, "1", "1"])
        usleep(200_000)
        try x.run("xdotool", ["windowsize", window, "30000", "30000"])
        usleep(400_000)
        try x.run("xdotool", ["windowsize", window, "500", "300"])
        // 3 000 moves with the button held, then a few hundred clicks.
        var flood = ["mousemove", "--window", window, "10", "10", "mousedown", "1"]
        for k in 0..<3000 { flood += ["mousemove", "--window", window, "\(10 + k % 400)", "\(10 + k % 250)"] }
        flood += ["mouseup", "1", "click", "--repeat", "200", "--delay", "1", "1"]
        try x.run("xdotool", flood)
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 0, stderr)
        XCTAssertTrue(stderr.contains("frames:"), stderr)
        let actual = try Pixmap(contentsOfPNGFile: shot)
        XCTAssertEqual(actual.width, 500)
        XCTAssertEqual(actual.height, 300)
    }

    /// A trap inside the scene ends the process with a clear message and status 70 (the
    /// trap is simulated by the signal a failed precondition raises).
    func testATrapEndsWithAClearMessage() throws {
        let x = try Xvfb.server()
        let play = try PlayProcess(["interactive-show-hide", "--quit-after", "10"], environment: x.environment())
        _ = try x.window(titled: "interactive-show-hide", of: play)
        kill(play.process.processIdentifier, SIGILL)
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 70, stderr)
        XCTAssertTrue(stderr.contains("the scene crashed"), stderr)
    }

    /// An animated scene draws continuously and reports its rate.
    func testAnAnimatedSceneDrawsContinuously() throws {
        let x = try Xvfb.server()
        let play = try PlayProcess(["spinning-star", "--quit-after", "2"], environment: x.environment())
        let (status, stderr) = play.finish()
        XCTAssertEqual(status, 0, stderr)
        let line = stderr.split(separator: "\n").first { $0.hasPrefix("animating:") }.map(String.init) ?? ""
        let fps = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        XCTAssertGreaterThan(fps, 5, stderr)
        XCTAssertLessThan(fps, 70, "paced to the display: \(stderr)")
    }
}
