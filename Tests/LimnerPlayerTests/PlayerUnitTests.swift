import CSDL2
import Foundation
import Limner
@testable import LimnerPlayer
import XCTest

/// Event translation, move coalescing, the histogram and the white compositing, without a
/// window.
final class PlayerEventTests: XCTestCase {
    private func key(_ k: SDL_KeyCode, repeat r: UInt8 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = Int32(bitPattern: k.rawValue)
        e.key.repeat = r
        return e
    }

    private func button(_ type: SDL_EventType, _ b: Int32, x: Int32, y: Int32, time: UInt32) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.button = UInt8(b)
        e.button.x = x
        e.button.y = y
        e.button.timestamp = time
        return e
    }

    func testKeys() {
        XCTAssertEqual(PlayerEvent(key(SDLK_ESCAPE)), .quit)
        XCTAssertEqual(PlayerEvent(key(SDLK_q)), .quit)
        XCTAssertEqual(PlayerEvent(key(SDLK_s)), .screenshot)
        XCTAssertEqual(PlayerEvent(key(SDLK_s, repeat: 1)), .ignored, "a held S saves once")
        XCTAssertEqual(PlayerEvent(key(SDLK_a)), .key(Int32(bitPattern: SDLK_a.rawValue)))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(PlayerEvent(quit), .quit)
    }

    func testPointer() {
        XCTAssertEqual(PlayerEvent(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 12, y: 34, time: 500)),
                       .pointer(.down, CGPoint(x: 12, y: 34), timestamp: 500))
        XCTAssertEqual(PlayerEvent(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 1, y: 2, time: 9)),
                       .pointer(.up, CGPoint(x: 1, y: 2), timestamp: 9))
        XCTAssertEqual(PlayerEvent(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, x: 1, y: 2, time: 9)), .ignored)
        var move = SDL_Event()
        move.type = SDL_MOUSEMOTION.rawValue
        move.motion.x = 5
        move.motion.y = 6
        move.motion.timestamp = 77
        XCTAssertEqual(PlayerEvent(move), .ignored, "hover without a button is not input")
        move.motion.state = UInt32(1 << (SDL_BUTTON_LEFT - 1))
        XCTAssertEqual(PlayerEvent(move), .pointer(.moved, CGPoint(x: 5, y: 6), timestamp: 77))
    }

    func testWheelAndWindow() {
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.y = 1
        wheel.wheel.preciseY = 1.5
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        XCTAssertEqual(PlayerEvent(wheel), .wheel(dx: 0, dy: -1.5))
        var resized = SDL_Event()
        resized.type = SDL_WINDOWEVENT.rawValue
        resized.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resized.window.data1 = 640
        resized.window.data2 = -3
        XCTAssertEqual(PlayerEvent(resized), .resized(width: 640, height: 0))
        resized.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        XCTAssertEqual(PlayerEvent(resized), .exposed)
        resized.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        XCTAssertEqual(PlayerEvent(resized), .quit)
        resized.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
        XCTAssertEqual(PlayerEvent(resized), .ignored)
    }

    func testRunsOfMovesKeepTheirLastPosition() {
        let m = { (x: CGFloat) in PlayerEvent.pointer(.moved, CGPoint(x: x, y: 0), timestamp: 0) }
        let down = PlayerEvent.pointer(.down, .zero, timestamp: 0), up = PlayerEvent.pointer(.up, .zero, timestamp: 0)
        let events = [down, m(1), m(2), m(3), .exposed, m(4), m(5), up, m(6)]
        XCTAssertEqual(events.coalescingMoves(), [down, m(3), .exposed, m(5), up, m(6)])
        let flood = [down] + (0..<100_000).map { m(CGFloat($0)) } + [up]
        XCTAssertEqual(flood.coalescingMoves(), [down, m(99_999), up])
    }

    func testHistogram() {
        var h = DurationHistogram(bounds: [10, 20, .nan, 5])
        XCTAssertEqual(h.bounds, [5, 10, 20])
        for v in [1.0, 5, 7, 10, 15, 25, 1000, -1, .nan] { h.add(v) }
        XCTAssertEqual(h.counts, [2, 2, 1, 2])
        XCTAssertEqual(h.count, 7)
        XCTAssertEqual(h.percentile(50), 10)
        XCTAssertEqual(h.percentile(100), 1000)
        XCTAssertEqual(h.percentile(0), 1)
        XCTAssertNil(DurationHistogram().percentile(50))
        XCTAssertEqual(h.lines().count, 4)
    }

    func testDroppedFrames() {
        var s = FrameStats(period: 1000 / 60.0)
        for ms in [16.6, 16.8, 17.0, 33.3, 50.1, 16.7, 24] { s.addInterval(ms) }
        XCTAssertEqual(s.dropped, 1 + 2 + 0)  // 33.3 ms is one missed refresh, 50.1 two; 24 rounds to one period
        XCTAssertEqual(s.intervals.count, 7)
        XCTAssertEqual(s.framesPerSecond ?? 0, 1000 / ((16.6 + 16.8 + 17 + 33.3 + 50.1 + 16.7 + 24) / 7), accuracy: 1e-9)
        XCTAssertTrue(s.report.contains("3 dropped frames"), s.report)
    }

    func testCompositingOverWhite() throws {
        var p = try Pixmap(width: 2, height: 1, rowStride: 3)
        p.setPixel(x: 0, y: 0, r: 0, g: 0, b: 0, a: 0)
        p.setPixel(x: 1, y: 0, r: 100, g: 50, b: 0, a: 128)
        var out: [UInt32] = []
        SDLWindow.compositeOverWhite(p, into: &out)
        XCTAssertEqual(out, [0xFFFF_FFFF, 0xFF7F_B1E3])  // 100+127, 50+127, 0+127
    }

    func testNoDisplayError() {
        XCTAssertTrue(PlayerError.noDisplay("x").description.contains("no display"))
    }
}
