// LimnerGraphics: SwiftUI's immediate-mode drawing (`GraphicsContext`, Canvas's API) and the
// `DisplayList` everything that draws ends as.
//
// 1. Recording. `GraphicsContext` is a value holding drawing state (transform, clips,
//    filters, opacity, blend mode, environment) and a reference to a shared recorder. Each
//    draw call resolves its shading against the environment and appends one item carrying
//    its full transform, opacity and blend mode. Items are made by `DisplayListLeaves` and
//    appended to a `DisplayListRecorder`, the two the view layer's recording uses too.
//    Clips wrap items in clip-only groups (consecutive draws under the same clips share
//    one); filters wrap each draw call in its own layer group, so every later draw is
//    filtered on its own, as SwiftUI does.
//    `drawLayer` and `clipToLayer` record a nested list.
// 2. The list. `DisplayList` is immutable and Sendable; `description` prints it as indented
//    text for tests; `bounds` gives conservative extents.
// 3. Replay. `DisplayListRenderer` maps points to pixels at a scale. Runs of path fills and
//    strokes go to `RasterContext.render(_:threadCount:)` as one batch (both cores); text
//    uses `TextRenderer`'s glyph masks where it can; images are sampled by our own
//    bilinear/nearest sampler; groups that need one render into an offscreen layer sized to
//    their clipped content bounds, get their filters, then are composited with opacity,
//    blend mode, mask and clip by `GroupCompositing` (through `Compositor`), the step scene
//    files' layers (LimnerSceneFormat) end with too.
// 4. Types the view layer reuses: `Color`, `Gradient`, `Image`, `Text`, `FillStyle`,
//    `EnvironmentValues`/`EnvironmentKey`, `ProjectionTransform`, `CGContext`.
//
// Standalone: `CanvasRenderer(size:scale:opaque:).render { context, size in … }` → Pixmap.
@_exported import LimnerGeometry
import LimnerRaster
