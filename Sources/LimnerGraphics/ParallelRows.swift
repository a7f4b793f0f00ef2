import Dispatch
import Foundation
import LimnerRaster

/// Splits per-pixel work that the renderer does itself (image sampling, image tiles,
/// projections) over rows, so it uses both cores like the rasterizer's batches do. Each
/// output pixel is computed by the same code whatever the split, so the result does not
/// depend on the thread count.
enum ParallelRows {
    /// Below this many pixels the work stays on the calling thread (starting threads would
    /// cost more than it saves).
    static let threshold = 128 * 128

    /// Calls `body(y0, y1)` on disjoint row ranges covering `0 ..< height`, on up to
    /// `threads` threads when `width × height` reaches `threshold`.
    static func run(width: Int, height: Int, threads: Int, _ body: @Sendable (Int, Int) -> Void) {
        guard width > 0, height > 0 else { return }
        let n = width * height < threshold ? 1 : max(1, min(threads, height))
        guard n > 1 else { body(0, height); return }
        let chunk = (height + n - 1) / n
        DispatchQueue.concurrentPerform(iterations: n) { i in
            let lo = i * chunk, hi = min(height, lo + chunk)
            if lo < hi { body(lo, hi) }
        }
    }
}

/// Pixel buffers and a sampler shared by the threads of one `ParallelRows.run`.
/// `@unchecked Sendable`: the threads read the source and write disjoint rows of `out`.
struct RowJob<Extra>: @unchecked Sendable {
    let out: UnsafeMutablePointer<UInt32>
    let sampler: ImageSampler
    let extra: Extra
}
