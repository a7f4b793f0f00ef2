import Foundation

// Boolean operations on paths (SwiftUI's `Path.union`, `intersection`, `subtracting`,
// `symmetricDifference`, `lineIntersection`, `lineSubtraction`).
//
// Method (edge classification, the approach of Paper.js's boolean operations and of the
// classic "split, classify, select" polygon clippers; this implementation is our own):
// 1. Both paths are flattened to polygons (every subpath closed for the area operations)
//    at a tolerance of 1/10 000 of their combined size, at least 0.001 units.
// 2. Every segment is split wherever it crosses or touches another segment of either path
//    (a sweep over x-sorted bounding boxes finds the candidate pairs); a crossing point is
//    computed once and shared by both pieces, so pieces meet exactly. Collinear overlaps
//    are split at each other's end points.
// 3. Each piece is classified by testing two points just either side of its midpoint
//    against both inputs (winding numbers with the chosen fill rule). A piece is on the
//    result's boundary when the operation's answer differs between its two sides; it is
//    kept, oriented with the result's inside on its left, and duplicates (shared edges of
//    both inputs) are kept once.
// 4. Kept pieces are chained end to start into closed loops. The loops never cross and
//    are consistently oriented, so the result fills the same with either fill rule.
// The cost is O(n²) in the worst case for n flattened segments (the classification tests
// every piece against every segment); everyday shapes have a few hundred.
// Bad input: non-finite coordinates drop their subpath (as flattening does); empty inputs
// give the expected empty or unchanged results.

extension Path {
    /// The area inside either path. `eoFill` picks the even-odd rule for both inputs.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area inside both paths.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area inside this path and outside `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area inside exactly one of the paths.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.area(self, other, eoFill: eoFill) { $0 != $1 }
    }

    /// The parts of this path's outline inside `other` (open polylines).
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.lines(self, other, eoFill: eoFill, keepInside: true)
    }

    /// The parts of this path's outline outside `other` (open polylines).
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.lines(self, other, eoFill: eoFill, keepInside: false)
    }
}

enum PathBoolean {
    struct Segment {
        var a: CGPoint
        var b: CGPoint
        /// 0: the first path, 1: the second.
        var owner: Int
        /// Index of the polyline (for the line operations).
        var polyline: Int
        var splits: [(t: Double, point: CGPoint)] = []
        var minX: CGFloat { min(a.x, b.x) }
        var maxX: CGFloat { max(a.x, b.x) }
    }

    struct Polylines {
        var lines: [[CGPoint]] = []
        var closed: [Bool] = []
    }

    static func flatten(_ path: Path, tolerance: Double) -> Polylines {
        var recorder = PolylineRecorder()
        path.flatten(tolerance: tolerance, into: &recorder)
        var result = Polylines()
        for (line, closed) in zip(recorder.polylines, recorder.closed) {
            guard line.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            var cleaned: [CGPoint] = []
            for p in line where cleaned.last != p { cleaned.append(p) }
            guard cleaned.count >= 2 else { continue }
            result.lines.append(cleaned)
            result.closed.append(closed)
        }
        return result
    }

    static func tolerance(_ a: Path, _ b: Path) -> Double {
        let boxes = [a.boundingRect, b.boundingRect].filter { !$0.isNull && $0.width.isFinite && $0.height.isFinite }
        let size = boxes.map { max($0.width, $0.height) }.max() ?? 1
        return max(Double(size) * 1e-4, 1e-3)
    }

    /// The segments of polylines (closing every polyline when `closeAll`).
    static func segments(_ p: Polylines, owner: Int, closeAll: Bool) -> [Segment] {
        var out: [Segment] = []
        for (i, line) in p.lines.enumerated() {
            for k in 0..<(line.count - 1) { out.append(Segment(a: line[k], b: line[k + 1], owner: owner, polyline: i)) }
            if (closeAll || p.closed[i]), line.first != line.last, let first = line.first, let last = line.last {
                out.append(Segment(a: last, b: first, owner: owner, polyline: i))
            }
        }
        return out
    }

    /// Records on both segments every point where they cross or touch.
    static func splitAll(_ segs: inout [Segment], pairs: (Segment, Segment) -> Bool) {
        let order = segs.indices.sorted { segs[$0].minX < segs[$1].minX }
        for (n, i) in order.enumerated() {
            var m = n + 1
            while m < order.count, segs[order[m]].minX <= segs[i].maxX {
                let j = order[m]
                m += 1
                guard pairs(segs[i], segs[j]) else { continue }
                intersect(&segs, i, j)
            }
        }
    }

    private static func intersect(_ segs: inout [Segment], _ i: Int, _ j: Int) {
        let s = segs[i], u = segs[j]
        guard min(s.a.y, s.b.y) <= max(u.a.y, u.b.y), min(u.a.y, u.b.y) <= max(s.a.y, s.b.y) else { return }
        let r = CGPoint(x: s.b.x - s.a.x, y: s.b.y - s.a.y)
        let q = CGPoint(x: u.b.x - u.a.x, y: u.b.y - u.a.y)
        let denom = Double(r.x * q.y - r.y * q.x)
        let w = CGPoint(x: u.a.x - s.a.x, y: u.a.y - s.a.y)
        let rr = Double(r.x * r.x + r.y * r.y), qq = Double(q.x * q.x + q.y * q.y)
        guard rr > 0, qq > 0 else { return }
        let eps = 1e-12
        if abs(denom) <= eps * sqrt(rr * qq) {
            // Parallel: split each at the other's end points when collinear and overlapping.
            let cross = Double(w.x * r.y - w.y * r.x)
            guard abs(cross) <= 1e-9 * rr else { return }
            for (target, other) in [(i, j), (j, i)] {
                let t = segs[target]
                let d = CGPoint(x: t.b.x - t.a.x, y: t.b.y - t.a.y)
                let len2 = Double(d.x * d.x + d.y * d.y)
                for p in [segs[other].a, segs[other].b] {
                    let param = Double((p.x - t.a.x) * d.x + (p.y - t.a.y) * d.y) / len2
                    if param > 1e-9, param < 1 - 1e-9 { segs[target].splits.append((param, p)) }
                }
            }
            return
        }
        let t = Double(w.x * q.y - w.y * q.x) / denom
        let v = Double(w.x * r.y - w.y * r.x) / denom
        let lo = -1e-12, hi = 1 + 1e-12
        guard t >= lo, t <= hi, v >= lo, v <= hi else { return }
        // Snap to an end point when the crossing is at one, so pieces share it exactly.
        let point: CGPoint
        if t <= 1e-9 { point = s.a } else if t >= 1 - 1e-9 { point = s.b }
        else if v <= 1e-9 { point = u.a } else if v >= 1 - 1e-9 { point = u.b }
        else { point = CGPoint(x: s.a.x + CGFloat(t) * r.x, y: s.a.y + CGFloat(t) * r.y) }
        if t > 1e-9, t < 1 - 1e-9 { segs[i].splits.append((t, point)) }
        if v > 1e-9, v < 1 - 1e-9 { segs[j].splits.append((v, point)) }
    }

    /// The pieces of a split segment, in order.
    static func pieces(_ s: Segment) -> [(CGPoint, CGPoint)] {
        var points = [s.a] + s.splits.sorted { $0.t < $1.t }.map(\.point) + [s.b]
        points = points.reduce(into: []) { acc, p in if acc.last != p { acc.append(p) } }
        return zip(points, points.dropFirst()).map { ($0, $1) }
    }

    /// Whether `p` is inside the polygons of `segs` owned by `owner`.
    static func inside(_ p: CGPoint, _ segs: [Segment], owner: Int, eoFill: Bool) -> Bool {
        var winding = 0
        for s in segs where s.owner == owner {
            let a = s.a, b = s.b
            if a.y <= p.y {
                if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    struct PointKey: Hashable {
        let x: UInt64, y: UInt64
        init(_ p: CGPoint) { x = Double(p.x).bitPattern; y = Double(p.y).bitPattern }
    }

    static func area(_ lhs: Path, _ rhs: Path, eoFill: Bool, _ op: (Bool, Bool) -> Bool) -> Path {
        let tol = tolerance(lhs, rhs)
        var segs = segments(flatten(lhs, tolerance: tol), owner: 0, closeAll: true)
            + segments(flatten(rhs, tolerance: tol), owner: 1, closeAll: true)
        guard !segs.isEmpty else { return Path() }
        splitAll(&segs) { _, _ in true }
        let original = segs
        let eps = CGFloat(tol) * 0.01
        var kept: [(CGPoint, CGPoint)] = []
        var seen = Set<[PointKey]>()
        for s in segs {
            for (a, b) in pieces(s) {
                let dx = b.x - a.x, dy = b.y - a.y
                let len = (dx * dx + dy * dy).squareRoot()
                guard len > 0 else { continue }
                let m = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let n = CGPoint(x: -dy / len * eps, y: dx / len * eps)
                let left = CGPoint(x: m.x + n.x, y: m.y + n.y), right = CGPoint(x: m.x - n.x, y: m.y - n.y)
                let inLeft = op(inside(left, original, owner: 0, eoFill: eoFill), inside(left, original, owner: 1, eoFill: eoFill))
                let inRight = op(inside(right, original, owner: 0, eoFill: eoFill), inside(right, original, owner: 1, eoFill: eoFill))
                guard inLeft != inRight else { continue }
                let edge = inLeft ? (a, b) : (b, a)
                let key = [PointKey(edge.0), PointKey(edge.1)]
                if seen.insert(key).inserted { kept.append(edge) }
            }
        }
        return chain(kept)
    }

    /// Joins directed edges end to start into closed subpaths.
    static func chain(_ edges: [(CGPoint, CGPoint)]) -> Path {
        var byStart: [PointKey: [Int]] = [:]
        for (i, e) in edges.enumerated() { byStart[PointKey(e.0), default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var path = Path()
        for i in edges.indices where !used[i] {
            used[i] = true
            let start = edges[i].0
            path.move(to: start)
            var current = edges[i].1
            var steps = 0
            while PointKey(current) != PointKey(start), steps < edges.count {
                steps += 1
                path.addLine(to: current)
                guard let next = byStart[PointKey(current)]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                current = edges[next].1
            }
            path.closeSubpath()
        }
        return path
    }

    static func lines(_ lhs: Path, _ rhs: Path, eoFill: Bool, keepInside: Bool) -> Path {
        let tol = tolerance(lhs, rhs)
        let a = flatten(lhs, tolerance: tol)
        let b = flatten(rhs, tolerance: tol)
        var segs = segments(a, owner: 0, closeAll: false) + segments(b, owner: 1, closeAll: true)
        guard !segs.isEmpty else { return Path() }
        splitAll(&segs) { $0.owner != $1.owner }
        let region = segs.filter { $0.owner == 1 }
        var path = Path()
        var last: CGPoint?
        var lastPolyline = -1
        for s in segs where s.owner == 0 {
            for (p, q) in pieces(s) {
                let m = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
                guard inside(m, region, owner: 1, eoFill: eoFill) == keepInside else { last = nil; continue }
                if last != p || lastPolyline != s.polyline { path.move(to: p) }
                path.addLine(to: q)
                last = q
                lastPolyline = s.polyline
            }
        }
        return path
    }
}
