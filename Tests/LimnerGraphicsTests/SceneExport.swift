import Foundation
@testable import LimnerGraphics
import LimnerMedia
import LimnerText
import LimnerRaster

/// Writes a recorded `DisplayList` as a JSON scene for the Skia reference script
/// (Tests/References/make_canvas_references.py).
///
/// Paths are SVG path data; strokes go out as the original path plus stroke parameters, so
/// Skia's own stroker outlines them; images as base64 PNG; groups with their clips and
/// filters. Text goes out as glyph outlines (Skia cannot use our font stack): glyphs Limner
/// draws from its mask cache are placed where `TextRenderer` places them (x to a quarter
/// pixel, y to a whole pixel, as Skia does for horizontal text), so the reference tests
/// rasterization and compositing of the same glyph geometry, not the shaping.
enum SceneExport {
    static func json(_ list: DisplayList, size: CGSize, scale: CGFloat) -> Data {
        let scene: [String: Any] = [
            "width": DisplayListRenderer.pixels(size.width * scale),
            "height": DisplayListRenderer.pixels(size.height * scale),
            "scale": Double(scale),
            "items": items(list, base: CGAffineTransform(scaleX: scale, y: scale), clipped: false),
        ]
        return try! JSONSerialization.data(withJSONObject: scene, options: [.prettyPrinted, .sortedKeys])
    }

    static func matrix(_ t: CGAffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) } }

    static func paint(_ p: ResolvedPaint) -> [String: Any] {
        func stops(_ s: [GradientStop]) -> [[Double]] {
            s.map { [$0.location, Double($0.color.red), Double($0.color.green), Double($0.color.blue), Double($0.color.alpha)] }
        }
        switch p {
        case .color(let c): return ["type": "color", "rgba": [c.red, c.green, c.blue, c.alpha].map(Double.init)]
        case let .linearGradient(s, a, b, spread):
            return ["type": "linear", "stops": stops(s), "start": [Double(a.x), Double(a.y)], "end": [Double(b.x), Double(b.y)], "spread": "\(spread)"]
        case let .radialGradient(s, c, r0, r1, spread):
            return ["type": "radial", "stops": stops(s), "center": [Double(c.x), Double(c.y)], "r0": r0, "r1": r1, "spread": "\(spread)"]
        case let .conicGradient(s, c, a, spread):
            return ["type": "conic", "stops": stops(s), "center": [Double(c.x), Double(c.y)], "angle": a, "spread": "\(spread)"]
        case .tiledImage, .backdrop, .blurredBackdrop: return ["type": "unsupported"]
        }
    }

    /// `base` maps list space to device pixels (only used to place mask-drawn glyphs).
    static func items(_ list: DisplayList, base: CGAffineTransform, clipped: Bool) -> [[String: Any]] {
        var out: [[String: Any]] = []
        for item in list.items {
            switch item {
            case .fill(let f):
                out.append(["op": "fill", "path": "\(f.path)", "transform": matrix(f.transform), "paint": paint(f.paint),
                            "evenOdd": f.style.isEOFilled, "aa": f.style.isAntialiased, "opacity": f.opacity,
                            "blend": "\(f.blendMode)"])
            case .stroke(let s):
                out.append(["op": "stroke", "path": "\(s.path)", "transform": matrix(s.transform), "paint": paint(s.paint),
                            "width": Double(s.style.lineWidth), "cap": "\(s.style.lineCap)", "join": "\(s.style.lineJoin)",
                            "miter": Double(s.style.miterLimit), "dash": s.style.dash.map(Double.init),
                            "phase": Double(s.style.dashPhase), "opacity": s.opacity, "blend": "\(s.blendMode)"])
            case .glyphs(let g):
                let t = g.transform.concatenating(base)
                let usesMasks: Bool = {
                    guard case .color = g.paint, g.blendMode == .normal, !clipped else { return false }
                    return t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
                }()
                var path = Path()
                var transform = g.transform
                if usesMasks {
                    // Device space, positions quantised as TextRenderer does; transform = base⁻¹.
                    for run in g.frame.glyphRuns {
                        for (glyph, pos) in zip(run.glyphs, run.positions) {
                            let p = CGPoint(x: pos.x + g.origin.x, y: pos.y + g.origin.y).applying(t)
                            let qx = ((p.x * 4 + 0.5).rounded(.down)) / 4, qy = (p.y + 0.5).rounded(.down)
                            let o = run.font.outline(glyph: glyph, size: run.size * t.a, at: CGPoint(x: qx, y: qy))
                            o.forEach { path.append($0) }
                        }
                    }
                    transform = base.inverted()
                } else {
                    path = g.frame.path.offsetBy(dx: g.origin.x, dy: g.origin.y)
                }
                out.append(["op": "fill", "path": "\(path)", "transform": matrix(transform), "paint": paint(g.paint),
                            "evenOdd": false, "aa": true, "opacity": g.opacity, "blend": "\(g.blendMode)"])
            case .image(let i):
                var entry: [String: Any] = ["op": "image", "png": (try! i.contents.pixmap.pngData()).base64EncodedString(),
                                            "rect": [i.rect.minX, i.rect.minY, i.rect.width, i.rect.height].map { Double($0) },
                                            "transform": matrix(i.transform), "opacity": i.opacity, "blend": "\(i.blendMode)",
                                            "nearest": i.interpolation == .none]
                if let tint = i.tint { entry["tint"] = paint(tint) }
                out.append(entry)
            case .group(let g):
                let clips: [[String: Any]] = g.clips.compactMap {
                    guard case let .path(p, t, style, inverse) = $0 else { return nil }
                    return ["path": "\(p)", "transform": matrix(t), "evenOdd": style.isEOFilled, "inverse": inverse]
                }
                let filters: [[String: Any]] = g.filters.compactMap {
                    guard case let .blur(r, _, _, linear) = $0 else { return nil }
                    return ["type": "blur", "radius": r, "linearColor": linear]
                }
                out.append(["op": "group", "transform": matrix(g.transform), "opacity": g.opacity, "blend": "\(g.blendMode)",
                            "layer": g.needsLayer, "clips": clips, "filters": filters,
                            "content": items(g.content, base: g.transform.concatenating(base), clipped: clipped || !g.clips.isEmpty)])
            }
        }
        return out
    }
}
