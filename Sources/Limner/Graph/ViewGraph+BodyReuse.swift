import Synchronization

/// Body reuse: a frame presents the bodies of the last committed update.
///
/// SwiftUI evaluates a view's `body` when the view's state, environment or inputs change,
/// and between those changes only interpolates animatable values. So a body that draws a
/// `.random` colour or offset keeps it through an animation: a frame does not run the body
/// again. Here a committed update evaluates the bodies (and custom modifiers' bodies) it
/// resolves and keeps each result at its identity; a frame (a peek, see
/// `ViewGraph.isPeeking`) resolves the kept body instead of evaluating it again, while
/// primitives still resolve at the frame's time: animated values are presented by their
/// animators, `TimelineView` content, keyframes and `Canvas` drawing run at the frame's
/// time as SwiftUI runs them on their schedule.
///
/// A kept body is what the view would give again only while its inputs are those of the
/// commit. A frame's view values come from kept bodies, so they are the commit's, except
/// below what the frame builds anew:
/// - a body evaluated again (an `Animatable` custom view or modifier, whose body SwiftUI
///   evaluates at every frame with the presented `animatableData`);
/// - content built from the frame's time (a `TimelineView`, a keyframe animator, a layer
///   view: anything that reads `ViewGraph.time` outside the scoped reads of animated
///   parameters, noted on the resolution path by `noteTimeRead()`);
/// - a `GeometryReader` whose size or position differs from the commit's.
/// Below those, the frame evaluates bodies as before (`ResolveContext.reusesBodies` is
/// false for the whole subtree). A frame taken while a change is pending (`needsUpdate`),
/// or after the root view, environment or start date were replaced, reuses nothing.
///
/// Committed updates reuse bodies too, as SwiftUI does:
/// - a commit with no change pending (an event that changed nothing: a timer's tick before
///   its subscriber runs, a scheduled callback) presents every kept body, as a frame does,
///   and still installs the views' dynamic properties (so their records stay in use);
/// - a commit after a change keeps the body of a view whose value equals the kept view's
///   (`InputEquality`: field by field, `Equatable` fields with `==`, objects by identity,
///   closures never equal; not compared when every body above it was kept, as its value then
///   is the kept one itself) when the view has no dynamic property (`@State`, `@Binding`,
///   `@Environment`, `@ObservedObject`…: a view with one is evaluated again at every
///   change, a conservative superset of the views whose state or environment changed) and
///   no `@Observable` property it read has changed since.
/// So a body runs when its view's inputs, state or environment may have changed, and never
/// for a frame alone.
final class EvaluatedBodies {
    /// A body kept at its identity, with the view (or modifier) value that produced it.
    struct Kept {
        let view: Any
        let body: Any
    }

    /// How the resolution in progress may reuse kept bodies.
    enum Mode {
        /// A frame: kept bodies are presented while the path's inputs are the commit's.
        case frame
        /// A commit with nothing changed since the last: as a frame, installing properties.
        case unchangedCommit
        /// A commit after a change: only plain views whose value is unchanged.
        case changedCommit
        /// Nothing is reused (the first commit, or after the inputs were replaced).
        case none
    }

    /// The bodies of the last committed update (during a commit: of the one before, while
    /// `bodies` fills).
    private var bodies: [ViewIdentity: Kept] = [:]
    private var previous: [ViewIdentity: Kept] = [:]
    /// The size and global origin each `GeometryReader` had, likewise.
    private var geometries: [ViewIdentity: CGRect] = [:]
    private var previousGeometries: [ViewIdentity: CGRect] = [:]
    /// Bodies an `@Observable` property they read has changed since their evaluation, and
    /// those of the commit in progress.
    private var dirty: Set<ViewIdentity> = []
    private var dirtyThisCommit: Set<ViewIdentity> = []
    /// Whether `bodies` may be presented: a commit happened and no input was replaced since.
    private(set) var isValid = false
    /// The resolution's mode.
    private(set) var mode = Mode.none

    /// True while a resolution that may reuse bodies resolves its root (the path is tracked).
    private(set) var isTracking = false
    /// Per depth of the resolution path: whether the view resolving at that depth read the
    /// time before resolving its current child.
    private var readOnPath: [Bool] = [false]
    /// The depth of the view resolving now.
    private var currentDepth = 0

    /// How many bodies were evaluated, and how many kept ones presented (for tests).
    private(set) var evaluatedCount = 0
    private(set) var reusedCount = 0

    /// Whether state changed (or something invalidated the graph) since the last commit.
    private var changed = true

    /// State changed, or an observed object or input invalidated the graph.
    func noteChange() { changed = true }

    /// A committed update starts. Returns whether the root may reuse kept bodies.
    func beginCommit() -> Bool {
        previous = bodies
        previousGeometries = geometries
        bodies.removeAll(keepingCapacity: true)
        geometries.removeAll(keepingCapacity: true)
        dirtyThisCommit = dirty
        dirty.removeAll()
        mode = !isValid ? .none : changed ? .changedCommit : .unchangedCommit
        isValid = true
        changed = false
        return begin()
    }

    /// A frame's resolution starts; `changed`: whether a change is pending (then nothing is
    /// reused: the frame shows state no commit has evaluated).
    func beginFrame(changed: Bool) -> Bool {
        mode = isValid && !changed ? .frame : .none
        return begin()
    }

    private func begin() -> Bool {
        isTracking = mode != .none
        currentDepth = 0
        readOnPath[0] = false
        return isTracking
    }

    /// The resolution of the root ended (layout may resolve more; it is not tracked). A
    /// commit's previous bodies are kept for the layout that follows it.
    func endResolution() { isTracking = false }

    /// The root view, environment or start date changed: nothing kept is the view's.
    func invalidate() {
        isValid = false
        changed = true
    }

    /// An `@Observable` property read by the body at `identity` changed.
    func observedChange(at identity: ViewIdentity) { dirty.insert(identity) }

    /// Notes that the view resolving now read the time (outside an animated parameter's scope).
    @inline(__always)
    func noteTimeRead() {
        if isTracking { readOnPath[currentDepth] = true }
    }

    /// A view starts resolving at `depth` below its parent; returns whether its inputs may
    /// still be the last commit's (false once the parent read the time).
    func enter(depth: Int, reuses: Bool) -> Bool {
        let parentRead = depth > 0 && depth - 1 < readOnPath.count && readOnPath[depth - 1]
        while readOnPath.count <= depth { readOnPath.append(false) }
        readOnPath[depth] = false
        currentDepth = depth
        return reuses && !parentRead
    }

    /// The view at `depth` finished resolving: its parent at `depth - 1` resolves again.
    func exit(depth: Int) { currentDepth = max(depth - 1, 0) }

    /// The body to present again for `view` at `identity`, if one may be: see `Mode`.
    /// `inputsAreCommitted`: nothing on the path was built anew (`ResolveContext.reusesBodies`).
    func keptBody<Body>(for view: Any, at identity: ViewIdentity, inputsAreCommitted: Bool, as type: Body.Type) -> Body? {
        let kept: Kept?
        switch mode {
        case .none: return nil
        case .frame:
            guard inputsAreCommitted else { return nil }
            kept = bodies[identity]
        case .unchangedCommit, .changedCommit:
            guard !dirtyThisCommit.contains(identity), let candidate = previous[identity] else { return nil }
            switch (mode, inputsAreCommitted) {
            case (.unchangedCommit, true):
                break
            case (.changedCommit, true):
                // Every body above was presented again, so this value is the one the last commit
                // resolved here (it comes out of those kept bodies): a plain view's body is kept
                // without comparing it field by field. (Comparing here walked each view's whole
                // input again below every kept parent: quadratic in the depth of a tree of
                // plain views holding their subtrees, most of an update's time in FuzzViews.)
                guard InputEquality.isPlain(view) else { return nil }
            default:
                guard InputEquality.isPlain(view), InputEquality.equal(view, candidate.view) else { return nil }
            }
            kept = candidate
        }
        guard let kept, let body = kept.body as? Body else { return nil }
        if mode != .frame { bodies[identity] = kept }
        reusedCount += 1
        return body
    }

    /// Keeps a body a committed update evaluated.
    func keep(_ body: Any, of view: Any, at identity: ViewIdentity) {
        bodies[identity] = Kept(view: view, body: body)
    }

    /// Counts an evaluation.
    func noteEvaluation() { evaluatedCount += 1 }

    /// Whether a `GeometryReader` at `identity` has the size and origin it had in the last
    /// commit; a commit records them.
    func geometryIsCommitted(_ frame: CGRect, at identity: ViewIdentity, peeking: Bool) -> Bool {
        if peeking { return geometries[identity] == frame }
        geometries[identity] = frame
        return previousGeometries[identity] == frame
    }
}

extension ResolveContext {
    /// Resolves a custom view's or modifier's body: a kept one when it may be presented again
    /// (see `EvaluatedBodies`), else `evaluate()`'s, kept when the update commits. `view`: the
    /// view or modifier value; `animates`: it is `Animatable` (its body is evaluated at every
    /// frame); `install`: installs its dynamic properties (what a commit that presents a kept
    /// body still does, so their records stay in use).
    func resolveBody<Body: View>(of view: Any, at bodyIdentity: ViewIdentity, animates: Bool, install: () -> Void,
                                 _ evaluate: () -> Body) -> [ResolvedNode] {
        var context = self
        context.identity = bodyIdentity
        let bodies = graph.evaluatedBodies
        if !animates, let kept = bodies.keptBody(for: view, at: bodyIdentity, inputsAreCommitted: reusesBodies, as: Body.self) {
            if !graph.isPeeking { install() }
            return context.resolve(kept)
        }
        let body = evaluate()
        bodies.noteEvaluation()
        if !graph.isPeeking { bodies.keep(body, of: view, at: bodyIdentity) }
        // What this body builds is new: below it a frame presents nothing kept, and a commit
        // only what compares equal.
        context.reusesBodies = false
        return context.resolve(body)
    }
}

/// Whether two view values are the same inputs, as SwiftUI compares a view before
/// evaluating its body again: field by field; `Equatable` values with `==`; objects by
/// identity; anything else it cannot see into (closures, metatypes) as different.
enum InputEquality {
    /// Whether `a` and `b` compare equal (false when unknown).
    static func equal(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        guard depth < 8, type(of: a) == type(of: b) else { return false }
        if let x = a as? any Equatable { return equatable(x, b) }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .class?:
            return (a as AnyObject) === (b as AnyObject)
        case .struct?, .tuple?, .enum?, .optional?, .collection?, .dictionary?, .set?:
            guard ma.children.count == mb.children.count else { return false }
            if ma.displayStyle == .enum, ma.children.isEmpty { return false }  // cases without payload are Equatable
            for (ca, cb) in zip(ma.children, mb.children) {
                guard ca.label == cb.label, equal(ca.value, cb.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            return false
        }
    }

    private static func equatable<T: Equatable>(_ x: T, _ y: Any) -> Bool {
        guard let y = y as? T else { return false }
        return x == y
    }

    /// Whether a view (or modifier) has no dynamic property (`@State`, `@Binding`,
    /// `@Environment`, `@ObservedObject`…), also in nested structs: then its body depends on
    /// its value alone. Cached per type.
    static func isPlain(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = plainTypes.withLock({ $0[type] }) { return known }
        let plain = !hasDynamicProperty(Mirror(reflecting: value), depth: 0)
        plainTypes.withLock { $0[type] = plain }
        return plain
    }

    private static func hasDynamicProperty(_ mirror: Mirror, depth: Int) -> Bool {
        guard depth < 4 else { return true }
        for child in mirror.children {
            if child.value is any DynamicProperty { return true }
            let nested = Mirror(reflecting: child.value)
            if nested.displayStyle == .struct, hasDynamicProperty(nested, depth: depth + 1) { return true }
        }
        return false
    }

    private static let plainTypes = Mutex<[ObjectIdentifier: Bool]>([:])
}
