import LimnerGeometry
import LimnerGraphics
import LimnerRaster

/// Draws scene files (draws, layers, masks, clips; docs/SCENE-FORMAT.md) and keeps its canvas
/// and offscreen layers between renders, so that rendering many frames does not allocate (and
/// fault in) fresh canvas-sized buffers every time. `SceneFile.render` uses a new one.
///
/// ```swift
/// let renderer = SceneRenderer()
/// for _ in 0..<100 { _ = try renderer.render(scene) }   // buffers reused after the first frame
/// ```
///
/// Not thread-safe: use one renderer per thread.
public final class SceneRenderer {
    /// Contexts not in use, any size.
    private var pool: [RasterContext] = []

    /// A renderer with no buffers yet.
    public init() {}

    /// Renders `scene`: background, then every item in order, on up to `threadCount` threads.
    public func render(_ scene: SceneFile, threadCount: Int = 1) throws(SceneFileError) -> Pixmap {
        let context = try take(scene)
        defer { give(context) }
        if let background = scene.background { context.clear(background) }
        try draw(scene.commands, of: scene, into: context, field: "commands", threadCount: threadCount)
        return context.pixmap
    }

    /// A transparent, unclipped context of the scene's size, reused when one is free.
    private func take(_ scene: SceneFile) throws(SceneFileError) -> RasterContext {
        if let i = pool.lastIndex(where: { $0.pixmap.width == scene.width && $0.pixmap.height == scene.height }) {
            let context = pool.remove(at: i)
            context.clear(.clear)
            context.clip = nil
            return context
        }
        do { return try RasterContext(width: scene.width, height: scene.height) } catch {
            throw .invalidValue(scene: scene.name, field: "width", reason: "\(error)")
        }
    }

    private func give(_ context: RasterContext) { pool.append(context) }

    /// Draws `items` into `context`; clips last until the end of the list.
    private func draw(_ items: [SceneItem], of scene: SceneFile, into context: RasterContext, field: String,
                      threadCount: Int) throws(SceneFileError) {
        let outerClip = context.clip
        defer { context.clip = outerClip }
        var batch: [FillCommand] = []
        func flush() {
            if !batch.isEmpty { context.render(batch, threadCount: threadCount) }
            batch.removeAll(keepingCapacity: true)
        }
        for (i, item) in items.enumerated() {
            let here = "\(field)[\(i)]"
            switch item {
            case .draw(let command):
                batch.append(try command.fillCommand(scene: scene.name, field: here))
            case .clip(let clip):
                flush()
                let path = try SceneCommand.path(clip.geometry, scene: scene.name, field: here + ".clip")
                let current = context.clip ?? Clip(rect: PixelRect(context.pixmap))
                do {
                    context.clip = try current.intersecting(path: path, transform: clip.transform, fillRule: clip.fillRule,
                                                            antialiased: clip.antialias, inverse: clip.inverse)
                } catch {
                    throw .invalidValue(scene: scene.name, field: here + ".clip", reason: "\(error)")
                }
            case .layer(let layer):
                flush()
                try composite(layer, of: scene, onto: context, field: here + ".layer", threadCount: threadCount)
            }
        }
        flush()
    }

    /// Draws `layer` into a transparent canvas-sized layer and composites it onto `context`
    /// inside its current clip, as a display list's group is composited (`GroupCompositing`).
    private func composite(_ layer: SceneLayer, of scene: SceneFile, onto context: RasterContext, field: String,
                           threadCount: Int) throws(SceneFileError) {
        let content = try take(scene)
        defer { give(content) }
        try draw(layer.commands, of: scene, into: content, field: field + ".commands", threadCount: threadCount)
        var mask: Mask?
        if let spec = layer.mask {
            let image = try take(scene)
            defer { give(image) }
            try draw(spec.commands, of: scene, into: image, field: field + ".mask.commands", threadCount: threadCount)
            mask = GroupCompositing.mask(of: image.pixmap, origin: (0, 0), mode: spec.kind.mode, inverse: spec.inverse)
        }
        let clip = context.clip ?? Clip(rect: PixelRect(context.pixmap))
        GroupCompositing(clip: clip, mask: mask).composite(content.pixmap, at: (0, 0), onto: &context.pixmap,
                                                           opacity: layer.opacity, blendMode: layer.blendMode.blendMode)
    }
}
