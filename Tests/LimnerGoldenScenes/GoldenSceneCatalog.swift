import Foundation
import LimnerRaster
import LimnerSceneFormat

/// The golden scenes as a collection the golden tests and `limner gallery` share: lists the
/// scene files of a directory, loads them and renders them.
///
/// ```swift
/// let catalog = GoldenSceneCatalog()   // Tests/References/scenes of this checkout
/// for url in try catalog.sceneURLs() {
///     let scene = try catalog.load(url)
///     try scene.render().writePNG(to: out.appendingPathComponent(scene.name + ".png"))
/// }
/// ```
public struct GoldenSceneCatalog: Sendable {
    /// The directory holding `<name>.json` scene files.
    public var directory: URL

    /// `Tests/References/scenes` of the source checkout this file was compiled from.
    public static let repositoryScenesDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LimnerGoldenScenes
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("References/scenes", isDirectory: true)

    /// A catalog of the scene files in `directory`.
    public init(directory: URL = GoldenSceneCatalog.repositoryScenesDirectory) {
        self.directory = directory
    }

    /// The `*.json` files of the directory, sorted by name.
    public func sceneURLs() throws(SceneFileError) -> [URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw .unreadable(scene: "<catalog>", reason: "\(directory.path): \(error.localizedDescription)")
        }
        return names.filter { $0.hasSuffix(".json") }.sorted()
            .map { directory.appendingPathComponent($0, isDirectory: false) }
    }

    /// The scene names (file names without `.json`), sorted.
    public func sceneNames() throws(SceneFileError) -> [String] {
        try sceneURLs().map { $0.deletingPathExtension().lastPathComponent }
    }

    /// The URL of the scene called `name`.
    public func url(of name: String) -> URL {
        directory.appendingPathComponent(name + ".json", isDirectory: false)
    }

    /// Loads one scene file.
    public func load(_ url: URL) throws(SceneFileError) -> SceneFile {
        try SceneFile(contentsOf: url)
    }

    /// Loads the scene called `name`.
    public func load(named name: String) throws(SceneFileError) -> SceneFile {
        try load(url(of: name))
    }

    /// Loads every scene, in name order.
    public func loadAll() throws(SceneFileError) -> [SceneFile] {
        try sceneURLs().map { url throws(SceneFileError) in try load(url) }
    }

    /// Renders the scene called `name`.
    public func render(named name: String, threadCount: Int = 1) throws(SceneFileError) -> Pixmap {
        try load(named: name).render(threadCount: threadCount)
    }
}
