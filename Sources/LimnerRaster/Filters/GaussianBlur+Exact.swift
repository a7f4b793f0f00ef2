// The exact sampled-kernel blur (σ ≤ `GaussianBlur.exactMaximumSigma`).
//
// Horizontal: each source row is widened to floats in a zero-padded line, and each output
// channel c is Σⱼ wⱼ·line[c + 4j] over the 2r + 1 taps, 16 channels per step. The results
// (floats, 0…255) go to a work buffer of source-height rows.
// Vertical: each output row is Σₖ wₖ·(work row), again 16 channels per step with the
// accumulator in registers, rounded to 8 bits straight into the output pixmap.

/// One exact blur: its buffers, shared by the threads. `@unchecked Sendable`: threads write
/// disjoint rows only.
struct ExactBlurJob: @unchecked Sendable {
    let g: BlurGeometry
    let weights: UnsafeMutablePointer<Float>
    let radius: Int
    let source: UnsafePointer<UInt32>
    let output: UnsafeMutablePointer<UInt32>
    /// `sourceHeight` rows of `channelStride` floats.
    let work: UnsafeMutablePointer<Float>

    static func run(_ g: BlurGeometry, kernel: [Float], source: UnsafePointer<UInt32>,
                    output: UnsafeMutablePointer<UInt32>, threads: Int) {
        precondition(kernel.count == 2 * g.extent + 1, "the exact kernel spans the extent")
        let weights = UnsafeMutablePointer<Float>.allocate(capacity: kernel.count)
        weights.initialize(from: kernel, count: kernel.count)
        let work = UnsafeMutablePointer<Float>.allocate(capacity: g.sourceHeight * g.channelStride)
        defer { weights.deallocate(); work.deallocate() }
        let job = ExactBlurJob(g: g, weights: weights, radius: g.extent, source: source, output: output, work: work)
        FilterThreads.split(g.sourceHeight, threads: threads) { y0, y1 in job.horizontal(y0, y1) }
        FilterThreads.split(g.outputHeight, threads: threads) { y0, y1 in job.vertical(y0, y1) }
    }

    /// Source rows `y0 ..< y1` into `work`.
    func horizontal(_ y0: Int, _ y1: Int) {
        let stride = g.channelStride, taps = 2 * radius + 1
        // Line channel i holds output channel i − 4r's source: the source row starts at 8r.
        let lead = 8 * radius
        let length = lead + stride + 4 * taps + 16
        let line = UnsafeMutablePointer<Float>.allocate(capacity: length)
        defer { line.deallocate() }
        line.initialize(repeating: 0, count: length)
        let count = g.sourceWidth * 4
        for y in y0..<y1 {
            let bytes = UnsafeRawPointer(source + y * g.sourceStride)
            var i = 0
            while i + 16 <= count {
                UnsafeMutableRawPointer(line + lead + i).storeBytes(
                    of: BlurVector.floats(BlurVector.loadBytes(bytes + i)), as: SIMD16<Float>.self)
                i += 16
            }
            while i < count { line[lead + i] = Float(bytes.load(fromByteOffset: i, as: UInt8.self)); i += 1 }
            let out = work + y * stride
            var c = 0
            let r = radius
            while c < stride {
                // The kernel is symmetric: pair the taps ±j (one multiply per pair).
                var acc = BlurVector.loadFloats(line + c + 4 * r) * weights[r]
                for j in 0..<r {
                    acc += (BlurVector.loadFloats(line + c + 4 * j) + BlurVector.loadFloats(line + c + 4 * (2 * r - j))) * weights[j]
                }
                UnsafeMutableRawPointer(out + c).storeBytes(of: acc, as: SIMD16<Float>.self)
                c += 16
            }
        }
    }

    /// Output rows `y0 ..< y1` from `work`.
    func vertical(_ y0: Int, _ y1: Int) {
        let stride = g.channelStride, e = g.extent, rowBytes = g.outputWidth * 4
        for y in y0..<y1 {
            // Work row i lands on output row i + e; output row y sees work rows y − 2e … y.
            let i0 = max(0, y - 2 * e), i1 = min(g.sourceHeight - 1, y)
            let k0 = i0 - (y - 2 * e)
            let dst = UnsafeMutableRawPointer(output + y * g.outputWidth).assumingMemoryBound(to: UInt8.self)
            var c = 0
            let full = i1 - i0 == 2 * e
            while c < rowBytes {
                var acc = SIMD16<Float>(repeating: 0)
                let base = work + i0 * stride + c
                if full {
                    // Whole window inside the source rows: pair the symmetric taps.
                    acc = BlurVector.loadFloats(base + e * stride) * weights[e]
                    for j in 0..<e {
                        acc += (BlurVector.loadFloats(base + j * stride) + BlurVector.loadFloats(base + (2 * e - j) * stride)) * weights[j]
                    }
                } else {
                    var row = base
                    var k = k0
                    for _ in i0...i1 {
                        acc += BlurVector.loadFloats(row) * weights[k]
                        row += stride; k += 1
                    }
                }
                BlurVector.storeBytes(BlurVector.roundedBits(acc), dst + c, count: rowBytes - c)
                c += 16
            }
        }
    }
}
