import Foundation

/// Why `AnimationRenderer` could not render a frame.
public enum AnimationRendererError: Error, Equatable, CustomStringConvertible {
    /// The time is NaN, infinite or negative.
    case invalidTime(Double)
    /// A scripted `tap(_:at:)` found no control whose label text is `label`.
    case noControl(label: String, time: Double)
    /// A scripted `tap(_:at:)` found `count` controls whose label text is `label`.
    case ambiguousControl(label: String, count: Int, time: Double)

    public var description: String {
        switch self {
        case .invalidTime(let t): return "cannot render at time \(t): times must be finite and not negative"
        case let .noControl(label, t): return "no control labelled \"\(label)\" at time \(t) to tap"
        case let .ambiguousControl(label, count, t):
            return "\(count) controls labelled \"\(label)\" at time \(t); a scripted tap needs exactly one"
        }
    }
}

/// Renders a view at any virtual time: a view as a pure function of (state, time).
///
/// ```swift
/// let renderer = AnimationRenderer(content: Spinner())
/// renderer.framesPerSecond = 30
/// let pixmap = try renderer.frame(at: 1.25)     // any time, any order; same bytes every run
/// let list = renderer.displayList(at: 1.25)
/// ```
///
/// Time starts at 0 when the view first appears (its `onAppear` actions run then). State
/// changes come from the view's own events — `onAppear`, `onChange`, `Timer.publish` with
/// `onReceive`, `TimelineView` entries, animation completions — each at an exact virtual
/// time; `withAnimation` animates them in closed form. A frame reads that state at its time
/// without changing it, so rendering frames in any order gives the same pixels; seeking
/// backwards starts again from time 0 and replays the events (never the frames) before it.
///
/// Nothing reads the wall clock: `startDate` is what `TimelineView` dates and timer outputs
/// show at time 0.
public final class AnimationRenderer<Content: View> {
    /// The view.
    public var content: Content { didSet { invalidate() } }
    /// The size proposed to the view (default `.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { didSet { invalidate() } }
    /// Pixels per point (default 1).
    public var scale: CGFloat = 1 { didSet { invalidate() } }
    /// Whether frames have no transparency: transparent areas become black (default false).
    public var isOpaque: Bool = false { didSet { invalidate() } }
    /// Frames per second of written animations (default 30); frame k is at k / fps.
    public var framesPerSecond: Double = 30
    /// The date at time 0 (default the Unix epoch).
    public var startDate = Date(timeIntervalSince1970: 0) { didSet { invalidate() } }
    /// Threads each frame's rasterization may use (default 2).
    public var threadCount: Int = 2

    private var host: ViewHost?
    /// The input dispatcher of `host`.
    private var dispatcher: InputDispatcher?
    /// Scripted input, in the order given (see `AnimationRenderer+Input.swift`).
    var inputs: [ScriptedInput] = [] { didSet { invalidate() } }

    /// Creates a renderer for `content`.
    public init(content: Content) { self.content = content }

    /// What the last frame noticed (nesting limits, update loops, coalesced timer ticks).
    public var diagnostics: [GraphDiagnostic] { host?.diagnostics ?? [] }

    /// The frame at `time` seconds.
    /// Throws `noControl` or `ambiguousControl` when a scripted tap by label at or before
    /// `time` found no control or several.
    public func frame(at time: TimeInterval) throws -> Pixmap {
        try check(time)
        let pixmap = try host(for: time).pixmap(at: time)
        if let error = dispatcher?.errors.first(where: { $0.time <= time }) { throw error.error }
        return pixmap
    }

    /// The display list at `time` seconds (empty for an invalid time).
    public func displayList(at time: TimeInterval) -> DisplayList {
        guard (try? check(time)) != nil else { return DisplayList([]) }
        return host(for: time).record(at: time).list
    }

    /// The laid-out size at `time` seconds, in points.
    public func size(at time: TimeInterval) -> CGSize {
        guard (try? check(time)) != nil else { return .zero }
        return host(for: time).record(at: time).size
    }

    func check(_ time: TimeInterval) throws {
        guard time.isFinite, time >= 0 else { throw AnimationRendererError.invalidTime(time) }
    }

    /// A host positioned at or before `time` (a new one when seeking backwards).
    func host(for time: TimeInterval) -> ViewHost {
        if let host, host.time <= time { return host }
        let (host, dispatcher) = makeHostWithInput()
        self.host = host
        self.dispatcher = dispatcher
        return host
    }

    /// A new host for this renderer's settings, with the scripted input scheduled on its
    /// clock (each export worker has its own).
    func makeHost() -> ViewHost { makeHostWithInput().host }

    private func makeHostWithInput() -> (host: ViewHost, dispatcher: InputDispatcher) {
        let host = ViewHost(rootView: content, startDate: startDate)
        host.proposedSize = proposedSize
        host.scale = scale
        host.isOpaque = isOpaque
        host.threadCount = threadCount
        // The scheduled events keep the dispatcher alive as long as the host.
        let dispatcher = InputDispatcher(host: host)
        for input in inputs { dispatcher.schedule(input) }
        return (host, dispatcher)
    }

    private func invalidate() { host = nil; dispatcher = nil }
}

/// Where one frame's time went (for benchmarks).
@_spi(Benchmarks)
public struct FrameProfile: Sendable {
    /// Running the events before the frame (committed updates included).
    public var events: Double
    /// Resolving the view tree at the frame's time and laying it out.
    public var updateAndLayout: Double
    /// Recording the display list.
    public var record: Double
    /// Rasterizing it.
    public var render: Double
}

extension AnimationRenderer {
    /// The frame at `time` with the time each stage took, in seconds.
    @_spi(Benchmarks)
    public func profiledFrame(at time: TimeInterval) throws -> (Pixmap, FrameProfile) {
        try check(time)
        let host = host(for: time)
        func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
        let t0 = now()
        host.advance(to: time)
        let t1 = now()
        let (size, list, split) = host.recordTimed(at: time)
        let t2 = now()
        let pixmap = try host.rasterize(size: size, list: list)
        let t3 = now()
        return (pixmap, FrameProfile(events: t1 - t0, updateAndLayout: split, record: (t2 - t1) - split, render: t3 - t2))
    }
}
