import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

/// Takes one snapshot of `view` into a temporary directory and reads back the PNG it wrote.
private func recordedImage<V: View>(of view: V, as strategy: Snapshotting<V, Pixmap>, testName: String = #function) throws -> Pixmap {
    let directory = temporarySnapshotDirectory(testName)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let message = try #require(verifySnapshot(of: view, as: strategy, named: "image", record: .all,
                                              snapshotDirectory: directory, testName: testName))
    #expect(message.contains("Record mode is on"))
    let file = URL(fileURLWithPath: directory).appendingPathComponent("\(testName.filter { $0.isLetter || $0.isNumber }).image.png")
    return try Pixmap(contentsOfPNGFile: file)
}

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// Reads whether the view was laid out under the embedded-only font library, on whatever
/// thread the host resolves it.
private final class LibraryProbe: @unchecked Sendable {
    var sawEmbeddedOnly: Bool?
}

private struct ProbeView: View {
    let probe: LibraryProbe
    var body: some View {
        probe.sawEmbeddedOnly = FontLibrary.current === FontLibrary.embeddedOnly
        return Color.green.frame(width: 4, height: 4)
    }
}

private struct Expander: View {
    @State private var isOpen = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { isOpen.toggle() } }
                .frame(width: 80, height: 30)
            pureBlue.frame(width: isOpen ? 80 : 20, height: 20)
        }
        .frame(width: 80, height: 50, alignment: .topLeading)
    }
}

/// A square that moves by the translation of each drag that ends on it.
private struct Puck: View {
    @State private var offset = CGSize.zero
    var body: some View {
        pureBlue.frame(width: 40, height: 40)
            .offset(offset)
            .gesture(DragGesture().onEnded { value in
                offset.width += value.translation.width
                offset.height += value.translation.height
            })
            .frame(width: 200, height: 100, alignment: .topLeading)
    }
}

@Suite("Strategies: layouts, colour schemes, devices, fonts, frames, display lists")
struct StrategyTests {
    @Test("sizeThatFits is the view's size; fixed centres it; scale multiplies; the background is white")
    func layouts() throws {
        let square = pureRed.frame(width: 10, height: 6)
        let fits = try recordedImage(of: square, as: .image)
        #expect(fits.width == 10 && fits.height == 6 && fits.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        let fixed = try recordedImage(of: square, as: .image(layout: .fixed(width: 30, height: 20), scale: 2))
        #expect(fixed.width == 60 && fixed.height == 40)
        #expect(fixed.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        #expect(fixed.pixel(x: 30, y: 20) == (255, 0, 0, 255))
        #expect(fixed.pixel(x: 19, y: 20) == (255, 255, 255, 255) && fixed.pixel(x: 20, y: 20) == (255, 0, 0, 255))
    }

    @Test("Dark mode: the environment's colour scheme and a black background")
    func darkMode() throws {
        struct Adaptive: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { (scheme == .dark ? Color.yellow : pureBlue).frame(width: 4, height: 4).padding(2) }
        }
        let light = try recordedImage(of: Adaptive(), as: .image)
        let dark = try recordedImage(of: Adaptive(), as: .image(colorScheme: .dark))
        #expect(light.pixel(x: 0, y: 0) == (255, 255, 255, 255) && light.pixel(x: 3, y: 3) == (0, 0, 255, 255))
        #expect(dark.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(dark.pixel(x: 3, y: 3).r > 200 && dark.pixel(x: 3, y: 3).b < 50)
    }

    @Test("Device presets: the real screens, scales and safe areas")
    func devices() throws {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844) && ViewImageConfig.iPhone13.scale == 3)
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568) && ViewImageConfig.iPhoneSe.scale == 2)
        #expect(ViewImageConfig.iPhoneXr.scale == 2 && ViewImageConfig.iPhoneXsMax.scale == 3)
        #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50)
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds)).size == CGSize(width: 504, height: 1194))
        #expect(ViewImageConfig.iPadPro12_9.size == CGSize(width: 1366, height: 1024) && ViewImageConfig.iPadPro12_9.scale == 2)

        // The view fills the safe area only: the status bar and home indicator stay background.
        let screen = try recordedImage(of: pureRed, as: .image(layout: .device(config: .iPhoneSe)))
        #expect(screen.width == 640 && screen.height == 1136)
        #expect(screen.pixel(x: 10, y: 39) == (255, 255, 255, 255) && screen.pixel(x: 10, y: 40) == (255, 0, 0, 255))
        #expect(screen.pixel(x: 639, y: 1135) == (255, 0, 0, 255))
        // A strategy's scale wins over the device's.
        let small = try recordedImage(of: pureRed, as: .image(layout: .device(config: .iPhone13), scale: 1))
        #expect(small.width == 390 && small.height == 844 && small.pixel(x: 5, y: 46) == (255, 255, 255, 255))
        #expect(small.pixel(x: 5, y: 47) == (255, 0, 0, 255) && small.pixel(x: 5, y: 844 - 34) == (255, 255, 255, 255))
    }

    @Test("Text is laid out with the embedded fonts only, on the host's own thread, unless the test opts in")
    func fonts() throws {
        let probe = LibraryProbe()
        _ = try recordedImage(of: ProbeView(probe: probe), as: .image)
        #expect(probe.sawEmbeddedOnly == true)
        try withSnapshotFonts(.system) {
            _ = try recordedImage(of: ProbeView(probe: probe), as: .image)
        }
        #expect(probe.sawEmbeddedOnly == false)
        // Outside snapshots nothing changes: the shared library, which asks fontconfig.
        #expect(FontLibrary.current === FontLibrary.shared && FontLibrary.shared.usesSystemFonts)
        #expect(!FontLibrary.embeddedOnly.usesSystemFonts)
        // A character no embedded font has draws the missing glyph box, not an installed font.
        let library = FontLibrary.embeddedOnly
        #expect(library.fallbackInstance(for: "日", in: library.resolve(.body)) == nil)
    }

    @Test("The trait form opts a test in to the installed fonts", .snapshotFonts(.system))
    func fontsTrait() throws {
        let probe = LibraryProbe()
        _ = try recordedImage(of: ProbeView(probe: probe), as: .image)
        #expect(probe.sawEmbeddedOnly == false)
    }

    @Test("Frames after a scripted tap: a strip, and one image per time, the same pixels")
    func frames() throws {
        let times: [TimeInterval] = [0.5, 1, 2]
        let input: [SnapshotInput] = [.tap("Toggle", at: 0.5)]
        let strip = try recordedImage(of: Expander(), as: .frames(at: times, input: input))
        #expect(strip.width == 240 && strip.height == 50)
        // The tap releases at 0.6 s (a 0.1 s press), the bar grows 20 → 80 linearly until 1.6 s:
        // 20 wide at 0.5 s, 44 at 1 s, 80 at 2 s.
        #expect(strip.pixel(x: 19, y: 40) == (0, 0, 255, 255) && strip.pixel(x: 21, y: 40) == (255, 255, 255, 255))
        #expect(strip.pixel(x: 80 + 40, y: 40) == (0, 0, 255, 255) && strip.pixel(x: 80 + 50, y: 40) == (255, 255, 255, 255))
        #expect(strip.pixel(x: 160 + 79, y: 40) == (0, 0, 255, 255))

        let perTime: [String: Snapshotting<Expander, Pixmap>] = .frames(at: times, input: input)
        #expect(perTime.keys.sorted() == ["0.5s", "1s", "2s"])
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, strategy) in perTime {
            _ = verifySnapshot(of: Expander(), as: strategy, named: name, record: .all, snapshotDirectory: directory)
        }
        for (k, name) in ["0-5s", "1s", "2s"].enumerated() {
            let file = URL(fileURLWithPath: directory).appendingPathComponent("frames.\(name).png")
            let frame = try Pixmap(contentsOfPNGFile: file)
            for y in stride(from: 0, to: 50, by: 7) {
                for x in stride(from: 0, to: 80, by: 3) {
                    #expect(frame.pixel(x: x, y: y) == strip.pixel(x: 80 * k + x, y: y))
                }
            }
        }
    }

    @Test("A scripted drag, in the picture's points, before the frames")
    func drag() throws {
        let input: [SnapshotInput] = [.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 50), start: 0.2, duration: 0.5)]
        let strip = try recordedImage(of: Puck(), as: .frames(at: [0.1, 1], input: input,
                                                              layout: .fixed(width: 200, height: 100)))
        #expect(strip.width == 400 && strip.height == 100)
        // Before the drag the puck is at the top left; after it, 100 right and 30 down.
        #expect(strip.pixel(x: 20, y: 20) == (0, 0, 255, 255) && strip.pixel(x: 120, y: 50) == (255, 255, 255, 255))
        #expect(strip.pixel(x: 200 + 20, y: 20) == (255, 255, 255, 255))
        #expect(strip.pixel(x: 200 + 120, y: 50) == (0, 0, 255, 255))
        #expect(strip.pixel(x: 200 + 101, y: 31) == (0, 0, 255, 255) && strip.pixel(x: 200 + 99, y: 31) == (255, 255, 255, 255))
    }

    @Test("A missing control makes an error image rather than a blank reference")
    func errorImage() throws {
        let image = try recordedImage(of: Expander(), as: .frames(at: [1], input: [.tap("Nope", at: 0.5)]))
        #expect(image.width > 100 && image.pixel(x: 1, y: 1) == (255, 0, 0, 255))
    }

    @Test("The display list snapshot is the view's printed DisplayList")
    func displayList() throws {
        let view = HStack(spacing: 4) { Circle().fill(.red).frame(width: 10, height: 10); Text("Hi") }
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: view, as: .displayList, named: "list", record: .all, snapshotDirectory: directory)
        let text = try String(contentsOfFile: directory + "/displayList.list.txt", encoding: .utf8)
        let expected = FontLibrary.$current.withValue(.embeddedOnly) { ImageRenderer(content: view).displayList.description }
        #expect(text == expected + "\n")
        #expect(text.contains("fill") && text.contains("text \"Hi\""))
        // Changing the view changes the text, and the failure is a line diff.
        let message = try #require(verifySnapshot(of: HStack(spacing: 4) { Circle().fill(.blue).frame(width: 10, height: 10); Text("Hi") },
                                                  as: .displayList, named: "list", record: .never, snapshotDirectory: directory))
        #expect(message.contains("@@") && message.contains("−") && message.contains("+"))
    }
}
