import Foundation
import XCTest
import Limner
import LimnerGallery

/// `AnimationRenderer.write(to:duration:)`: a view's animation written to files equals its
/// frames rendered one by one at k / fps.
final class ViewAnimationExportTests: XCTestCase {
    private struct Bar: View {
        @State private var wide = false
        var body: some View {
            Color.orange.frame(width: wide ? 60 : 10, height: 12)
                .frame(width: 64, height: 16, alignment: .leading)
                .onAppear { withAnimation(.easeInOut(duration: 0.5)) { wide = true } }
        }
    }

    func testPNGSequenceFramesEqualFramesAtExactTimes() throws {
        let dir = try ExportSupport.directory()
        let renderer = AnimationRenderer(content: Bar())
        renderer.framesPerSecond = 10
        try renderer.write(to: dir.appendingPathComponent("frames"), duration: 0.8)
        let names = ExportSupport.names(in: dir.appendingPathComponent("frames"))
        XCTAssertEqual(names.count, 8)
        let truth = AnimationRenderer(content: Bar())
        for (k, name) in names.enumerated() {
            let written = try Pixmap(contentsOfPNGFile: dir.appendingPathComponent("frames").appendingPathComponent(name))
            let expected = try truth.frame(at: Double(k) / 10)
            XCTAssertEqual(written.straightRGBA(), expected.straightRGBA(), "frame \(k)")
        }
    }

    func testAPNGIsTheSameBytesTwiceAndSlicesAreChecked() throws {
        let dir = try ExportSupport.directory()
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        try AnimationRenderer(content: Bar()).write(to: a, duration: 0.5)
        try AnimationRenderer(content: Bar()).write(to: b, duration: 0.5)
        XCTAssertEqual(try Data(contentsOf: a), try Data(contentsOf: b))
        XCTAssertThrowsError(try AnimationRenderer(content: Bar()).write(to: dir.appendingPathComponent("c.gif"), duration: 1, range: 40..<50))
        XCTAssertThrowsError(try AnimationRenderer(content: Bar()).write(to: dir.appendingPathComponent("d.gif"), duration: .nan))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("c.gif").path))
    }
}
