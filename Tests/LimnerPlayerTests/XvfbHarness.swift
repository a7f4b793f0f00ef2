import Foundation
import Limner
import XCTest

/// A private X server (Xvfb) on a free display number, and helpers to run the `limner`
/// binary against it and drive it with xdotool. Tests skip when Xvfb or xdotool is missing.
final class Xvfb: @unchecked Sendable {
    // Safe: set up once (under the lock) and read-only afterwards.
    let display: String
    private let process: Process

    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: Xvfb?
    /// The shared server's process id, for the exit handler (set once, under the lock).
    nonisolated(unsafe) private static var serverPID: Int32 = 0

    /// The shared server, started on first use (stopped when the test process exits).
    static func server() throws -> Xvfb {
        lock.lock(); defer { lock.unlock() }
        if let shared { return shared }
        guard let xvfb = which("Xvfb") else { throw XCTSkip("Xvfb is not installed") }
        guard which("xdotool") != nil else { throw XCTSkip("xdotool is not installed") }
        let fm = FileManager.default
        let base = 90 + Int(getpid() % 400)
        for n in base..<(base + 100) where !fm.fileExists(atPath: "/tmp/.X11-unix/X\(n)") && !fm.fileExists(atPath: "/tmp/.X\(n)-lock") {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: xvfb)
            p.arguments = [":\(n)", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            for _ in 0..<100 where p.isRunning && !fm.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { usleep(50_000) }
            if p.isRunning, fm.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
                let server = Xvfb(display: ":\(n)", process: p)
                // The socket appears before the server takes clients: wait until one connects.
                for _ in 0..<100 where (try? server.run("xdotool", ["getdisplaygeometry"]))?.isEmpty ?? true { usleep(50_000) }
                shared = server
                // At exit, a plain signal to the server's pid: Foundation's `Process` may be
                // torn down by then, and its other threads may still be running.
                Xvfb.serverPID = p.processIdentifier
                atexit { if Xvfb.serverPID > 0 { kill(Xvfb.serverPID, SIGTERM) } }
                return server
            }
            if p.isRunning { p.terminate() }
        }
        throw XCTSkip("no free X display number for Xvfb")
    }

    private init(display: String, process: Process) {
        self.display = display
        self.process = process
    }

    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs a tool against this display to completion; returns its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        guard let path = Self.which(tool) else { throw XCTSkip("\(tool) is not installed") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = environment()
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func environment(display: String? = nil) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display ?? self.display
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        return env
    }

    /// The X window id of the window whose title contains `title`, once it is mapped (waits
    /// up to 10 s, or until `process` ends). Only a viewable window: input sent to a window
    /// that exists but is not yet mapped goes to the root window, and a slider drag on a
    /// loaded machine once reached the player as no input at all.
    func window(titled title: String, of process: PlayProcess? = nil) throws -> String {
        for _ in 0..<100 {
            let ids = try run("xdotool", ["search", "--onlyvisible", "--name", title]).split(separator: "\n")
            if let id = ids.first { return String(id) }
            if let process, !process.process.isRunning {
                let (status, stderr) = process.finish()
                throw PlayerTestError("limner play ended with status \(status) before its window appeared: \(stderr)")
            }
            usleep(100_000)
        }
        throw PlayerTestError("no window titled \(title) appeared")
    }

    /// Presses Q in the window (the player closes it and writes its `--screenshot`).
    func quit(_ window: String) throws {
        try run("xdotool", ["windowfocus", "--sync", window, "key", "q"])
    }

    /// The window's position and size on the screen (xwininfo; nil without it).
    func geometry(of window: String) throws -> (x: Int, y: Int, width: Int, height: Int)? {
        guard Self.which("xwininfo") != nil else { return nil }
        let info = try run("xwininfo", ["-id", window])
        func value(_ key: String) -> Int {
            info.split(separator: "\n").first { $0.contains(key) }
                .flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) } ?? 0
        }
        return (value("Absolute upper-left X"), value("Absolute upper-left Y"), value("Width"), value("Height"))
    }

    /// An X-side capture of a screen rectangle (ffmpeg's x11grab), or nil without ffmpeg.
    func capture(_ rect: (x: Int, y: Int, width: Int, height: Int)?) throws -> Pixmap? {
        guard Self.which("ffmpeg") != nil, let rect else { return nil }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-x11grab-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try run("ffmpeg", ["-loglevel", "error", "-f", "x11grab", "-draw_mouse", "0", "-video_size", "\(rect.width)x\(rect.height)",
                           "-i", "\(display)+\(rect.x),\(rect.y)", "-frames:v", "1", "-y", url.path])
        return try? Pixmap(contentsOfPNGFile: url)
    }
}

struct PlayerTestError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// One `limner play` process.
final class PlayProcess: @unchecked Sendable {
    // Safe: the standard-error buffer is guarded by `errLock`; the rest is set in `init`.
    let process = Process()
    private let errPipe = Pipe()
    private var errData = Data()
    private let errLock = NSLock()

    /// The built `limner` executable (beside the test bundle).
    static func binary() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("limner"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("limner"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/limner"),
        ]
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
        throw PlayerTestError("the limner executable was not built (swift build --build-tests builds it)")
    }

    init(_ arguments: [String], environment: [String: String], directory: URL? = nil) throws {
        process.executableURL = try Self.binary()
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = ["play"] + arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errPipe
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] h in
            let d = h.availableData
            guard let self, !d.isEmpty else { return }
            self.errLock.lock(); self.errData.append(d); self.errLock.unlock()
        }
        try process.run()
    }

    /// Waits for the process to end (at most `timeout` s, then kills it); returns its status
    /// and standard error.
    func finish(timeout: Double = 20) -> (status: Int32, stderr: String) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        process.waitUntilExit()
        usleep(50_000)
        errPipe.fileHandleForReading.readabilityHandler = nil
        let rest = errPipe.fileHandleForReading.readDataToEndOfFile()
        errLock.lock(); defer { errLock.unlock() }
        return (process.terminationStatus, String(decoding: errData + rest, as: UTF8.self))
    }
}

/// Image comparison with a stated tolerance.
enum PixelCompare {
    /// The share of pixels whose largest channel difference exceeds `threshold`, and the
    /// largest difference seen. Sizes must match.
    static func difference(_ a: Pixmap, _ b: Pixmap, threshold: Int = 3) -> (share: Double, maximum: Int) {
        precondition(a.width == b.width && a.height == b.height)
        var over = 0, maximum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                maximum = max(maximum, d)
                if d > threshold { over += 1 }
            }
        }
        return (Double(over) / Double(max(1, a.width * a.height)), maximum)
    }

    /// `pixmap` composited over opaque white (what the window shows).
    static func overWhite(_ pixmap: Pixmap) -> Pixmap {
        var out = pixmap
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y), inv = 255 - Int(p.a)
                out.setPixel(x: x, y: y, r: UInt8(Int(p.r) + inv), g: UInt8(Int(p.g) + inv), b: UInt8(Int(p.b) + inv), a: 255)
            }
        }
        return out
    }
}
