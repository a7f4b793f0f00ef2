import Foundation

/// Something the graph noticed while resolving or laying out a view tree. Bad input never
/// traps; it leaves a diagnostic and a defined result.
public enum GraphDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// Views nested deeper than the limit were dropped (nothing is drawn below it).
    case nestingTooDeep(limit: Int)
    /// One update resolved `limit` views (`GraphDiagnostic.maximumViewCount`); the views
    /// after them (later `ForEach` elements, later siblings) were dropped. `ImageRenderer`
    /// and `AnimationRenderer` throw `ImageRendererError.tooManyViews` instead of drawing
    /// the part that was resolved.
    case tooManyViews(limit: Int)
    /// A frame dimension was NaN or infinite and was ignored.
    case invalidFrameDimension(String)
    /// An image could not be loaded; an empty image was used.
    case missingImage(String)
    /// State kept changing in response to itself (`onChange` writing what it observes, …):
    /// after this many rounds at one instant the rest were dropped.
    case updateLoop(rounds: Int)
    /// More scheduled events fell in one step than the limit: timer ticks were coalesced into
    /// one, and the other events due (timeline entries, completions, input, callbacks) ran
    /// once each at the step's end (see `VirtualClock`'s budget).
    case eventsCoalesced(limit: Int)
    /// The updates of one step resolved more views than the limit (the clock's
    /// `maximumWorkPerStep`: each event counts one plus the views its updates resolved), so
    /// a far seek of a large tree does not run every update on the way: timer ticks were
    /// coalesced, and the other events due (timeline entries, completions, input, callbacks)
    /// ran once each at the step's end, followed by one update (see `VirtualClock`'s budget).
    case updatesCoalesced(limit: Int)
    /// Scheduled work that never ran: at a NaN or infinite time (`asyncAfter` with a NaN
    /// delay…), or past the clock's budget (more than its limit at one instant: a callback
    /// rescheduling itself with no delay).
    case eventsDropped(count: Int)
    /// A step did twice its work budget (`updatesCoalesced`'s limit) and `count` events that
    /// work scheduled for the step's own end — the next links of chains that send themselves
    /// again at the same instant (`DispatchQueue.main.async` calling itself, a zero-time
    /// completion starting another) — wait for the next frame: they run a millisecond after
    /// this one. Nothing else is deferred: every other event due by the frame's time ran by it.
    case eventsDeferred(count: Int)
    /// A `Text` holds characters that no embedded, registered or installed font has a glyph
    /// for (`TextLayout.unsupportedScalars`); each is drawn as the missing-glyph box.
    case missingGlyphs(String)

    public var description: String {
        switch self {
        case .nestingTooDeep(let limit): return "views nested deeper than \(limit) levels were not resolved"
        case .tooManyViews(let limit):
            return "more than \(limit) views in one update (a ForEach over too many elements?); the rest were not resolved"
        case .invalidFrameDimension(let what): return "invalid frame dimension (\(what)) ignored"
        case .missingImage(let name): return "no image named \"\(name)\""
        case .updateLoop(let rounds): return "state changed itself for \(rounds) rounds at one instant; the loop was cut"
        case .eventsCoalesced(let limit): return "more than \(limit) events in one step; the rest ran at the step's end, timer ticks coalesced"
        case .updatesCoalesced(let limit):
            return "the updates of one step resolved more than \(limit) views; the rest of its events ran at its end, with one update, timer ticks coalesced"
        case .eventsDropped(let count):
            return "\(count) scheduled callbacks never ran (a NaN or infinite time, or past the clock's budget)"
        case .eventsDeferred(let count):
            return "\(count) callbacks that rescheduled themselves at the step's end past twice its budget wait for the next frame"
        case .missingGlyphs(let characters):
            return "no font has a glyph for \(GraphicsDiagnostic.describe(characters)); drawn as the missing-glyph box"
        }
    }

    /// The most views one update of a view tree resolves (`tooManyViews` past it). Every view
    /// value counts once: each `ForEach` element's view, each modifier, each custom view's
    /// body. Reaching it takes about a second and a few hundred MB in a release build, so a
    /// `ForEach` over a million elements stops with this diagnostic instead of grinding.
    public static let maximumViewCount = 100_000
}
