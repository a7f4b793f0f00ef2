import Foundation
import Limner

/// The coverage 0…1 of each pixel of a `width`×`height` grid by closed polygons under a fill
/// rule, computed independently of the rasterizer: `subRows` sub-rows per pixel row, each
/// covered exactly between the polygons' crossings where the winding counts as inside.
/// Row-major; geometry outside the grid is clipped (winding kept).
public func exactPolygonCoverage(_ contours: [[CGPoint]], width: Int, height: Int, evenOdd: Bool,
                                 subRows: Int = 512) -> [Double] {
    var out = [Double](repeating: 0, count: width * height)
    let edges: [(CGPoint, CGPoint)] = contours.flatMap { c in c.indices.map { (c[$0], c[($0 + 1) % c.count]) } }
    for row in 0..<height {
        for s in 0..<subRows {
            let y = Double(row) + (Double(s) + 0.5) / Double(subRows)
            var crossings: [(x: Double, dir: Int)] = []
            for (a, b) in edges where a.y != b.y {
                let (lo, hi) = a.y < b.y ? (a, b) : (b, a)
                guard y >= lo.y && y < hi.y else { continue }
                crossings.append((lo.x + (y - lo.y) * (hi.x - lo.x) / (hi.y - lo.y), a.y < b.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var w = 0
            for k in crossings.indices.dropLast() {
                w += crossings[k].dir
                guard evenOdd ? w & 1 == 1 : w != 0 else { continue }
                let x0 = max(crossings[k].x, 0), x1 = min(crossings[k + 1].x, Double(width))
                guard x1 > x0 else { continue }
                var px = Int(x0)
                while Double(px) < x1 && px < width {
                    out[row * width + px] += (min(x1, Double(px + 1)) - max(x0, Double(px))) / Double(subRows)
                    px += 1
                }
            }
        }
    }
    return out
}

/// A path of closed polygons.
public func polygonPath(_ contours: [[CGPoint]]) -> Path {
    var p = Path()
    for c in contours where !c.isEmpty {
        p.move(to: c[0])
        for q in c.dropFirst() { p.addLine(to: q) }
        p.closeSubpath()
    }
    return p
}
