import Foundation
import LimnerRaster

extension AnimationRenderer {
    /// Writes `duration` seconds of the animation to `url`, in the format its extension names:
    /// `.gif`, `.png`/`.apng` (animated PNG), `.mp4` (H.264), `.webm` (VP9), or a directory
    /// (a PNG per frame). Frame k is the frame at exactly k / `framesPerSecond`. Pass `range`
    /// to write only those frames (a slice of the whole, for splitting a long render).
    ///
    /// One view host records the frames in order (state lives in the view's own `@State`
    /// storage, which one host at a time may use); rasterizing and encoding run on
    /// `threadCount` threads with a bounded number of frames in flight. Errors are
    /// `AnimationExportError` (bad rate, duration or range; unwritable path; unknown
    /// extension; `ffmpeg` missing or failing) or `ImageRendererError`; a failed write
    /// leaves no file behind.
    ///
    /// Every frame has one canvas size, in points: `size` when given, else `proposedSize`
    /// when it names both dimensions, else the view's size at time 0 (the same for every
    /// slice of one export). A view whose size changes over time is laid out as usual and
    /// drawn centred on that canvas (as a window shows its root view), clipped to it, so a
    /// legal view never fails for changing size.
    public func write(to url: URL, duration: TimeInterval, size: CGSize? = nil, range: Range<Int>? = nil,
                      threadCount: Int = 2, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws {
        let host = makeHost()
        let canvas: CGSize
        if let size {
            canvas = size
        } else if let w = proposedSize.width, let h = proposedSize.height, w.isFinite, h.isFinite {
            canvas = CGSize(width: w, height: h)
        } else {
            canvas = host.record(at: 0).size
        }
        _ = try ViewHost.pixelSize(of: canvas, scale: scale)
        let recorder = OrderedFrameRecorder(host: host, first: range?.lowerBound ?? 0, canvas: canvas,
                                            scale: scale, isOpaque: isOpaque)
        try AnimationExport.write(to: url, duration: duration, framesPerSecond: framesPerSecond, range: range,
                                  threadCount: threadCount, makeRenderer: {
                                      { index, time in try recorder.frame(index, at: time) }
                                  }, progress: progress)
    }
}

/// Records frames from one view host strictly in frame order (workers wait their turn), then
/// lets each worker rasterize its own frame in parallel.
final class OrderedFrameRecorder: @unchecked Sendable {
    // Safe: the host is only touched by the worker whose turn it is, under `condition`.
    private let host: ViewHost
    private let condition = NSCondition()
    private var next: Int
    private let scale: CGFloat
    private let isOpaque: Bool
    /// The size of every frame, in points.
    private let canvas: CGSize

    init(host: ViewHost, first: Int, canvas: CGSize, scale: CGFloat, isOpaque: Bool) {
        self.host = host
        self.next = first
        self.canvas = canvas
        self.scale = scale
        self.isOpaque = isOpaque
    }

    func frame(_ index: Int, at time: Double) throws -> Pixmap {
        condition.lock()
        while next != index { condition.wait() }
        let recorded = host.record(at: time)
        next += 1
        condition.broadcast()
        condition.unlock()
        var list = recorded.list
        if recorded.size != canvas {
            // Centred on the canvas; the canvas clips what lies outside.
            let dx = ((canvas.width - recorded.size.width) / 2).rounded()
            let dy = ((canvas.height - recorded.size.height) / 2).rounded()
            if dx.isFinite, dy.isFinite, dx != 0 || dy != 0 {
                list = DisplayList([.group(DisplayList.Group(content: list, transform: CGAffineTransform(translationX: dx, y: dy)))])
            }
        }
        var context: RasterContext?
        return try ViewHost.rasterize(size: canvas, list: list, scale: scale, isOpaque: isOpaque,
                                      threadCount: 1, reusing: &context)
    }
}
