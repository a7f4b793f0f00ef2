import Foundation
@testable import LimnerRaster

/// Shared shapes and helpers for the raster tests.
enum Fixtures {
    /// A closed polygon through `points`.
    static func polygon(_ points: [(Double, Double)]) -> Path {
        Path { p in
            p.move(to: CGPoint(x: points[0].0, y: points[0].1))
            for q in points.dropFirst() { p.addLine(to: CGPoint(x: q.0, y: q.1)) }
            p.closeSubpath()
        }
    }

    /// An axis-aligned rectangle; `clockwise` picks the winding direction (y down).
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, clockwise: Bool = true) -> Path {
        clockwise ? polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
                  : polygon([(x, y), (x, y + h), (x + w, y + h), (x + w, y)])
    }

    /// A circle from four cubic arcs.
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        let k = 0.5522847498307936 * r
        return Path { p in
            p.move(to: CGPoint(x: cx + r, y: cy))
            p.addCurve(to: CGPoint(x: cx, y: cy + r), control1: CGPoint(x: cx + r, y: cy + k), control2: CGPoint(x: cx + k, y: cy + r))
            p.addCurve(to: CGPoint(x: cx - r, y: cy), control1: CGPoint(x: cx - k, y: cy + r), control2: CGPoint(x: cx - r, y: cy + k))
            p.addCurve(to: CGPoint(x: cx, y: cy - r), control1: CGPoint(x: cx - r, y: cy - k), control2: CGPoint(x: cx - k, y: cy - r))
            p.addCurve(to: CGPoint(x: cx + r, y: cy), control1: CGPoint(x: cx + k, y: cy - r), control2: CGPoint(x: cx + r, y: cy - k))
            p.closeSubpath()
        }
    }

    /// A five-pointed self-intersecting star (pentagram).
    static func star(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        polygon((0..<5).map { i in
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return (cx + r * cos(a), cy + r * sin(a))
        })
    }

    /// Sum of alpha over the pixmap, in pixels (255 = 1).
    static func totalAlpha(_ pm: Pixmap) -> Double {
        pm.storage.reduce(0.0) { $0 + Double($1 >> 24) } / 255
    }
}
