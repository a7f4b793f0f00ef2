@_exported import LimnerGeometry
@_exported import LimnerRaster
@_exported import LimnerText
@_exported import LimnerMedia
@_exported import LimnerGraphics
