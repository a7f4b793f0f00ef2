import Testing
import Limner

// The README's examples that write an animation file, run as written (into a temporary
// directory). `Pulse` grows from 60 to 120 points: the export keeps one canvas.

private struct Pulse: View {
    @State private var big = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Circle().fill(big ? .orange : .blue)
            .frame(width: big ? 120 : 60, height: big ? 120 : 60)
            .onReceive(timer) { _ in withAnimation(.spring(duration: 0.6, bounce: 0.4)) { big.toggle() } }
    }
}

/// The README's `Pulse`, as written there: started by `onAppear` with a repeating ease.
private struct ReadmePulse: View {
    @State private var big = false

    var body: some View {
        Circle()
            .fill(big ? Color.orange : Color.blue)
            .frame(width: big ? 120 : 60, height: big ? 120 : 60)
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever()) { big = true }
            }
    }
}

private func temporary(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name)
}

@Suite("README examples that write animation files")
struct ReadmeAnimationExportTests {
    @Test(arguments: ["pulse.gif", "pulse.mp4"])
    func pulseExports(_ name: String) throws {
        let renderer = AnimationRenderer(content: Pulse())
        renderer.framesPerSecond = 30
        renderer.startDate = Date(timeIntervalSince1970: 0)
        _ = try renderer.frame(at: 1.25)
        _ = renderer.displayList(at: 1.25)
        let url = try temporary(name)
        try renderer.write(to: url, duration: 4)
        let bytes = try Data(contentsOf: url)
        #expect(bytes.count > 1000)
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    /// The canvas is the first frame's size (60 × 60); when the circle is 120 points it is
    /// drawn centred and clipped, and the frames move.
    @Test func pulseFramesKeepOneCanvas() throws {
        let renderer = AnimationRenderer(content: Pulse())
        let url = try temporary("frames")
        try renderer.write(to: url, duration: 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        #expect(files.count == 60)
        let first = try Pixmap(pngData: Data(contentsOf: url.appendingPathComponent(files[0])))
        let grown = try Pixmap(pngData: Data(contentsOf: url.appendingPathComponent(files[45])))
        #expect(first.width == 60 && first.height == 60)
        #expect(grown.width == 60 && grown.height == 60)
        // At 1.5 s the circle is over 60 points wide and orange: the corners are covered.
        #expect(first.pixel(x: 1, y: 1).a == 0)
        #expect(grown.pixel(x: 1, y: 1).a > 0)
        try? FileManager.default.removeItem(at: url)
    }

    /// The README's "An animation to GIF or MP4" example as written (into a temporary
    /// directory): `pulse-half.png`, `pulse.gif` and `pulse.mp4`. At 0.5 s the ease in and out
    /// is halfway (by its symmetry): a 90-point circle, centred in the 160-point frame, its
    /// colour halfway from blue to orange in linear light.
    @Test func readmePulseWritesItsFiles() throws {
        let dir = try temporary("pulse").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: dir) }
        func file(_ name: String) -> URL { dir.appendingPathComponent(name) }

        let renderer = AnimationRenderer(content: ReadmePulse().frame(width: 160, height: 160))
        renderer.framesPerSecond = 30
        let frame = try renderer.frame(at: 0.5)
        try frame.pngData().write(to: file("pulse-half.png"))
        try renderer.write(to: file("pulse.gif"), duration: 2)
        try renderer.write(to: file("pulse.mp4"), duration: 2)

        if let frames = ProcessInfo.processInfo.environment["LIMNER_FRAMES_DIR"] {
            try frame.pngData().write(to: URL(fileURLWithPath: "\(frames)/readme-pulse-half.png"))
        }

        let half = try Pixmap(pngData: Data(contentsOf: file("pulse-half.png")))
        #expect(half.width == 160 && half.height == 160)
        // The circle spans 35…125 points on each axis.
        let centre = half.pixel(x: 80, y: 80)
        #expect(centre.a == 255)
        #expect(centre.r > 160 && centre.r < 215 && centre.b > 160 && centre.b < 215, "\(centre)")
        #expect(half.pixel(x: 80, y: 38).a == 255)      // 3 pt inside the top edge
        #expect(half.pixel(x: 80, y: 32).a == 0)        // 3 pt outside it
        #expect(half.pixel(x: 122, y: 80).a == 255)
        #expect(half.pixel(x: 128, y: 80).a == 0)
        #expect(half.pixel(x: 2, y: 2).a == 0)

        // The GIF: 60 frames at 30 per second, one 160-point canvas.
        let gif = try Data(contentsOf: file("pulse.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        #expect(gif[6] == 160 && gif[7] == 0 && gif[8] == 160 && gif[9] == 0)
        let mp4 = try Data(contentsOf: file("pulse.mp4"))
        #expect(mp4.count > 1000)
        #expect(mp4.dropFirst(4).starts(with: Array("ftyp".utf8)))
    }

    @Test func animationOutputExamples() throws {
        let spin = try temporary("spin.gif")
        try AnimationExport.write(to: spin, duration: 2, framesPerSecond: 30) {
            let canvas = CanvasRenderer(size: CGSize(width: 200, height: 200), scale: 2, opaque: true, threadCount: 1)
            return { frame, time in
                canvas.render { context, size in
                    context.rotate(by: .radians(time * .pi))
                    context.fill(Path(CGRect(x: 50, y: -25, width: 100, height: 50)), with: .color(.orange))
                }
            }
        }
        #expect(try Data(contentsOf: spin).count > 1000)
        let frames = (0..<12).map { k in
            CanvasRenderer(size: CGSize(width: 64, height: 64)).render { context, size in
                context.fill(Path(ellipseIn: CGRect(x: Double(k) * 4, y: 16, width: 16, height: 16)), with: .color(.blue))
            }
        }
        let out = spin.deletingLastPathComponent().appendingPathComponent("out.mp4")
        let writer = try AnimationWriter(url: out, framesPerSecond: 24)
        for pixmap in frames { try writer.append(pixmap) }
        try writer.finish()
        #expect(try Data(contentsOf: out).count > 100)
        try? FileManager.default.removeItem(at: spin.deletingLastPathComponent())
    }
}
