import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Runs the `ffmpeg` program with raw RGBA frames on its standard input (APNG, MP4, WebM).
///
/// Frames are written to the pipe with `write(2)`; ffmpeg's standard error is drained on a
/// background thread and its last lines become the message of `ffmpegFailed`. SIGPIPE is
/// ignored process-wide once a pipe is opened (a write to an ffmpeg that died then fails
/// with EPIPE instead of killing this process; servers do the same).
final class FFmpegProcess: AnimationSink {
    private let process = Process()
    private let input: FileHandle
    private let errors = ErrorTail()
    private let errorsDone = DispatchSemaphore(value: 0)
    private var isRunning = true

    /// ffmpeg's process id (tests stop it mid-stream).
    var processIdentifier: Int32 { process.processIdentifier }

    init(executable: String, arguments: [String]) throws {
        signal(SIGPIPE, SIG_IGN)
        let stdin = Pipe(), stderr = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw AnimationExportError.ffmpegFailed(status: -1, message: "could not start \(executable): \(error)")
        }
        input = stdin.fileHandleForWriting
        let reader = stderr.fileHandleForReading
        let errors = self.errors, done = errorsDone
        DispatchQueue.global().async {
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                errors.append(chunk)
            }
            done.signal()
        }
    }

    func append(_ frame: PreparedFrame) throws {
        guard case .rawRGBA(let bytes) = frame.payload else { preconditionFailure("ffmpeg given a non-RGBA frame") }
        let fd = input.fileDescriptor
        let failure: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        if let failure {
            // ffmpeg stopped reading: it exited or was killed. Report its own words.
            try? input.close()
            let status = waitForExit()
            throw AnimationExportError.ffmpegFailed(
                status: status == 0 ? 1 : status,
                message: errors.text.isEmpty ? "writing a frame failed: \(String(cString: strerror(failure)))" : errors.text)
        }
    }

    func finish() throws {
        try? input.close()
        let status = waitForExit()
        guard status == 0 else { throw AnimationExportError.ffmpegFailed(status: status, message: errors.text) }
    }

    func cancel() {
        guard isRunning else { return }
        if process.isRunning { process.terminate() }
        try? input.close()
        _ = waitForExit()
    }

    /// Waits for ffmpeg and its standard error; the exit status, or minus the signal number.
    private func waitForExit() -> Int32 {
        if isRunning {
            process.waitUntilExit()
            errorsDone.wait()
            isRunning = false
        }
        return process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    }

    // MARK: - Finding ffmpeg and its arguments

    /// The ffmpeg executable: `explicit` when given (it must be executable), else the first
    /// `ffmpeg` on `PATH`. Throws `ffmpegMissing` naming where it looked.
    static func locate(_ explicit: String?) throws -> String {
        if let explicit {
            guard access(explicit, X_OK) == 0 else { throw AnimationExportError.ffmpegMissing(searched: explicit) }
            return explicit
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw AnimationExportError.ffmpegMissing(searched: "PATH=\(path)")
    }

    /// ffmpeg's command line for `format`: raw RGBA frames of `width`×`height` at
    /// `framesPerSecond` on stdin, one file out, options that make the output repeatable.
    /// With a `keyframeInterval` (see `AnimationWriter.Options.keyframeInterval`), the videos
    /// get a keyframe exactly every that many frames and groups of pictures encoded on their own.
    static func arguments(for format: AnimationFormat, width: Int, height: Int, framesPerSecond: Double,
                          keyframeInterval: Int? = nil, output: String) -> [String] {
        let interval = keyframeInterval.flatMap { $0 >= 1 ? $0 : nil }
        let rate = framesPerSecond == framesPerSecond.rounded() ? String(Int(framesPerSecond)) : String(framesPerSecond)
        var args = ["-hide_banner", "-nostats", "-loglevel", "error", "-y",
                    "-f", "rawvideo", "-pix_fmt", format.keepsAlpha ? "rgba" : "rgb0",
                    "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0"]
        // BT.709 matrix and tags for the videos, so browsers show the colours as rendered.
        let videoColour = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1"]
        switch format {
        case .apng:
            args += ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-threads", "1", "-f", "apng"]
        case .mp4:
            // yuv420p needs even sizes: an odd width or height gets one more column or row, a
            // copy of the last one (a black one showed as a line along the edge in players).
            let fill = width % 2 == 1 || height % 2 == 1
                ? ",fillborders=right=\(width % 2):bottom=\(height % 2):mode=smear" : ""
            args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2\(fill),scale=out_color_matrix=bt709:out_range=tv",
                     "-c:v", "libx264", "-pix_fmt", "yuv420p", "-profile:v", "high", "-preset", "medium"]
            if let interval {
                args += ["-qp", "20", "-x264-params",
                         "keyint=\(interval):min-keyint=\(interval):scenecut=0:bframes=0:open-gop=0"]
            } else {
                args += ["-crf", "18"]
            }
            args += ["-threads", "2"] + videoColour + ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            args += ["-vf", "scale=out_color_matrix=bt709:out_range=tv",
                     "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "31",
                     "-deadline", "good", "-cpu-used", "4", "-row-mt", "1", "-threads", "2"]
            if let interval {
                args += ["-g", "\(interval)", "-keyint_min", "\(interval)", "-qmin", "31", "-qmax", "31",
                         "-auto-alt-ref", "0", "-lag-in-frames", "0", "-aq-mode", "0"]
            }
            args += videoColour + ["-f", "webm"]
        case .gif, .pngSequence:
            preconditionFailure("\(format) is not written through ffmpeg")
        }
        return args + ["-fflags", "+bitexact", "-flags", "+bitexact", output]
    }
}

/// The last few kilobytes of a stream, collected on one thread and read on another.
private final class ErrorTail: Sendable {
    private let bytes = Mutex(Data())
    private static let limit = 4096

    func append(_ chunk: Data) {
        bytes.withLock { data in
            data.append(chunk)
            if data.count > 2 * Self.limit { data = data.suffix(Self.limit) }
        }
    }

    /// The collected text, trimmed, at most the last `limit` bytes.
    var text: String {
        let data = bytes.withLock { $0.suffix(Self.limit) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
