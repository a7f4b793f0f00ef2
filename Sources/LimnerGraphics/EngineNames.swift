// The rasterizer's public names that `import LimnerGraphics` (and so `import Limner`) makes
// visible: pixels, colours, gradient stops, masks and the engine a scene file or a benchmark
// drives directly.
//
// LimnerRaster is re-exported name by name instead of as a whole so that its names which
// SwiftUI also defines stay inside the engine: `LimnerRaster.BlendMode` (SwiftUI's
// `BlendMode` is the view layer's, and drawing code says `GraphicsContext.BlendMode`) and
// `LimnerRaster.ImagePaint` (SwiftUI's is a shape style). Code that drives the rasterizer
// itself imports LimnerRaster.

@_exported import struct LimnerRaster.AlphaMask
@_exported import protocol LimnerRaster.BlenderVisitor
@_exported import enum LimnerRaster.Blenders
@_exported import struct LimnerRaster.ClipMask
@_exported import enum LimnerRaster.ColorFilters
@_exported import struct LimnerRaster.ColorMatrix
@_exported import enum LimnerRaster.Compositor
@_exported import struct LimnerRaster.CoverageMask
@_exported import struct LimnerRaster.FillCommand
@_exported import enum LimnerRaster.FillRule
@_exported import protocol LimnerRaster.FourPixelPlaneBlender
@_exported import enum LimnerRaster.GaussianBlur
@_exported import struct LimnerRaster.GradientStop
@_exported import struct LimnerRaster.ImageSampler
@_exported import enum LimnerRaster.ImageSampling
@_exported import enum LimnerRaster.ImageTiling
@_exported import protocol LimnerRaster.LaneBlender
@_exported import struct LimnerRaster.LayerStack
@_exported import enum LimnerRaster.LayerStackError
@_exported import struct LimnerRaster.MaskPlacement
@_exported import class LimnerRaster.MaskRasterizer
@_exported import protocol LimnerRaster.NonSeparablePlaneBlender
@_exported import enum LimnerRaster.Paint
@_exported import protocol LimnerRaster.PixelBlender
@_exported import struct LimnerRaster.PixelRect
@_exported import struct LimnerRaster.Pixmap
@_exported import enum LimnerRaster.PixmapError
@_exported import enum LimnerRaster.PremultipliedPixel
@_exported import struct LimnerRaster.RGBAColor
@_exported import class LimnerRaster.RasterContext
@_exported import enum LimnerRaster.ReferenceCompositor
@_exported import enum LimnerRaster.ReferenceScene
@_exported import protocol LimnerRaster.SeparablePlaneBlender
@_exported import enum LimnerRaster.Shadow
@_exported import struct LimnerRaster.ShadowOptions
@_exported import struct LimnerRaster.SpanKernel
@_exported import enum LimnerRaster.SpanLoops
@_exported import enum LimnerRaster.SpreadMode
