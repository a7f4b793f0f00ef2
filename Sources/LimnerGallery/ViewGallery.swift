import Foundation

/// Writes the gallery: one PNG per scene and an `index.html` listing them by section, each
/// image beside its title and caption. `limner render --all` calls it; a future combined
/// `limner gallery` can call `render(...)` and `htmlSections(...)` to add these sections to
/// its own page.
public enum ViewGallery {
    /// One rendered scene.
    public struct Entry: Sendable {
        public let scene: GalleryScene
        /// The PNG's path relative to the gallery directory.
        public let file: String
        /// Pixel size of the PNG.
        public let pixelWidth: Int, pixelHeight: Int
        /// Layout, recording, rendering and encoding time, in seconds.
        public let seconds: Double
        /// Why the scene produced no image, if it did not.
        public let failure: String?
    }

    /// Renders `scenes` at `scale` into `directory/images/`, and returns the entries.
    public static func render(_ scenes: [GalleryScene] = GalleryCatalog.scenes, scale: CGFloat = 2,
                              into directory: URL) throws -> [Entry] {
        let images = directory.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        return scenes.map { scene in
            let file = "images/\(scene.id).png"
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let renderer = scene.renderer(scale: scale)
                let pixmap = try renderer.renderedPixmap()
                try pixmap.pngData().write(to: directory.appendingPathComponent(file))
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                return Entry(scene: scene, file: file, pixelWidth: pixmap.width, pixelHeight: pixmap.height,
                             seconds: seconds, failure: nil)
            } catch {
                return Entry(scene: scene, file: file, pixelWidth: 0, pixelHeight: 0, seconds: 0,
                             failure: String(describing: error))
            }
        }
    }

    /// Renders the scenes and writes `directory/index.html`; returns the entries.
    @discardableResult
    public static func write(_ scenes: [GalleryScene] = GalleryCatalog.scenes, scale: CGFloat = 2,
                             to directory: URL, title: String = "Limner view gallery") throws -> [Entry] {
        let entries = try render(scenes, scale: scale, into: directory)
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            \(css)
            </style></head>
            <body><h1>\(escape(title))</h1>
            <p class="note">Every static scene of the seed tutorials, written with Limner's SwiftUI-compatible views and rendered by its own rasterizer at \(scaleText(scale))× (shown at 1 point per CSS pixel, on a checkerboard where transparent).</p>
            <nav>\(sectionLinks(entries))</nav>
            \(htmlSections(entries, scale: scale))
            </body></html>

            """
        try page.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return entries
    }

    /// The page style (also for pages embedding `htmlSections`).
    public static let css = """
        body { font: 14px/1.4 sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h2 { margin-top: 32px; border-bottom: 1px solid #ccc; }
        .scene { display: flex; gap: 24px; align-items: flex-start; margin: 16px 0; }
        .scene .text { width: 300px; flex: none; }
        .scene h3 { margin: 0 0 4px; font-size: 15px; }
        .scene code { color: #666; font-size: 12px; }
        .scene img { border: 1px solid #ddd; flex: none;
          background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .failed { color: #b00; }
        .note { color: #555; }
        nav a { color: #246; }
        """

    /// Links to the sections that have entries.
    public static func sectionLinks(_ entries: [Entry]) -> String {
        orderedSections(entries).map { "<a href=\"#\(escape(slug($0)))\">\(escape($0))</a>" }.joined(separator: " · ")
    }

    static func orderedSections(_ entries: [Entry]) -> [String] {
        let present = Set(entries.map(\.scene.section))
        return GalleryCatalog.sections.filter(present.contains) + present.subtracting(GalleryCatalog.sections).sorted()
    }

    /// The HTML of `entries` grouped by section (an `<h2>` per section, a row per scene).
    public static func htmlSections(_ entries: [Entry], scale: CGFloat) -> String {
        var html = ""
        for section in orderedSections(entries) {
            let inSection = entries.filter { $0.scene.section == section }
            if inSection.isEmpty { continue }
            html += "<h2 id=\"\(escape(slug(section)))\">\(escape(section))</h2>\n"
            for e in inSection {
                let picture: String
                if let failure = e.failure {
                    picture = "<p class=\"failed\">not rendered: \(escape(failure))</p>"
                } else {
                    let w = Int((CGFloat(e.pixelWidth) / scale).rounded()), h = Int((CGFloat(e.pixelHeight) / scale).rounded())
                    picture = "<img src=\"\(escape(e.file))\" width=\"\(w)\" height=\"\(h)\" alt=\"\(escape(e.scene.title))\">"
                }
                html += """
                    <div class="scene" id="\(escape(e.scene.id))"><div class="text"><h3>\(escape(e.scene.title))</h3>
                    <p>\(escape(e.scene.caption))</p><code>\(escape(e.scene.id))</code></div>\(picture)</div>

                    """
            }
        }
        return html
    }

    static func scaleText(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(format: "%g", Double(scale))
    }

    static func slug(_ s: String) -> String {
        String(s.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
