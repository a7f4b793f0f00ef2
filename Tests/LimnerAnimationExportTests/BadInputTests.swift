import Foundation
@testable import LimnerMedia
import LimnerGallery
import XCTest

/// Bad input gives a clear error and leaves nothing at the destination that looks complete.
final class ExportBadInputTests: XCTestCase {
    /// A renderer of tiny solid frames (fast, so long-animation tests stay short).
    static let tiny: @Sendable () throws -> AnimationExport.FrameRenderer = {
        { index, _ in
            var pixmap = try Pixmap(width: 4, height: 4)
            pixmap.fill(RGBAColor(red: Float(index % 7) / 7, green: 0.5, blue: 0.2))
            return pixmap
        }
    }

    func expect(_ expected: AnimationExportError, _ body: () throws -> Void, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) { error in
            XCTAssertEqual(error as? AnimationExportError, expected, "\(error)", line: line)
        }
    }

    func testFramesPerSecondZeroNegativeNaNAndHuge() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.gif")
        for fps in [0, -30, .nan, 1e9, .infinity] as [Double] {
            XCTAssertThrowsError(try AnimationExport.write(to: url, duration: 1, framesPerSecond: fps, makeRenderer: Self.tiny)) {
                guard case .invalidFramesPerSecond = $0 as? AnimationExportError else { return XCTFail("\(fps): \($0)") }
                XCTAssertTrue("\($0)".contains("frames per second"))
            }
        }
        // GIF plays at most 50 fps faithfully; the others allow 1000.
        expect(.invalidFramesPerSecond(60, maximum: 50)) {
            try AnimationExport.write(to: url, duration: 1, framesPerSecond: 60, makeRenderer: Self.tiny)
        }
        XCTAssertEqual(ExportSupport.names(in: url.deletingLastPathComponent()), [])
    }

    func testDurationZeroNaNAndNegative() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.gif")
        for duration in [0, -1, .nan, .infinity] as [Double] {
            XCTAssertThrowsError(try AnimationExport.write(to: url, duration: duration, framesPerSecond: 30, makeRenderer: Self.tiny)) {
                guard case .invalidDuration = $0 as? AnimationExportError else { return XCTFail("\(duration): \($0)") }
            }
        }
    }

    /// Ten hours at 30 fps is 1 080 000 frames, over the one-file limit: refused up front.
    func testTenHoursAtThirtyFramesPerSecondIsRefused() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.mp4")
        expect(.tooManyFrames(1_080_000, maximum: AnimationTiming.maximumFrameCount)) {
            try AnimationExport.write(to: url, duration: 36_000, framesPerSecond: 30, makeRenderer: Self.tiny)
        }
    }

    /// Ten hours at 24 fps (864 000 frames) is accepted and streams: no frame is rendered
    /// more than the window of 2 × threads frames ahead of the next one to encode (the one
    /// being encoded, not yet counted by `progress`, adds one). Stopped by the renderer after 300
    /// frames, it leaves no file.
    func testTenHoursAtTwentyFourFramesPerSecondStreamsWithBoundedWindow() throws {
        let directory = try ExportSupport.directory()
        let url = directory.appendingPathComponent("long.gif")
        let encoded = Counter(), violations = Counter()
        struct Stop: Error {}
        XCTAssertThrowsError(try AnimationExport.write(
            to: url, duration: 36_000, framesPerSecond: 24, threadCount: 2,
            makeRenderer: {
                let render = try Self.tiny()
                return { index, time in
                    if index >= encoded.value + 2 * 2 + 1 { violations.add() }
                    if index == 300 { throw Stop() }
                    return try render(index, time)
                }
            }, progress: { done, total in
                XCTAssertEqual(total, 864_000)
                encoded.set(done)
            })) { XCTAssertTrue($0 is Stop, "\($0)") }
        XCTAssertGreaterThanOrEqual(encoded.value, 290)
        XCTAssertEqual(violations.value, 0, "a frame was rendered more than the window ahead of the encoder")
        XCTAssertEqual(ExportSupport.names(in: directory), [], "the partial GIF was not removed")
    }

    func testUnwritablePaths() throws {
        let directory = try ExportSupport.directory()
        let missing = directory.appendingPathComponent("no/such/dir/out.gif")
        XCTAssertThrowsError(try AnimationExport.write(to: missing, duration: 1, framesPerSecond: 10, makeRenderer: Self.tiny)) {
            guard case .unwritablePath(let path, _) = $0 as? AnimationExportError else { return XCTFail("\($0)") }
            XCTAssertEqual(path, missing.path)
        }
        let file = directory.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        for target in [file.appendingPathComponent("out.mp4"), file.appendingPathComponent("frames", isDirectory: true),
                       directory] {   // the test directory itself as a .gif-less PNG sequence holding a non-frame file
            XCTAssertThrowsError(try AnimationExport.write(to: target, duration: 1, framesPerSecond: 10, makeRenderer: Self.tiny),
                                 target.path) {
                XCTAssertNotNil($0 as? AnimationExportError, "\($0)")
            }
        }
        let readOnly = URL(fileURLWithPath: "/proc/limner-out.gif")
        XCTAssertThrowsError(try AnimationExport.write(to: readOnly, duration: 1, framesPerSecond: 10, makeRenderer: Self.tiny)) {
            guard case .unwritablePath = $0 as? AnimationExportError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(ExportSupport.names(in: directory), ["plain-file"])
    }

    func testUnknownExtension() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.avi")
        expect(.unknownExtension("avi")) {
            try AnimationExport.write(to: url, duration: 1, framesPerSecond: 10, makeRenderer: Self.tiny)
        }
        XCTAssertTrue(AnimationExportError.unknownExtension("avi").description.contains(".gif"))
    }

    func testInvalidFrameRanges() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.gif")
        for range in [5..<5, 8..<12, -1..<3] {
            expect(.invalidFrameRange(lowerBound: range.lowerBound, upperBound: range.upperBound, frameCount: 10)) {
                try AnimationExport.write(to: url, duration: 1, framesPerSecond: 10, range: range, makeRenderer: Self.tiny)
            }
        }
    }

    func testFrameSizeMismatch() throws {
        let directory = try ExportSupport.directory()
        let url = directory.appendingPathComponent("out.apng")
        expect(.frameSizeMismatch(expectedWidth: 4, expectedHeight: 4, width: 5, height: 4)) {
            try AnimationExport.write(to: url, duration: 1, framesPerSecond: 10, threadCount: 1, makeRenderer: {
                { index, _ in try Pixmap(width: index == 3 ? 5 : 4, height: 4) }
            })
        }
        XCTAssertEqual(ExportSupport.names(in: directory), [])
    }

    func testFFmpegMissing() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.mp4")
        let options = AnimationWriter.Options(ffmpegPath: "/nonexistent/ffmpeg")
        XCTAssertThrowsError(try AnimationExport.write(to: url, duration: 1, framesPerSecond: 10, options: options,
                                                       makeRenderer: Self.tiny)) {
            guard case .ffmpegMissing = $0 as? AnimationExportError else { return XCTFail("\($0)") }
            XCTAssertTrue("\($0)".contains("apt-get install ffmpeg"))
        }
        // GIF and PNG sequences never need it.
        try AnimationExport.write(to: url.deletingPathExtension().appendingPathExtension("gif"), duration: 0.2,
                                  framesPerSecond: 10, options: options, makeRenderer: Self.tiny)
    }

    /// An ffmpeg that stops reading and exits with an error: its message is reported.
    func testFFmpegFailureReportsItsMessage() throws {
        let directory = try ExportSupport.directory()
        let script = directory.appendingPathComponent("fake-ffmpeg")
        try "#!/bin/sh\nhead -c 100 >/dev/null\necho 'Conversion failed: simulated encoder crash' >&2\nexit 3\n"
            .write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let url = directory.appendingPathComponent("out.webm")
        XCTAssertThrowsError(try AnimationExport.write(to: url, duration: 3, framesPerSecond: 30,
                                                       options: .init(ffmpegPath: script.path), makeRenderer: Self.tiny)) {
            guard case .ffmpegFailed(let status, let message) = $0 as? AnimationExportError else { return XCTFail("\($0)") }
            XCTAssertEqual(status, 3)
            XCTAssertTrue(message.contains("simulated encoder crash"), message)
        }
        XCTAssertEqual(ExportSupport.names(in: directory), ["fake-ffmpeg"])
    }

    /// A first frame index of `Int.max` is rejected with a range error whose bounds do not
    /// overflow (building the error itself trapped).
    func testFirstFrameIndexAtIntMaxThrows() throws {
        let url = try ExportSupport.directory().appendingPathComponent("out.gif")
        XCTAssertThrowsError(try AnimationWriter(url: url, framesPerSecond: 30, firstFrameIndex: .max)) {
            guard case .invalidFrameRange(let lower, let upper, _) = $0 as? AnimationExportError else { return XCTFail("\($0)") }
            XCTAssertEqual(lower, .max)
            XCTAssertEqual(upper, .max)
        }
    }

    /// The real ffmpeg killed with SIGKILL between frames: the next write or `finish` fails
    /// naming the signal, and the temporary file is removed.
    func testFFmpegKilledMidStream() throws {
        let directory = try ExportSupport.directory()
        let url = directory.appendingPathComponent("out.mp4")
        let writer = try AnimationWriter(url: url, framesPerSecond: 30)
        var frame = try Pixmap(width: 64, height: 64)
        frame.fill(RGBAColor(red: 1, green: 0, blue: 0))
        try writer.append(frame)
        let pid = try XCTUnwrap(writer.ffmpegProcessIdentifier)
        XCTAssertEqual(kill(pid, SIGKILL), 0)
        XCTAssertThrowsError(try {
            for _ in 0..<1000 { try writer.append(frame) }
            try writer.finish()
        }()) {
            guard case .ffmpegFailed(let status, _) = $0 as? AnimationExportError else { return XCTFail("\($0)") }
            XCTAssertEqual(status, -SIGKILL)
            XCTAssertTrue("\($0)".contains("killed by signal 9"))
        }
        XCTAssertEqual(ExportSupport.names(in: directory), [])
    }

    /// A renderer error stops the export, removes the partial file and leaves an earlier
    /// complete file at the destination untouched.
    func testRendererErrorKeepsThePreviousFile() throws {
        let directory = try ExportSupport.directory()
        let url = directory.appendingPathComponent("out.gif")
        try AnimationExport.write(to: url, duration: 0.5, framesPerSecond: 10, makeRenderer: Self.tiny)
        let before = try Data(contentsOf: url)
        struct Broken: Error {}
        XCTAssertThrowsError(try AnimationExport.write(to: url, duration: 1, framesPerSecond: 10, makeRenderer: {
            { index, time in if index == 6 { throw Broken() }; return try Self.tiny()(index, time) }
        })) { XCTAssertTrue($0 is Broken) }
        XCTAssertEqual(try Data(contentsOf: url), before)
        XCTAssertEqual(ExportSupport.names(in: directory), ["out.gif"])
    }
}

/// An integer shared between the rendering threads and the test.
/// `@unchecked Sendable`: `stored` is only touched under `lock`.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ v: Int) { lock.lock(); stored = v; lock.unlock() }
    func add() { lock.lock(); stored += 1; lock.unlock() }
}
