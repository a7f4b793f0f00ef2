import Foundation
import Limner
import LimnerCLI
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `limner` executable, run as a user runs it.
@Suite struct LimnerBinaryTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `limner` beside the test bundle (`swift build --build-tests` builds it).
    static func binary() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("limner"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("limner"),
            Bundle.main.bundleURL.appendingPathComponent("limner"),
            repository.appendingPathComponent(".build/debug/limner"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CommandFailure("the limner executable was not built (swift build --build-tests builds it)")
        }
        return found
    }

    func limner(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while it runs, so a long output cannot block it.
        final class Box: @unchecked Sendable { var data = Data() }   // written by the reader, read after it ends
        let errBox = Box()
        let reader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-binary-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func versionPrintsTheRelease() throws {
        let run = try limner(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == LimnerRelease.current)
    }

    @Test func listsDoNotTruncateNames() throws {
        for command in ["animate", "play", "render"] {
            let run = try limner([command, "--list"])
            #expect(run.status == 0)
            let names = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
            #expect(names.count > 5)
            // The longest names (past the old 18- and 34-column pads) are whole.
            #expect(command != "animate" || names.contains("interactive-random-alignment-scripted"), "\(names)")
            #expect(command != "play" || names.contains("interactive-random-alignment-scripted"), "\(names)")
        }
        // A listed name is accepted: the longest animated one renders one frame.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try limner(["animate", "interactive-random-alignment-scripted", "--duration", "0.05", "--fps", "20",
                              "--scale", "1", "-o", "one"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("one/frame-000000.png").path))
    }

    @Test func renderReportsAnUnwritableFileInOneSentence() throws {
        let directory = try temporaryDirectory()
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        // Root may write anywhere but into sysfs; others are stopped by a read-only folder.
        let target: String
        if getuid() == 0 {
            target = "/sys/limner-test-\(getpid()).png"
        } else {
            chmod(directory.path, 0o555)
            target = directory.appendingPathComponent("out.png").path
        }
        let run = try limner(["render", "clip-star", "-o", target])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: cannot write \(target): Permission denied\n", "\(run.stderr)")
        #expect(!run.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func errorsPrintTheSubcommandsUsage() throws {
        let unknown = try limner(["render", "no-such-scene"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Error: no scene named 'no-such-scene' (see limner render --list)"))
        #expect(unknown.stderr.contains("Usage: limner render"), "\(unknown.stderr)")
        let fps = try limner(["animate", "spinning-star", "-o", "x.gif", "--fps", "-5"])
        #expect(fps.status == 64)
        #expect(fps.stderr.contains("--fps must be a number of frames per second in (0, 1000]; got -5"), "\(fps.stderr)")
        #expect(fps.stderr.contains("Usage: limner animate"))
        let kind = try limner(["animate", "clip-star", "-o", "x.gif"])
        #expect(kind.stderr.contains("'clip-star' is a view; use limner render clip-star"), "\(kind.stderr)")
    }

    @Test func renderDefaultsToScaleTwoAndTheSymbolSceneIsQuiet() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The system-image scene shows the unknown-name placeholder without the unknown-name warning.
        let symbols = try limner(["render", "system-images", "-o", "s.png", "--scale", "0.5"], in: directory)
        #expect(symbols.status == 0, "\(symbols.stderr)")
        #expect(!symbols.stderr.contains("no system image"), "\(symbols.stderr)")
        // No --scale is --scale 2.
        for arguments in [["-o", "default.png"], ["-o", "one.png", "--scale", "1"]] {
            let run = try limner(["render", "clip-circle"] + arguments, in: directory)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let atDefault = try Pixmap(contentsOfPNGFile: directory.appendingPathComponent("default.png"))
        let atOne = try Pixmap(contentsOfPNGFile: directory.appendingPathComponent("one.png"))
        #expect(atDefault.width == 2 * atOne.width && atDefault.height == 2 * atOne.height)
    }
}
