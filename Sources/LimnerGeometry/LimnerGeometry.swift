// LimnerGeometry: the geometry layer of Limner. It knows nothing of pixels, text or views.
//
// Contents
// 1. Value types that Core Graphics and SwiftUI provide on Apple platforms and Foundation
//    lacks on Linux: `CGAffineTransform` (+ `applying` on points, sizes and rects), `Angle`,
//    `UnitPoint`, `EdgeInsets`.
// 2. `Path`: SwiftUI's path value with every builder, SVG path data in and out, bounds,
//    hit testing and transforms (`Path/`).
// 3. Flattening (`Path/Path+Flattening.swift`): curves to device-space polylines with a
//    tolerance in device pixels, streamed into a `PathFlatteningSink` so the rasterizer's
//    edge builder receives points without an intermediate buffer.
//
// Invariants
// - Path storage is two parallel arrays (verbs, points); a value type with copy-on-write
//   through the arrays. Every subpath begins with a move.
// - Non-finite coordinates are kept as given; consumers decide (the flattener drops a
//   subpath that contains a non-finite point, so a NaN never reaches the rasterizer).

@_exported import Foundation
