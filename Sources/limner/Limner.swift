import ArgumentParser
import Limner
import LimnerCLI
import LimnerGallery

/// `limner`: the gallery's scenes through `LimnerCLI` (the same `render`, `animate` and `play`
/// any `LimnerCommand` program gets), plus the commands of this repository (`gallery`,
/// `quartz`). The benchmarks are `limner-bench`, in the benchmark package (benchmarks/).
@main
struct LimnerTool: LimnerCommand {
    static let scenes: [LimnerScene] = GalleryScenes.all
    static var commandName: String { "limner" }
    static var abstract: String { "Render SwiftUI-style scenes to pixels on Linux." }
    static var version: String { LimnerRelease.current }
    static var additionalSubcommands: [any ParsableCommand.Type] {
        [GalleryCommand.self, QuartzCommand.self]
    }
}

/// The gallery's scenes as command-line scenes: the static views, the interactive views (live
/// in `play`, their first frame in `render`) and the animations.
enum GalleryScenes {
    static let all: [LimnerScene] =
        GalleryCatalog.scenes.map { scene in
            LimnerScene.view(scene.id, title: "[\(scene.section)] \(scene.title)", proposal: scene.proposal) { scene.view() }
        }
        + InteractiveScenes.all.map { scene in
            LimnerScene.view(scene.id, title: "[Interactive] \(scene.title)", proposal: scene.proposal) { scene.view() }
        }
        + AnimatedGallery.scenes.map { scene in
            LimnerScene.animation(scene.name, title: scene.title, size: scene.size, duration: scene.duration,
                                  makeFrameRenderer: scene.makeFrameRenderer)
        }
}
