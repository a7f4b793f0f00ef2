import Foundation
import LimnerRaster
import LimnerMedia

/// Decoded bitmap pixels with their scale (pixels per point): what an `Image` draws.
public struct ImageContents: Sendable {
    /// The pixels (premultiplied RGBA8).
    public let pixmap: Pixmap
    /// Pixels per point: a 64×64 pixmap at scale 2 is 32×32 points.
    public let scale: CGFloat

    /// Wraps `pixmap` at `scale` (non-positive or non-finite scales become 1).
    public init(pixmap: Pixmap, scale: CGFloat = 1) {
        self.pixmap = pixmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale)
    }
}

/// An image (SwiftUI's `Image`): a bitmap, or a named system symbol from `SystemImageSet`
/// (a provider registered with `Image.registerSystemImageProvider(_:)` is asked first).
public struct Image: Sendable {
    /// Whether colourless (template) drawing uses the shading or the image's own colours.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the alpha is used, filled with the shading / foreground colour.
        case template
        /// The image's own colours.
        case original
    }

    /// Sampling quality when the image is scaled.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest pixel.
        case none
        /// Bilinear (Limner uses bilinear for every level above `none`).
        case low
        /// Bilinear.
        case medium
        /// Bilinear.
        case high
    }

    enum Source: Sendable {
        case bitmap(ImageContents)
        case system(String)
        /// A named image that was not found: no pixels, zero size.
        case missing(String)
    }

    let source: Source
    /// The rendering mode set with `renderingMode(_:)`; nil: template for system images,
    /// original for bitmaps.
    public internal(set) var renderingMode: TemplateRenderingMode?
    /// The sampling quality.
    public internal(set) var interpolation: Interpolation = .high
    /// Whether the image's edges are anti-aliased when it is transformed.
    public internal(set) var isAntialiased = true
    /// Whether the view layer may resize it (`resizable()`); drawing ignores it.
    public internal(set) var isResizable = false

    /// An image of `pixmap` at `scale` pixels per point.
    public init(pixmap: Pixmap, scale: CGFloat = 1) {
        source = .bitmap(ImageContents(pixmap: pixmap, scale: scale))
    }

    /// An image of decoded contents.
    public init(contents: ImageContents) { source = .bitmap(contents) }

    /// The PNG, JPEG or WebP file at `path` (by its bytes, not its name), or nil when it
    /// cannot be read or decoded (see `Pixmap(contentsOfImageFile:)` for the size limit).
    public init?(contentsOfFile path: String, scale: CGFloat = 1) {
        self.init(contentsOf: URL(fileURLWithPath: path), scale: scale)
    }

    /// The PNG, JPEG or WebP file at `url`, or nil when it cannot be read or decoded.
    public init?(contentsOf url: URL, scale: CGFloat = 1) {
        guard let pixmap = try? Pixmap(contentsOfImageFile: url) else { return nil }
        self.init(pixmap: pixmap, scale: scale)
    }

    /// A system symbol: an icon of `SystemImageSet` (or of a registered provider) under its SF
    /// Symbols name; an unknown name draws a crossed-box placeholder and is logged once.
    public init(systemName: String) { source = .system(systemName) }

    /// A named image that was not found (see `Image.missing(named:)`).
    init(missing name: String) { source = .missing(name) }

    /// This image with a rendering mode.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self; copy.renderingMode = mode; return copy
    }

    /// This image with a sampling quality.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self; copy.interpolation = interpolation; return copy
    }

    /// This image with anti-aliased or hard edges.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self; copy.isAntialiased = isAntialiased; return copy
    }

    /// This image marked resizable (for the view layer).
    public func resizable() -> Image {
        var copy = self; copy.isResizable = true; return copy
    }

    /// The pixels (a placeholder for an unknown system name).
    public var contents: ImageContents? {
        switch source {
        case .bitmap(let c): return c
        case .system(let name): return SystemImageRegistry.shared.contents(named: name)
        case .missing: return nil
        }
    }

    /// Whether the image is drawn as a template (alpha filled with a shading).
    var isTemplate: Bool {
        switch renderingMode {
        case .template?: return true
        case .original?: return false
        case nil: if case .system = source { return true } else { return false }
        }
    }

    /// A short description for display lists.
    var label: String {
        switch source {
        case .system(let name): return "systemName: \(name)"
        case .missing(let name): return "missing: \(name)"
        case .bitmap(let c): return "bitmap \(c.pixmap.width)×\(c.pixmap.height)@\(DisplayListFormat.number(c.scale))x"
        }
    }

    /// Installs a function that turns system symbol names into pixels, asked before
    /// `SystemImageSet`; returning nil falls back to the set. The latest registration wins.
    public static func registerSystemImageProvider(_ provider: @escaping @Sendable (String) -> ImageContents?) {
        SystemImageRegistry.shared.set(provider)
    }
}

/// The process-wide system image provider, behind a lock.
final class SystemImageRegistry: @unchecked Sendable {
    static let shared = SystemImageRegistry()
    private let lock = NSLock()
    private var provider: (@Sendable (String) -> ImageContents?)?

    func set(_ p: @escaping @Sendable (String) -> ImageContents?) {
        lock.lock(); provider = p; lock.unlock()
    }

    func contents(named name: String) -> ImageContents? {
        lock.lock(); let p = provider; lock.unlock()
        return p?(name) ?? SystemImageSet.contents(named: name)
    }

    /// What the registered provider alone gives for `name`.
    func providerContents(named name: String) -> ImageContents? {
        lock.lock(); let p = provider; lock.unlock()
        return p?(name)
    }
}
