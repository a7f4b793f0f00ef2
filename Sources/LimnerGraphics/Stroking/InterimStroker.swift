import Foundation
import LimnerGeometry

/// Interim stroker until branch `stroke` lands `Path.strokedPath(_:)` (see
/// StrokeStyle+Interim.swift): the outline of a stroke as a union of convex pieces, filled
/// with the non-zero rule.
///
/// The path is flattened (to `tolerance`, in the path's own units), dashed, and each segment
/// becomes a quad; joins add a miter quad, a bevel triangle or a round polygon at each inner
/// vertex; caps add a half-square or a round polygon. Every piece is emitted with the same
/// orientation, so overlapping pieces add up instead of cancelling.
enum InterimStroker {
    static func stroke(_ path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        let hw = Double(style.lineWidth) / 2
        guard hw > 0, hw.isFinite else { return Path() }
        var rec = PolylineRecorder()
        path.flatten(tolerance: max(tolerance, 1e-3), into: &rec)
        var lines: [(points: [CGPoint], closed: Bool)] = []
        for (pts, closed) in zip(rec.polylines, rec.closed) {
            var clean: [CGPoint] = []
            for p in pts where clean.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { clean.append(p) }
            if closed, clean.count > 2, let f = clean.first, let l = clean.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 {
                clean.removeLast()
            }
            lines.append((clean.isEmpty ? [pts[0]] : clean, closed && clean.count > 1))
        }
        let dash = style.dash.map { Double($0) }
        if !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.reduce(0, +) > 0 {
            lines = lines.flatMap { applyDash($0.points, closed: $0.closed, dash: dash, phase: Double(style.dashPhase)) }
        }
        var out = Path()
        let arcSteps = max(8, Int((Double.pi / acos(max(-1, min(1, 1 - tolerance / max(hw, tolerance))))).rounded(.up)))
        for (pts, closed) in lines {
            emit(pts, closed: closed, hw: hw, style: style, arcSteps: arcSteps, into: &out)
        }
        return out
    }

    /// Splits a polyline into dashes (open polylines).
    static func applyDash(_ pts: [CGPoint], closed: Bool, dash: [Double], phase: Double) -> [([CGPoint], Bool)] {
        var seq = pts
        if closed, let f = pts.first { seq.append(f) }
        guard seq.count > 1 else { return [] }
        let total = dash.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        while offset >= dash[index] { offset -= dash[index]; index = (index + 1) % dash.count }
        var remaining = dash[index] - offset
        var on = index % 2 == 0
        var result: [([CGPoint], Bool)] = []
        var current: [CGPoint] = on ? [seq[0]] : []
        for i in 1..<seq.count {
            var a = seq[i - 1]
            let b = seq[i]
            var segLen = hypot(b.x - a.x, b.y - a.y)
            while segLen > remaining {
                let t = remaining / segLen
                let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on { current.append(p); result.append((current, false)); current = [] } else { current = [p] }
                on.toggle()
                segLen -= remaining
                a = p
                index = (index + 1) % dash.count
                remaining = dash[index]
            }
            remaining -= segLen
            if on { current.append(b) }
        }
        if on, current.count > 1 { result.append((current, false)) }
        return result
    }

    private static func emit(_ pts: [CGPoint], closed: Bool, hw: Double, style: StrokeStyle, arcSteps: Int,
                             into out: inout Path) {
        func add(_ poly: [CGPoint]) {
            guard poly.count > 2 else { return }
            var area = 0.0
            for i in 0..<poly.count {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                area += p.x * q.y - q.x * p.y
            }
            let ordered = area < 0 ? poly.reversed() : poly
            out.move(to: ordered[0])
            for p in ordered.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        func circle(_ c: CGPoint) -> [CGPoint] {
            (0..<arcSteps).map { k in
                let a = 2 * Double.pi * Double(k) / Double(arcSteps)
                return CGPoint(x: c.x + hw * cos(a), y: c.y + hw * sin(a))
            }
        }
        if pts.count == 1 {
            // Zero-length subpath: round and square caps draw a dot (as Core Graphics does).
            let p = pts[0]
            switch style.lineCap {
            case .round: add(circle(p))
            case .square: add([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                               CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
            case .butt: break
            }
            return
        }
        let n = pts.count
        let segCount = closed ? n : n - 1
        func dir(_ i: Int) -> (Double, Double) {
            let a = pts[i], b = pts[(i + 1) % n]
            let l = hypot(b.x - a.x, b.y - a.y)
            return ((b.x - a.x) / l, (b.y - a.y) / l)
        }
        for i in 0..<segCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let (dx, dy) = dir(i)
            let nx = -dy * hw, ny = dx * hw
            add([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                 CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)])
        }
        // Joins at inner vertices (every vertex when closed).
        let joinIndices = closed ? Array(0..<n) : Array(1..<max(1, n - 1))
        for v in joinIndices {
            let (d0x, d0y) = dir((v - 1 + n) % n)
            let (d1x, d1y) = dir(v)
            let cross = d0x * d1y - d0y * d1x
            let dot = d0x * d1x + d0y * d1y
            if abs(cross) < 1e-12 && dot > 0 { continue }  // straight on
            let p = pts[v]
            if style.lineJoin == .round { add(circle(p)); continue }
            // The outer side is opposite the turn.
            let s: Double = cross > 0 ? -1 : 1
            let o0 = CGPoint(x: p.x - d0y * hw * s, y: p.y + d0x * hw * s)
            let o1 = CGPoint(x: p.x - d1y * hw * s, y: p.y + d1x * hw * s)
            if style.lineJoin == .miter {
                // Miter length ÷ width = 1 / sin(θ/2), θ the angle between the segments.
                let cosTheta = -dot
                let sinHalf = ((1 - cosTheta) / 2).squareRoot()
                if sinHalf > 1e-9, 1 / sinHalf <= Double(style.miterLimit) {
                    let bx = (d0x - d1x), by = (d0y - d1y)
                    let bl = hypot(bx, by)
                    if bl > 1e-12 {
                        let len = hw / sinHalf
                        // Tip along the outer bisector.
                        let mx = (-d0y * s - d1y * s), my = (d0x * s + d1x * s)
                        let ml = hypot(mx, my)
                        let tip = CGPoint(x: p.x + mx / ml * len, y: p.y + my / ml * len)
                        add([p, o0, tip, o1])
                        continue
                    }
                }
            }
            add([p, o0, o1])
        }
        guard !closed else { return }
        // Caps.
        for end in [0, n - 1] {
            let p = pts[end]
            var (dx, dy) = end == 0 ? dir(0) : dir(n - 2)
            if end == 0 { dx = -dx; dy = -dy }  // pointing outwards
            switch style.lineCap {
            case .butt: break
            case .round: add(circle(p))
            case .square:
                let nx = -dy * hw, ny = dx * hw
                let q = CGPoint(x: p.x + dx * hw, y: p.y + dy * hw)
                add([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: q.x + nx, y: q.y + ny),
                     CGPoint(x: q.x - nx, y: q.y - ny), CGPoint(x: p.x - nx, y: p.y - ny)])
            }
        }
    }
}
