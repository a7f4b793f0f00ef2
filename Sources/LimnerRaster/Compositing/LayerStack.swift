/// Why a layer could not be pushed.
public enum LayerStackError: Error, Equatable {
    /// The layers would hold more than `LayerStack.byteBudget` bytes in total.
    case budgetExceeded(requested: Int, budget: Int)
}

/// A stack of transparency layers over a canvas, without recursion: `push` opens an isolated,
/// transparent layer sized to the requested bounds clipped to its parent's bounds; `pop`
/// composites it into its parent with the opacity, blend mode and mask given at `push`.
///
/// Depth is limited only by memory: layers are an array, not nested calls, and each is no
/// larger than its parent's visible area; the total of all open layers is capped by
/// `byteBudget` (push throws past it, leaving the stack unchanged).
public struct LayerStack: Sendable {
    private struct Entry: Sendable {
        var pixmap: Pixmap
        var bounds: PixelRect  // canvas position of `pixmap`
        var opacity: Float
        var blendMode: BlendMode
        var mask: Mask?
    }

    /// The canvas everything ends in.
    public private(set) var canvas: Pixmap
    private var entries: [Entry] = []
    private var bytesInUse = 0
    /// The most bytes all open layers may hold together.
    public let byteBudget: Int

    /// A stack over `canvas`; `byteBudget` defaults to 1 GiB.
    public init(canvas: Pixmap, byteBudget: Int = 1 << 30) {
        self.canvas = canvas
        self.byteBudget = byteBudget
    }

    /// How many layers are open.
    public var depth: Int { entries.count }

    /// The canvas rectangle of the current target: the top layer, or the whole canvas.
    public var currentBounds: PixelRect { entries.last?.bounds ?? PixelRect(canvas) }

    /// Opens a layer covering `bounds` (canvas pixels) clipped to the current target's bounds.
    /// The layer is transparent; drawing goes into it until the matching `pop`.
    public mutating func push(bounds: PixelRect, opacity: Float = 1, blendMode: BlendMode = .normal,
                              mask: Mask? = nil) throws {
        let b = bounds.intersection(currentBounds)
        let bytes = b.isEmpty ? 0 : b.width * b.height * 4
        guard bytesInUse + bytes <= byteBudget else {
            throw LayerStackError.budgetExceeded(requested: bytesInUse + bytes, budget: byteBudget)
        }
        let pixmap = try Pixmap(width: max(0, b.width), height: max(0, b.height))
        entries.append(Entry(pixmap: pixmap, bounds: b, opacity: opacity, blendMode: blendMode, mask: mask))
        bytesInUse += bytes
    }

    /// Closes the top layer, compositing it into its parent. Traps when no layer is open.
    public mutating func pop() {
        precondition(!entries.isEmpty, "LayerStack.pop with no open layer")
        let top = entries.removeLast()
        bytesInUse -= top.pixmap.width * top.pixmap.height * 4
        guard !top.bounds.isEmpty else { return }
        if entries.isEmpty {
            Compositor.composite(layer: top.pixmap, at: (top.bounds.x, top.bounds.y), onto: &canvas,
                                 opacity: top.opacity, blendMode: top.blendMode, mask: top.mask)
        } else {
            let parent = entries[entries.count - 1].bounds
            // Work in the parent's coordinates: shift the layer origin and the mask.
            let mask = top.mask.map { $0.translated(dx: -parent.x, dy: -parent.y) }
            Compositor.composite(layer: top.pixmap, at: (top.bounds.x - parent.x, top.bounds.y - parent.y),
                                 onto: &entries[entries.count - 1].pixmap,
                                 opacity: top.opacity, blendMode: top.blendMode, mask: mask)
        }
    }

    /// Closes every open layer and returns the canvas.
    public mutating func finish() -> Pixmap {
        while !entries.isEmpty { pop() }
        return canvas
    }

    /// Calls `body` with the current target (top layer or canvas) and its canvas origin.
    public mutating func withCurrentTarget<R>(_ body: (inout Pixmap, _ origin: (x: Int, y: Int)) throws -> R) rethrows -> R {
        if entries.isEmpty { return try body(&canvas, (0, 0)) }
        let b = entries[entries.count - 1].bounds
        return try body(&entries[entries.count - 1].pixmap, (b.x, b.y))
    }
}
