import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

/// Takes a snapshot and returns the image the strategy made (never records anything).
private func snapshot<V: View>(_ view: V, _ strategy: Snapshotting<V, Pixmap>) -> Pixmap {
    var image = Pixmap.empty
    strategy.snapshot(view).run { image = $0 }
    return image
}

/// An error image is opaque red in its corner (swift-snapshot-testing's look for a view it
/// cannot draw), so a bad snapshot can never be recorded as a blank or a crash.
private func isErrorImage(_ image: Pixmap) -> Bool {
    image.width > 100 && image.pixel(x: 1, y: 1) == (255, 0, 0, 255)
}

@Suite("Bad input to the strategies")
struct SnapshotBadInputTests {
    @Test("A view of zero size, a negative or enormous layout: an error image, no trap")
    func sizes() {
        #expect(isErrorImage(snapshot(EmptyView(), .image)))
        #expect(isErrorImage(snapshot(Color.red, .image(layout: .fixed(width: -5, height: 10)))))
        #expect(isErrorImage(snapshot(Color.red, .image(layout: .fixed(width: 1e9, height: 1e9)))))
        #expect(isErrorImage(snapshot(Color.red, .image(layout: .fixed(width: .nan, height: 10)))))
    }

    @Test("A scale that is not a positive number falls back to the layout's")
    func scales() {
        let view = Color.red.frame(width: 3, height: 2)
        for scale in [0, -2, CGFloat.nan, .infinity] {
            let image = snapshot(view, .image(scale: scale))
            #expect(image.width == 3 && image.height == 2)
        }
        #expect(snapshot(Color.red, .image(layout: .device(config: .iPhoneSe), scale: .nan)).width == 640)
    }

    @Test("Frames at no times, or at a negative or NaN time: an error image")
    func times() {
        let view = Color.red.frame(width: 3, height: 2)
        #expect(isErrorImage(snapshot(view, .frames(at: []))))
        let strip = snapshot(view, .frames(at: [0, -1, .nan]))
        // The good frame, then an error image for each bad time.
        #expect(strip.pixel(x: 0, y: 0) == (255, 59, 48, 255))
        #expect(strip.width > 3 + 2 * 400)
    }

    @Test("A reference that is not a PNG fails the comparison with a readable message")
    func corruptReference() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/corruptReference.broken.png"))
        let message = try #require(verifySnapshot(of: Color.red.frame(width: 3, height: 2), as: .image, named: "broken",
                                                  record: .never, snapshotDirectory: directory))
        #expect(message.contains("does not match reference"))
    }
}
