// LimnerSceneFormat: scene files, one drawing described as JSON (docs/SCENE-FORMAT.md), read
// strictly and drawn on the engine alone (LimnerGeometry's paths, LimnerRaster's rasterizer,
// LimnerGraphics' blend modes and group compositing); nothing of the view layer.
//
// 1. `SceneFile` and its parts (`SceneItem`: draws, layers, clips) are the format as values;
//    `SceneFile(jsonData:)` / `SceneFile(contentsOf:)` decode them (SceneFile+Decoding.swift),
//    naming the scene and the field of any problem in a `SceneFileError`.
// 2. `SceneRenderer` draws them into a `RasterContext`: consecutive draws as one
//    `RasterContext.render` batch, clips through `Clip.intersecting(path:…)`, and layers
//    (opacity, blend mode, alpha or luminance mask, inside the current clip) composited by
//    `GroupCompositing`, the compositing step display lists' groups use too.
//
// Why a scene is not drawn by building a `DisplayList`: a display list cannot say everything
// a scene says (a scene's radial gradient is two-point conical, a display list's has one
// centre), and its replay differs where the references were matched: it sizes a layer to its
// content's bounds, not the canvas; it draws the solid stroke of a circle, a capsule or a
// circular rounded rectangle as a ring (`Path.strokeRing`), not the stroker's outline; and a
// clip that cannot be made clips everything away instead of being reported.
