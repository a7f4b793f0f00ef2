import ArgumentParser
import Foundation
import Limner
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The default pixels per point of `render` and `animate`: 2, so images look sharp on today's
/// screens (a 200-point view is 400 pixels wide); `--scale 1` for one pixel per point.
package let defaultScale: Double = 2

/// `render`: writes view scenes as PNG.
///
///     render --list                       the view scenes
///     render badge                        badge.png
///     render badge --scale 3 -o big.png
///     render --all -o images              every view scene into images/
///     render --all --time                 layout + render time per scene
struct RenderSubcommand<Program: LimnerCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "render", abstract: "Render view scenes to PNG.")
    }

    @Argument(help: "The scene (see --list).")
    var scene: String?

    @Flag(help: "List the view scenes.")
    var list = false

    @Flag(help: "Render every view scene (into the --output directory; default images).")
    var all = false

    @Flag(help: "Report layout + render time per scene (median of --repeat runs).")
    var time = false

    @Option(parsing: .unconditional, help: "Runs per scene for --time.")
    var `repeat`: Int = 5

    @Option(name: .shortAndLong, help: "Output file (one scene; default <scene>.png; .png, .jpg or .webp by extension) or directory (--all; default images).")
    var output: String?

    @Option(parsing: .unconditional, help: "Pixels per point, in (0, 16].")
    var scale: Double = defaultScale

    func validate() throws {
        try CommandChecks.scale(scale)
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1; got \(`repeat`)") }
        if !list && !all && scene == nil { throw ValidationError("give a scene name, --all or --list") }
        if all && scene != nil { throw ValidationError("give a scene name or --all, not both") }
    }

    func run() throws {
        if list {
            SceneList<Program>.listing(.view).forEach { print($0) }
            return
        }
        let s = CGFloat(scale)
        if all {
            let scenes = SceneList<Program>.scenes(.view)
            if time {
                try Self.timeScenes(scenes, scale: s, runs: `repeat`)
                if output == nil { return }
            }
            let directory = output ?? "images"
            try OutputFile.makeDirectory(directory)
            let bar = ProgressBar(unit: "scenes")
            var failures: [String] = []
            for (index, scene) in scenes.enumerated() {
                do {
                    let image = try scene.renderedImage(scale: s)
                    try OutputFile.write(try image.pngData(), to: (directory as NSString).appendingPathComponent("\(scene.name).png"))
                } catch {
                    failures.append("\(scene.name): \(error)")
                }
                bar.update(done: index + 1, total: scenes.count)
            }
            bar.finish()
            print("\(scenes.count - failures.count) scenes → \(directory)")
            for failure in failures { FileHandle.standardError.write(Data("  \(failure)\n".utf8)) }
            if !failures.isEmpty { throw ExitCode.failure }
            return
        }
        let found = try SceneList<Program>.scene(named: scene!, kind: .view, command: "render")
        if time { try Self.timeScenes([found], scale: s, runs: `repeat`) }
        let path = output ?? "\(found.name).png"
        // The extension chooses the format; an unknown one is an error, not a PNG misnamed.
        let ext = URL(fileURLWithPath: path).pathExtension
        guard let format = ImageFormat(pathExtension: ext) else {
            throw ValidationError("cannot write a still image as '.\(ext)' (\(path)); use .png, .jpg or .webp")
        }
        let image = try found.renderedImage(scale: s)
        try OutputFile.write(try image.encoded(as: .default(for: format)), to: path)
        print("\(found.name): \(image.width)×\(image.height) → \(path)")
    }

    /// Prints the median time of layout + display list + rasterization per scene (a fresh
    /// renderer each run, so nothing is cached between runs) and the total.
    static func timeScenes(_ scenes: [LimnerScene], scale: CGFloat, runs: Int) throws {
        let width = max(5, scenes.map(\.name.count).max() ?? 0) + 2
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        var total = 0.0
        print(pad("scene") + "      size   median ms")
        for scene in scenes {
            var samples: [Double] = []
            var size = ""
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let image = try scene.renderedImage(scale: scale)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                size = "\(image.width)×\(image.height)"
            }
            let median = samples.sorted()[samples.count / 2]
            total += median
            print(pad(scene.name) + String(repeating: " ", count: max(0, 10 - size.count)) + size + String(format: "%12.2f", median))
        }
        print("total (sum of medians, \(scenes.count) scenes at \(CommandFormat.number(scale))×): " + String(format: "%.1f ms", total))
    }
}

/// Checks shared by the subcommands' `validate()`.
enum CommandChecks {
    static func scale(_ scale: Double, maximum: Double = 16) throws {
        guard scale.isFinite, scale > 0, scale <= maximum else {
            throw ValidationError("--scale must be a number of pixels per point in (0, \(CommandFormat.number(maximum))]; got \(CommandFormat.number(scale))")
        }
    }

    static func threads(_ threads: Int) throws {
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be in 1…64; got \(threads)") }
    }
}

/// Writing files with errors a person can read ("cannot write x.png: Permission denied"),
/// not Foundation's error dumps.
package enum OutputFile {
    /// Writes `data` to `path` (replacing a file there).
    package static func write(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, errno) }
        defer { close(fd) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    unlink(path)
                    throw failure(path, code)
                }
                offset += n
            }
        }
    }

    /// Creates the directory `path` (and its parents) if it is not there.
    package static func makeDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandFailure("cannot write into \(path): it is a file, not a directory") }
            return
        }
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST { throw failure(current, errno) }
        }
    }

    /// The C library's `write(2)` (spelled through its module: `write` here is this type's).
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure("cannot write \(path): \(String(cString: strerror(code)))")
    }
}
