import Foundation

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
    public func write(to url: URL, duration: TimeInterval, range: Range<Int>? = nil, threadCount: Int = 2,
                      progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws {
        let recorder = OrderedFrameRecorder(host: makeHost(), first: range?.lowerBound ?? 0,
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

    init(host: ViewHost, first: Int, scale: CGFloat, isOpaque: Bool) {
        self.host = host
        self.next = first
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
        var context: RasterContext?
        return try ViewHost.rasterize(size: recorded.size, list: recorded.list, scale: scale, isOpaque: isOpaque,
                                      threadCount: 1, reusing: &context)
    }
}
