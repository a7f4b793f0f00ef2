@_exported import LimnerRaster
