import Foundation
@testable import LimnerMedia
import XCTest

/// Bad input found by FuzzExport: frame rates so low that a GIF frame's delay overflows.
final class GIFDelayBadInputTests: XCTestCase {
    /// Class: frame times past what integers and GIF's 16-bit delays hold. A rate of 10⁻⁹ or
    /// 10⁻³⁰⁰ frames per second is valid (one frame); the frame's start in hundredths of a
    /// second saturates, and its delay is GIF's longest, 655.35 s (before: a trap converting
    /// the delay, or the start, to an integer).
    func testTinyFrameRatesWriteAGIFWithTheLongestDelay() throws {
        for fps in [1e-9, 1e-300, 0.001] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("gif-delay-\(fps)-\(getpid()).gif")
            defer { try? FileManager.default.removeItem(at: url) }
            try AnimationExport.write(to: url, duration: 1, framesPerSecond: fps, threadCount: 1,
                                      makeRenderer: ExportBadInputTests.tiny)
            let gif = try GIFDecoder.decode(contentsOf: url)
            XCTAssertEqual(gif.frames.count, 1, "fps \(fps)")
        }
        XCTAssertEqual(AnimationTiming.gifStartCentiseconds(ofFrame: 1, framesPerSecond: 1e-300), Int.max)
        XCTAssertEqual(AnimationTiming.gifStartCentiseconds(ofFrame: 1, framesPerSecond: .nan), 0)
        XCTAssertEqual(GIFAnimationEncoder.gifDelay(Int.max), 65_535)
        XCTAssertEqual(GIFAnimationEncoder.gifDelay(-3), 0)
    }
}
