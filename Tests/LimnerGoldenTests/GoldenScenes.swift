import Foundation
import LimnerGoldenScenes
import LimnerSceneFormat
import LimnerTestSupport

/// Where the golden scenes and their references live, found from this file's path.
enum GoldenScenes {
    /// Tests/References.
    static let references = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("References", isDirectory: true)
    /// The scene files.
    static let catalog = GoldenSceneCatalog(directory: references.appendingPathComponent("scenes", isDirectory: true))
    /// Every scene name, sorted; empty only if the directory is unreadable (a test checks).
    static let names: [String] = (try? catalog.sceneNames()) ?? []

    /// The Skia reference of `name`.
    static func reference(_ name: String) -> URL {
        references.appendingPathComponent("expected/\(name).png", isDirectory: false)
    }

    /// The tolerance a scene is compared with: its override, else the default.
    static func tolerance(of scene: SceneFile) -> GoldenTolerance {
        scene.tolerance.map { GoldenTolerance(channel: $0.channel, outliers: $0.outliers) } ?? .default
    }
}
