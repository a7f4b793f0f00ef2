import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`).
///
/// A path is a sequence of subpaths, each a move followed by lines and Bézier curves and
/// optionally closed. It is a value: copies are independent (copy-on-write storage).
///
/// Storage is two parallel arrays: one verb per element and the points each verb consumes
/// (move 1, line 1, quad 2, cubic 3, close 0). Every subpath starts with a move: a drawing
/// call without a current subpath first moves to the last close point or the origin, as
/// Core Graphics does.
public struct Path: Equatable, Sendable {
    /// One element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
    }

    /// The raw verb of one element; the engine's view of `Element`.
    public enum Verb: UInt8, Sendable {
        /// Consumes one point.
        case move
        /// Consumes one point.
        case line
        /// Consumes two points: control, end.
        case quad
        /// Consumes three points: control 1, control 2, end.
        case cubic
        /// Consumes no point.
        case close

        /// How many points the verb consumes.
        @inlinable public var pointCount: Int {
            switch self {
            case .move, .line: return 1
            case .quad: return 2
            case .cubic: return 3
            case .close: return 0
            }
        }
    }

    /// The verbs, one per element.
    public internal(set) var verbs: [Verb]
    /// The points the verbs consume, in order.
    public internal(set) var points: [CGPoint]
    /// Index in `points` of the current subpath's start, or -1 when there is no open subpath.
    @usableFromInline internal var subpathStart: Int

    /// Creates an empty path.
    public init() {
        verbs = []
        points = []
        subpathStart = -1
    }

    /// Creates a path by running `callback` on an empty one.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// Whether the path has no elements.
    @inlinable public var isEmpty: Bool { verbs.isEmpty }

    /// The last point of the path, or nil when the path is empty. After `closeSubpath()` it
    /// is the start of the closed subpath.
    public var currentPoint: CGPoint? {
        guard let last = verbs.last else { return nil }
        if last == .close { return subpathStart >= 0 ? points[subpathStart] : lastCloseStart() }
        return points.last
    }

    private func lastCloseStart() -> CGPoint? {
        // The start of the subpath the final close ended: the point of its move.
        var p = points.count
        for v in verbs.reversed() {
            p -= v.pointCount
            if v == .move { return points[p] }
        }
        return nil
    }

    // MARK: Building

    /// Begins a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        if verbs.last == .move {
            // Consecutive moves collapse into the last one, as Core Graphics does.
            points[points.count - 1] = end
        } else {
            verbs.append(.move)
            points.append(end)
        }
        subpathStart = points.count - 1
    }

    /// Ensures an open subpath exists before a drawing verb (moves to the current point).
    @usableFromInline
    internal mutating func ensureSubpath() {
        if subpathStart < 0 || verbs.last == .close {
            let start = currentPoint ?? .zero
            verbs.append(.move)
            points.append(start)
            subpathStart = points.count - 1
        }
    }

    /// Appends a straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) {
        ensureSubpath()
        verbs.append(.line)
        points.append(end)
    }

    /// Appends a quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        ensureSubpath()
        verbs.append(.quad)
        points.append(control)
        points.append(end)
    }

    /// Appends a cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureSubpath()
        verbs.append(.cubic)
        points.append(control1)
        points.append(control2)
        points.append(end)
    }

    /// Closes the current subpath with a line to its start. Does nothing without an open
    /// subpath.
    public mutating func closeSubpath() {
        guard subpathStart >= 0, verbs.last != .close else { return }
        verbs.append(.close)
    }

    /// Appends lines through `lines`: a move to the first point, then a line to each of the
    /// others (`CGPathAddLines`). An empty array adds nothing.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }

    /// Appends every element of `path`, each point mapped through `transform`.
    ///
    /// A leading move of `path` collapses into a trailing move of `self`, as consecutive moves
    /// always do.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        guard path.isWellFormed else {
            path.applying(transform).forEach { append($0) }
            return
        }
        // A well-formed path appended element by element changes nothing but its first move
        // (which may collapse into a trailing move here): every later element finds the
        // state it had in `path`. So the rest goes in whole.
        let base = points.count - (verbs.last == .move ? 1 : 0)
        if verbs.last == .move {
            points.removeLast()
        } else {
            verbs.append(.move)
        }
        verbs.append(contentsOf: path.verbs.dropFirst())
        if transform.isIdentity {
            points.append(contentsOf: path.points)
        } else {
            points.reserveCapacity(points.count + path.points.count)
            for p in path.points { points.append(p.applying(transform)) }
        }
        subpathStart = base + path.subpathStart
    }

    /// Whether the path is what the building methods make: empty, or a move first, no move
    /// right after a move, a drawing verb or a close only inside an open subpath (not right
    /// after a close), and a current subpath start. Paths made by any other means
    /// (`addPath` checks before appending in bulk) may differ.
    internal var isWellFormed: Bool {
        guard let first = verbs.first else { return false }
        guard first == .move, subpathStart >= 0, subpathStart < points.count else { return false }
        var previous = first
        for v in verbs.dropFirst() {
            switch v {
            case .move: if previous == .move { return false }
            case .line, .quad, .cubic, .close: if previous == .close { return false }
            }
            previous = v
        }
        return true
    }

    /// Appends one element.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    // MARK: Reading

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        var p = 0
        for v in verbs {
            switch v {
            case .move: body(.move(to: points[p]))
            case .line: body(.line(to: points[p]))
            case .quad: body(.quadCurve(to: points[p + 1], control: points[p]))
            case .cubic: body(.curve(to: points[p + 2], control1: points[p], control2: points[p + 1]))
            case .close: body(.closeSubpath)
            }
            p += v.pointCount
        }
    }

    /// The elements in order.
    public var elements: [Element] {
        var out: [Element] = []
        out.reserveCapacity(verbs.count)
        forEach { out.append($0) }
        return out
    }

    // MARK: Transforming

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var copy = self
        copy.points = points.map { $0.applying(transform) }
        return copy
    }

    /// The path translated by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Two paths are equal when they have the same elements.
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.verbs == rhs.verbs && lhs.points == rhs.points
    }
}
