// What of the rasterizer `import LimnerGraphics` (and so `import Limner`) makes visible: the
// user's image types (`Pixmap`, what every renderer returns, with `PixmapError` and its colour
// `RGBAColor`; LimnerMedia re-exports the same three for its codecs) and `ColorMatrix`, which is
// SwiftUI's own (`GraphicsContext.Filter.colorMatrix(_:)` takes it).
//
// Nothing else of LimnerRaster reaches the SwiftUI user's namespace: not its plumbing (blenders,
// span kernels, masks, the reference compositor and scenes), nor its `BlendMode` and
// `ImagePaint` (SwiftUI's `BlendMode` is the view layer's, drawing code says
// `GraphicsContext.BlendMode`, and SwiftUI's `ImagePaint` is a shape style). Code that drives
// the rasterizer itself (`RasterContext`, `FillCommand`, `GaussianBlur`, …) imports
// LimnerRaster. Tests/PublicNames/Limner.txt lists every public name `import Limner` brings;
// scripts/public-names (run by `make test`) fails on a new one.

@_exported import struct LimnerRaster.ColorMatrix
@_exported import struct LimnerRaster.Pixmap
@_exported import enum LimnerRaster.PixmapError
@_exported import struct LimnerRaster.RGBAColor
