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
