import ArgumentParser
import Foundation
import Limner
import LimnerGallery
import LimnerPlayer
#if canImport(Glibc)
import Glibc
#endif

/// `limner play`: opens a gallery scene in a live window.
///
///     limner play --list
///     limner play interactive-show-hide                 click the button, drag the sliders
///     limner play matrix-rain --quit-after 5            the frame-time report on exit
///     limner play interactive-double-ellipses --quit-after 3 --screenshot last.png
///
/// Interactive scenes are live views (click and drag them); static gallery scenes are live
/// views too (resizing lays them out again); animated scenes play their frames on the real
/// clock. Esc or Q closes the window, S saves the frame on screen. Exit codes: 0, 1 for a
/// bad scene name or a window that cannot open (no display), 70 when the scene trapped.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open a gallery scene in a live window (SDL2: X11 or Wayland).")

    @Argument(help: "The scene: an interactive, static or animated gallery scene (see --list).")
    var scene: String?

    @Flag(help: "List the scenes that can be played.")
    var list = false

    @Option(name: .customLong("quit-after"), help: "Close the window after this many seconds.")
    var quitAfter: Double?

    @Option(help: "Write the last frame presented to this PNG when the window closes.")
    var screenshot: String?

    @Option(help: "Pixels per point (default: the display's).")
    var scale: Double?

    @Option(help: "Rasterizing threads.")
    var threads: Int = 2

    @Flag(help: "Do not print the frame-time report on exit.")
    var quiet = false

    func validate() throws {
        if list { return }
        guard scene != nil else { throw ValidationError("give a scene name, or --list") }
        if let q = quitAfter, !(q.isFinite && q >= 0) { throw ValidationError("--quit-after must be a number of seconds ≥ 0") }
        if let s = scale, !(s.isFinite && s > 0 && s <= 8) { throw ValidationError("--scale must be in (0, 8]") }
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be in 1…64") }
    }

    func run() throws {
        if list {
            for s in InteractiveScenes.all { print(s.id.padding(toLength: 34, withPad: " ", startingAt: 0) + " interactive  \(s.title)") }
            for s in AnimatedGallery.scenes { print(s.name.padding(toLength: 34, withPad: " ", startingAt: 0) + " animated     \(s.title)") }
            for s in GalleryCatalog.scenes { print(s.id.padding(toLength: 34, withPad: " ", startingAt: 0) + " static       \(s.title)") }
            return
        }
        guard let name = scene else { return }
        var options = PlayerOptions()
        options.title = "Limner — \(name)"
        options.quitAfter = quitAfter
        options.screenshot = screenshot.map { URL(fileURLWithPath: $0) }
        options.scale = scale.map { CGFloat($0) }
        options.threadCount = threads
        options.printsReport = !quiet
        Self.reportTraps()
        do {
            let report: PlayerReport
            if let s = InteractiveScenes.all.first(where: { $0.id == name }) {
                options.proposal = s.proposal
                report = try LimnerPlayer.run(s.view(), options: options)
            } else if let s = GalleryCatalog.scene(id: name) {
                options.proposal = s.proposal
                report = try LimnerPlayer.run(s.view(), options: options)
            } else if let s = AnimatedGallery.scene(named: name) {
                let render = s.makeFrameRenderer()
                report = try LimnerPlayer.run(size: s.size, options: options) { time, scale in try render(time, scale) }
            } else {
                throw ValidationError("no scene named \(name) (see limner play --list)")
            }
            for e in report.errors { FileHandle.standardError.write(Data("limner play: \(e)\n".utf8)) }
        } catch let error as PlayerError {
            FileHandle.standardError.write(Data("limner play: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// A trap inside the scene (a failed precondition in an action, say) ends the process;
    /// this says so plainly after Swift's own message, and exits with status 70.
    static func reportTraps() {
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            signal(sig) { _ in
                // Only async-signal-safe calls here: a static message, write, _exit.
                let message: StaticString = "limner play: the scene crashed (a trap or fatal signal); the window is closed\n"
                _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
                _exit(70)
            }
        }
    }
}
