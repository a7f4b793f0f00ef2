import ArgumentParser
import Foundation
import Limner
@testable import LimnerCLI
import Testing

/// A program's scenes, as a user lists them.
struct SampleViews: LimnerCommand {
    struct Badge: View {
        var body: some View {
            Text("Hi").padding().background(Capsule().fill(Color.orange))
        }
    }

    struct Pulse: View {
        @State private var big = false
        var body: some View {
            Circle().fill(Color.blue).scaleEffect(big ? 1 : 0.5)
                .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { big = true } }
        }
    }

    static let scenes: [LimnerScene] = [
        .view("badge", title: "A badge") { Badge() },
        .view("a-view-with-a-rather-long-name-indeed") { Color.red.frame(width: 10, height: 10) },
        .animation("pulse", size: CGSize(width: 60, height: 40), duration: 2) { Pulse() },
        .animation("an-animation-with-a-long-name-past-eighteen", size: CGSize(width: 8, height: 8), duration: 1) {
            Color.green
        },
    ]
    static var commandName: String { "sample" }
}

/// Definitions a program must not ship: checked before any argument is parsed.
struct DuplicateViews: LimnerCommand {
    static let scenes: [LimnerScene] = [.view("a") { Color.red }, .view("a") { Color.blue }]
}

@Suite struct SceneCommandTests {
    typealias Root = LimnerCommandRoot<SampleViews>

    /// The parsed subcommand, or the full message (error and usage) ArgumentParser prints.
    func parse(_ arguments: [String]) -> (command: (any ParsableCommand)?, message: String) {
        do { return (try Root.parseAsRoot(arguments), "") } catch { return (nil, Root.fullMessage(for: error, columns: 200)) }
    }

    @Test func listsPrintWholeNames() {
        let views = SceneList<SampleViews>.listing(.view)
        #expect(views.count == 2)
        #expect(views.contains { $0 == "a-view-with-a-rather-long-name-indeed" })
        #expect(views.contains { $0.range(of: #"^badge +A badge$"#, options: .regularExpression) != nil })
        let animations = SceneList<SampleViews>.listing(.animation)
        #expect(animations.contains { $0.hasPrefix("an-animation-with-a-long-name-past-eighteen  ") })
        #expect(animations.contains { $0.hasPrefix("pulse ") && $0.hasSuffix(" 60×40 pt, 2 s") })
        // play lists both kinds, with the kind in a column.
        let all = SceneList<SampleViews>.listing(nil)
        #expect(all.count == 4)
        #expect(all.contains { $0.range(of: #"^badge +view +A badge$"#, options: .regularExpression) != nil })
        // Every listed name is accepted by the command that listed it.
        for line in animations {
            let name = String(line.prefix { $0 != " " })
            #expect(throws: Never.self) { try SceneList<SampleViews>.scene(named: name, kind: .animation, command: "animate") }
        }
    }

    @Test func negativeNumbersSayWhatIsWrong() {
        let fps = parse(["animate", "pulse", "-o", "x.gif", "--fps", "-5"])
        #expect(fps.command == nil)
        #expect(fps.message.contains("--fps must be a number of frames per second in (0, 1000]; got -5"), "\(fps.message)")
        #expect(!fps.message.contains("Missing value"))
        let scale = parse(["render", "badge", "--scale", "-2"])
        #expect(scale.message.contains("--scale must be a number of pixels per point in (0, 16]; got -2"), "\(scale.message)")
        let duration = parse(["animate", "pulse", "-o", "x.gif", "--duration", "-1"])
        #expect(duration.message.contains("--duration must be a positive number of seconds; got -1"))
        let threads = parse(["animate", "pulse", "-o", "x.gif", "--threads", "0"])
        #expect(threads.message.contains("--threads must be in 1…64; got 0"))
    }

    @Test func parseErrorsPrintTheSubcommandsUsage() {
        let missing = parse(["animate", "pulse"])
        #expect(missing.message.contains("give an output file with -o"))
        #expect(missing.message.contains("Usage: sample animate"), "\(missing.message)")
        let render = parse(["render"])
        #expect(render.message.contains("Usage: sample render"), "\(render.message)")
    }

    @Test func renderAndAnimateShareOneDefaultScale() throws {
        let render = try #require(parse(["render", "badge"]).command as? RenderSubcommand<SampleViews>)
        let animate = try #require(parse(["animate", "pulse", "-o", "p.gif"]).command as? AnimateSubcommand<SampleViews>)
        #expect(render.scale == 2 && animate.scale == 2)
        #expect(render.scale == defaultScale)
    }

    @Test func aSceneOfTheOtherKindIsNamed() {
        #expect(throws: ValidationError.self) { try SceneList<SampleViews>.scene(named: "pulse", kind: .view, command: "render") }
        do {
            _ = try SceneList<SampleViews>.scene(named: "pulse", kind: .view, command: "render")
        } catch let error as ValidationError {
            #expect(error.message == "'pulse' is an animation; use sample animate pulse")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func badDefinitionsAreFound() {
        #expect(SceneList<DuplicateViews>.problem == "two scenes are named 'a'")
        #expect(SceneList<SampleViews>.problem == nil)
        #expect(LimnerScene.view("has space") { Color.red }.definitionProblem != nil)
        #expect(LimnerScene.animation("z", size: CGSize(width: 0, height: 4), duration: 1) { Color.red }.definitionProblem != nil)
        #expect(LimnerScene.animation("z", size: CGSize(width: 4, height: 4), duration: .nan) { Color.red }.definitionProblem != nil)
    }

    @Test func renderWritesTheView() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("limner-cli-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("badge.png").path
        var command = try #require(parse(["render", "badge", "-o", path, "--scale", "1"]).command)
        try command.run()
        let image = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: path))
        let expected = try SampleViews.scenes[0].renderedImage(scale: 1)
        #expect(image.width == expected.width && image.height == expected.height)
        #expect(image.width > 20 && image.height > 20)
        #expect(image.pixel(x: image.width / 2, y: 2).a > 0)   // the capsule's top edge
    }

    @Test func framesArgument() throws {
        #expect(try FrameRangeArgument.parse("0..10", frameCount: 60) == 0..<10)
        #expect(try FrameRangeArgument.parse("5...9", frameCount: 60) == 5..<10)
        #expect(try FrameRangeArgument.parse("5..<9", frameCount: 60) == 5..<9)
        #expect(try FrameRangeArgument.parse("50..", frameCount: 60) == 50..<60)
        #expect(throws: (any Error).self) { try FrameRangeArgument.parse("9..5", frameCount: 60) }
        #expect(throws: (any Error).self) { try FrameRangeArgument.parse("0..61", frameCount: 60) }
        #expect(throws: (any Error).self) { try FrameRangeArgument.parse("a..b", frameCount: 60) }
    }

    @Test func progressLineAndClock() {
        let bar = ProgressBar(unit: "frames", enabled: false)
        let line = bar.line(done: 3, total: 3) ?? ""
        #expect(line.contains("3/3 frames") && line.contains(String(repeating: "█", count: 30)))
        #expect(ProgressBar.clock(75) == "1:15" && ProgressBar.clock(3725) == "1:02:05")
    }
}
