import Foundation

/// A scene driven by scripted input: a view, the taps and drags that drive it, and the
/// times at which its frames are worth looking at.
///
/// `script` applies the input to any renderer of the scene (the animated gallery registers
/// it to write GIF/MP4); `renderer(scale:)` makes one with the script applied.
public struct InteractiveScene: Sendable {
    /// A stable identifier, lowercase with dashes.
    public let id: String
    /// A short title.
    public let title: String
    /// What the scene shows and what the script does.
    public let caption: String
    /// The size proposed to the view.
    public let proposal: ProposedViewSize
    /// How long the scripted interaction lasts, in seconds.
    public let duration: Double
    /// The times of the frames the gallery shows as stills.
    public let frameTimes: [Double]
    /// Applies the scripted input (taps, drags) to a renderer of the scene.
    public let script: @Sendable (AnimationRenderer<AnyView>) -> Void
    private let make: @Sendable () -> AnyView

    /// A scene; `view` is built afresh for each renderer.
    public init(_ id: String, _ title: String, caption: String, proposal: ProposedViewSize = .unspecified,
                duration: Double, frameTimes: [Double], script: @escaping @Sendable (AnimationRenderer<AnyView>) -> Void,
                view: @escaping @Sendable () -> some View) {
        self.id = id
        self.title = title
        self.caption = caption
        self.proposal = proposal
        self.duration = duration
        self.frameTimes = frameTimes
        self.script = script
        self.make = { AnyView(view().background(Color.white)) }
    }

    /// The scene's view, on white.
    public func view() -> AnyView { make() }

    /// A renderer of the scene at `scale` with the script applied.
    public func renderer(scale: CGFloat = 1) -> AnimationRenderer<AnyView> {
        let r = AnimationRenderer(content: make())
        r.proposedSize = proposal
        r.scale = scale
        script(r)
        return r
    }
}

/// Writes the interactive scenes' frames as PNGs and an HTML section listing them.
public enum InteractiveGallery {
    /// One rendered scene: its frames' files (relative to the gallery directory).
    public struct Entry: Sendable {
        public let scene: InteractiveScene
        public let files: [(time: Double, file: String)]
        public let pointSize: CGSize
        public let failure: String?
    }

    /// Renders every frame time of `scenes` into `directory/interactive/`.
    public static func render(_ scenes: [InteractiveScene] = InteractiveScenes.all, scale: CGFloat = 2,
                              into directory: URL) throws -> [Entry] {
        let folder = directory.appendingPathComponent("interactive")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return scenes.map { scene in
            let renderer = scene.renderer(scale: scale)
            var files: [(Double, String)] = []
            do {
                for t in scene.frameTimes {
                    let file = "interactive/\(scene.id)-\(String(format: "%05.2f", t)).png"
                    try renderer.frame(at: t).pngData().write(to: directory.appendingPathComponent(file))
                    files.append((t, file))
                }
                return Entry(scene: scene, files: files, pointSize: renderer.size(at: 0), failure: nil)
            } catch {
                return Entry(scene: scene, files: files, pointSize: .zero, failure: String(describing: error))
            }
        }
    }

    /// The HTML of the entries: a row of frames per scene, each under its time.
    public static func htmlSection(_ entries: [Entry]) -> String {
        var html = "<h2 id=\"interactive\">Interactive (scripted input)</h2>\n"
        for e in entries {
            let w = Int(e.pointSize.width.rounded()), h = Int(e.pointSize.height.rounded())
            let frames = e.files.map { f in
                "<figure><img src=\"\(ViewGallery.escape(f.file))\" width=\"\(w)\" height=\"\(h)\" alt=\"t = \(f.time) s\"><figcaption>t = \(String(format: "%.2f", f.time)) s</figcaption></figure>"
            }.joined()
            let failure = e.failure.map { "<p class=\"failed\">\(ViewGallery.escape($0))</p>" } ?? ""
            html += """
                <div class="scene" id="\(ViewGallery.escape(e.scene.id))"><div class="text"><h3>\(ViewGallery.escape(e.scene.title))</h3>
                <p>\(ViewGallery.escape(e.scene.caption))</p><code>\(ViewGallery.escape(e.scene.id))</code></div><div class="pair">\(frames)</div>\(failure)</div>

                """
        }
        return html
    }
}
