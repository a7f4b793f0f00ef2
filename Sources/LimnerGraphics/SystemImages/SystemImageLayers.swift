import Foundation
import LimnerRaster

// Layered symbols: the SF Symbols that public code most often draws in several colours
// (`symbolRenderingMode(.hierarchical/.palette/.multicolor)`, `renderingMode(.original)`),
// split into layers. The Material outlines behind `Image(systemName:)` carry no layer
// annotations, so the layers are Limner's own decomposition, of two kinds:
//
// - **Marks**: a filled shape whose marks are cut out of it (`checkmark.circle.fill`,
//   `exclamationmark.triangle.fill`, …). The marks (the subpaths inside the shape's outer
//   subpath) are the primary layer and fill the holes; the shape with its holes is the
//   secondary layer. In monochrome the marks stay holes, as SF Symbols draws them.
// - **Composed**: a symbol put together from separate outlines placed in the icon's box
//   (`cloud.sun.fill` = a cloud in front of a sun). Each layer is cut back by a 1-unit gap
//   around the layers in front of it (SF Symbols separates overlapping layers the same way),
//   and the layers together are the symbol in every mode, monochrome too.
//
// Which layer takes which palette style follows the SF Symbols layer order as public code
// uses it (`cloud.sun.fill` with `.foregroundStyle(.gray, .yellow)`: a grey cloud and a
// yellow sun; `checkmark.circle.fill` with `.foregroundStyle(.white, .green)`: a white check
// on a green disc; `exclamationmark.triangle.fill` with `.foregroundStyle(.yellow, .cyan)`,
// Apple's own example: a yellow mark on a cyan triangle). The colours under `.multicolor` are
// the inherent colours SF Symbols gives these symbols: Apple documents a yellow triangle
// with a white mark for `exclamationmark.triangle.fill`; the others (a red heart, a yellow
// sun, white clouds, red notification badges, cyan rain) are read off the SF Symbols app,
// and a layer without an inherent colour takes the foreground style. Every symbol outside
// this table is one layer and draws in the foreground style's primary level in every mode.

/// An inherent colour of a symbol layer under `.multicolor`: a system colour by name, which
/// the view layer resolves for the colour scheme.
package enum SymbolLayerColor: Sendable, Hashable {
    case white, red, yellow, cyan
}

/// One layer of a layered symbol (see `SystemImageSet.layers(named:)`).
package struct SymbolLayer: Sendable {
    /// Which of the palette's styles fills it under `.palette` (0: the primary).
    package let paletteIndex: Int
    /// Its hierarchy level under `.hierarchical` (0: primary, 1: secondary, 2: tertiary).
    package let hierarchyLevel: Int
    /// Its own colour under `.multicolor` (nil: the foreground style).
    package let multicolor: SymbolLayerColor?
    /// Its place in the variable-colour sequence (`symbolEffect(.variableColor)`), nil for a
    /// layer the effect leaves alone.
    package let variableIndex: Int?
    /// Its pixels in the icon's 24×24 box (white, alpha = coverage), like `contents(named:)`.
    package let contents: ImageContents
}

extension SystemImageSet {
    /// One part of a layer's outline, in the icon's 24×24 box.
    private enum Part {
        /// A Material icon's whole outline, mapped through a transform.
        case icon(String, CGAffineTransform)
        /// The subpaths of a Material icon that lie inside its outer subpath (its marks).
        case marks(String)
        /// One subpath of a Material icon, by index.
        case subpath(String, Int)
        /// Rain: short slanted strokes from each point.
        case rain([CGPoint])
        /// A disc.
        case dot(CGPoint, radius: CGFloat)
    }

    private struct LayerSpec {
        let parts: [Part]
        let palette: Int
        let level: Int
        let color: SymbolLayerColor?
        let variable: Int?
        init(_ parts: [Part], palette: Int, level: Int? = nil, color: SymbolLayerColor? = nil, variable: Int? = nil) {
            self.parts = parts; self.palette = palette; self.level = level ?? palette; self.color = color
            self.variable = variable
        }
    }

    private struct Decomposition {
        /// Back to front.
        let layers: [LayerSpec]
        /// Whether the layers are separate outlines composed into the symbol (cut back by a
        /// gap, and drawn together in monochrome) rather than one outline split.
        let composed: Bool
    }

    /// The gap left around a composed layer in front, in icon units.
    static let layerGap: CGFloat = 1

    /// `scale` about the origin, then moved by (`x`, `y`).
    private static func place(_ scale: CGFloat, _ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)
    }

    /// A filled shape with marks cut out: marks primary, shape secondary.
    private static func marked(_ icon: String, shape: SymbolLayerColor? = nil, marks: SymbolLayerColor? = nil) -> Decomposition {
        Decomposition(layers: [LayerSpec([.icon(icon, .identity)], palette: 1, color: shape),
                               LayerSpec([.marks(icon)], palette: 0, color: marks)], composed: false)
    }

    /// One layer with an inherent colour.
    private static func tinted(_ icon: String, _ color: SymbolLayerColor) -> Decomposition {
        Decomposition(layers: [LayerSpec([.icon(icon, .identity)], palette: 0, color: color)], composed: false)
    }

    // Placements in the 24-unit box, inside its 20-unit drawing area (2…22), since what lies
    // in the margin falls outside a symbol's frame. Material's cloud spans x 0…24, y 4…20;
    // its sun (`wb_sunny`) 0.6…23.4 both ways; its bolt (`flash_on`) x 7…17, y 2…22; its
    // moon (`mode_night`) x 4.5…19.5, y 2…22.
    private static let sunBehindCloud = Part.icon("wb_sunny", place(0.6, 1.7, 1.7))      // 2…15.7 both ways
    private static let cloudBeforeSun = Part.icon("cloud", place(0.72, 4.6, 6.1))       // x 4.6…21.9, y 9…20.5
    private static let cloudBeforeMoon = Part.icon("cloud", place(0.72, 2.2, 6.1))      // x 2.2…19.5, y 9…20.5
    private static let moonBehindCloud = Part.icon("mode_night", place(0.5, 11.75, 1.5)) // x 14…21.5, y 2.5…12.5
    private static let cloudOverWeather = Part.icon("cloud", place(0.8, 2.4, -1.2))     // x 2.4…21.6, y 2…14.8
    private static let rainBelowCloud = Part.rain([CGPoint(x: 7.5, y: 17), CGPoint(x: 12, y: 17), CGPoint(x: 16.5, y: 17)])
    private static let boltBelowCloud = Part.icon("flash_on", place(0.48, 6.24, 11.3))  // x 9.6…14.4, y 12.3…21.9

    /// The layered symbols, by SF Symbols name.
    private static let decompositions: [String: Decomposition] = {
        let white = SymbolLayerColor.white, yellow = SymbolLayerColor.yellow
        var table: [String: Decomposition] = [
            // Apple's documented multicolour example: a yellow triangle, a white mark.
            "exclamationmark.triangle.fill": marked("warning", shape: yellow, marks: white),
            "checkmark.circle.fill": marked("check_circle"),
            "xmark.circle.fill": marked("cancel"),
            "x.circle.fill": marked("cancel"),
            "plus.circle.fill": marked("add_circle"),
            "minus.circle.fill": marked("remove_circle"),
            "info.circle.fill": marked("info"),
            "exclamationmark.circle.fill": marked("error"),
            "questionmark.circle.fill": marked("help"),
            "play.circle.fill": marked("play_circle"),
            "pause.circle.fill": marked("pause_circle"),
            "stop.circle.fill": marked("stop_circle"),
            "star.circle.fill": marked("stars"),
            "dollarsign.circle.fill": marked("monetization_on"),
            "person.crop.circle.fill": marked("account_circle"),
            "person.circle.fill": marked("account_circle"),
            "heart.fill": tinted("favorite", .red),
            "heart": tinted("favorite_border", .red),
            "sun.max.fill": tinted("wb_sunny", yellow),
            "sun.max": tinted("light_mode", yellow),
            // Weather: the cloud is the primary layer.
            "cloud.sun.fill": Decomposition(layers: [
                LayerSpec([sunBehindCloud], palette: 1, color: yellow),
                LayerSpec([cloudBeforeSun], palette: 0, color: white)], composed: true),
            "cloud.moon.fill": Decomposition(layers: [
                LayerSpec([moonBehindCloud], palette: 1),
                LayerSpec([cloudBeforeMoon], palette: 0, color: white)], composed: true),
            "cloud.rain.fill": Decomposition(layers: [
                LayerSpec([cloudOverWeather], palette: 0, color: white),
                LayerSpec([rainBelowCloud], palette: 1, color: .cyan)], composed: true),
            "cloud.bolt.fill": Decomposition(layers: [
                LayerSpec([cloudOverWeather], palette: 0, color: white),
                LayerSpec([boltBelowCloud], palette: 1, color: yellow)], composed: true),
            "cloud.sun.rain.fill": Decomposition(layers: [
                LayerSpec([.icon("wb_sunny", place(0.5, 1.7, 1.7))], palette: 1, color: yellow),  // 2…13.4
                LayerSpec([.icon("cloud", place(0.66, 6, 2.4))], palette: 0, color: white),    // x 6…21.8, y 5…15.6
                LayerSpec([.rain([CGPoint(x: 10.5, y: 17), CGPoint(x: 15, y: 17), CGPoint(x: 19.5, y: 17)])],
                          palette: 2, color: .cyan)], composed: true),
        ]
        // Variable-colour layers (one palette level, so the rendering modes draw them as one
        // colour): Wi-Fi's dot, then its arcs outwards (Material's subpaths: middle arc, dot,
        // outer arc); the speaker's waves outwards (Material's: outer wave, inner wave, speaker;
        // it has two waves, so `speaker.wave.3` has two as well).
        table["wifi"] = Decomposition(layers: [
            LayerSpec([.subpath("wifi", 1)], palette: 0, variable: 0),
            LayerSpec([.subpath("wifi", 0)], palette: 0, variable: 1),
            LayerSpec([.subpath("wifi", 2)], palette: 0, variable: 2)], composed: false)
        for name in ["speaker.wave.2", "speaker.wave.2.fill", "speaker.wave.3", "speaker.wave.3.fill"] {
            table[name] = Decomposition(layers: [
                LayerSpec([.subpath("volume_up", 2)], palette: 0),
                LayerSpec([.subpath("volume_up", 1)], palette: 0, variable: 0),
                LayerSpec([.subpath("volume_up", 0)], palette: 0, variable: 1)], composed: false)
        }
        // A bell with a badge on its top-right shoulder: the badge is the primary layer.
        for (name, bell) in [("bell.badge", "notifications_none"), ("bell.badge.fill", "notifications")] {
            table[name] = Decomposition(layers: [
                LayerSpec([.icon(bell, .identity)], palette: 1),
                LayerSpec([.dot(CGPoint(x: 18, y: 5.5), radius: 3.5)], palette: 0, color: .red)], composed: true)
        }
        return table
    }()

    /// Whether `name` is one of the layered symbols.
    static func isLayered(_ name: String) -> Bool { decompositions[name] != nil }

    /// The names of the layered symbols.
    static var layeredNames: [String] { Array(decompositions.keys) }

    /// The subpaths of `path`, in order.
    static func subpaths(of path: Path) -> [Path] {
        var result: [Path] = []
        var current = Path()
        for element in path.elements {
            if case .move = element, !current.isEmpty { result.append(current); current = Path() }
            current.append(element)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The outline of one part.
    private static func outline(of part: Part) -> Path {
        switch part {
        case let .icon(name, transform):
            guard let data = outlines[name], let path = try? Path(data) else { return Path() }
            return path.applying(transform)
        case .marks(let name):
            guard let data = outlines[name], let path = try? Path(data) else { return Path() }
            let pieces = subpaths(of: path)
            func area(_ p: Path) -> CGFloat { let b = p.boundingRect; return b.width * b.height }
            guard let outer = pieces.max(by: { area($0) < area($1) }) else { return Path() }
            let box = outer.boundingRect
            var marks = Path()
            for piece in pieces where piece != outer && box.contains(piece.boundingRect) { marks.addPath(piece) }
            return marks
        case let .subpath(name, index):
            guard let data = outlines[name], let path = try? Path(data) else { return Path() }
            let pieces = subpaths(of: path)
            return pieces.indices.contains(index) ? pieces[index] : Path()
        case .rain(let starts):
            var lines = Path()
            for s in starts {
                lines.move(to: s)
                lines.addLine(to: CGPoint(x: s.x - 1.2, y: s.y + 4))
            }
            return lines.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
        case let .dot(center, radius):
            return Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    private static func outline(of layer: LayerSpec) -> Path {
        var path = Path()
        for part in layer.parts { path.addPath(outline(of: part)) }
        return path
    }

    /// The outline of a composed symbol: its layers' outlines together (nil for others).
    static func composedOutline(named name: String) -> Path? {
        guard let d = decompositions[name], d.composed else { return nil }
        var path = Path()
        for layer in d.layers { path.addPath(outline(of: layer)) }
        return path
    }

    /// The drawing of layer `index` of `d`: its outline, cut back by the gap around the
    /// layers in front when the symbol is composed.
    private static func layerItems(_ d: Decomposition, _ index: Int) -> [DisplayList.Item] {
        let white = ResolvedPaint.color(RGBAColor(red: 1, green: 1, blue: 1))
        var items: [DisplayList.Item] = [.fill(DisplayList.Fill(path: outline(of: d.layers[index]), paint: white))]
        guard d.composed, index + 1 < d.layers.count else { return items }
        var front = Path()
        for layer in d.layers[(index + 1)...] { front.addPath(outline(of: layer)) }
        items.append(.fill(DisplayList.Fill(path: front, paint: white, blendMode: .destinationOut)))
        items.append(.stroke(DisplayList.Stroke(path: front, paint: white,
                                                style: StrokeStyle(lineWidth: 2 * layerGap, lineJoin: .round),
                                                blendMode: .destinationOut)))
        return items
    }

    private static func rasterize(_ items: [DisplayList.Item]) -> ImageContents {
        let pixmap = (try? DisplayListRenderer(scale: pixelsPerPoint, threadCount: 1).render(DisplayList(items), size: iconSize))
            ?? (try! Pixmap(width: 1, height: 1))
        return ImageContents(pixmap: pixmap, scale: pixelsPerPoint)
    }

    /// The pixels of a composed symbol drawn in one colour: every layer, back to front, each
    /// cut back by the layers in front (nil for other names).
    static func composedContents(named name: String) -> ImageContents? {
        guard let d = decompositions[name], d.composed else { return nil }
        var items: [DisplayList.Item] = []
        for index in d.layers.indices { items += layerItems(d, index) }
        return rasterize(items)
    }

    /// The layers of `name`, back to front, or nil for a symbol of one layer (every name
    /// outside the table). Cached per name.
    package static func layers(named name: String) -> [SymbolLayer]? {
        guard let d = decompositions[name] else { return nil }
        layerCache.lock.lock()
        if let hit = layerCache.layers[name] { layerCache.lock.unlock(); return hit }
        layerCache.lock.unlock()
        let layers = d.layers.indices.map { i in
            SymbolLayer(paletteIndex: d.layers[i].palette, hierarchyLevel: d.layers[i].level,
                        multicolor: d.layers[i].color, variableIndex: d.layers[i].variable,
                        contents: rasterize(layerItems(d, i)))
        }
        layerCache.lock.lock(); layerCache.layers[name] = layers; layerCache.lock.unlock()
        return layers
    }

    private final class LayerCache: @unchecked Sendable {
        let lock = NSLock()
        var layers: [String: [SymbolLayer]] = [:]
    }
    private static let layerCache = LayerCache()
}

extension Image {
    /// The layers this image draws under a multi-layer rendering mode: a system symbol of
    /// the layered table (not one a registered provider draws), nil otherwise.
    package var symbolLayers: [SymbolLayer]? {
        guard isSymbolOfTheSet, let name = systemName else { return nil }
        return SystemImageSet.layers(named: name)
    }

    /// Whether this is a system symbol drawn from `SystemImageSet` (an icon or the
    /// placeholder), not by a registered provider: its pixels are an alpha mask.
    package var isSymbolOfTheSet: Bool {
        guard let name = systemName else { return false }
        return SystemImageRegistry.shared.providerContents(named: name) == nil
    }
}
