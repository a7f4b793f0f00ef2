import ArgumentParser
import Foundation
import Limner
import LimnerPlayer
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `play`: opens a scene in a live window (SDL2: X11 or Wayland).
///
///     play --list
///     play badge                                   click and drag it; resizing lays it out again
///     play pulse --quit-after 5                    the frame-time report on exit
///     play badge --quit-after 3 --screenshot last.png
///
/// A view scene is a live view; an animation plays its frames on the real clock. Esc or Q
/// closes the window, S saves the frame on screen. Exit status: 0; 1 for a window that cannot
/// open (no display); 64 for a bad scene name; 70 when the scene trapped.
struct PlaySubcommand<Program: LimnerCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "play", abstract: "Open a scene in a live window (SDL2: X11 or Wayland).")
    }

    @Argument(help: "The scene: a view or an animation (see --list).")
    var scene: String?

    @Flag(help: "List the scenes.")
    var list = false

    @Option(name: .customLong("quit-after"), parsing: .unconditional, help: "Close the window after this many seconds.")
    var quitAfter: Double?

    @Option(help: "Write the last frame presented to this PNG when the window closes.")
    var screenshot: String?

    @Option(parsing: .unconditional, help: "Pixels per point, in (0, 8] (default: the display's).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Rasterizing threads, 1…64.")
    var threads: Int = 2

    @Flag(help: "Do not print the frame-time report on exit.")
    var quiet = false

    func validate() throws {
        if list { return }
        guard scene != nil else { throw ValidationError("give a scene name, or --list") }
        if let q = quitAfter, !(q.isFinite && q >= 0) {
            throw ValidationError("--quit-after must be a number of seconds ≥ 0; got \(CommandFormat.number(q))")
        }
        if let s = scale { try CommandChecks.scale(s, maximum: 8) }
        try CommandChecks.threads(threads)
    }

    func run() throws {
        if list {
            SceneList<Program>.listing(nil).forEach { print($0) }
            return
        }
        let found = try SceneList<Program>.scene(named: scene!, kind: nil, command: "play")
        var options = PlayerOptions()
        options.title = "\(Program.commandName) — \(found.name)"
        options.quitAfter = quitAfter
        options.screenshot = screenshot.map { URL(fileURLWithPath: $0) }
        options.scale = scale.map { CGFloat($0) }
        options.threadCount = threads
        options.printsReport = !quiet
        Self.reportTraps()
        do {
            let report: PlayerReport
            if let view = found.view() {
                options.proposal = found.proposal
                report = try LimnerPlayer.run(view, options: options)
            } else {
                let render = found.makeFrameRenderer()!
                report = try LimnerPlayer.run(size: found.size, options: options) { time, scale in try render(time, scale) }
            }
            for e in report.errors { FileHandle.standardError.write(Data("\(Program.commandName) play: \(e)\n".utf8)) }
        } catch let error as PlayerError {
            throw CommandFailure("\(error)")
        }
    }

    /// A trap inside the scene (a failed precondition in an action, say) ends the process;
    /// this says so plainly after Swift's own message, and exits with status 70.
    static func reportTraps() {
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            signal(sig) { _ in
                // Only async-signal-safe calls here: a static message, write, _exit.
                let message: StaticString = "play: the scene crashed (a trap or fatal signal); the window is closed\n"
                _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
                _exit(70)
            }
        }
    }
}
