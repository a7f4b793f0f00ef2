@_exported import LimnerGeometry
@_exported import LimnerRaster
@_exported import LimnerMedia
