import Foundation
import Synchronization

/// Interpolation between two paths: how `CAShapeLayer.path` animates.
///
/// Core Animation documents only the case of equal structure (a linear blend of the points)
/// and calls the rest undefined. Limner defines every case:
/// 1. Same verbs: every point, on-curve and control, is blended linearly.
/// 2. Different verbs but the same number of subpaths: each subpath is rewritten as cubic
///    segments (a line is the cubic with control points at its thirds, a quadratic is
///    degree-elevated, a close that is not at the start adds a line back to it); each list's
///    longest segment is halved (de Casteljau) until both have twice the larger count; a closed
///    pair is rotated to the start that minimises the summed distance between matching
///    on-curve points; then every point is blended. A circle (four cubics) morphs into a
///    rectangle (four lines) as a rounded square whose corners sharpen.
/// 3. A different number of subpaths: no blend; the start path shows below fraction 0.5,
///    the end path from 0.5 on.
enum PathMorph {
    static func interpolate(_ a: Path, _ b: Path, fraction f: Double) -> Path {
        if f <= 0 { return a }
        if f >= 1 { return b }
        if a.verbs == b.verbs {
            var result = Path()
            var i = 0
            let g = CGFloat(f)
            func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g) }
            for verb in a.verbs {
                switch verb {
                case .move: result.move(to: mix(a.points[i], b.points[i]))
                case .line: result.addLine(to: mix(a.points[i], b.points[i]))
                case .quad: result.addQuadCurve(to: mix(a.points[i + 1], b.points[i + 1]), control: mix(a.points[i], b.points[i]))
                case .cubic:
                    result.addCurve(to: mix(a.points[i + 2], b.points[i + 2]), control1: mix(a.points[i], b.points[i]),
                                    control2: mix(a.points[i + 1], b.points[i + 1]))
                case .close: result.closeSubpath()
                }
                i += verb.pointCount
            }
            return result
        }
        guard let pairs = prepared(a, b) else { return f < 0.5 ? a : b }
        var result = Path()
        for (p, q) in pairs { p.blend(with: q, fraction: CGFloat(f), into: &result) }
        return result
    }

    /// The subpaths of `a` and `b` split to one count and rotated to match (case 2), or nil
    /// when their numbers of subpaths differ. An animation blends the same pair at every
    /// frame, so the last few pairs are kept: a frame of a morph between large paths only
    /// blends (preparing is O(n log n) in the segments, and FuzzLayers'
    /// `corpus/layers/slow-morph-e14e1526` spent 85 % of its time preparing one pair again at every
    /// frame).
    static func prepared(_ a: Path, _ b: Path) -> [(CubicSubpath, CubicSubpath)]? {
        if let hit = preparedPairs.withLock({ cache in cache.first { $0.a == a && $0.b == b }?.pairs }) { return hit }
        let sa = CubicSubpath.subpaths(of: a), sb = CubicSubpath.subpaths(of: b)
        guard sa.count == sb.count, !sa.isEmpty else { return nil }
        var pairs: [(CubicSubpath, CubicSubpath)] = []
        for (p, q) in zip(sa, sb) {
            var p = p, q = q
            // Twice the larger count: a circle's quarter arcs gain their 45° points and a
            // square's sides their midpoints, so corners can meet diagonals.
            let count = 2 * max(p.segments.count, q.segments.count)
            p.split(toCount: count)
            q.split(toCount: count)
            if p.closed && q.closed { q.rotate(toMatch: p) }
            pairs.append((p, q))
        }
        preparedPairs.withLock { cache in
            cache.insert(PreparedPair(a: a, b: b, pairs: pairs), at: 0)
            if cache.count > preparedCapacity { cache.removeLast() }
        }
        return pairs
    }

    /// How many prepared pairs are kept (the latest first).
    static let preparedCapacity = 4

    struct PreparedPair: @unchecked Sendable {
        // Safe: immutable values (paths and subpaths are value types of points).
        let a: Path
        let b: Path
        let pairs: [(CubicSubpath, CubicSubpath)]
    }

    private static let preparedPairs = Mutex<[PreparedPair]>([])
}

/// One subpath as a start point and cubic segments.
struct CubicSubpath {
    struct Segment { var c1: CGPoint; var c2: CGPoint; var end: CGPoint }
    var start: CGPoint
    var segments: [Segment]
    var closed: Bool

    static func subpaths(of path: Path) -> [CubicSubpath] {
        var result: [CubicSubpath] = []
        var current: CubicSubpath?
        var last = CGPoint.zero
        var i = 0
        func third(_ a: CGPoint, _ b: CGPoint, _ k: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k) }
        for verb in path.verbs {
            let pts = path.points
            switch verb {
            case .move:
                if let c = current { result.append(c) }
                current = CubicSubpath(start: pts[i], segments: [], closed: false)
                last = pts[i]
            case .line:
                current?.segments.append(Segment(c1: third(last, pts[i], 1.0 / 3), c2: third(last, pts[i], 2.0 / 3), end: pts[i]))
                last = pts[i]
            case .quad:
                let c = pts[i], e = pts[i + 1]
                current?.segments.append(Segment(c1: third(last, c, 2.0 / 3), c2: third(e, c, 2.0 / 3), end: e))
                last = e
            case .cubic:
                current?.segments.append(Segment(c1: pts[i], c2: pts[i + 1], end: pts[i + 2]))
                last = pts[i + 2]
            case .close:
                if var c = current {
                    if last != c.start {
                        c.segments.append(Segment(c1: third(last, c.start, 1.0 / 3), c2: third(last, c.start, 2.0 / 3), end: c.start))
                    }
                    c.closed = true
                    result.append(c)
                    last = c.start
                }
                current = nil
            }
            i += verb.pointCount
        }
        if let c = current { result.append(c) }
        return result.filter { !$0.segments.isEmpty || result.count == 1 }
    }

    /// Halves the longest segment until there are `count` segments.
    ///
    /// "Longest" is the chord plus the distance to the first control point; among equally long
    /// segments the first along the path is halved. The segments wait in a max-heap keyed by
    /// (length, position), so reaching `count` costs O(count · log count) rather than a scan of
    /// the whole list per split (a 20 000-point polygon is 40 000 splits). A length that is not
    /// a number counts as −1, so a path with non-finite points still splits, in path order.
    mutating func split(toCount count: Int) {
        guard !segments.isEmpty else {
            segments = Array(repeating: Segment(c1: start, c2: start, end: start), count: max(0, count))
            return
        }
        guard segments.count < count else { return }
        var heap = SegmentHeap()
        heap.reserve(count)
        var from = start
        for (k, s) in segments.enumerated() {
            heap.push(SegmentHeap.Piece(segment: s, from: from, position: SegmentPosition(index: k)))
            from = s.end
        }
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        while heap.count < count, let piece = heap.pop() {
            let s = piece.segment, p0 = piece.from
            let p01 = mid(p0, s.c1), p12 = mid(s.c1, s.c2), p23 = mid(s.c2, s.end)
            let p012 = mid(p01, p12), p123 = mid(p12, p23), m = mid(p012, p123)
            let (left, right) = piece.position.halves()
            heap.push(SegmentHeap.Piece(segment: Segment(c1: p01, c2: p012, end: m), from: p0, position: left))
            heap.push(SegmentHeap.Piece(segment: Segment(c1: p123, c2: p23, end: s.end), from: m, position: right))
        }
        segments = heap.piecesInPathOrder().map(\.segment)
    }

    /// Subpaths of more segments than this choose their start by a sample of their points.
    static let exactRotationLimit = 1_024
    /// How many evenly spaced points the sampled rotation search compares.
    static let rotationSampleCount = 64

    /// For a closed subpath: picks the segment boundary to start at that best matches `other`
    /// (the least summed squared distance between matching on-curve points). Up to
    /// `exactRotationLimit` segments every point is compared for every start; above it, every
    /// start is still tried but compared on `rotationSampleCount` evenly spaced points, so a
    /// frame of a large morph costs O(n) instead of O(n²).
    mutating func rotate(toMatch other: CubicSubpath) {
        let n = segments.count
        guard n > 1, n == other.segments.count else { return }
        let stride = n <= Self.exactRotationLimit ? 1 : n / Self.rotationSampleCount
        var best = 0, bestCost = CGFloat.infinity
        for r in 0..<n {
            var cost: CGFloat = 0
            var k = 0
            while k < n {
                let a = other.segments[k].end, b = segments[(k + r) % n].end
                cost += (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
                k += stride
            }
            if cost < bestCost { bestCost = cost; best = r }
        }
        guard best != 0 else { return }
        start = segments[best - 1].end
        segments = Array(segments[best...] + segments[..<best])
    }

    func blend(with other: CubicSubpath, fraction g: CGFloat, into path: inout Path) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g) }
        path.move(to: mix(start, other.start))
        for (s, t) in zip(segments, other.segments) {
            path.addCurve(to: mix(s.end, t.end), control1: mix(s.c1, t.c1), control2: mix(s.c2, t.c2))
        }
        if closed || other.closed { path.closeSubpath() }
    }
}

/// Where a piece of a split segment lies along its subpath: the original segment's index, then
/// the left/right turns of the halvings that made it (most significant first). Pieces of one
/// segment never have one path as a prefix of another, so comparing the turns as bit strings
/// orders them along the path. Past 63 halvings (only reachable with non-finite lengths, which
/// keep halving the first piece) the turns stop being recorded and pieces tie.
struct SegmentPosition: Comparable {
    var index: Int
    var turns: UInt64 = 0
    var depth: Int = 0

    func halves() -> (SegmentPosition, SegmentPosition) {
        guard depth < 63 else { return (self, self) }
        var left = self, right = self
        left.depth += 1
        right.depth += 1
        right.turns |= 1 << UInt64(62 - depth)
        return (left, right)
    }

    static func < (a: SegmentPosition, b: SegmentPosition) -> Bool {
        a.index != b.index ? a.index < b.index : a.turns < b.turns
    }
}

/// A binary max-heap of segment pieces: longest first, then first along the path.
struct SegmentHeap {
    struct Piece {
        var segment: CubicSubpath.Segment
        var from: CGPoint
        var position: SegmentPosition
        var length: CGFloat

        init(segment: CubicSubpath.Segment, from: CGPoint, position: SegmentPosition) {
            self.segment = segment
            self.from = from
            self.position = position
            let l = hypot(segment.end.x - from.x, segment.end.y - from.y) + hypot(segment.c1.x - from.x, segment.c1.y - from.y)
            length = l.isNaN ? -1 : l
        }

        /// Whether `self` is split before `other`.
        func precedes(_ other: Piece) -> Bool {
            length != other.length ? length > other.length : position < other.position
        }
    }

    private var items: [Piece] = []
    var count: Int { items.count }

    mutating func reserve(_ n: Int) { items.reserveCapacity(max(0, n)) }

    mutating func push(_ piece: Piece) {
        items.append(piece)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i].precedes(items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Piece? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var first = i
            if l < items.count, items[l].precedes(items[first]) { first = l }
            if r < items.count, items[r].precedes(items[first]) { first = r }
            guard first != i else { break }
            items.swapAt(i, first)
            i = first
        }
        return top
    }

    /// Every piece, ordered along the subpath.
    func piecesInPathOrder() -> [Piece] { items.sorted { $0.position < $1.position } }
}
