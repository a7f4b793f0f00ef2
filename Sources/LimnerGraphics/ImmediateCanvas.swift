import Foundation
import LimnerGeometry
import LimnerRaster

/// Draws what `CanvasRenderer.render(_:)` records while it is being recorded, so the plain
/// fills of a canvas (a colour or a gradient, no clip, filter or backdrop), and its plain
/// strokes whose outline is a ring (`stroke(_:recorder:)`), never become display-list items:
/// each becomes its rasterizer command as it comes, as the replay converts a fill or stroke
/// item (`DisplayListRenderer.command(for:…)`), the commands
/// collect in one reused array, and that array is drawn as one batch, each command read in
/// place (`RasterContext.render(_:threadCount:)` on its buffer), when anything else is
/// recorded or the drawing ends. Everything else is recorded as before and replayed by
/// `DisplayListRenderer` in order, so the pixels are those of recording the whole list and
/// then rendering it.
///
/// Why: an item is a heap box (`DisplayList.Item` is `indirect`) that the replay reads back
/// and the list's release frees, after the boxes of thousands of other shapes have pushed it
/// out of the cache; and a fill kept as it was recorded is copied into its command when
/// drawn (a retain and a release of the path's storage and of a gradient's stops). For
/// thousands of small shapes both were a large share of the time the public API spent
/// beyond the rasterizer's own.
final class ImmediateCanvas {
    /// Where the drawing goes.
    let context: RasterContext
    let renderer: DisplayListRenderer
    /// Points → pixels.
    let base: CGAffineTransform
    /// The commands of the fills recorded since the last thing drawn (capacity kept from batch
    /// to batch and, through the renderer's pool, from frame to frame: growing it anew each
    /// frame copied it a dozen times).
    private var fills: [FillCommand]
    /// Whether the context holds an earlier frame that must be cleared before the first
    /// drawing (skipped when that drawing paints every pixel opaque).
    private var needsClear: Bool

    /// `storage`: an empty array whose capacity a previous frame grew (`finish` hands it back).
    init(context: RasterContext, renderer: DisplayListRenderer, needsClear: Bool, storage: [FillCommand]) {
        self.context = context
        fills = storage
        self.renderer = renderer
        self.needsClear = needsClear
        base = CGAffineTransform(scaleX: renderer.scale, y: renderer.scale)
    }

    /// Whether fills wait to be drawn (the recorder draws them before it records an item).
    var hasPendingFills: Bool { !fills.isEmpty }

    /// Takes a plain fill (not a backdrop): what `recorder` holds is drawn first.
    func fill(_ fill: DisplayList.Fill, recorder: DisplayListRecorder) {
        self.fill(fill.path, paint: fill.paint, style: fill.style, transform: fill.transform, opacity: fill.opacity,
                  blendMode: fill.blendMode, dithers: fill.dithers, recorder: recorder)
    }

    /// Takes a plain fill given by its parts (what `DisplayList.Fill` holds), made into its
    /// command at once: the path and the paint are retained once, by the command.
    @inline(__always)
    func fill(_ path: Path, paint: ResolvedPaint, style: FillStyle, transform: CGAffineTransform, opacity: Double,
              blendMode: GraphicsContext.BlendMode, dithers: Bool, recorder: DisplayListRecorder) {
        guard let raster = paint.rasterPaint else {
            if !recorder.items.isEmpty { draw(recorder.takeItems()) }
            return
        }
        fill(path, raster: raster, style: style, transform: transform, opacity: opacity, blendMode: blendMode,
             dithers: dithers, recorder: recorder)
    }

    /// Takes a plain fill whose rasterizer paint is already made (`raster`, not a backdrop).
    @inline(__always)
    func fill(_ path: Path, raster: Paint, style: FillStyle, transform: CGAffineTransform, opacity: Double,
              blendMode: GraphicsContext.BlendMode, dithers: Bool, recorder: DisplayListRecorder) {
        if !recorder.items.isEmpty { draw(recorder.takeItems()) }
        fills.append(FillCommand(path: path, transform: transform.concatenating(base), paint: raster,
                                 fillRule: style.fillRule, antialiased: style.isAntialiased, blendMode: blendMode.raster,
                                 opacity: Float(opacity), dithers: dithers))
    }

    /// Takes a plain stroke (not a backdrop) whose outline is a ring
    /// (`DisplayListRenderer.ringOutline`: a mitred rectangle, a circle, a rounded rectangle),
    /// made at once as cheaply as a fill's command; returns false for any other stroke, which
    /// is recorded (marked, so the replay does not test it for a ring again): its outline is
    /// made when the list is replayed, on the preparing threads and, on one thread, just before
    /// it is rasterized (made here, 4 000 small stroked rounded rectangles drew 13 % slower on
    /// one thread: their outlines waited for the batch).
    func stroke(_ s: inout DisplayList.Stroke, recorder: DisplayListRecorder) -> Bool {
        let t = s.transform.concatenating(base)
        guard let outline = renderer.ringOutline(s, transform: t) else {
            s.isKnownNotRing = true
            return false
        }
        if !recorder.items.isEmpty { draw(recorder.takeItems()) }
        if let command = renderer.strokeCommand(s, outline: outline, transform: t, opacity: 1, blendMode: .normal) {
            // Moved in: copying it (through the command's value witnesses, with its retains)
            // and destroying the original took a tenth of an 8-px stroked rectangle's call.
            fills.append(consume command)
        }
        return true
    }

    /// Draws the pending fills as one batch.
    func drawFills() {
        guard !fills.isEmpty else { return }
        if needsClear {
            needsClear = false
            if !context.overwritesEveryPixel(fills[0]) { context.clear(.clear) }
        }
        fills.withUnsafeBufferPointer { context.render($0, threadCount: renderer.threadCount) }
        fills.removeAll(keepingCapacity: true)
    }

    /// Draws `items` (recorded in order after everything drawn so far).
    private func draw(_ items: [DisplayList.Item]) {
        let list = DisplayList(items)
        if needsClear {
            needsClear = false
            if !renderer.startsByOverwritingEveryPixel(list, in: context) { context.clear(.clear) }
        }
        renderer.render(list, into: context)
    }

    /// Draws whatever is still pending in this canvas and in `recorder`, and returns the
    /// fills' storage, empty, for the next frame.
    func finish(recorder: DisplayListRecorder) -> [FillCommand] {
        drawFills()
        let items = recorder.takeItems()
        if !items.isEmpty { draw(items) }
        if needsClear { context.clear(.clear) }
        defer { fills = [] }
        return fills
    }
}

