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

/// A command-line program for your own views: list them, mark the type `@main`, and the
/// executable gets `limner`'s `render`, `animate` and `play` subcommands (same flags, progress
/// bar and error messages) for *your* scenes.
///
/// ```swift
/// import Limner
/// import LimnerCLI
///
/// @main struct MyViews: LimnerCommand {
///     static let scenes: [LimnerScene] = [
///         .view("badge") { Badge() },
///         .animation("pulse", size: CGSize(width: 200, height: 200), duration: 2) { Pulse() },
///     ]
/// }
/// ```
///
/// ```sh
/// swift run -c release MyViews render badge -o badge.png
/// swift run -c release MyViews animate pulse -o pulse.mp4
/// swift run -c release MyViews play badge
/// ```
public protocol LimnerCommand {
    /// The scenes, in `--list` order; names must be unique.
    static var scenes: [LimnerScene] { get }
    /// The name in usage and help text (default: the executable's file name).
    static var commandName: String { get }
    /// One line of help text.
    static var abstract: String { get }
    /// The version `--version` prints (default: empty, no `--version` flag).
    static var version: String { get }
    /// More subcommands beside `render`, `animate` and `play` (swift-argument-parser commands).
    static var additionalSubcommands: [any ParsableCommand.Type] { get }
}

extension LimnerCommand {
    public static var commandName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "scenes"
    }
    public static var abstract: String { "Render this program's views and animations to PNG, GIF, MP4 and more." }
    public static var version: String { "" }
    public static var additionalSubcommands: [any ParsableCommand.Type] { [] }

    /// Parses the command line, runs the subcommand and exits: status 0, 1 for a failure, 64
    /// for a usage error (printed with the usage of the subcommand it concerns).
    public static func main() {
        main(Array(CommandLine.arguments.dropFirst()))
    }

    /// `main()` with explicit arguments (without the program name).
    public static func main(_ arguments: [String]) {
        if let problem = SceneList<Self>.problem {
            FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
            exit(70)
        }
        let command: any ParsableCommand
        do {
            command = try LimnerCommandRoot<Self>.parseAsRoot(arguments)
        } catch {
            LimnerCommandRoot<Self>.exit(withError: error)
        }
        do {
            var command = command
            try command.run()
        } catch let error as ValidationError {
            // A usage error found while running (an unknown scene name, say): the usage shown
            // is the subcommand's, not the top level's.
            let usage = LimnerCommandRoot<Self>.usageString(for: type(of: command))
            FileHandle.standardError.write(Data("Error: \(error.message)\nUsage: \(usage)\n  See '\(Self.commandName) \(type(of: command)._commandName) --help' for more information.\n".utf8))
            exit(ExitCode.validationFailure.rawValue)
        } catch {
            LimnerCommandRoot<Self>.exit(withError: error)
        }
    }
}

/// The top-level command of a `LimnerCommand` program.
struct LimnerCommandRoot<Program: LimnerCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Program.commandName,
            abstract: Program.abstract,
            version: Program.version,
            subcommands: [RenderSubcommand<Program>.self, AnimateSubcommand<Program>.self, EncodeSubcommand.self, PlaySubcommand<Program>.self]
                + Program.additionalSubcommands)
    }
}

/// A program's scenes, looked up by name and kind.
enum SceneList<Program: LimnerCommand> {
    static var all: [LimnerScene] { Program.scenes }

    /// What is wrong with the list (a bad definition or a name used twice), if anything.
    static var problem: String? {
        var seen: Set<String> = []
        for scene in all {
            if let problem = scene.definitionProblem { return problem }
            if !seen.insert(scene.name).inserted { return "two scenes are named '\(scene.name)'" }
        }
        return nil
    }

    static func scenes(_ kind: LimnerScene.Kind?) -> [LimnerScene] {
        all.filter { kind == nil || $0.kind == kind }
    }

    /// The scene called `name` of `kind`, or a usage error naming what is there instead.
    static func scene(named name: String, kind: LimnerScene.Kind?, command: String) throws -> LimnerScene {
        if let found = all.first(where: { $0.name == name }) {
            if kind == nil || found.kind == kind { return found }
            let other = found.kind == .view ? "render" : "animate"
            throw ValidationError("'\(name)' is \(found.kind == .view ? "a view" : "an animation"); use \(Program.commandName) \(other) \(name)")
        }
        throw ValidationError("no scene named '\(name)' (see \(Program.commandName) \(command) --list)")
    }

    /// `--list`: one line per scene, names in full (the column is as wide as the longest).
    static func listing(_ kind: LimnerScene.Kind?) -> [String] {
        let scenes = scenes(kind)
        let width = (scenes.map(\.name.count).max() ?? 0) + 2
        return scenes.map { scene in
            let pad = String(repeating: " ", count: width - scene.name.count)
            var detail = scene.title
            if scene.kind == .animation {
                let size = "\(CommandFormat.number(scene.size.width))×\(CommandFormat.number(scene.size.height)) pt, \(CommandFormat.number(scene.duration)) s"
                detail = detail.isEmpty ? size : "\(detail) (\(size))"
            }
            let kindColumn = kind == nil ? scene.kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) : ""
            return (scene.name + pad + kindColumn + detail).trimmingTrailingSpaces
        }
    }
}

/// Number formatting shared by the subcommands.
package enum CommandFormat {
    /// `2` rather than `2.0`; other values as Swift prints them.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    package static func number(_ value: CGFloat) -> String { number(Double(value)) }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
