import Foundation
import LimnerGeometry
import LimnerRaster

/// Draws what `CanvasRenderer.render(_:)` records while it is being recorded, so the plain
/// fills of a canvas (a colour or a gradient, no clip, filter or backdrop) never become
/// display-list items: they collect in one reused array of `DisplayList.Fill` values and are
/// drawn as one batch, by the same conversion the replay uses
/// (`DisplayListRenderer.command(forFillAt:…)`), when anything else is recorded or the drawing
/// ends. Everything else is recorded as before and replayed by `DisplayListRenderer` in
/// order, so the pixels are those of recording the whole list and then rendering it.
///
/// Why: an item is a heap box (`DisplayList.Item` is `indirect`) that the replay reads back
/// and the list's release frees, after the boxes of thousands of other shapes have pushed it
/// out of the cache; for thousands of small shapes that was a large share of the time the
/// public API spent beyond the rasterizer's own.
final class ImmediateCanvas {
    /// Where the drawing goes.
    let context: RasterContext
    let renderer: DisplayListRenderer
    /// Points → pixels.
    let base: CGAffineTransform
    /// Fills recorded since the last thing drawn (capacity kept from batch to batch and, through
    /// the renderer's pool, from frame to frame: growing it anew each frame copied it a dozen times).
    private var fills: [DisplayList.Fill]
    /// Whether the context holds an earlier frame that must be cleared before the first
    /// drawing (skipped when that drawing paints every pixel opaque).
    private var needsClear: Bool

    /// `storage`: an empty array whose capacity a previous frame grew (`finish` hands it back).
    init(context: RasterContext, renderer: DisplayListRenderer, needsClear: Bool, storage: [DisplayList.Fill]) {
        self.context = context
        fills = storage
        self.renderer = renderer
        self.needsClear = needsClear
        base = CGAffineTransform(scaleX: renderer.scale, y: renderer.scale)
    }

    /// Whether fills wait to be drawn (the recorder draws them before it records an item).
    var hasPendingFills: Bool { !fills.isEmpty }

    /// Takes a plain fill (not a backdrop): what `recorder` holds is drawn first.
    func fill(_ fill: consuming DisplayList.Fill, recorder: DisplayListRecorder) {
        if !recorder.items.isEmpty { draw(recorder.takeItems()) }
        fills.append(fill)
    }

    /// Draws the pending fills as one batch.
    func drawFills() {
        guard !fills.isEmpty else { return }
        let renderer = self.renderer, base = self.base
        fills.withUnsafeBufferPointer { buffer in
            let pending = PendingFills(base: buffer.baseAddress!)
            if needsClear {
                needsClear = false
                let first = renderer.command(forFillAt: pending.base, base: base, opacity: 1, blendMode: .normal)
                if !(first.map { context.overwritesEveryPixel($0) } ?? false) { context.clear(.clear) }
            }
            context.render(count: buffer.count, threadCount: renderer.threadCount) { k in
                renderer.command(forFillAt: pending.base + k, base: base, opacity: 1, blendMode: .normal)
            }
        }
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
    func finish(recorder: DisplayListRecorder) -> [DisplayList.Fill] {
        drawFills()
        let items = recorder.takeItems()
        if !items.isEmpty { draw(items) }
        if needsClear { context.clear(.clear) }
        defer { fills = [] }
        return fills
    }
}

/// The pending fills' storage, pinned while a batch is drawn (read from the preparing threads).
private struct PendingFills: @unchecked Sendable {
    let base: UnsafePointer<DisplayList.Fill>
}
