import Foundation

/// The recording behind every copy of a `GraphicsContext`, and behind the view layer's
/// `RenderBuilder`: the one place items are appended to a list being recorded (the items
/// themselves come from `DisplayListLeaves`).
///
/// Consecutive items drawn under the same clips go into one clip-only group, so the renderer
/// rasterizes each clip once and keeps batching the fills inside it.
package final class DisplayListRecorder {
    // Unchecked exclusivity: this runs once per draw call, only ever from the one thread
    // recording, and the accesses never overlap (no property is accessed while another
    // access to it is in progress), so the runtime's dynamic check is pure cost here.
    @exclusivity(unchecked) package private(set) var items: [DisplayList.Item] = []
    @exclusivity(unchecked) private var lastClipKey: [Int]?
    /// Shared by the recorders of one recording: clip ids and diagnostics.
    let ids: IDSource
    /// How many `drawLayer`/`clipToLayer` levels enclose this recorder.
    let layerDepth: Int
    /// Set on the top-level recorder of `CanvasRenderer.render(_:)`: plain fills go to this
    /// canvas, which draws them as they come (`ImmediateCanvas`), and its pending fills are
    /// drawn before anything else is recorded.
    @exclusivity(unchecked) var immediate: ImmediateCanvas?

    final class IDSource {
        var next = 0
        var diagnostics: [GraphicsDiagnostic] = []
    }

    /// An empty recording.
    package init() { ids = IDSource(); layerDepth = 0 }
    init(sharingIDsWith other: DisplayListRecorder) { ids = other.ids; layerDepth = other.layerDepth + 1 }

    /// A recorder for a layer's content one level below this one, or nil (with a
    /// `.layersTooDeep` diagnostic) beyond `GraphicsContext.maximumLayerDepth`.
    func nested() -> DisplayListRecorder? {
        guard layerDepth < GraphicsContext.maximumLayerDepth else {
            let d = GraphicsDiagnostic.layersTooDeep(limit: GraphicsContext.maximumLayerDepth)
            if !ids.diagnostics.contains(d) { ids.diagnostics.append(d) }
            return nil
        }
        return DisplayListRecorder(sharingIDsWith: self)
    }

    func nextID() -> Int { ids.next += 1; return ids.next }

    /// Records `diagnostic` once.
    func report(_ diagnostic: GraphicsDiagnostic) {
        if !ids.diagnostics.contains(diagnostic) { ids.diagnostics.append(diagnostic) }
    }

    /// Appends `item` outside any clip group (the common case, kept short).
    @inline(__always)
    package func appendUnclipped(_ item: consuming DisplayList.Item) {
        if let immediate, immediate.hasPendingFills { immediate.drawFills() }
        items.append(item)
        if lastClipKey != nil { lastClipKey = nil }
    }

    /// Appends `item`; with a clip key, inside a clip-only group with those clips (reusing
    /// the previous group when the key is the same).
    func append(_ item: consuming DisplayList.Item, clipKey: [Int]?, clips: [DisplayList.Clip] = []) {
        if let immediate, immediate.hasPendingFills { immediate.drawFills() }
        guard let key = clipKey else {
            items.append(item)
            lastClipKey = nil
            return
        }
        if key == lastClipKey, case .group(var g)? = items.last {
            items.removeLast()
            g.content.items.append(item)
            items.append(.group(g))
        } else {
            items.append(.group(DisplayList.Group(content: DisplayList([item]), clips: clips)))
            lastClipKey = key
        }
    }

    /// The items recorded so far, leaving this recorder empty (an `ImmediateCanvas` draws them).
    func takeItems() -> [DisplayList.Item] {
        lastClipKey = nil
        defer { items = [] }
        return items
    }
}
