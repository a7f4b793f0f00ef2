import Foundation

/// One pointer event as a recognizer sees it: in the local space of the view the gesture
/// is attached to (through every offset, rotation and scale above it), and in root space.
struct PointerSample {
    enum Phase { case down, move, up, tick }
    var phase: Phase
    /// The pointer in the view's local space.
    var location: CGPoint
    /// The pointer in root space.
    var rootLocation: CGPoint
    /// Where the sequence started, in local space (as the view is placed now).
    var startLocation: CGPoint
    /// The virtual time, in seconds.
    var time: Double
    /// The time of the pointer-down.
    var startTime: Double
    /// The start date (time 0).
    var startDate: Date
    /// The view's size.
    var size: CGSize
    /// The named coordinate spaces around the view.
    var namedSpaces: [AnyHashable: CoordinateSpaceAnchor]

    /// `location` in a coordinate space (named spaces are offset from the root by their
    /// origin; rotations and scales above them are not included).
    func point(in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local: return location
        case .global: return rootLocation
        case .named(let name):
            let o = namedSpaces[name]?.globalOrigin ?? .zero
            return CGPoint(x: rootLocation.x - o.x, y: rootLocation.y - o.y)
        }
    }

    /// Distance moved since the pointer went down.
    var distance: CGFloat { hypot(location.x - startLocation.x, location.y - startLocation.y) }
}

/// A recognizer for one pointer sequence. `handle` updates `status` and returns the
/// callbacks the event produced; the dispatcher runs them only if the recognizer wins
/// (see `InputDispatcher`), so a losing gesture's callbacks never run.
class AnyGestureRecognizer {
    enum Status: Equatable {
        /// Nothing decided yet.
        case possible
        /// Recognised and still changing (a drag in flight, a press being held).
        case active
        /// Recognised and over.
        case ended
        /// Will not recognise this sequence.
        case failed
    }
    var status: Status = .possible
    /// A recognizer this one stands for (custom gestures and `map` delegate to their body).
    var forward: AnyGestureRecognizer?

    /// Handles an event; returns the callbacks it produced.
    func handle(_ sample: PointerSample) -> [() -> Void] {
        guard let forward else { status = .failed; return [] }
        let effects = forward.handle(sample)
        status = forward.status
        return effects
    }

    /// When the recognizer wants a `tick` without pointer movement (long presses).
    func wakeUpTime(after start: Double) -> Double? { forward?.wakeUpTime(after: start) }

    /// The callbacks to run when the sequence is over for this recognizer (ended, failed or
    /// cancelled): `GestureState` returns to its initial value.
    func resets() -> [() -> Void] { forward?.resets() ?? [] }
}

/// A recognizer that reports values of type `Value`.
class GestureRecognizer<Value>: AnyGestureRecognizer {
    var changedActions: [(Value) -> Void] = []
    var endedActions: [(Value) -> Void] = []
    var resetActions: [() -> Void] = []

    /// The callbacks for a change to `value`.
    func changed(_ value: Value) -> [() -> Void] { changedActions.map { action in { action(value) } } }
    /// The callbacks for the end with `value`.
    func ended(_ value: Value) -> [() -> Void] { endedActions.map { action in { action(value) } } }

    override func resets() -> [() -> Void] { resetActions + super.resets() }
}

/// Taps: the pointer goes down and up without moving more than 10 pt (UIKit's tap
/// allowance); `count` taps count as one gesture when each follows the last within 0.35 s
/// and 45 pt (Limner's figures, close to UIKit's double-tap behaviour).
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    let count: Int
    let context: GestureContext
    let makeValue: (PointerSample) -> Value
    static var allowance: CGFloat { 10 }

    init(count: Int, context: GestureContext, makeValue: @escaping (PointerSample) -> Value) {
        self.count = max(1, count)
        self.context = context
        self.makeValue = makeValue
    }

    override func handle(_ sample: PointerSample) -> [() -> Void] {
        switch sample.phase {
        case .down, .tick:
            return []
        case .move:
            if sample.distance > Self.allowance { status = .failed }
            return []
        case .up:
            guard status == .possible, sample.distance <= Self.allowance else { status = .failed; return [] }
            var n = 1
            if let last = context.lastTap, sample.startTime - last.time <= 0.35,
               hypot(last.location.x - sample.location.x, last.location.y - sample.location.y) <= 45 {
                n = last.count + 1
            }
            if n >= count {
                context.lastTap = nil
                status = .ended
                let value = makeValue(sample)
                return changed(value) + ended(value)
            }
            context.lastTap = (n, sample.time, sample.location)
            status = .failed
            return []
        }
    }
}

/// A press held for `minimumDuration` within `maximumDistance`.
final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : maximumDistance
    }

    override func wakeUpTime(after start: Double) -> Double? { start + minimumDuration }

    override func handle(_ sample: PointerSample) -> [() -> Void] {
        guard status == .possible || status == .active else { return [] }
        if sample.distance > maximumDistance { status = .failed; return [] }
        switch sample.phase {
        case .down:
            status = .active
            if minimumDuration == 0 { status = .ended; return changed(true) + ended(true) }
            return changed(true)
        case .move:
            return elapsed(sample) ? succeed() : []
        case .tick, .up:
            if elapsed(sample) { return succeed() }
            if sample.phase == .up { status = .failed }
            return []
        }
    }

    private func elapsed(_ sample: PointerSample) -> Bool { sample.time - sample.startTime >= minimumDuration - 1e-9 }
    private func succeed() -> [() -> Void] { status = .ended; return ended(true) }
}

/// A drag: active once the pointer has moved `minimumDistance`; every later move is a
/// change; the pointer-up ends it.
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    private var last: (point: CGPoint, time: Double)?
    private var velocity = CGSize.zero

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    override func handle(_ sample: PointerSample) -> [() -> Void] {
        guard status == .possible || status == .active else { return [] }
        let point = sample.point(in: coordinateSpace)
        if let last, sample.time > last.time {
            let dt = CGFloat(sample.time - last.time)
            velocity = CGSize(width: (point.x - last.point.x) / dt, height: (point.y - last.point.y) / dt)
        }
        last = (point, sample.time)
        var start = sample
        start.location = sample.startLocation
        let value = DragGesture.Value(time: sample.startDate.addingTimeInterval(sample.time), location: point,
                                      startLocation: start.point(in: coordinateSpace), velocity: velocity)
        switch sample.phase {
        case .down, .move:
            if status == .possible, sample.distance >= minimumDistance, sample.phase == .move || minimumDistance == 0 {
                status = .active
            }
            return status == .active ? changed(value) : []
        case .tick:
            return []
        case .up:
            if status == .possible && sample.distance >= minimumDistance { status = .active }
            guard status == .active else { status = .failed; return [] }
            status = .ended
            return changed(value) + ended(value)
        }
    }
}

/// A recognizer made from closures (what controls use for their own tracking).
final class ClosureRecognizer: AnyGestureRecognizer {
    let body: (PointerSample, inout Status) -> [() -> Void]
    let onReset: [() -> Void]

    init(onReset: [() -> Void] = [], _ body: @escaping (PointerSample, inout Status) -> [() -> Void]) {
        self.body = body
        self.onReset = onReset
    }

    override func handle(_ sample: PointerSample) -> [() -> Void] {
        guard status == .possible || status == .active else { return [] }
        return body(sample, &status)
    }

    override func resets() -> [() -> Void] { onReset }
}
