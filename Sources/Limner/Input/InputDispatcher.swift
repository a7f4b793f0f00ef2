import Foundation

/// Scripted pointer input for one view host.
///
/// Every pointer event is an event on the host's virtual clock, so a frame stays a pure
/// function of (inputs, time). At each event the dispatcher evaluates the tree as it is
/// presented at that instant (a peek: committed state, animations at their current
/// values), hit-tests it in root space and delivers the event to the recognizers found on
/// the way from the hit view to the root; the callbacks run as user code of the host, so
/// `withAnimation` in a Button action animates.
///
/// Precedence (one pointer at a time; a new pointer-down lifts the previous pointer):
/// 1. `highPriorityGesture`s, outermost first, then `gesture`s and controls, innermost
///    first, compete: the first of them that has not failed decides. When it recognises
///    (a drag starts, a tap ends, a press is held), the others are cancelled; while it is
///    undecided, the callbacks of those after it are dropped.
/// 2. `simultaneousGesture`s always receive the events and run their callbacks.
/// 3. `GestureMask` on an attachment removes it (`.subviews`) or the gestures below it
///    (`.gesture`); disabled views' gestures take no part.
final class InputDispatcher {
    unowned let host: ViewHost
    /// Scripted taps by label that found no control or several (reported by `frame(at:)`).
    private(set) var errors: [(time: Double, error: AnimationRendererError)] = []
    /// How long a scripted tap holds the pointer down (long enough for the pressed state
    /// to show in a frame or two at 30 fps).
    static let tapDuration = 0.1
    /// The interval of the move events of a scripted drag (60 Hz, the iOS touch rate).
    static let moveInterval = 1.0 / 60
    /// The most move events one scripted drag makes.
    static let maximumMoves = 10_000

    private final class Candidate {
        let key: ViewIdentity
        let priority: GesturePriority
        let recognizer: AnyGestureRecognizer
        var finished = false
        init(key: ViewIdentity, priority: GesturePriority, recognizer: AnyGestureRecognizer) {
            self.key = key
            self.priority = priority
            self.recognizer = recognizer
        }
    }

    private struct Sequence {
        let id: Int
        let startTime: Double
        let startPoint: CGPoint
        var lastPoint: CGPoint
        var exclusive: [Candidate]
        var simultaneous: [Candidate]
        var winner: Candidate?
    }

    private var active: Sequence?
    private var contexts: [ViewIdentity: [GestureContext]] = [:]
    private var nextID = 0

    init(host: ViewHost) { self.host = host }

    /// A fresh pointer-sequence id (live input; scripted input numbers its own).
    func newSequenceID() -> Int {
        nextID += 1
        return nextID
    }

    /// The id of the open pointer sequence, if any.
    var activeSequenceID: Int? { active?.id }

    // MARK: Scheduling

    /// Schedules a scripted input on the host's clock.
    func schedule(_ input: ScriptedInput) {
        nextID += 1
        let id = nextID
        switch input {
        case let .tapLabel(label, time):
            host.schedule(at: time) { [self] in tap(label: label, id: id) }
        case let .tap(point, time):
            host.schedule(at: time) { [self] in down(point, id: id) }
            host.schedule(at: time + Self.tapDuration) { [self] in up(point, id: id) }
        case let .longPress(point, time, duration):
            let d = duration.isFinite ? max(0, duration) : 0
            host.schedule(at: time) { [self] in down(point, id: id) }
            host.schedule(at: time + d) { [self] in up(point, id: id) }
        case let .drag(from, to, start, duration):
            let d = duration.isFinite ? max(0, duration) : 0
            // Capped in floating point before the conversion: a finite but huge duration
            // (1e300 s) would overflow `Int` on the way to the cap.
            let moves = Int(min(Double(Self.maximumMoves), (d / Self.moveInterval).rounded(.up)))
            host.schedule(at: start) { [self] in down(from, id: id) }
            if moves > 1 {
                for k in 1..<moves {
                    let f = CGFloat(k) / CGFloat(moves)
                    let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                    host.schedule(at: start + d * Double(f)) { [self] in move(p, id: id) }
                }
            }
            host.schedule(at: start + d) { [self] in move(to, id: id) }
            host.schedule(at: start + d) { [self] in up(to, id: id) }
        }
    }

    // MARK: Events

    /// The tree as presented at the current time (a peek of the committed state).
    private func presentedTree() -> ResolvedNode {
        let graph = host.graph
        let root = graph.update(peek: true)
        graph.layout(host.proposedSize)
        GeometryAnimation.apply(to: root, graph: graph)
        graph.isPeeking = false
        return root
    }

    private func tap(label: String, id: Int) {
        let root = presentedTree()
        let matches = HitTester.interactionNodes(in: root).filter { step in
            guard let behavior = step.node.behavior as? InteractionNode, let control = behavior.control else { return false }
            return (control.label ?? Self.text(of: step.node)) == label
        }
        let time = host.time
        guard matches.count == 1, let step = matches.first, let control = (step.node.behavior as? InteractionNode)?.control else {
            errors.append((time, matches.isEmpty ? .noControl(label: label, time: time)
                                                 : .ambiguousControl(label: label, count: matches.count, time: time)))
            return
        }
        let point = control.tapPoint(step.node.size).applying(step.toRoot)
        down(point, id: id, tree: root)
        host.schedule(at: time + Self.tapDuration) { [self] in up(point, id: id) }
    }

    func down(_ point: CGPoint, id: Int, tree: ResolvedNode? = nil) {
        if let previous = active { up(previous.lastPoint, id: previous.id) }
        let root = tree ?? presentedTree()
        guard let path = HitTester.hitTest(root, at: point) else { return }
        var high: [Candidate] = [], normal: [Candidate] = [], simultaneous: [Candidate] = []
        var subviewsAllowed = true
        for step in path {
            guard subviewsAllowed, let node = step.node.behavior as? InteractionNode else { continue }
            for (index, attachment) in node.attachments.enumerated() where attachment.isEnabled && attachment.mask.contains(.gesture) {
                let candidate = Candidate(key: node.key, priority: attachment.priority,
                                          recognizer: attachment.make(context(node.key, index)))
                switch attachment.priority {
                case .high: high.append(candidate)
                case .normal: normal.insert(candidate, at: 0)
                case .simultaneous: simultaneous.append(candidate)
                }
            }
            if node.attachments.contains(where: { $0.isEnabled && !$0.mask.contains(.subviews) }) { subviewsAllowed = false }
        }
        guard !(high.isEmpty && normal.isEmpty && simultaneous.isEmpty) else { return }
        let time = host.time
        active = Sequence(id: id, startTime: time, startPoint: point, lastPoint: point,
                          exclusive: high + normal, simultaneous: simultaneous, winner: nil)
        for candidate in high + normal + simultaneous {
            if let wake = candidate.recognizer.wakeUpTime(after: time), wake.isFinite, wake > time {
                host.schedule(at: wake) { [self] in tick(id: id) }
            }
        }
        deliver(.down, point, tree: root)
    }

    func move(_ point: CGPoint, id: Int) {
        guard active?.id == id else { return }
        active?.lastPoint = point
        deliver(.move, point, tree: nil)
    }

    private func tick(id: Int) {
        guard let sequence = active, sequence.id == id else { return }
        deliver(.tick, sequence.lastPoint, tree: nil)
    }

    func up(_ point: CGPoint, id: Int) {
        guard active?.id == id else { return }
        active?.lastPoint = point
        deliver(.up, point, tree: nil)
        if let sequence = active {
            for candidate in sequence.exclusive + sequence.simultaneous { cancel(candidate) }
        }
        active = nil
    }

    private func deliver(_ phase: PointerSample.Phase, _ point: CGPoint, tree: ResolvedNode?) {
        guard var sequence = active else { return }
        let root = tree ?? presentedTree()
        var located: [ViewIdentity: HitTester.Step] = [:]
        for step in HitTester.interactionNodes(in: root) {
            if let node = step.node.behavior as? InteractionNode, located[node.key] == nil { located[node.key] = step }
        }
        var effects: [ObjectIdentifier: [() -> Void]] = [:]
        for candidate in sequence.exclusive + sequence.simultaneous where !candidate.finished {
            guard let step = located[candidate.key], let local = HitTester.local(point, step.toRoot) else {
                cancel(candidate)  // the view left, or was scaled to nothing
                continue
            }
            let start = HitTester.local(sequence.startPoint, step.toRoot) ?? local
            let sample = PointerSample(phase: phase, location: local, rootLocation: point, startLocation: start,
                                       time: host.time, startTime: sequence.startTime, startDate: host.startDate,
                                       size: step.node.size, namedSpaces: step.node.environment.coordinateSpaces)
            effects[ObjectIdentifier(candidate)] = candidate.recognizer.handle(sample)
        }
        // Changes made while the pointer moves are continuous (`Transaction.isContinuous`).
        let run: ([() -> Void]) -> Void = phase == .move
            ? { fx in withTransaction(\.isContinuous, true) { fx.forEach { $0() } } }
            : { fx in fx.forEach { $0() } }
        for candidate in sequence.simultaneous { run(effects[ObjectIdentifier(candidate)] ?? []) }
        if sequence.winner == nil {
            for candidate in sequence.exclusive where candidate.recognizer.status != .failed {
                if candidate.recognizer.status == .active || candidate.recognizer.status == .ended {
                    sequence.winner = candidate
                    for other in sequence.exclusive where other !== candidate { cancel(other) }
                }
                break
            }
        }
        if let winner = sequence.winner { run(effects[ObjectIdentifier(winner)] ?? []) }
        for candidate in sequence.exclusive + sequence.simultaneous where !candidate.finished {
            let status = candidate.recognizer.status
            if status == .ended || status == .failed { cancel(candidate) }
        }
        active = sequence
    }

    /// Ends a candidate's part in the sequence: its resets run once.
    private func cancel(_ candidate: Candidate) {
        guard !candidate.finished else { return }
        candidate.finished = true
        if candidate.recognizer.status != .ended { candidate.recognizer.status = .failed }
        for reset in candidate.recognizer.resets() { reset() }
    }

    private func context(_ key: ViewIdentity, _ index: Int) -> GestureContext {
        var list = contexts[key] ?? []
        while list.count <= index { list.append(GestureContext()) }
        contexts[key] = list
        return list[index]
    }

    /// The text of the `Text` views in a subtree, in order, joined by spaces.
    static func text(of node: ResolvedNode) -> String {
        var parts: [String] = []
        var stack = [node]
        while let n = stack.popLast() {
            if let text = n.behavior as? TextNodeLayout { parts.append(text.text.string) }
            stack.append(contentsOf: n.children.reversed())
        }
        return parts.joined(separator: " ")
    }
}

/// One scripted input of an `AnimationRenderer`.
enum ScriptedInput {
    case tapLabel(String, Double)
    case tap(CGPoint, Double)
    case drag(from: CGPoint, to: CGPoint, start: Double, duration: Double)
    case longPress(CGPoint, Double, duration: Double)
}
