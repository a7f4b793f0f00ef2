import ArgumentParser
import Foundation
import LimnerGallery

/// `limner render`: renders gallery scenes to PNG.
///
///     limner render --list                     scene ids, titles and sections
///     limner render clip-star --scale 2        one scene → clip-star.png
///     limner render --all --output gallery     every scene + gallery/index.html
///     limner render --all --time               per-scene timings (no files unless --output)
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render gallery scenes (SwiftUI-style views) to PNG.")

    @Argument(help: "The scene id (see --list).")
    var sceneID: String?

    @Flag(help: "List the scenes.")
    var list = false

    @Flag(help: "Render every scene (with --output: into that directory, with an index.html).")
    var all = false

    @Flag(help: "Report layout+render time per scene (median of --repeat runs).")
    var time = false

    @Option(help: "Runs per scene for --time.")
    var `repeat`: Int = 5

    @Option(name: .shortAndLong, help: "Output file (one scene; default <id>.png; .png, .jpg or .webp by extension) or directory (--all; default gallery).")
    var output: String?

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
        if !list && !all && sceneID == nil { throw ValidationError("give a scene id, --all or --list") }
    }

    func run() throws {
        if list {
            for scene in GalleryCatalog.scenes {
                print(scene.id.padding(toLength: 30, withPad: " ", startingAt: 0) + "  [\(scene.section)] \(scene.title)")
            }
            return
        }
        if all {
            if time {
                try Self.timeScenes(GalleryCatalog.scenes, scale: CGFloat(scale), runs: `repeat`)
                if output == nil { return }
            }
            let directory = URL(fileURLWithPath: output ?? "gallery")
            let entries = try ViewGallery.write(scale: CGFloat(scale), to: directory)
            let failed = entries.filter { $0.failure != nil }
            print("\(entries.count - failed.count) scenes → \(directory.path)/index.html")
            for f in failed { print("  \(f.scene.id): \(f.failure!)") }
            if !failed.isEmpty { throw ExitCode(1) }
            return
        }
        guard let id = sceneID, let scene = GalleryCatalog.scene(id: id) else {
            throw ValidationError("no scene '\(sceneID ?? "")'; see limner render --list")
        }
        if time { try Self.timeScenes([scene], scale: CGFloat(scale), runs: `repeat`) }
        let path = output ?? "\(scene.id).png"
        // The extension chooses the format; an unknown one is an error, not a PNG misnamed.
        let ext = URL(fileURLWithPath: path).pathExtension
        guard let format = ImageFormat(pathExtension: ext) else {
            throw ValidationError("cannot write a still image as '.\(ext)' (\(path)); use .png, .jpg or .webp")
        }
        let pixmap = try scene.renderer(scale: CGFloat(scale)).renderedPixmap()
        try pixmap.encoded(as: .default(for: format)).write(to: URL(fileURLWithPath: path))
        print("\(scene.id): \(pixmap.width)×\(pixmap.height) → \(path)")
    }

    /// Prints the median time of layout + display list + rasterization per scene (a fresh
    /// renderer each run, so nothing is cached between runs) and the total.
    static func timeScenes(_ scenes: [GalleryScene], scale: CGFloat, runs: Int) throws {
        var total = 0.0
        print("scene".padding(toLength: 30, withPad: " ", startingAt: 0) + "      size   median ms")
        for scene in scenes {
            var samples: [Double] = []
            var size = ""
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let pixmap = try scene.renderer(scale: scale).renderedPixmap()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                size = "\(pixmap.width)×\(pixmap.height)"
            }
            let median = samples.sorted()[samples.count / 2]
            total += median
            print(scene.id.padding(toLength: 30, withPad: " ", startingAt: 0)
                  + size.leftPad(10) + String(format: "%12.2f", median))
        }
        print("total (sum of medians, \(scenes.count) scenes at \(scale)×): " + String(format: "%.1f ms", total))
    }
}

extension String {
    fileprivate func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
