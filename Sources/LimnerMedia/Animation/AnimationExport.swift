import Foundation

/// Renders an animation's frames on several threads and writes them, in order, with an
/// `AnimationWriter`: the driver behind `AnimationRenderer.write(to:duration:)` and
/// `limner animate`.
///
/// Frames are independent (a frame is a function of its time), so N worker threads render
/// them at once. Each worker gets its own renderer from `makeRenderer` (a view host is
/// stateful) and renders frames `first + i`, `first + i + N`, `first + i + 2N`, … in
/// increasing time order. Per-frame encoder work that needs no other frame (un-premultiplying,
/// PNG compression) runs on the workers too; the writer encodes on the calling thread.
/// At most `2 × N` frames are in flight (rendered or being rendered, not yet encoded), so
/// memory does not grow with the animation's length.
///
/// ```swift
/// try AnimationExport.write(to: URL(fileURLWithPath: "spin.mp4"), duration: 2, framesPerSecond: 30) {
///     let canvas = CanvasRenderer(size: CGSize(width: 200, height: 200), threadCount: 1)
///     return { _, time in canvas.render { context, size in draw(&context, size, time) } }
/// }
/// ```
public enum AnimationExport {
    /// Renders frame `index` at `time` (exactly `index / framesPerSecond`). One renderer is
    /// used by one thread only, in increasing frame order.
    public typealias FrameRenderer = (_ index: Int, _ time: Double) throws -> Pixmap

    /// Writes the `duration`-second animation (`AnimationTiming.frameCount` frames), or only
    /// the frames in `range` (a slice: frame numbers of the whole animation; slices joined
    /// in order make the whole), to `url` in the format its extension names.
    ///
    /// `progress` is called on the calling thread after each frame is encoded with the
    /// number of frames written and the number to write. An error from a renderer, the
    /// writer or ffmpeg stops every worker, removes the temporary output and is rethrown.
    public static func write(to url: URL, duration: Double, framesPerSecond: Double, range: Range<Int>? = nil,
                             threadCount: Int = 2, options: AnimationWriter.Options = AnimationWriter.Options(),
                             makeRenderer: @escaping @Sendable () throws -> FrameRenderer,
                             progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws {
        let count = try AnimationTiming.frameCount(duration: duration, framesPerSecond: framesPerSecond)
        let frames = range ?? 0..<count
        try AnimationTiming.validate(range: frames, frameCount: count)
        try write(to: url, frames: frames, framesPerSecond: framesPerSecond, threadCount: threadCount,
                  options: options, makeRenderer: makeRenderer, progress: progress)
    }

    /// Writes frames `frames` (frame numbers on the animation's clock) to `url`. See
    /// `write(to:duration:framesPerSecond:range:threadCount:options:makeRenderer:progress:)`.
    public static func write(to url: URL, frames: Range<Int>, framesPerSecond: Double, threadCount: Int = 2,
                             options: AnimationWriter.Options = AnimationWriter.Options(),
                             makeRenderer: @escaping @Sendable () throws -> FrameRenderer,
                             progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws {
        try AnimationTiming.validate(framesPerSecond: framesPerSecond)
        try AnimationTiming.validate(range: frames, frameCount: AnimationTiming.maximumFrameCount)
        let writer = try AnimationWriter(url: url, framesPerSecond: framesPerSecond,
                                         firstFrameIndex: frames.lowerBound, options: options)
        let workers = max(1, min(threadCount, frames.count, 64))
        let pipeline = FramePipeline(frames: frames, window: 2 * workers)
        let preparer = writer.preparer

        var threads: [Thread] = []
        for worker in 0..<workers {
            let thread = Thread {
                pipeline.runWorker(worker, of: workers, framesPerSecond: framesPerSecond,
                                   makeRenderer: makeRenderer, prepare: preparer.prepare)
            }
            thread.stackSize = 8 << 20
            thread.name = "limner-frames-\(worker)"
            threads.append(thread)
            thread.start()
        }
        do {
            for index in frames {
                try writer.append(prepared: try pipeline.take(index))
                progress?(index - frames.lowerBound + 1, frames.count)
            }
            pipeline.waitForWorkers(count: workers)
            try writer.finish()
        } catch {
            pipeline.stop()
            pipeline.waitForWorkers(count: workers)
            writer.cancel()
            throw error
        }
    }
}

/// The frames in flight between the worker threads and the encoding thread.
///
/// `@unchecked Sendable`: every stored property is read and written only while `condition`
/// is locked.
final class FramePipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private let frames: Range<Int>
    private let window: Int
    private var ready: [Int: PreparedFrame] = [:]
    private var nextToTake: Int
    private var failure: (any Error)?
    private var stopped = false
    private var finishedWorkers = 0

    init(frames: Range<Int>, window: Int) {
        self.frames = frames
        self.window = window
        self.nextToTake = frames.lowerBound
    }

    /// Worker `worker` of `count`: renders its frames in order, waiting while its next frame
    /// is `window` or more ahead of the encoder.
    func runWorker(_ worker: Int, of count: Int, framesPerSecond: Double,
                   makeRenderer: @Sendable () throws -> AnimationExport.FrameRenderer,
                   prepare: (Pixmap) throws -> PreparedFrame) {
        defer {
            condition.lock()
            finishedWorkers += 1
            condition.broadcast()
            condition.unlock()
        }
        do {
            let render = try makeRenderer()
            var index = frames.lowerBound + worker
            while index < frames.upperBound {
                condition.lock()
                while !stopped && index >= nextToTake + window { condition.wait() }
                let stop = stopped
                condition.unlock()
                if stop { return }
                let frame = try prepare(render(index, AnimationTiming.time(ofFrame: index, framesPerSecond: framesPerSecond)))
                condition.lock()
                ready[index] = frame
                condition.broadcast()
                condition.unlock()
                index += count
            }
        } catch {
            condition.lock()
            if failure == nil { failure = error }
            stopped = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits for frame `index` (the next in order) and takes it; rethrows a worker's error.
    func take(_ index: Int) throws -> PreparedFrame {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil && failure == nil && !stopped { condition.wait() }
        if let failure { throw failure }
        guard let frame = ready.removeValue(forKey: index) else { throw CancellationError() }
        nextToTake = index + 1
        condition.broadcast()
        return frame
    }

    /// Tells the workers to stop after the frame they are rendering.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `count` workers have returned.
    func waitForWorkers(count: Int) {
        condition.lock()
        while finishedWorkers < count { condition.wait() }
        condition.unlock()
    }
}
