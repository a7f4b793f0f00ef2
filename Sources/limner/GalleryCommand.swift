import ArgumentParser
import Foundation
import LimnerCLI
import LimnerGallery
import LimnerGoldenScenes
import LimnerSceneFormat

/// `limner gallery`: renders everything there is to look at into one directory with an
/// `index.html` — the seed tutorials' scenes written as Limner views, then every engine
/// scene (the golden scene files) beside its Skia reference.
///
///     limner gallery --output gallery
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render the gallery (seed scenes as views, engine scenes beside Skia) into a directory with index.html.")

    @Option(name: .shortAndLong, help: "Output directory.")
    var output = "gallery"

    @Option(help: "Pixels per point for the view scenes.")
    var scale: Double = 2

    @Option(help: "Directory of engine scene files (default: the repository's Tests/References/scenes).")
    var scenes: String?

    @Option(help: "Threads for rendering engine scenes and animation frames.")
    var threads = 2

    @Option(help: "Frames per second of the animated scenes (GIF and MP4).")
    var fps: Double = 30

    @Flag(inversion: .prefixedNo, help: "Render the animated scenes as GIF and MP4.")
    var animations = true

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
        guard threads >= 1 else { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let start = DispatchTime.now().uptimeNanoseconds
        Self.stage("\(GalleryCatalog.scenes.count) view scenes")
        let views = try ViewGallery.render(scale: CGFloat(scale), into: directory)
        Self.stage("\(InteractiveScenes.all.count) interactive scenes")
        let interactive = try InteractiveGallery.render(scale: CGFloat(scale), into: directory)
        let engine = try renderEngineScenes(into: directory)
        let animated = animations ? try renderAnimatedScenes(into: directory) : (html: "", count: 0, failures: [])
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Limner gallery</title>
            <style>
            \(ViewGallery.css)
            .pair { display: flex; gap: 12px; align-items: flex-start; }
            .pair figure { margin: 0; }
            .pair figcaption { font-size: 12px; color: #666; }
            nav a { margin-right: 12px; }
            </style></head>
            <body><h1>Limner gallery</h1>
            <nav><a href="#animated">Animated scenes</a><a href="#views">Seed scenes (views)</a><a href="#engine">Engine scenes vs Skia</a></nav>
            <h1 id="animated">Animated scenes</h1>
            <p class="note">The moving effects of the seed tutorials and a few of our own, each rendered at exact frame times (k / \(Self.number(fps)) s) by <code>AnimationRenderer</code> and written as a GIF (left) and an H.264 MP4 (right).</p>
            \(animated.html)
            <h1 id="views">Seed scenes, written as Limner views</h1>
            <p class="note">Every static scene of the seed tutorials, written with Limner's SwiftUI-compatible views and rendered by its own rasterizer at \(scale)× (shown at 1 point per CSS pixel, on a checkerboard where transparent).</p>
            \(ViewGallery.htmlSections(views, scale: CGFloat(scale)))
            \(InteractiveGallery.htmlSection(interactive))
            <h1 id="engine">Engine scenes beside Skia</h1>
            <p class="note">The golden scene files (docs/SCENE-FORMAT.md): Limner's rasterizer on the left, the reference rendered by Skia (an independent renderer, through skia-python) on the right. The golden tests compare them with a stated tolerance.</p>
            \(engine.html)
            </body></html>

            """
        try page.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let failed = views.filter { $0.failure != nil }.count + engine.failures.count + animated.failures.count
            + interactive.filter { $0.failure != nil }.count
        for f in interactive where f.failure != nil { print("  \(f.scene.id): \(f.failure!)") }
        print("gallery: \(animated.count) animated scenes, \(views.count) view scenes, \(interactive.count) interactive scenes, \(engine.count) engine scenes in \(String(format: "%.2f", seconds)) s → \(directory.path)/index.html")
        for f in views where f.failure != nil { print("  \(f.scene.id): \(f.failure!)") }
        for f in engine.failures { print("  \(f)") }
        for f in animated.failures { print("  \(f)") }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Renders every engine scene to `engine/<name>.png`, copies its Skia reference beside
    /// it, and returns the HTML sections (one per category).
    private func renderEngineScenes(into directory: URL) throws -> (html: String, count: Int, failures: [String]) {
        let catalog = scenes.map { GoldenSceneCatalog(directory: URL(fileURLWithPath: $0)) } ?? GoldenSceneCatalog()
        let engineDir = directory.appendingPathComponent("engine")
        try FileManager.default.createDirectory(at: engineDir, withIntermediateDirectories: true)
        let referenceDir = catalog.directory.deletingLastPathComponent().appendingPathComponent("expected")

        var byCategory: [String: [String]] = [:]
        var failures: [String] = []
        var count = 0
        let urls = try catalog.sceneURLs()
        Self.stage("\(urls.count) engine scenes")
        let bar = ProgressBar(unit: "scenes")
        defer { bar.finish() }
        for (index, url) in urls.enumerated() {
            let name = url.deletingPathExtension().lastPathComponent
            bar.update(done: index, total: urls.count, label: name)
            do {
                let scene = try catalog.load(url)
                let pixmap = try scene.render(threadCount: threads)
                try pixmap.pngData().write(to: engineDir.appendingPathComponent("\(name).png"))
                let reference = referenceDir.appendingPathComponent("\(name).png")
                var skia = "<p class=\"failed\">no reference</p>"
                if FileManager.default.fileExists(atPath: reference.path) {
                    let copy = engineDir.appendingPathComponent("\(name).skia.png")
                    try? FileManager.default.removeItem(at: copy)
                    try FileManager.default.copyItem(at: reference, to: copy)
                    skia = "<figure><img src=\"engine/\(name).skia.png\" width=\"\(scene.width)\" height=\"\(scene.height)\" alt=\"Skia\"><figcaption>Skia</figcaption></figure>"
                }
                let title = Self.escape(scene.title ?? name)
                byCategory[scene.category ?? "other", default: []].append("""
                    <div class="scene" id="engine-\(name)"><div class="text"><h3>\(title)</h3><code>\(name)</code></div>
                    <div class="pair"><figure><img src="engine/\(name).png" width="\(scene.width)" height="\(scene.height)" alt="\(title)"><figcaption>Limner</figcaption></figure>\(skia)</div></div>

                    """)
                count += 1
            } catch {
                failures.append("\(name): \(error)")
            }
        }
        let html = byCategory.keys.sorted().map { category in
            "<h2 id=\"engine-\(Self.escape(category))\">\(Self.escape(category))</h2>\n" + byCategory[category]!.joined()
        }.joined()
        return (html, count, failures)
    }

    /// Writes every animated scene as `animated/<name>.gif` and `.mp4` (one loop each) and
    /// returns the HTML section.
    private func renderAnimatedScenes(into directory: URL) throws -> (html: String, count: Int, failures: [String]) {
        let dir = directory.appendingPathComponent("animated")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var html = ""
        var failures: [String] = []
        var count = 0
        Self.stage("\(AnimatedGallery.scenes.count) animated scenes, each as GIF and MP4")
        let bar = ProgressBar(unit: "scenes")
        defer { bar.finish() }
        for (index, scene) in AnimatedGallery.scenes.enumerated() {
            bar.update(done: index, total: AnimatedGallery.scenes.count, label: scene.name)
            do {
                for ext in ["gif", "mp4"] {
                    try scene.write(to: dir.appendingPathComponent("\(scene.name).\(ext)"), framesPerSecond: fps, threadCount: threads)
                }
                let w = Int(scene.size.width), h = Int(scene.size.height)
                html += """
                    <div class="scene" id="animated-\(scene.name)"><div class="text"><h3>\(Self.escape(scene.title))</h3><code>limner animate \(scene.name)</code></div>
                    <div class="pair"><figure><img src="animated/\(scene.name).gif" width="\(w)" height="\(h)" alt="\(Self.escape(scene.title))"><figcaption>GIF</figcaption></figure>
                    <figure><video src="animated/\(scene.name).mp4" width="\(w)" height="\(h)" autoplay loop muted playsinline></video><figcaption>MP4</figcaption></figure></div></div>

                    """
                count += 1
            } catch {
                failures.append("\(scene.name): \(error)")
            }
        }
        return (html, count, failures)
    }

    /// Says on standard error which part of the gallery is being rendered.
    private static func stage(_ what: String) {
        FileHandle.standardError.write(Data("gallery: rendering \(what)…\n".utf8))
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
