import Foundation
import LimnerGeometry

/// Interim stroker until branch `stroke` lands `Path.strokedPath(_:)` (see
/// StrokeStyle+Interim.swift): the outline of a stroke as a union of convex pieces, filled
/// with the non-zero rule.
///
/// The path is flattened (to `tolerance`, in the path's own units) and dashed; each polyline
/// becomes one outline: the left offset forward, the end cap, the right offset backward, the
/// start cap (a closed polyline: its left and its reversed right offset loops). Joins add
/// miter, bevel or round geometry on the outer side and pass through the vertex on the inner
/// side, as Skia's stroker does. One outline rather than a union of overlapping pieces keeps
/// anti-aliased edge coverage from being counted twice.
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
        func addLoop(_ poly: [CGPoint]) {
            guard poly.count > 2 else { return }
            out.move(to: poly[0])
            for p in poly.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        /// Points of the arc around `c` from `a` to `b` (excluded), the way through `via`
        /// when given, else the short way.
        func arc(_ c: CGPoint, from a: CGPoint, to b: CGPoint, via: CGPoint? = nil) -> [CGPoint] {
            let a0 = atan2(a.y - c.y, a.x - c.x), b0 = atan2(b.y - c.y, b.x - c.x)
            var delta = b0 - a0
            while delta > .pi { delta -= 2 * .pi }
            while delta <= -.pi { delta += 2 * .pi }
            if let via {
                let mid = a0 + delta / 2
                if cos(mid) * via.x + sin(mid) * via.y < 0 { delta += delta > 0 ? -2 * .pi : 2 * .pi }
            }
            let steps = max(1, Int((abs(delta) / (2 * .pi) * Double(arcSteps)).rounded(.up)))
            return (1..<steps).map { k in
                let t = a0 + delta * Double(k) / Double(steps)
                return CGPoint(x: c.x + hw * cos(t), y: c.y + hw * sin(t))
            }
        }
        if pts.count == 1 {
            // Zero-length subpath: round and square caps draw a dot (as Core Graphics does).
            let p = pts[0]
            switch style.lineCap {
            case .round:
                addLoop((0..<arcSteps).map { k in
                    let t = 2 * Double.pi * Double(k) / Double(arcSteps)
                    return CGPoint(x: p.x + hw * cos(t), y: p.y + hw * sin(t))
                })
            case .square:
                addLoop([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                         CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)])
            case .butt: break
            }
            return
        }
        let n = pts.count
        let segCount = closed ? n : n - 1
        // Unit directions and left normals (scaled by the half width) of each segment.
        var dirs: [CGPoint] = [], normals: [CGPoint] = []
        for i in 0..<segCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let l = hypot(b.x - a.x, b.y - a.y)
            let d = CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l)
            dirs.append(d)
            normals.append(CGPoint(x: -d.y * hw, y: d.x * hw))
        }
        func plus(_ p: CGPoint, _ v: CGPoint, _ k: Double = 1) -> CGPoint { CGPoint(x: p.x + v.x * k, y: p.y + v.y * k) }
        var left: [CGPoint] = [], right: [CGPoint] = []
        /// Adds the join at vertex `v` between segments `i` and `j`.
        func join(at p: CGPoint, _ i: Int, _ j: Int) {
            let nA = normals[i], nB = normals[j], dA = dirs[i], dB = dirs[j]
            let cross = dA.x * dB.y - dA.y * dB.x
            let dot = dA.x * dB.x + dA.y * dB.y
            if abs(cross) < 1e-12 && dot > 0 {  // straight on
                left.append(plus(p, nA)); right.append(plus(p, nA, -1)); return
            }
            let leftIsOuter = cross < 0 || (abs(cross) < 1e-12)
            let s: Double = leftIsOuter ? 1 : -1
            let a = plus(p, nA, s), b = plus(p, nB, s)
            var outer: [CGPoint] = [a]
            switch style.lineJoin {
            case .round:
                outer += arc(p, from: a, to: b, via: abs(cross) < 1e-12 ? dA : nil)
            case .miter:
                // Miter length ÷ width = 1 / cos(φ/2), φ the angle between the normals.
                let cosPhi = (nA.x * nB.x + nA.y * nB.y) / (hw * hw)
                let cosHalf = ((1 + cosPhi) / 2).squareRoot()
                if cosHalf > 1e-9, 1 / cosHalf <= Double(style.miterLimit) {
                    let m = CGPoint(x: (nA.x + nB.x) * s, y: (nA.y + nB.y) * s)
                    let ml = hypot(m.x, m.y)
                    if ml > 1e-12 { outer.append(plus(p, CGPoint(x: m.x / ml, y: m.y / ml), hw / cosHalf)) }
                }
            case .bevel: break
            }
            outer.append(b)
            // The inner side passes through the pivot (its overlap lies inside the stroke).
            let inner = [plus(p, nA, -s), p, plus(p, nB, -s)]
            if leftIsOuter { left += outer; right += inner } else { left += inner; right += outer }
        }
        if closed {
            for v in 0..<n { join(at: pts[v], (v - 1 + n) % n, v) }
            addLoop(left)
            addLoop(right.reversed())
            return
        }
        left.append(plus(pts[0], normals[0])); right.append(plus(pts[0], normals[0], -1))
        for v in 1..<(n - 1) { join(at: pts[v], v - 1, v) }
        let last = pts[n - 1], nl = normals[segCount - 1], dl = dirs[segCount - 1]
        left.append(plus(last, nl)); right.append(plus(last, nl, -1))
        let first = pts[0], nf = normals[0], df = dirs[0]
        var outline = left
        switch style.lineCap {
        case .butt: break
        case .square: outline += [plus(plus(last, nl), dl, hw), plus(plus(last, nl, -1), dl, hw)]
        case .round: outline += arc(last, from: plus(last, nl), to: plus(last, nl, -1), via: dl)
        }
        outline += right.reversed()
        switch style.lineCap {
        case .butt: break
        case .square: outline += [plus(plus(first, nf, -1), df, -hw), plus(plus(first, nf), df, -hw)]
        case .round: outline += arc(first, from: plus(first, nf, -1), to: plus(first, nf), via: CGPoint(x: -df.x, y: -df.y))
        }
        addLoop(outline)
    }
}
