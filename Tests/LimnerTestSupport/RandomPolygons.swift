import Foundation
import Limner

/// Seeded closed polygons: rectangles on whole and fractional coordinates, rectangles rotated
/// in their points, thin rectangles (sides shorter than the line width), triangles and
/// random 10-gons (self-intersecting), some with an explicit closing point, at scales from
/// 0.3 to 300.
public func randomClosedPolygon(_ g: inout SeededGenerator) -> Path {
    let scale = [0.3, 1, 1, 4, 40, 300][Int(g.unit() * 6)]
    let x = g.unit() * 100 * scale, y = g.unit() * 100 * scale
    let w = (0.2 + g.unit() * 30) * scale, h = (0.2 + g.unit() * 30) * scale
    var corners: [CGPoint]
    switch Int(g.unit() * 5) {
    case 0:
        let r = CGRect(x: x.rounded(), y: y.rounded(), width: w.rounded() + 1, height: h.rounded() + 1)
        corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    case 1:
        corners = [CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h)]
    case 2:
        let a = g.unit() * 2 * Double.pi, c = cos(a), s = sin(a)
        corners = [(0.0, 0.0), (w, 0), (w, h), (0, h)].map { CGPoint(x: x + c * $0.0 - s * $0.1, y: y + s * $0.0 + c * $0.1) }
    case 3:
        corners = (0..<3).map { _ in CGPoint(x: x + g.unit() * w, y: y + g.unit() * h) }
    default:
        corners = (0..<10).map { _ in CGPoint(x: x + g.unit() * w, y: y + g.unit() * h) }
    }
    if g.unit() < 0.5 { corners.reverse() }
    var path = Path()
    path.move(to: corners[0])
    for p in corners.dropFirst() { path.addLine(to: p) }
    if g.unit() < 0.3 { path.addLine(to: corners[0]) }
    path.closeSubpath()
    return path
}

/// A seeded stroke style: widths 0.25–12 × the polygon's scale, every join, miter limits
/// from below 1 (every corner bevelled) to infinite.
public func randomPolygonStrokeStyle(_ g: inout SeededGenerator) -> StrokeStyle {
    let join: CGLineJoin = [.miter, .miter, .round, .bevel][Int(g.unit() * 4)]
    let limit = [0.5, 1, 1.2, 1.5, 4, 10, 10, .infinity][Int(g.unit() * 8)]
    return StrokeStyle(lineWidth: 0.25 + g.unit() * 12, lineJoin: join, miterLimit: limit)
}
