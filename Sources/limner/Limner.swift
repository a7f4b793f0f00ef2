import ArgumentParser
import LimnerGallery

@main
struct LimnerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limner",
        abstract: "Render SwiftUI-style scenes to pixels on Linux.",
        subcommands: [GalleryCommand.self, RenderCommand.self, AnimateCommand.self, EncodeCommand.self, BenchCommand.self, QuartzCommand.self, PlayCommand.self])
}
