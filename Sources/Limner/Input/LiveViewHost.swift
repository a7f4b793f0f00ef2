import Foundation

/// A view host driven from outside by a real clock: the face of `ViewHost` the live window
/// (`LimnerPlayer`) uses. It is not for apps; import it with `@_spi(LivePlayer) import Limner`.
///
/// Times are seconds since the window opened, as the player measures them; they must not go
/// backwards (an earlier time is taken as the current one). Each pointer event becomes an
/// event on the host's virtual clock at its time and goes through the same `InputDispatcher`
/// (hit-testing, gesture competition, control actions) as scripted input, so a click in the
/// window and `AnimationRenderer.tap(at:time:)` at the same time and point do the same
/// thing. Frames are incremental: the host never starts again from time 0.
///
/// The host itself never reads the wall clock; the player does, and passes the time in.
@_spi(LivePlayer)
public final class LiveViewHost {
    /// A pointer event's phase.
    public enum PointerPhase: Sendable, Equatable {
        /// The button went down (a new pointer sequence; a sequence still open is lifted).
        case down
        /// The pointer moved with the button held (ignored when no sequence is open).
        case moved
        /// The button went up.
        case up
    }

    private let host: ViewHost
    private let dispatcher: InputDispatcher
    private var invalidated = true
    private var lastEventsRun = -1
    private var lastFrameMoved = false

    /// Creates a host for `content`; `startDate` is what `TimelineView` dates and timer
    /// outputs show at time 0 (the player passes the date the window opened).
    public init(content: any View, startDate: Date) {
        host = ViewHost(rootView: content, startDate: startDate)
        dispatcher = InputDispatcher(host: host)
    }

    /// The size proposed to the view (the window's size in points).
    public var proposedSize: ProposedViewSize {
        get { host.proposedSize }
        set { if newValue != host.proposedSize { host.proposedSize = newValue; recommit() } }
    }

    /// Pixels per point.
    public var scale: CGFloat {
        get { host.scale }
        set { if newValue != host.scale { host.scale = newValue; recommit() } }
    }

    /// A committed update at the next frame's time (an empty event), so layout-dependent
    /// state (`GeometryReader` values seen by `onChange`) follows a new size or scale.
    private func recommit() {
        if host.started { host.schedule(at: host.time) {} }
        invalidated = true
    }

    /// Whether transparent areas become black.
    public var isOpaque: Bool {
        get { host.isOpaque }
        set { host.isOpaque = newValue; invalidated = true }
    }

    /// Threads each frame's rasterization may use.
    public var threadCount: Int {
        get { host.threadCount }
        set { host.threadCount = max(1, newValue) }
    }

    /// The current time (of the last event or frame).
    public var time: Double { host.time }

    /// The time of the next scheduled event (timer tick, timeline entry, animation
    /// completion), if any: when nothing animates, nothing changes before it without input.
    public var nextEventTime: Double? { host.clock.nextEventTime }

    /// Every diagnostic of the last frame.
    public var diagnostics: [GraphDiagnostic] { host.diagnostics }

    /// Delivers a pointer event at `point` (root coordinates, in points) at `time`, and runs
    /// every event up to it (the callbacks it triggers included).
    public func pointer(_ phase: PointerPhase, at point: CGPoint, time: Double) {
        let t = max(time.isFinite ? time : host.time, host.time)
        host.schedule(at: t) { [dispatcher] in dispatcher.live(phase, point) }
        host.advance(to: t)
        invalidated = true
    }

    /// Whether the frame at `time` may differ from the last one drawn: something was
    /// invalidated (input, size, scale), an event ran since (a timer, a timeline entry, an
    /// action), an animation runs or ran at the last frame, or content reads the frame time.
    /// Runs the events up to `time`.
    public func needsFrame(at time: Double) -> Bool {
        let t = max(time.isFinite ? time : host.time, host.time)
        host.advance(to: t)
        if invalidated || lastFrameMoved || host.eventsRun != lastEventsRun { return true }
        return host.graph.isAnimating(at: t) || host.graph.timeReads.readsFrameTime
    }

    /// The frame at `time` (the events up to it run first). The pixmap shares storage with
    /// the host's raster context until the next frame.
    public func frame(at time: Double) throws -> Pixmap {
        let t = max(time.isFinite ? time : host.time, host.time)
        invalidated = false
        // A frame that throws counts as drawn: it is not retried until something changes.
        defer {
            lastEventsRun = host.eventsRun
            lastFrameMoved = host.graph.isAnimating(at: t) || host.graph.timeReads.readsFrameTime
        }
        return try host.pixmap(at: t)
    }

    /// The laid-out size at `time`, in points (the events up to it run first).
    public func size(at time: Double) -> CGSize {
        host.record(at: max(time.isFinite ? time : host.time, host.time)).size
    }
}

extension InputDispatcher {
    /// A live pointer event at the host's current time: a down opens a new sequence (lifting
    /// the previous one); moves and ups go to the open sequence, if any.
    func live(_ phase: LiveViewHost.PointerPhase, _ point: CGPoint) {
        switch phase {
        case .down: down(point, id: newSequenceID())
        case .moved: if let id = activeSequenceID { move(point, id: id) }
        case .up: if let id = activeSequenceID { up(point, id: id) }
        }
    }
}
