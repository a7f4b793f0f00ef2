import Foundation
import LimnerGallery
import XCTest

/// Frame k of every written file is the frame rendered at k / fps: GIF decoded back with
/// giflib, APNG with ffmpeg, PNG sequences with libpng; MP4 and WebM checked with ffprobe.
final class FrameRoundTripTests: XCTestCase {
    let fps = 10.0
    let count = 8

    /// GIF frames are quantized to at most 255 colours per frame and dithered, so pixels
    /// differ from the truth by design. The bound is on the whole frame: PSNR (R, G, B) at
    /// least 30 dB (typical here: 38–45). A frame shifted by one step in time (the bug this
    /// guards against) scores far lower, which the test also checks. Transparency is exact:
    /// alpha below one half is transparent, the rest opaque.
    static let minimumGIFPSNR = 30.0

    func testGIFFramesEqualTrueFramesWithinQuantization() throws {
        for scene in [AnimatedGallery.spinningStar, AnimatedGallery.transparentOrbit] {
            let url = try ExportSupport.directory().appendingPathComponent("\(scene.name).gif")
            try scene.write(to: url, duration: Double(count) / fps, framesPerSecond: fps, scale: 0.5)
            let gif = try GIFDecoder.decode(contentsOf: url)
            XCTAssertEqual(gif.frames.count, count)
            XCTAssertEqual(gif.loopCount, 0, "loops forever")
            XCTAssertEqual(gif.frames.map(\.delayCentiseconds).reduce(0, +), 80)
            for k in 0..<count {
                let truth = try ExportSupport.truth(scene, k, fps: fps, scale: 0.5)
                let decoded = try XCTUnwrap(gif.frame(atCentiseconds: AnimationTiming.gifStartCentiseconds(ofFrame: k, framesPerSecond: fps)))
                let (expected, actual) = (truth.straightRGBA(), decoded.pixmap.straightRGBA())
                for i in stride(from: 3, to: expected.count, by: 4) {
                    XCTAssertEqual(actual[i], expected[i] >= 128 ? 255 : 0, "\(scene.name) frame \(k): alpha at pixel \(i / 4)")
                    if actual[i] != (expected[i] >= 128 ? 255 : 0) { break }
                }
                let quality = ExportSupport.psnr(Self.opaqueOnly(expected), Self.opaqueOnly(actual))
                XCTAssertGreaterThan(quality, Self.minimumGIFPSNR, "\(scene.name) frame \(k)")
                if k > 0 {
                    let previous = try ExportSupport.truth(scene, k - 1, fps: fps, scale: 0.5)
                    XCTAssertGreaterThan(quality, ExportSupport.psnr(Self.opaqueOnly(previous.straightRGBA()), Self.opaqueOnly(actual)),
                                         "\(scene.name) frame \(k) is closer to frame \(k - 1) than to its own time")
                }
            }
        }
    }

    /// Storing only the changed rectangle, unchanged pixels transparent, shrinks the GIF of a
    /// moving ball (35 % here; the ball, its trail and its shadow span much of this small
    /// frame) and decodes to frames as good as whole ones.
    func testGIFFrameDifferencingShrinksTheFileAndKeepsTheFrames() throws {
        let directory = try ExportSupport.directory()
        let scene = AnimatedGallery.bouncingBall
        let diffed = directory.appendingPathComponent("diff.gif"), whole = directory.appendingPathComponent("whole.gif")
        try scene.write(to: diffed, duration: 0.8, framesPerSecond: fps, scale: 0.5)
        try scene.write(to: whole, duration: 0.8, framesPerSecond: fps, scale: 0.5,
                        options: AnimationWriter.Options(gifFrameDifferencing: false))
        let diffedSize = try Data(contentsOf: diffed).count, wholeSize = try Data(contentsOf: whole).count
        XCTAssertLessThan(Double(diffedSize), 0.8 * Double(wholeSize), "differencing: \(diffedSize) B, whole frames: \(wholeSize) B")
        let a = try GIFDecoder.decode(contentsOf: diffed), b = try GIFDecoder.decode(contentsOf: whole)
        XCTAssertEqual(a.frames.count, count)
        XCTAssertEqual(b.frames.count, count)
        for k in 0..<count {
            let truth = try ExportSupport.truth(scene, k, fps: fps, scale: 0.5).straightRGBA()
            XCTAssertGreaterThan(ExportSupport.psnr(truth, a.frames[k].pixmap.straightRGBA()), Self.minimumGIFPSNR, "frame \(k)")
            XCTAssertGreaterThan(ExportSupport.psnr(truth, b.frames[k].pixmap.straightRGBA()), Self.minimumGIFPSNR, "frame \(k)")
        }
    }

    /// APNG is lossless: every decoded frame equals the straight-alpha truth exactly.
    func testAPNGFramesEqualTrueFramesExactly() throws {
        let scene = AnimatedGallery.transparentOrbit
        let url = try ExportSupport.directory().appendingPathComponent("orbit.apng")
        try scene.write(to: url, duration: Double(count) / fps, framesPerSecond: fps, scale: 0.5)
        let truth0 = try ExportSupport.truth(scene, 0, fps: fps, scale: 0.5)
        let frames = try ExportSupport.decodeFrames(url, width: truth0.width, height: truth0.height)
        XCTAssertEqual(frames.count, count)
        for (k, frame) in frames.enumerated() {
            XCTAssertTrue(frame == (try ExportSupport.truth(scene, k, fps: fps, scale: 0.5).straightRGBA()), "frame \(k) differs")
        }
    }

    /// PNG sequences are lossless: every file decodes to the truth (opaque scene: exactly).
    func testPNGSequenceFramesEqualTrueFramesExactly() throws {
        let scene = AnimatedGallery.bouncingBall
        let directory = try ExportSupport.directory().appendingPathComponent("frames", isDirectory: true)
        try scene.write(to: directory, duration: Double(count) / fps, framesPerSecond: fps, scale: 0.5)
        XCTAssertEqual(ExportSupport.names(in: directory), (0..<count).map { String(format: "frame-%06d.png", $0) })
        for k in 0..<count {
            let decoded = try Pixmap(contentsOfPNGFile: directory.appendingPathComponent(String(format: "frame-%06d.png", k)))
            XCTAssertTrue(decoded == (try ExportSupport.truth(scene, k, fps: fps, scale: 0.5)), "frame \(k) differs")
        }
    }

    /// MP4: H.264 yuv420p, an odd size padded to even, frame count and duration exact; each
    /// decoded frame is nearer its own true frame than the neighbouring ones.
    func testMP4HasEveryFrameAtEvenSize() throws {
        let scene = AnimatedGallery.spinningStar
        let url = try ExportSupport.directory().appendingPathComponent("star.mp4")
        try scene.write(to: url, duration: 1.2, framesPerSecond: fps, scale: 0.455)   // 91×91 pixels
        let info = try ExportSupport.probe(url)
        XCTAssertEqual(info.frames, 12)
        XCTAssertEqual(info.duration, 1.2, accuracy: 0.001)
        XCTAssertEqual(info.width, 92)
        XCTAssertEqual(info.height, 92)
        XCTAssertEqual(info.pixelFormat, "yuv420p")
        let frames = try ExportSupport.decodeFrames(url, width: 92, height: 92)
        XCTAssertEqual(frames.count, 12)
        for k in [0, 5, 11] {
            let crop = Self.crop(frames[k], width: 92, to: 91, 91)
            let own = ExportSupport.psnr(crop, try ExportSupport.truth(scene, k, fps: fps, scale: 0.455).premultipliedRGBA())
            XCTAssertGreaterThan(own, 30, "frame \(k)")
            let other = ExportSupport.psnr(crop, try ExportSupport.truth(scene, k == 0 ? 1 : k - 1, fps: fps, scale: 0.455).premultipliedRGBA())
            XCTAssertGreaterThan(own, other, "frame \(k) matches a neighbour better than its own time")
        }
        // The added column and row repeat the last real ones (the star's dark blue backdrop,
        // about (20, 23, 51)), not black: mean difference per channel within the codec's error.
        var difference = 0, count = 0
        for y in 0..<91 {
            for c in 0..<3 {
                difference += abs(Int(frames[0][(y * 92 + 91) * 4 + c]) - Int(frames[0][(y * 92 + 90) * 4 + c]))
                count += 1
            }
        }
        for x in 0..<91 {
            for c in 0..<3 {
                difference += abs(Int(frames[0][(91 * 92 + x) * 4 + c]) - Int(frames[0][(90 * 92 + x) * 4 + c]))
                count += 1
            }
        }
        XCTAssertLessThan(Double(difference) / Double(count), 4, "the padding differs from the edge it repeats")
    }

    func testWebMHasEveryFrame() throws {
        let url = try ExportSupport.directory().appendingPathComponent("ball.webm")
        try AnimatedGallery.bouncingBall.write(to: url, duration: 0.9, framesPerSecond: fps, scale: 0.5)
        let info = try ExportSupport.probe(url)
        XCTAssertEqual(info.frames, 9)
        XCTAssertEqual(info.duration, 0.9, accuracy: 0.011)
        XCTAssertEqual(info.width, 120)
        XCTAssertEqual(info.height, 80)
        XCTAssertEqual(info.pixelFormat, "yuv420p")
    }

    /// Straight RGBA with every transparent pixel zeroed (their colour is meaningless).
    static func opaqueOnly(_ rgba: [UInt8]) -> [UInt8] {
        var out = rgba
        for i in stride(from: 0, to: out.count, by: 4) where out[i + 3] < 128 {
            out[i] = 0; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 0
        }
        return out
    }

    /// The top-left `w`×`h` pixels of an RGBA image `width` pixels wide.
    static func crop(_ rgba: [UInt8], width: Int, to w: Int, _ h: Int) -> [UInt8] {
        (0..<h).flatMap { y in rgba[(y * width * 4)..<(y * width * 4 + w * 4)] }
    }
}
