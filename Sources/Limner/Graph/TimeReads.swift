/// The graph's time and who read it while resolving.
///
/// A frame's tree depends on the time only where its resolution read it; frame reuse
/// (`FrameReuse`) needs to know where. Every read through `read()` is noted: inside a
/// `beginScope`/`endScope` pair (the animated parameters of an effect or a shape, which a
/// reused tree refreshes by running the scope again) it marks the innermost scope; anywhere
/// else in the root's resolution it marks the whole resolution (the tree is then
/// single-use). Content that reads the frame time on its own terms (a `.animation`
/// timeline, running keyframes, a layer tree) says so with `readsFrameTime`, which also
/// tells the live window to keep drawing.
struct TimeReads {
    /// The virtual time of the update, in seconds from the host's start.
    private(set) var now: Double = 0
    /// The time of the last committed update. Reading it is not noted: a frame presents the
    /// committed tree, and a tree that reads it changes only with a committed update.
    private(set) var committed: Double = 0
    /// Set while resolving when some content reads the frame time directly, so every frame
    /// may differ; cleared at the start of each update.
    var readsFrameTime = false
    /// True while an update resolves the root (not while layout resolves `GeometryReader`
    /// content).
    private(set) var isResolving = false
    /// Whether the resolution read the time outside a scope.
    private(set) var resolutionRead = false
    /// How many scopes are open, and whether the innermost read the time.
    private var scopeDepth = 0
    private var scopeRead = false

    /// Whether a read now would mark the whole resolution (resolving, outside any scope):
    /// the body being evaluated then depends on the time (see `EvaluatedBodies`).
    var readIsUnscoped: Bool { isResolving && scopeDepth == 0 }

    /// The time, noting the read.
    mutating func read() -> Double {
        if scopeDepth > 0 { scopeRead = true } else if isResolving { resolutionRead = true }
        return now
    }

    /// Moves to `time` (not a read).
    mutating func set(_ time: Double) { now = time }

    /// Starts an update; a committed one makes the current time the committed time.
    mutating func beginUpdate(committing: Bool) {
        readsFrameTime = false
        if committing { committed = now }
    }

    /// Starts and ends the resolution of the root, whose reads outside scopes are noted.
    mutating func beginResolution() {
        isResolving = true
        resolutionRead = false
    }
    mutating func endResolution() { isResolving = false }

    /// Opens a scope whose reads are noted apart; returns what `endScope` restores.
    mutating func beginScope() -> Bool {
        let outer = scopeRead
        scopeRead = false
        scopeDepth += 1
        return outer
    }

    /// Closes the innermost scope; returns whether it read the time (which its enclosing
    /// scope then counts as read too).
    mutating func endScope(restoring outer: Bool) -> Bool {
        scopeDepth -= 1
        let read = scopeRead
        scopeRead = outer || read
        return read
    }

    /// Back to time 0 with nothing read (a graph's new start).
    mutating func reset() { self = TimeReads() }
}
