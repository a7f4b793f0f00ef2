import ArgumentParser
import Foundation
import LimnerGallery

/// `limner quartz`: renders frames of the Core Animation / UIKit scenes to PNG.
struct QuartzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quartz",
        abstract: "Render frames of the layer scenes (the opponent-search lobby) to PNG.")

    @Option(help: "Directory for the frames.")
    var output: String = "gallery/quartz"

    @Option(help: "Comma-separated times in seconds.")
    var times: String = "0,0.5,0.9,2.2,4.5,9.5,9.6,11"

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    func run() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let window = OpponentSearchScene.makeWindow()
        let host = LayerHost(rootLayer: window.layer)
        for part in times.split(separator: ",") {
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--times expects numbers, got \(part)")
            }
            let pixmap = try host.render(at: t, scale: CGFloat(scale))
            let path = "\(output)/opponent-search-\(String(format: "%05.2f", t)).png"
            try pixmap.pngData().write(to: URL(fileURLWithPath: path))
            print(path)
        }
    }
}
