import ArgumentParser
import Foundation
import Limner
import LimnerGallery
import LimnerRaster
import LimnerSceneFormat
#if canImport(Glibc)
import Glibc
#endif

/// `limner-bench`: times Limner's renderer on scene files (benchmarks/scenes by default), or,
/// with one of its step flags, text, the drawing API's overhead, the view gallery, layers,
/// views, blur, the kernels or the animation encoders. The benchmark package's executable
/// (benchmarks/Package.swift), never part of the product; `scripts/bench` runs its steps.
///
/// For each scene the fill commands are built once (not timed); a frame is a clear to the
/// scene's background, the outlines of stroked commands (`Path.strokeRing` where it makes a
/// ring, else `Path.strokedPath`, as `GraphicsContext` strokes; timed: the peers stroke every
/// frame too), plus the render of every command, timed with the monotonic clock.
/// The frame goes through `RasterContext.render(count:threadCount:command:)`, as a
/// `GraphicsContext` replay does, so stroke outlines are made on the rendering threads
/// (Blend2D's asynchronous context likewise strokes in its workers). After warm-up frames,
/// frames repeat until both `--min-iterations` and `--min-time` are reached (or
/// `--max-iterations`); the median frame time is reported. `benchmarks/peers.py` runs this with `--json` and puts the results beside the peer engines'.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limner-bench",
        abstract: "Time the renderer on benchmark scenes (median per-frame time).")

    @Option(help: "Directory of scene JSON files.")
    var scenes: String = "benchmarks/scenes"

    @Option(help: "Comma-separated thread counts, each timed separately.")
    var threads: String = "1,2"

    @Option(help: "Only scenes whose name contains this string.")
    var filter: String = ""

    @Option(name: .customLong("scene"), help: "Only the scene with exactly this name (repeatable).")
    var sceneNames: [String] = []

    @Option(help: "Write machine-readable results to this file.")
    var json: String?

    @Option(help: "Untimed frames before timing.")
    var warmup: Int = 2

    @Option(help: "Timed frames, at least.")
    var minIterations: Int = 5

    @Option(help: "Timed frames, at most.")
    var maxIterations: Int = 1000

    @Option(help: "Seconds of timed frames per scene and thread count, at least.")
    var minTime: Double = 0.3

    @Option(help: "Write one rendered frame per scene as raw premultiplied RGBA into this directory (<scene>.limner.rgba: \"LMRGBA01\", width and height as UInt32 LE, then the pixels).")
    var dump: String?

    @Option(help: "Comma-separated scene names to dump (default: all timed scenes).")
    var dumpFilter: String?

    @Flag(help: "Time GraphicsContext recording plus DisplayList replay against direct RasterContext fills (10 000 commands).")
    var graphicsOverhead = false

    @Flag(help: "Draw the scene files through the public API instead: CanvasRenderer and one GraphicsContext fill or stroke call per shape, the calls inside the timed frame (the user's path; see BenchCommand+API.swift).")
    var api = false

    @Flag(help: "Time text instead of the scene files: a 1920×1080 frame of ~4 000 glyphs, 9–48 pt, cold and cached glyph cache.")
    var text = false

    @Flag(help: "Time the view gallery's scenes instead: layout, display list and rasterization of each (see limner render --list).")
    var gallery = false

    @Flag(help: "Time 1 000 animated CAShapeLayers at 1920×1080 instead: the layer host's display list plus its rendering.")
    var layers = false

    @Option(help: "Time the gaussian blur of this raw picture (LMRGBA01, as --dump writes) instead of scenes; see benchmarks/blur.py.")
    var blur: String?

    @Option(name: .customLong("sigmas"), help: "Comma-separated σ values for --blur.")
    var sigmaList: String = "2,10,50"

    @Option(help: "Pixels per point for --gallery.")
    var galleryScale: Double = 2

    @Flag(help: "Time 2 000 animated views at 1920×1080 instead: frames/s, split into events, update and layout, recording and rasterizing.")
    var views = false

    @Option(help: "Render one ImageRenderer of VStack { ForEach(0..<N) { Text(\"\\($0)\") } } instead (N elements) and print its time and result; peak memory is what `/usr/bin/time -v` reports.")
    var foreach: Int?

    @Flag(help: "Time animation encoding instead: every format's throughput, GIF size and PSNR for each palette method.")
    var encode = false

    @Option(help: "Rounds per format for --encode (the median is reported).")
    var encodeRounds: Int = 3

    @Flag(help: "Time the compositing and filter kernels instead: every blend mode's span loops, the gaussian blur and a colour matrix on 1024×1024 (one pass each, results checked).")
    var kernels = false

    func run() throws {
        if gallery { return try runGallery() }
        if let foreach { return runForEach(count: foreach) }
        if encode { return try runEncode() }
        if kernels { return try runKernels() }
        if text {
            _ = try TextBench().run(minIterations: minIterations, minSeconds: minTime, dump: dump)
            return
        }
        let threadCounts = try threads.split(separator: ",").map { part -> Int in
            guard let n = Int(part.trimmingCharacters(in: .whitespaces)), n >= 1 else {
                throw ValidationError("--threads expects positive integers, got \(part)")
            }
            return n
        }
        if views { return try runViews(threadCounts: threadCounts) }
        if let blur { return try runBlur(path: blur, threadCounts: threadCounts) }
        if layers { return try runLayers(threadCounts: threadCounts) }
        if graphicsOverhead {
            runGraphicsOverhead(threadCounts: threadCounts)
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: scenes)
            .filter { $0.hasSuffix(".json") }
            .sorted()
            .filter { filter.isEmpty || $0.dropLast(5).contains(filter) }
            .filter { sceneNames.isEmpty || sceneNames.contains(String($0.dropLast(5))) }
        guard !files.isEmpty else { throw ValidationError("no scene files in \(scenes) match '\(filter)'") }
        let dumpNames = dumpFilter.map { Set($0.split(separator: ",").map(String.init)) }

        if let dir = dump { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        var results: [[String: Any]] = []
        print("span loops: \(SpanLoopSelection.selected) (of \(SpanLoopSelection.available.joined(separator: ", ")))")
        print("scene".rightPadded(32)
              + threadCounts.map { "\($0) thread(s)".leftPadded(14) }.joined())
        for file in files {
            if let layered = try Self.layeredScene(path: scenes + "/" + file) {
                if api { continue }  // layers and clips are timed on the engine path only
                var line = layered.name.rightPadded(32)
                let renderer = SceneRenderer()  // keeps the canvas and layer buffers between frames
                for n in threadCounts {
                    let (median, iterations) = Self.medianFrameTime({ _ = try? renderer.render(layered, threadCount: n) },
                                                                    warmup: warmup,
                                                                    minIterations: minIterations, maxIterations: maxIterations,
                                                                    minSeconds: minTime)
                    results.append(["scene": layered.name, "threads": n, "medianSeconds": median, "iterations": iterations])
                    line += String(format: "%11.3f ms", median * 1e3)
                }
                print(line)
                if let dir = dump, dumpNames?.contains(layered.name) ?? true {
                    try Self.writeRaw(try layered.render(threadCount: threadCounts[0]), to: "\(dir)/\(layered.name).limner.rgba")
                }
                continue
            }
            let scene = try BenchScene.load(path: scenes + "/" + file)
            if api {
                var line = scene.name.rightPadded(32)
                var frame: Pixmap?
                for n in threadCounts {
                    let (median, iterations, last) = timeAPI(scene, threadCount: n)
                    results.append(["scene": scene.name, "threads": n, "medianSeconds": median, "iterations": iterations])
                    line += String(format: "%11.3f ms", median * 1e3)
                    if n == threadCounts[0] { frame = last }
                }
                print(line)
                fflush(nil)
                if let dir = dump, let frame, dumpNames?.contains(scene.name) ?? true {
                    try Self.writeRaw(frame, to: "\(dir)/\(scene.name).limner.rgba")
                }
                continue
            }
            let context = try RasterContext(width: scene.width, height: scene.height)
            var line = scene.name.rightPadded(32)
            for n in threadCounts {
                let frame = {
                    context.clear(scene.background)
                    context.render(count: scene.commands.count, threadCount: n) { scene.frameCommand($0) }
                }
                let (median, iterations) = Self.medianFrameTime(frame, warmup: warmup, minIterations: minIterations,
                                                                maxIterations: maxIterations, minSeconds: minTime)
                results.append(["scene": scene.name, "threads": n, "medianSeconds": median, "iterations": iterations])
                line += String(format: "%11.3f ms", median * 1e3)
            }
            print(line)
            fflush(nil)
            if let dir = dump, dumpNames?.contains(scene.name) ?? true {
                context.clear(scene.background)
                context.render(scene.frameCommands(), threadCount: threadCounts[0])
                try Self.writeRaw(context.pixmap, to: "\(dir)/\(scene.name).limner.rgba")
            }
        }
        if let json {
            // Which compiled copy of the band loops ran (runtime CPU dispatch; LIMNER_SPAN_LOOPS).
            let object: [String: Any] = ["engine": "limner", "version": "limner (this checkout)",
                                         "spanLoops": SpanLoopSelection.selected, "results": results]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: json))
        }
    }

    /// Monotonic time in seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Runs `frame` `warmup` times untimed, then times frames until both `minIterations` and
    /// `minSeconds` are reached or `maxIterations` is hit; returns the median and the count.
    static func medianFrameTime(_ frame: () -> Void, warmup: Int, minIterations: Int, maxIterations: Int,
                                minSeconds: Double) -> (Double, Int) {
        for _ in 0..<warmup { frame() }
        var times: [Double] = []
        times.reserveCapacity(min(maxIterations, 4096))
        let start = now()
        while times.count < maxIterations && (times.count < minIterations || now() - start < minSeconds) {
            let t0 = now()
            frame()
            times.append(now() - t0)
        }
        times.sort()
        let k = times.count
        let median = k % 2 == 1 ? times[k / 2] : 0.5 * (times[k / 2 - 1] + times[k / 2])
        return (median, k)
    }

    /// The scene at `path` when it has layers or clips (timed with a `SceneRenderer`, which
    /// clears and reuses its canvas and layer buffers from frame to frame); nil for a flat scene.
    static func layeredScene(path: String) throws -> SceneFile? {
        let scene = try SceneFile(contentsOf: URL(fileURLWithPath: path))
        return scene.commands.contains { $0.command == nil } ? scene : nil
    }

    static func writeRaw(_ pixmap: Pixmap, to path: String) throws {
        var data = Data("LMRGBA01".utf8)
        for v in [UInt32(pixmap.width), UInt32(pixmap.height)] {
            withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(contentsOf: pixmap.premultipliedRGBA())
        try data.write(to: URL(fileURLWithPath: path))
    }
}

/// A benchmark scene as fill commands, built once before timing.
///
/// Reads the subset of the scene format (docs/SCENE-FORMAT.md) that benchmarks/make_scenes.py
/// writes: `path` (SVG path data), `transform`, `fillRule`, `opacity`, and solid, linear and
/// radial paints. Scenes using anything else are rejected rather than drawn differently.
/// A second reader of scene files beside LimnerSceneFormat's `SceneFile` (which reads the
/// whole format, and times the layered scenes: `layeredScene(path:)`), kept for the plain ones.
struct BenchScene {
    var name: String
    var width: Int
    var height: Int
    var background: RGBAColor
    var commands: [FillCommand]
    /// For each command, the stroke style when it is stroked (its `commands` entry then holds
    /// the source path, outlined by `frameCommands()` each frame).
    var strokes: [StrokeStyle?]

    /// The commands of one frame: stroked commands get their outline now (in user space, to the
    /// 0.025 px device tolerance under their transform; the ring of a rectangle, circle or
    /// rounded rectangle where `Path.strokeRing` makes one, as `GraphicsContext` does, and summed
    /// coverage where the outline overlaps itself), fills are passed through.
    func frameCommands() -> [FillCommand] {
        (0..<commands.count).map(frameCommand)
    }

    /// Command `i` of a frame: its outline when it is stroked, else the fill as loaded.
    func frameCommand(_ i: Int) -> FillCommand {
        guard let style = strokes[i] else { return commands[i] }
        var command = commands[i]
        command.path = command.path.strokeRing(style)
            ?? command.path.strokedPath(style, tolerance: Path.defaultStrokeTolerance / Path.largestStretch(command.transform))
        command.fillRule = .nonZero
        // As GraphicsContext draws strokes: the outline's own overlaps keep summed coverage.
        command.exactCrossings = false
        return command
    }

    private struct File: Decodable {
        var name: String
        var width: Int
        var height: Int
        var background: [Double]?
        var commands: [Command]
    }

    private struct Command: Decodable {
        var path: String?
        var ops: [AnyOp]?
        var transform: [Double]?
        var fillRule: String?
        var antialias: Bool?
        var paint: PaintSpec?
        var opacity: Double?
        var stroke: StrokeSpec?
        var trim: [Double]?
        var blendMode: String?
    }

    private struct AnyOp: Decodable { init(from decoder: Decoder) throws {} }

    private struct StrokeSpec: Decodable {
        var width: Double?
        var cap: String?
        var join: String?
        var miterLimit: Double?
        var dash: [Double]?
        var dashPhase: Double?

        var style: StrokeStyle {
            let cap: CGLineCap = self.cap == "round" ? .round : self.cap == "square" ? .square : .butt
            let join: CGLineJoin = self.join == "round" ? .round : self.join == "bevel" ? .bevel : .miter
            return StrokeStyle(lineWidth: width ?? 1, lineCap: cap, lineJoin: join, miterLimit: miterLimit ?? 10,
                               dash: (dash ?? []).map { CGFloat($0) }, dashPhase: dashPhase ?? 0)
        }
    }

    private struct PaintSpec: Decodable {
        var type: String
        var color: [Double]?
        var start: [Double]?
        var end: [Double]?
        var startCenter: [Double]?
        var startRadius: Double?
        var endCenter: [Double]?
        var endRadius: Double?
        var stops: [[Double]]?
        var spread: String?
    }

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    static func load(path: String) throws -> BenchScene {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let file = try JSONDecoder().decode(File.self, from: data)
        func fail(_ what: String) -> Unsupported { Unsupported(description: "\(file.name): \(what) is not supported by limner-bench") }
        var commands: [FillCommand] = []
        var strokes: [StrokeStyle?] = []
        commands.reserveCapacity(file.commands.count)
        for c in file.commands {
            if c.ops != nil { throw fail("`ops`") }
            if c.trim != nil { throw fail("trim") }
            if let s = c.stroke, (s.width ?? 1) <= 0 { throw fail("hairline strokes") }
            strokes.append(c.stroke?.style)
            guard let mode = SceneBlendMode(rawValue: c.blendMode ?? "normal") else {
                throw fail("blend mode \(c.blendMode ?? "")")
            }
            guard let d = c.path else { throw fail("a command without `path`") }
            let path = try Path(d)
            var transform = CGAffineTransform.identity
            if let m = c.transform, m.count == 6 {
                transform = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            }
            let rule: FillRule = c.fillRule == "evenodd" ? .evenOdd : .nonZero
            let paint = try makePaint(c.paint, fail: fail)
            commands.append(FillCommand(path: path, transform: transform, paint: paint, fillRule: rule,
                                        antialiased: c.antialias ?? true, blendMode: LimnerRaster.BlendMode(rawValue: mode.blendMode.rawValue) ?? .normal,
                                        opacity: Float(c.opacity ?? 1)))
        }
        return BenchScene(name: file.name, width: file.width, height: file.height,
                          background: color(file.background ?? [0, 0, 0, 0]), commands: commands, strokes: strokes)
    }

    private static func color(_ v: [Double]) -> RGBAColor {
        RGBAColor(red: Float(v[0]), green: Float(v[1]), blue: Float(v[2]), alpha: Float(v.count > 3 ? v[3] : 1))
    }

    private static func point(_ v: [Double]?) -> CGPoint { CGPoint(x: v?[0] ?? 0, y: v?[1] ?? 0) }

    private static func makePaint(_ p: PaintSpec?, fail: (String) -> Unsupported) throws -> Paint {
        guard let p else { return .solid(.black) }
        let spread: SpreadMode
        switch p.spread ?? "pad" {
        case "pad": spread = .pad
        case "repeat": spread = .repeat
        case "reflect": spread = .reflect
        default: throw fail("spread \(p.spread ?? "")")
        }
        let stops = (p.stops ?? []).map { s in
            GradientStop(location: s[0], color: color(Array(s[1...])))
        }
        switch p.type {
        case "solid":
            return .solid(color(p.color ?? [0, 0, 0, 1]))
        case "linear":
            return .linearGradient(stops: stops, start: point(p.start), end: point(p.end), spread: spread)
        case "radial":
            return .radialGradient(stops: stops, startCenter: point(p.startCenter), startRadius: p.startRadius ?? 0,
                                   endCenter: point(p.endCenter), endRadius: p.endRadius ?? 0, spread: spread)
        default:
            throw fail("paint \(p.type)")
        }
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
    func rightPadded(_ n: Int) -> String { count >= n ? self + " " : self + String(repeating: " ", count: n - count) }
}
