import Foundation
import LimnerMedia
import XCTest

/// Frame counts, frame times, GIF delays and the limits on them.
final class AnimationTimingTests: XCTestCase {
    func testFrameCountIsDurationTimesRateRoundedUp() throws {
        XCTAssertEqual(try AnimationTiming.frameCount(duration: 1, framesPerSecond: 30), 30)
        XCTAssertEqual(try AnimationTiming.frameCount(duration: 0.1, framesPerSecond: 30), 3)   // 3.0000000000000004
        XCTAssertEqual(try AnimationTiming.frameCount(duration: 0.11, framesPerSecond: 30), 4)
        XCTAssertEqual(try AnimationTiming.frameCount(duration: 1e-6, framesPerSecond: 30), 1)
        XCTAssertEqual(try AnimationTiming.frameCount(duration: 2.5, framesPerSecond: 29.97), 75)
    }

    func testFrameTimeIsIndexOverRate() {
        XCTAssertEqual(AnimationTiming.time(ofFrame: 37, framesPerSecond: 30), 37.0 / 30.0)
        XCTAssertEqual(AnimationTiming.time(ofFrame: 0, framesPerSecond: 24), 0)
    }

    func testGIFDelaysAccumulateWithoutDrift() {
        // At 30 fps the delays are 3, 3, 4, 3, 3, 4, …: frame k starts at round(100k/30) cs.
        let delays = (0..<6).map {
            AnimationTiming.gifStartCentiseconds(ofFrame: $0 + 1, framesPerSecond: 30)
                - AnimationTiming.gifStartCentiseconds(ofFrame: $0, framesPerSecond: 30)
        }
        XCTAssertEqual(delays, [3, 4, 3, 3, 4, 3])
        XCTAssertEqual(AnimationTiming.gifStartCentiseconds(ofFrame: 3000, framesPerSecond: 30), 10000)
    }
}
