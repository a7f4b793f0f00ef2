import ArgumentParser
import Foundation
import LimnerGallery

/// `limner-bench --encode`: animation encoding throughput per format, and GIF quality.
///
/// One fixed animation, the spinning star at 2× (400×400 pixels), 60 frames at 30 fps, is
/// rendered once (untimed) and kept in memory. Each row then writes it `--encode-rounds`
/// times to a temporary directory and reports the median: *encode* is the writer alone on
/// one thread (`AnimationWriter.append` + `finish`, which for ffmpeg formats includes
/// ffmpeg's own threads), *export* is the whole pipeline (`AnimationExport`: rendering on two
/// threads while encoding). For GIFs the file is decoded back (`GIFDecoder`, as browsers
/// composite) and compared with the true frames: PSNR over R, G, B, the mean of the frames'
/// and the worst frame's. The ffmpeg rows pipe the same straight-alpha frames to ffmpeg's
/// palettegen/paletteuse filters: a two-pass global palette (stats_mode=diff, sierra2_4a
/// dithering, rectangle differencing) and a palette per frame (stats_mode=single, new=1).
extension BenchCommand {
    func runEncode() throws {
        let scene = AnimatedGallery.spinningStar
        let fps = 30.0, count = 60, scale: CGFloat = 2
        let render = scene.makeFrameRenderer()
        let frames = try (0..<count).map { try render(AnimationTiming.time(ofFrame: $0, framesPerSecond: fps), scale) }
        let truth = frames.map { $0.straightRGBA() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("limner-encode-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let rounds = max(1, encodeRounds)
        print("Encoding \(scene.name): \(frames[0].width)×\(frames[0].height) px, \(count) frames at \(Int(fps)) fps; "
              + "median of \(rounds) round(s)")
        print("format".rightPadded(34) + "size".leftPadded(11) + "encode f/s".leftPadded(12) + "export f/s".leftPadded(12)
              + "PSNR mean".leftPadded(11) + "PSNR min".leftPadded(10))

        struct Row {
            var name: String
            var file: String
            var options = AnimationWriter.Options()
            var ffmpegFilter: String?
        }
        let rows = [
            Row(name: "GIF libimagequant+giflib", file: "star.gif"),
            Row(name: "GIF libimagequant speed 1", file: "star.gif", options: .init(gifQuantizationSpeed: 1)),
            Row(name: "GIF libimagequant speed 10", file: "star.gif", options: .init(gifQuantizationSpeed: 10)),
            Row(name: "GIF libimagequant no dithering", file: "star.gif", options: .init(gifDithering: 0)),
            Row(name: "GIF libimagequant whole frames", file: "star.gif", options: .init(gifFrameDifferencing: false)),
            Row(name: "GIF ffmpeg two-pass global", file: "star.gif",
                ffmpegFilter: "split[a][b];[a]palettegen=stats_mode=diff:reserve_transparent=1[p];"
                    + "[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle"),
            Row(name: "GIF ffmpeg palette per frame", file: "star.gif",
                ffmpegFilter: "split[a][b];[a]palettegen=stats_mode=single:reserve_transparent=1[p];"
                    + "[b][p]paletteuse=new=1:dither=sierra2_4a"),
            Row(name: "APNG (ffmpeg)", file: "star.apng"),
            Row(name: "MP4 H.264 (ffmpeg)", file: "star.mp4"),
            Row(name: "WebM VP9 (ffmpeg)", file: "star.webm"),
            Row(name: "PNG sequence", file: "frames"),
        ]
        for row in rows {
            let url = directory.appendingPathComponent(row.file)
            var encodeTimes: [Double] = [], exportTimes: [Double] = []
            for _ in 0..<rounds {
                let start = Self.now()
                if let filter = row.ffmpegFilter {
                    try Self.ffmpegGIF(frames: truth, width: frames[0].width, height: frames[0].height, fps: fps,
                                       filter: filter, output: url)
                } else {
                    let writer = try AnimationWriter(url: url, framesPerSecond: fps, options: row.options)
                    for frame in frames { try writer.append(frame) }
                    try writer.finish()
                }
                encodeTimes.append(Self.now() - start)
                if row.ffmpegFilter == nil {
                    let exportStart = Self.now()
                    try scene.write(to: url, duration: Double(count) / fps, framesPerSecond: fps, scale: scale,
                                    threadCount: 2, options: row.options)
                    exportTimes.append(Self.now() - exportStart)
                }
            }
            var line = row.name.rightPadded(34) + Self.byteCount(try Self.size(of: url)).leftPadded(11)
            line += String(format: "%12.1f", Double(count) / Self.median(encodeTimes))
            line += exportTimes.isEmpty ? "—".leftPadded(12) : String(format: "%12.1f", Double(count) / Self.median(exportTimes))
            if row.file.hasSuffix(".gif") {
                let gif = try GIFDecoder.decode(contentsOf: url)
                var scores: [Double] = []
                for k in 0..<count {
                    let shown = gif.frame(atCentiseconds: AnimationTiming.gifStartCentiseconds(ofFrame: k, framesPerSecond: fps))!
                    scores.append(Self.psnr(truth[k], shown.pixmap.straightRGBA()))
                }
                line += String(format: "%8.2f dB%7.2f dB", scores.reduce(0, +) / Double(scores.count), scores.min()!)
            }
            print(line)
            fflush(nil)
        }
    }

    /// Pipes straight RGBA frames into ffmpeg's palette filters, writing a looping GIF.
    static func ffmpegGIF(frames: [[UInt8]], width: Int, height: Int, fps: Double, filter: String, output: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                             "-video_size", "\(width)x\(height)", "-framerate", String(Int(fps)), "-i", "pipe:0",
                             "-filter_complex", filter, "-loop", "0", "-f", "gif", output.path]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        for frame in frames { try input.fileHandleForWriting.write(contentsOf: Data(frame)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("ffmpeg's GIF encoder failed") }
    }

    /// PSNR in dB over R, G and B of two straight RGBA8 images.
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0
        for i in 0..<a.count where i % 4 != 3 {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
        }
        let mse = sum / Double(a.count / 4 * 3)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }

    /// The size of a file, or the total of a directory's files.
    static func size(of url: URL) throws -> Int {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        guard isDirectory.boolValue else { return try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0 }
        return try FileManager.default.contentsOfDirectory(atPath: url.path).reduce(0) {
            $0 + (try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent($1).path)[.size] as? Int ?? 0)
        }
    }

    static func byteCount(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.2f MB", Double(bytes) / 1_048_576) : String(format: "%.1f kB", Double(bytes) / 1024)
    }
}
