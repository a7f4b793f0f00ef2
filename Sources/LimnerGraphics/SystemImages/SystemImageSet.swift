import Foundation
import LimnerRaster

/// The icons behind `Image(systemName:)`: Material Icons outlines (Apache-2.0, see
/// licenses/MaterialIcons-LICENSE.txt) under SF Symbols names.
///
/// An icon is a 24×24-point image (the icon font's design box), rasterized once at
/// `pixelsPerPoint` and drawn as a template: only its alpha is used, filled with the
/// foreground colour or the resolved image's shading. A name not in the table draws a
/// crossed box of the same size, and the first use of each unknown name is logged to
/// standard error.
public enum SystemImageSet {
    /// The size of every icon, in points.
    public static let iconSize = CGSize(width: 24, height: 24)
    /// Rasterization density: enough for the icon scaled ×2 on a 2× display, or ×4 at 1×.
    public static let pixelsPerPoint: CGFloat = 4

    /// The SF Symbols names the set knows, sorted.
    public static var names: [String] { Set(symbolNames.keys).union(layeredNames).sorted() }

    /// Whether `name` is in the table (others draw the placeholder).
    public static func contains(_ name: String) -> Bool { symbolNames[name] != nil || isLayered(name) }

    /// The outline of `name` in a 24×24 box, y down, or nil for an unknown name. A symbol
    /// composed of layers (see SystemImageLayers.swift) is its layers' outlines together.
    public static func outline(named name: String) -> Path? {
        if let composed = composedOutline(named: name) { return composed }
        guard let material = symbolNames[name], let data = outlines[material] else { return nil }
        return try? Path(data)
    }

    /// The bounds of `name`'s outline in its 24×24 box (nil for an unknown name): what a
    /// resizable symbol stretches to its frame, as SF Symbols fit the glyph rather than the
    /// icon font's padded box. Cached per name.
    public static func glyphBounds(named name: String) -> CGRect? {
        cache.lock.lock()
        if let hit = cache.bounds[name] { cache.lock.unlock(); return hit }
        cache.lock.unlock()
        guard let box = outline(named: name)?.boundingRect, box.width > 0, box.height > 0,
              box.width.isFinite, box.height.isFinite else { return nil }
        cache.lock.lock(); cache.bounds[name] = box; cache.lock.unlock()
        return box
    }

    /// The placeholder for unknown names: a box with both diagonals, as one outline filled
    /// with the non-zero rule.
    public static var placeholderOutline: Path {
        var p = Path()
        for bar in [CGRect(x: 2, y: 2, width: 20, height: 2), CGRect(x: 2, y: 20, width: 20, height: 2),
                    CGRect(x: 2, y: 4, width: 2, height: 16), CGRect(x: 20, y: 4, width: 2, height: 16)] {
            p.addRect(bar)
        }
        let w: CGFloat = 1.4
        for (a, b) in [(CGPoint(x: 4, y: 4), CGPoint(x: 20, y: 20)), (CGPoint(x: 20, y: 4), CGPoint(x: 4, y: 20))] {
            let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
            let nx = -dy / len * w / 2, ny = dx / len * w / 2
            p.move(to: CGPoint(x: a.x + nx, y: a.y + ny))
            p.addLine(to: CGPoint(x: b.x + nx, y: b.y + ny))
            p.addLine(to: CGPoint(x: b.x - nx, y: b.y - ny))
            p.addLine(to: CGPoint(x: a.x - nx, y: a.y - ny))
            p.closeSubpath()
        }
        return p
    }

    /// The icon's pixels (white, alpha = coverage) at `pixelsPerPoint`; unknown names give
    /// the placeholder. Cached per name.
    public static func contents(named name: String) -> ImageContents {
        cache.lock.lock()
        if let hit = cache.images[name] { cache.lock.unlock(); return hit }
        cache.lock.unlock()
        if let composed = composedContents(named: name) {
            cache.lock.lock(); cache.images[name] = composed; cache.lock.unlock()
            return composed
        }
        let shape: Path
        let style: FillStyle
        if let known = outline(named: name) {
            shape = known; style = FillStyle()
        } else {
            shape = placeholderOutline; style = FillStyle()
            cache.lock.lock(); let first = cache.reported.insert(name).inserted; cache.lock.unlock()
            if first {
                FileHandle.standardError.write(Data("limner: no system image named \"\(name)\"; drawing a placeholder\n".utf8))
            }
        }
        let list = DisplayList([.fill(DisplayList.Fill(path: shape, paint: .color(RGBAColor(red: 1, green: 1, blue: 1)),
                                                       style: style))])
        let pixmap = (try? DisplayListRenderer(scale: pixelsPerPoint, threadCount: 1).render(list, size: iconSize))
            ?? (try! Pixmap(width: 1, height: 1))
        let image = ImageContents(pixmap: pixmap, scale: pixelsPerPoint)
        cache.lock.lock(); cache.images[name] = image; cache.lock.unlock()
        return image
    }

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var images: [String: ImageContents] = [:]
        var bounds: [String: CGRect] = [:]
        var reported: Set<String> = []
    }
    private static let cache = Cache()
}

extension Image {
    /// Whether the image draws as a template (its alpha filled with the foreground colour
    /// or shading): system images unless rendered `.original`, bitmaps only when `.template`.
    public var drawsAsTemplate: Bool { isTemplate }

    /// An image that draws nothing and has zero size: what a lookup by name gives when
    /// neither a file nor a system image has that name (SwiftUI logs and draws nothing).
    public static func missing(named name: String) -> Image { Image(missing: name) }

    /// Whether a system image of this name exists (in the set or from a registered provider).
    public static func hasSystemImage(named name: String) -> Bool {
        SystemImageSet.contains(name) || SystemImageRegistry.shared.providerContents(named: name) != nil
    }

    /// The system symbol name, for images made with `init(systemName:)`.
    public var systemName: String? {
        if case .system(let name) = source { return name } else { return nil }
    }
}
