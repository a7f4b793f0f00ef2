import Foundation
import LimnerMedia
import LimnerRaster

/// An image (`UIImage`): a `CGImage` and its scale (pixels per point).
public final class UIImage: Sendable {
    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    /// Wraps `cgImage` at scale 1.
    public init(cgImage: CGImage) { self.cgImage = cgImage; scale = 1 }

    /// Wraps `cgImage` at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Wraps a pixmap.
    public convenience init(pixmap: Pixmap, scale: CGFloat = 1) { self.init(cgImage: CGImage(pixmap: pixmap), scale: scale) }

    /// Decodes PNG, JPEG or WebP data; nil when it is none of these or does not decode.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixmap = try? Pixmap(imageData: data) else { return nil }
        self.init(pixmap: pixmap, scale: scale)
    }

    /// Loads a PNG, JPEG or WebP file; a name ending in `@2x`/`@3x` (before the extension)
    /// sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let pixmap = try? Pixmap(contentsOfImageFile: URL(fileURLWithPath: path)) else { return nil }
        let base = (path as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(pixmap: pixmap, scale: scale)
    }

    /// Finds a PNG by name: `name`, `name.png`, `name@2x.png`, `name@3x.png` in each of
    /// `UIImage.searchDirectories`, then the main bundle's resources, then the current
    /// directory. Nil when none exists.
    public convenience init?(named name: String) {
        var directories = UIImage.searchDirectories
        if let resources = Bundle.main.resourcePath { directories.append(resources) }
        directories.append(FileManager.default.currentDirectoryPath)
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg",
                          name + ".webp"]
        for directory in directories {
            for candidate in candidates {
                let path = (directory as NSString).appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// PNG data of the pixels.
    public func pngData() -> Data? { cgImage.flatMap { try? $0.pixmap.pngData() } }

    /// JPEG data of the pixels at `compressionQuality` 0 (smallest) … 1 (best); transparent
    /// pixels come out as over black, as on iOS. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage.flatMap { try? $0.pixmap.jpegData(quality: Double(compressionQuality)) }
    }

    private static let directories = DirectoryList()

    /// Directories `UIImage(named:)` searches first (the place of an app's asset catalogue).
    public static var searchDirectories: [String] {
        get { directories.get() }
        set { directories.set(newValue) }
    }

    private final class DirectoryList: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func get() -> [String] { lock.lock(); defer { lock.unlock() }; return list }
        func set(_ value: [String]) { lock.lock(); list = value; lock.unlock() }
    }
}
