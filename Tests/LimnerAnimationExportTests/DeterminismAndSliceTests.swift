import Foundation
import LimnerGallery
import XCTest

/// Two runs give identical bytes (GIF, APNG, PNG sequence), and `--frames` slices joined
/// with ffmpeg's concat demuxer equal the whole.
final class DeterminismAndSliceTests: XCTestCase {
    let fps = 10.0

    func testTwoRunsWriteIdenticalBytes() throws {
        let directory = try ExportSupport.directory()
        for (scene, name) in [(AnimatedGallery.transparentOrbit, "a.gif"), (AnimatedGallery.spinningStar, "b.gif"),
                              (AnimatedGallery.transparentOrbit, "c.apng"), (AnimatedGallery.bouncingBall, "d")] {
            let first = directory.appendingPathComponent("1-" + name), second = directory.appendingPathComponent("2-" + name)
            try scene.write(to: first, duration: 0.6, framesPerSecond: fps, scale: 0.5, threadCount: 2)
            try scene.write(to: second, duration: 0.6, framesPerSecond: fps, scale: 0.5, threadCount: 1)
            if name.contains(".") {
                XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second), name)
            } else {
                XCTAssertEqual(try ExportSupport.files(in: first), try ExportSupport.files(in: second), name)
            }
        }
    }

    /// A PNG sequence names frames by their number in the whole animation, so the slices'
    /// files together are the whole's files, byte for byte.
    func testPNGSequenceSlicesJoinToTheWhole() throws {
        let directory = try ExportSupport.directory()
        let scene = AnimatedGallery.transparentOrbit
        let whole = directory.appendingPathComponent("whole", isDirectory: true)
        try scene.write(to: whole, duration: 1, framesPerSecond: fps, scale: 0.4)
        var joined: [String: Data] = [:]
        for (i, range) in [0..<3, 3..<7, 7..<10].enumerated() {
            let slice = directory.appendingPathComponent("slice\(i)", isDirectory: true)
            try scene.write(to: slice, duration: 1, framesPerSecond: fps, scale: 0.4, range: range)
            joined.merge(try ExportSupport.files(in: slice)) { a, _ in a }
        }
        XCTAssertEqual(joined.count, 10)
        XCTAssertEqual(joined, try ExportSupport.files(in: whole))
    }

    /// Lossless APNG slices joined by the concat demuxer decode to exactly the whole's frames.
    func testAPNGSlicesConcatenateToTheWhole() throws {
        try checkSlices(scene: AnimatedGallery.transparentOrbit, extension: "apng", exact: true)
    }

    /// GIF slices each start with a full frame, so pixels differ within quantization; the
    /// count and the timing are exact.
    func testGIFSlicesConcatenateToTheWhole() throws {
        try checkSlices(scene: AnimatedGallery.spinningStar, extension: "gif", exact: false)
    }

    /// H.264 slices joined without re-encoding: same frame count and duration, and frames
    /// within the codec's loss of the whole's.
    func testMP4SlicesConcatenateToTheWhole() throws {
        try checkSlices(scene: AnimatedGallery.bouncingBall, extension: "mp4", exact: false)
    }

    /// Writes the whole and three slices (the middle one short), joins the slices with the
    /// concat demuxer and compares frame count, duration and decoded frames. (A one-frame
    /// APNG slice is not used: ffmpeg 5.1's APNG demuxer drops it inside a concat list.)
    func checkSlices(scene: AnimatedScene, extension ext: String, exact: Bool) throws {
        let directory = try ExportSupport.directory(#function + ext)
        let whole = directory.appendingPathComponent("whole." + ext)
        try scene.write(to: whole, duration: 1.2, framesPerSecond: fps, scale: 0.4)
        var slices: [(url: URL, seconds: Double)] = []
        for (i, range) in [0..<5, 5..<7, 7..<12].enumerated() {
            let slice = directory.appendingPathComponent("slice\(i)." + ext)
            try scene.write(to: slice, duration: 1.2, framesPerSecond: fps, scale: 0.4, range: range)
            slices.append((slice, Double(range.count) / fps))
        }
        let list = try ExportSupport.concatList(slices, in: directory)
        let wholeInfo = try ExportSupport.probe(whole), joinedInfo = try ExportSupport.probe(list, concatList: true)
        XCTAssertEqual(wholeInfo.frames, 12)
        XCTAssertEqual(joinedInfo.frames, 12)
        XCTAssertEqual(joinedInfo.duration, 1.2, accuracy: 0.011)
        if ext == "mp4" {
            // Video slices are joined without re-encoding into one playable file.
            let joined = directory.appendingPathComponent("joined.mp4")
            try ExportSupport.run("ffmpeg", ["-v", "error", "-f", "concat", "-safe", "0", "-i", list.path,
                                             "-c", "copy", joined.path])
            let info = try ExportSupport.probe(joined)
            XCTAssertEqual(info.frames, 12)
            XCTAssertEqual(info.duration, wholeInfo.duration, accuracy: 0.011)
        }
        let truth = try ExportSupport.truth(scene, 0, fps: fps, scale: 0.4)
        let (w, h) = ext == "mp4" ? ((truth.width + 1) / 2 * 2, (truth.height + 1) / 2 * 2) : (truth.width, truth.height)
        let wholeFrames = try ExportSupport.decodeFrames(whole, width: w, height: h)
        let joinedFrames = try ExportSupport.decodeFrames(list, width: w, height: h, concatList: true)
        XCTAssertEqual(joinedFrames.count, wholeFrames.count)
        for (k, (a, b)) in zip(wholeFrames, joinedFrames).enumerated() {
            if exact {
                XCTAssertTrue(a == b, "frame \(k) differs (PSNR \(ExportSupport.psnr(a, b)) dB)")
            } else {
                XCTAssertGreaterThan(ExportSupport.psnr(a, b), 30, "frame \(k)")
            }
        }
    }
}
