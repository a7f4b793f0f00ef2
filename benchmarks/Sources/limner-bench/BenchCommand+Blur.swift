import ArgumentParser
import Foundation
import Limner
import LimnerRaster

/// `limner-bench --blur FILE`: times `GaussianBlur.blur` of one picture at several σ.
///
/// FILE is a raw premultiplied RGBA picture ("LMRGBA01", width and height as UInt32 LE, then
/// the pixels; `benchmarks/blur.py` writes it so every engine blurs the same pixels). For each
/// σ (`--sigmas`) and thread count (`--threads`), blurs repeat after warm-up until
/// `--min-iterations` and `--min-time` are reached; the median is reported. A blur includes
/// allocating its result (the picture grown by ⌈3σ⌉ a side). `--dump DIR` writes each result
/// as DIR/blur-<σ>.limner.rgba; `--json` the timings.
extension BenchCommand {
    func runBlur(path: String, threadCounts: [Int]) throws {
        let source = try Self.readRaw(path)
        let sigmas = try sigmaList.split(separator: ",").map { part -> Double in
            guard let s = Double(part.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--sigmas expects numbers, got \(part)")
            }
            return s
        }
        if let dir = dump { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        print("gaussian blur of \(source.width)×\(source.height) (median per blur)")
        print("σ".rightPadded(10) + threadCounts.map { "\($0) thread(s)".leftPadded(14) }.joined())
        var results: [[String: Any]] = []
        for sigma in sigmas {
            var line = String(format: "%g", sigma).rightPadded(10)
            for n in threadCounts {
                let (median, iterations) = Self.medianFrameTime(
                    { _ = GaussianBlur.blur(source, sigma: sigma, threadCount: n) },
                    warmup: warmup, minIterations: minIterations, maxIterations: maxIterations, minSeconds: minTime)
                results.append(["sigma": sigma, "threads": n, "milliseconds": median * 1e3, "iterations": iterations])
                line += String(format: "%11.2f ms", median * 1e3)
            }
            print(line)
            if let dir = dump {
                let out = GaussianBlur.blur(source, sigma: sigma, threadCount: threadCounts[0]).pixmap
                try Self.writeRaw(out, to: "\(dir)/blur-\(String(format: "%g", sigma)).limner.rgba")
            }
        }
        if let json {
            let data = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: json))
        }
    }

    /// Reads a raw "LMRGBA01" picture (the format `writeRaw` writes).
    static func readRaw(_ path: String) throws -> Pixmap {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard data.count >= 16, data.prefix(8) == Data("LMRGBA01".utf8) else {
            throw ValidationError("\(path) is not a raw LMRGBA01 picture")
        }
        func u32(_ at: Int) -> Int {
            data[data.startIndex + at ..< data.startIndex + at + 4].enumerated()
                .reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        }
        let w = u32(8), h = u32(12)
        guard data.count == 16 + w * h * 4 else { throw ValidationError("\(path): pixel data does not match \(w)×\(h)") }
        return try Pixmap(premultipliedRGBA: [UInt8](data.dropFirst(16)), width: w, height: h)
    }
}
