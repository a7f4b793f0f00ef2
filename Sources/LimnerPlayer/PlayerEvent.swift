import CSDL2
import Foundation
import Limner

/// A pointer event's phase.
public enum PointerPhase: Sendable, Equatable {
    /// The primary button (or a touch) went down.
    case down
    /// The pointer moved with the button held.
    case moved
    /// The button went up.
    case up
}

/// A window event as the player understands it: SDL's events reduced to what the player
/// acts on. `PlayerEvent(_:)` is a pure function of the SDL event, so it is unit-tested.
public enum PlayerEvent: Equatable, Sendable {
    /// Close the window (the close button, SIGINT/SIGTERM, Esc or Q).
    case quit
    /// Save a PNG of the frame on screen (S).
    case screenshot
    /// A key with no meaning to the player (`SDL_Keycode`); Limner's views take no
    /// keyboard input yet.
    case key(Int32)
    /// The primary button or a touch went down, moved while down, or went up, at a point
    /// in window coordinates (points); `timestamp` is SDL's, in milliseconds.
    case pointer(PointerPhase, CGPoint, timestamp: UInt32)
    /// The wheel or a touchpad scrolled by (`dx`, `dy`) notches (positive: right, away
    /// from the user). Limner's views do not scroll yet, so it is counted only.
    case wheel(dx: Double, dy: Double)
    /// The window's size changed to `width` × `height` points.
    case resized(width: Int, height: Int)
    /// The window needs drawing again (exposed, shown, restored, display changed).
    case exposed
    /// Anything else (hover motion, other buttons, focus, joysticks, …).
    case ignored

    /// The meaning of `event` to the player.
    public init(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_KEYDOWN:
            let sym = event.key.keysym.sym
            if sym == Self.keycode(SDLK_ESCAPE) || sym == Self.keycode(SDLK_q) {
                self = .quit
            } else if sym == Self.keycode(SDLK_s) {
                self = event.key.repeat != 0 ? .ignored : .screenshot
            } else {
                self = .key(sym)
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.button == UInt8(SDL_BUTTON_LEFT) else { self = .ignored; return }
            let phase: PointerPhase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            self = .pointer(phase, CGPoint(x: CGFloat(b.x), y: CGFloat(b.y)), timestamp: b.timestamp)
        case SDL_MOUSEMOTION:
            let m = event.motion
            guard m.state & UInt32(Self.leftMask) != 0 else { self = .ignored; return }
            self = .pointer(.moved, CGPoint(x: CGFloat(m.x), y: CGFloat(m.y)), timestamp: m.timestamp)
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            let flip: Double = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let dx = Double(w.preciseX), dy = Double(w.preciseY)
            self = .wheel(dx: (dx.isFinite ? dx : Double(w.x)) * flip, dy: (dy.isFinite ? dy : Double(w.y)) * flip)
        case SDL_WINDOWEVENT:
            let w = event.window
            switch SDL_WindowEventID(rawValue: UInt32(w.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                self = .resized(width: Int(max(0, w.data1)), height: Int(max(0, w.data2)))
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
                self = .exposed
            case SDL_WINDOWEVENT_CLOSE:
                self = .quit
            default:
                self = .ignored
            }
        default:
            self = .ignored
        }
    }

    /// Whether this is a pointer move (the player keeps only the latest of a run of them).
    var isMove: Bool {
        if case .pointer(.moved, _, _) = self { return true }
        return false
    }

    static func keycode(_ k: SDL_KeyCode) -> Int32 { Int32(bitPattern: k.rawValue) }
    static let leftMask: Int32 = 1 << (SDL_BUTTON_LEFT - 1)
}

extension Array where Element == PlayerEvent {
    /// The events with every pointer move that another move follows directly dropped: a
    /// flood of motion costs one hit-test per frame, while downs, ups and the last position
    /// before each are kept in order.
    func coalescingMoves() -> [PlayerEvent] {
        var result: [PlayerEvent] = []
        result.reserveCapacity(count)
        for event in self {
            if event.isMove, let last = result.last, last.isMove { result[result.count - 1] = event } else { result.append(event) }
        }
        return result
    }
}
