import Foundation
import LimnerGallery
import XCTest

/// Small renders of the animated gallery's scenes and tools to read written files back.
enum ExportSupport {
    /// A fresh empty directory for one test.
    static func directory(_ name: String = #function) throws -> URL {
        let clean = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("limner-export-tests-\(getpid())").appendingPathComponent(clean, isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The true frame `index` of `scene` at `fps` and `scale`, rendered on its own.
    static func truth(_ scene: AnimatedScene, _ index: Int, fps: Double, scale: CGFloat) throws -> Pixmap {
        try scene.makeFrameRenderer()(AnimationTiming.time(ofFrame: index, framesPerSecond: fps), scale)
    }

    /// Runs a program; its standard output, or a test failure with its standard error.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a large output never blocks the child.
        let errors = ErrorBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.set(err.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: program, code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: errors.get(), as: UTF8.self)])
        }
        return data
    }

    /// Decodes every frame of a video or APNG file with ffmpeg as straight RGBA8, one entry
    /// per frame (timestamps passed through: no frame dropped or repeated).
    static func decodeFrames(_ url: URL, width: Int, height: Int, concatList: Bool = false) throws -> [[UInt8]] {
        var arguments = ["-v", "error"]
        if concatList { arguments += ["-f", "concat", "-safe", "0"] }
        arguments += ["-i", url.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let data = [UInt8](try run("ffmpeg", arguments))
        let size = width * height * 4
        XCTAssertEqual(data.count % size, 0, "decoded bytes are not whole \(width)×\(height) frames")
        return stride(from: 0, to: data.count - size + 1, by: size).map { Array(data[$0..<($0 + size)]) }
    }

    /// ffprobe's frame count, duration in seconds, width and height of the first video stream.
    static func probe(_ url: URL, concatList: Bool = false) throws
        -> (frames: Int, duration: Double, width: Int, height: Int, pixelFormat: String) {
        let text = String(decoding: try run("ffprobe", (concatList ? ["-f", "concat", "-safe", "0"] : []) + [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=nb_read_frames,width,height,pix_fmt:format=duration",
            "-of", "default=noprint_wrappers=1", url.path]), as: UTF8.self)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return (Int(values["nb_read_frames"] ?? "") ?? -1, Double(values["duration"] ?? "") ?? -1,
                Int(values["width"] ?? "") ?? -1, Int(values["height"] ?? "") ?? -1, values["pix_fmt"] ?? "")
    }

    /// A concat demuxer list naming `files` in order, each with its duration in seconds (GIF
    /// and APNG files carry no container duration for the demuxer to add up).
    static func concatList(_ files: [(url: URL, seconds: Double)], in directory: URL) throws -> URL {
        let list = directory.appendingPathComponent("list.txt")
        try files.map { "file '\($0.url.path)'\nduration \($0.seconds)\n" }.joined()
            .write(to: list, atomically: true, encoding: .utf8)
        return list
    }

    /// Peak signal-to-noise ratio in dB over the R, G and B channels of two straight RGBA8
    /// images of the same size (infinity when equal).
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count)
        var sum = 0.0, n = 0
        for i in 0..<a.count where i % 4 != 3 {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
            n += 1
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(n)))
    }

    /// Every file in `directory`, by name, with its bytes.
    static func files(in directory: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            out[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return out
    }

    /// Names in `directory` (hidden ones too), for checking that nothing was left behind.
    static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}

/// Data handed from a reading thread to the test thread.
/// `@unchecked Sendable`: `value` is only touched under `lock`.
final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Data()
    func set(_ data: Data) { lock.lock(); value = data; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return value }
}
