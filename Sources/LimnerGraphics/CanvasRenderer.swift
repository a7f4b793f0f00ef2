import Foundation
import LimnerGeometry
import LimnerRaster

/// Draws with a `GraphicsContext` outside any view: records the closure's drawing, then
/// renders it (SwiftUI's `Canvas` renderer closure, standalone).
///
/// ```swift
/// let pixmap = CanvasRenderer(size: CGSize(width: 200, height: 100), scale: 2).render { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// try pixmap.pngData()
/// ```
public struct CanvasRenderer: Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Whether the result is opaque: rendered over black, every pixel's alpha 255 (SwiftUI
    /// leaves non-opaque drawing on an opaque canvas undefined).
    public var opaque: Bool
    /// The environment the context starts with (its `displayScale` is set to `scale`).
    public var environment: EnvironmentValues
    /// Threads used to render.
    public var threadCount: Int
    /// Raster contexts kept between this renderer's frames (shared by its copies).
    private let contexts = RasterContextPool()

    /// A renderer for a `size`-point canvas at `scale`.
    public init(size: CGSize, scale: CGFloat = 1, opaque: Bool = false,
                environment: EnvironmentValues = EnvironmentValues(), threadCount: Int = 2) {
        self.size = size
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.opaque = opaque
        self.environment = environment
        self.threadCount = threadCount
    }

    /// Records `draw` and returns the display list.
    public func displayList(_ draw: (inout GraphicsContext, CGSize) throws -> Void) rethrows -> DisplayList {
        var env = environment
        env.displayScale = scale
        var context = GraphicsContext(size: size, environment: env)
        try draw(&context, size)
        return context.recordedDisplayList
    }

    /// Records `draw` and renders it into a new pixmap of `size × scale` pixels (rounded up).
    /// A canvas too large to allocate (or of infinite size) gives a 0×0 pixmap; a NaN or
    /// negative size gives 0×0 too. What exceeds a limit is left out (see `checkedRender`).
    ///
    /// The pixels are those of `render(displayList(draw))`, but plain fills (a colour or a
    /// gradient, outside any clip, filter or layer) are drawn as they are recorded instead of
    /// becoming items of a list first (`ImmediateCanvas`), so inside `draw` the context's
    /// `recordedDisplayList` holds only what is not drawn yet.
    public func render(_ draw: (inout GraphicsContext, CGSize) throws -> Void) rethrows -> Pixmap {
        let frame = try onContext { raster, reused in
            var env = environment
            env.displayScale = scale
            let recorder = DisplayListRecorder()
            let canvas = ImmediateCanvas(context: raster, renderer: DisplayListRenderer(scale: scale, threadCount: threadCount),
                                         needsClear: reused, storage: contexts.takeFillStorage())
            recorder.immediate = canvas
            var context = GraphicsContext(recorder: recorder, bounds: CGRect(origin: .zero, size: size), environment: env)
            try draw(&context, size)
            recorder.immediate = nil
            contexts.putFillStorage(canvas.finish(recorder: recorder))
        }
        // Too large to allocate: `draw` still runs, and the result is 0×0, as documented.
        return try frame ?? render(displayList(draw))
    }

    /// Renders an already recorded list at this renderer's size and scale (0×0 when the
    /// canvas is too large; groups nested beyond `DisplayList.maximumNestingDepth` are not
    /// drawn).
    ///
    /// The renderer keeps its raster context (pixels, edge lists, gradient tables, coverage
    /// buffers) from one frame to the next, so drawing frame after frame allocates nothing
    /// once warm; a returned pixmap still held when the next frame starts is copied first
    /// (pixmaps are values). Renders on several threads at once each get their own context.
    public func render(_ list: DisplayList) -> Pixmap {
        onContext { context, reused in
            let renderer = DisplayListRenderer(scale: scale, threadCount: threadCount)
            // A list that starts by painting the whole canvas opaque (a background) leaves
            // nothing of the clear: skip it (the same pixels).
            if reused && !renderer.startsByOverwritingEveryPixel(list, in: context) { context.clear(.clear) }
            renderer.render(list, into: context)
        } ?? Pixmap.placeholder
    }

    /// Runs `body` on a raster context of this renderer's pixel size — a kept one holding an
    /// earlier frame (`reused`), or a new transparent one — then makes the pixels opaque if
    /// asked, keeps the context for the next frame and returns its pixels; nil (without
    /// calling `body`) when the canvas is too large to allocate.
    private func onContext(_ body: (RasterContext, _ reused: Bool) throws -> Void) rethrows -> Pixmap? {
        let width = DisplayListRenderer.pixels(size.width * scale)
        let height = DisplayListRenderer.pixels(size.height * scale)
        let context: RasterContext
        let reused = contexts.take(width: width, height: height)
        if let reused {
            context = reused
        } else if let pixmap = try? Pixmap(width: width, height: height) {
            context = RasterContext(pixmap: pixmap)
        } else {
            return nil
        }
        try body(context, reused != nil)
        if opaque { context.pixmap.mapPixels { $0 | 0xFF00_0000 } }
        let result = context.pixmap
        contexts.put(context)
        return result
    }

    /// Like `render(_:)`, but reports instead of leaving things out: throws the first
    /// `GraphicsDiagnostic` (a canvas too large to allocate, layers nested beyond
    /// `GraphicsContext.maximumLayerDepth`, a list nested beyond
    /// `DisplayList.maximumNestingDepth`), and rethrows what `draw` throws.
    public func checkedRender(_ draw: (inout GraphicsContext, CGSize) throws -> Void) throws -> Pixmap {
        var env = environment
        env.displayScale = scale
        var context = GraphicsContext(size: size, environment: env)
        try draw(&context, size)
        if let problem = context.diagnostics.first(where: \.isLimit) { throw problem }
        let renderer = DisplayListRenderer(scale: scale, threadCount: threadCount)
        var pixmap = try renderer.render(context.recordedDisplayList, size: size)
        if opaque { pixmap.mapPixels { $0 | 0xFF00_0000 } }
        return pixmap
    }
}

/// Raster contexts a `CanvasRenderer` reuses from frame to frame: at most two are kept (a
/// renderer is rarely used by more threads at once), and none whose pixels exceed
/// `maximumKeptBytes` (a giant canvas is freed after its frame, as before); a context is used
/// by one render at a time.
final class RasterContextPool: @unchecked Sendable {
    private let lock = NSLock()
    private var contexts: [RasterContext] = []
    /// The pending-fill array of an `ImmediateCanvas`, empty, with the capacity its frame grew.
    private var fillStorage: [FillCommand] = []

    /// The kept pending-fill array (empty; one render at a time gets the grown one).
    func takeFillStorage() -> [FillCommand] {
        lock.lock()
        defer { lock.unlock() }
        defer { fillStorage = [] }
        return fillStorage
    }

    /// Keeps `storage` (emptied) for the next frame, unless it holds more than
    /// `maximumKeptFills` slots.
    func putFillStorage(_ storage: [FillCommand]) {
        guard storage.capacity <= Self.maximumKeptFills else { return }
        var storage = storage
        storage.removeAll(keepingCapacity: true)
        lock.lock()
        defer { lock.unlock() }
        if storage.capacity > fillStorage.capacity { fillStorage = storage }
    }

    /// The most pending-fill slots kept between frames (about 10 MB).
    static let maximumKeptFills = 65_536

    /// A kept context of exactly `width`×`height` pixels, removed from the pool.
    func take(width: Int, height: Int) -> RasterContext? {
        lock.lock()
        defer { lock.unlock() }
        guard let i = contexts.firstIndex(where: { $0.pixmap.width == width && $0.pixmap.height == height }) else {
            return nil
        }
        return contexts.remove(at: i)
    }

    /// The largest pixmap kept between frames: 64 MiB (4096×4096 pixels).
    static let maximumKeptBytes = 64 << 20

    /// Returns `context` to the pool (the oldest is dropped when two are kept).
    func put(_ context: RasterContext) {
        guard context.pixmap.rowStride * context.pixmap.height * 4 <= Self.maximumKeptBytes else { return }
        lock.lock()
        defer { lock.unlock() }
        if contexts.count == 2 { contexts.removeFirst() }
        contexts.append(context)
    }
}
