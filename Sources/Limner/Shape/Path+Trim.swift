extension Path {
    /// The part of the path between two fractions of its total length, as polylines
    /// (curves flattened to 0.05 pt). Interim until branch `stroke` brings
    /// `Path.trimmedPath(from:to:)` with exact curve splitting. Fractions are clamped to
    /// 0…1; `from ≥ to` gives an empty path.
    func trimmedPolyline(from: CGFloat, to: CGFloat) -> Path {
        let a = from.isNaN ? 0 : min(max(from, 0), 1), b = to.isNaN ? 1 : min(max(to, 0), 1)
        guard a < b else { return Path() }
        if a == 0 && b == 1 { return self }
        var recorder = PolylineRecorder()
        flatten(tolerance: 0.05, into: &recorder)
        var lines: [[CGPoint]] = []
        for (points, closed) in zip(recorder.polylines, recorder.closed) {
            var pts = points
            if closed, let first = pts.first, pts.last != first { pts.append(first) }
            lines.append(pts)
        }
        func length(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(q.x - p.x, q.y - p.y) }
        let total = lines.reduce(CGFloat(0)) { sum, line in
            sum + zip(line, line.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
        }
        guard total > 0, total.isFinite else { return Path() }
        let start = a * total, end = b * total
        var result = Path()
        var travelled: CGFloat = 0
        for line in lines {
            var open = false
            for (p, q) in zip(line, line.dropFirst()) {
                let l = length(p, q)
                let s0 = travelled, s1 = travelled + l
                travelled = s1
                guard s1 > start, s0 < end, l > 0 else { continue }
                let t0 = max(0, (start - s0) / l), t1 = min(1, (end - s0) / l)
                let p0 = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let p1 = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !open { result.move(to: p0); open = true }
                result.addLine(to: p1)
            }
        }
        return result
    }
}
