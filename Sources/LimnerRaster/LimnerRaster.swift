@_exported import LimnerGeometry
