// LimnerGeometry: the geometry layer of Limner. It knows nothing of pixels, text or views.
//
// Contents
// 1. Value types that Core Graphics and SwiftUI provide on Apple platforms and Foundation
//    lacks on Linux: `CGAffineTransform` (+ `applying` on points, sizes and rects), `Angle`,
//    `UnitPoint`, `EdgeInsets`.
// 2. `Path` (`Path/`): SwiftUI's path value, one file per concern: storage and the basic
//    builders (`Path.swift`), rectangles, ellipses, rounded rectangles with circular and
//    continuous corners (`RoundedCornerStyle`), circular and tangent arcs, SVG elliptical
//    arcs, tight and control-point bounds, hit testing by winding number, SVG path data in
//    (`Path(_ svgPathData:)`, throwing `SVGPathError`) and out (`description`). Element
//    sequences follow Core Graphics' documented ones.
// 2a. `CGPath` / `CGMutablePath` / `CGPathFillRule` (`Path/CGPath.swift`), only where Core
//    Graphics is absent: thin classes over a `Path` value.
// 3. Flattening (`Path/Path+Flattening.swift`): curves to device-space polylines with a
//    tolerance in device pixels, streamed into a `PathFlatteningSink` so the rasterizer's
//    edge builder receives points without an intermediate buffer.
// 4. Strokes (`Stroke/`, `Path/Path+Stroke.swift`, `Path/Path+Trim.swift`): `StrokeStyle`,
//    `CGLineCap`/`CGLineJoin` (where Core Graphics is absent), the stroker (`PathStroker`:
//    path → outline to fill non-zero, curves offset as cubics within a tolerance), dashes
//    (`PathDasher`), arc length (`PathMeasure`, shared by dashes and `trimmedPath(from:to:)`),
//    and `strokeOutline(style:transform:deviceTolerance:)` for drawing, hairlines included.
//
// Invariants
// - Path storage is two parallel arrays (verbs, points); a value type with copy-on-write
//   through the arrays. Every subpath begins with a move.
// - Non-finite coordinates are kept as given; consumers decide (the flattener drops a
//   subpath that contains a non-finite point, so a NaN never reaches the rasterizer).
//   A path parsed from SVG data is always finite (the parser throws otherwise).
// - Builders are total: degenerate input (negative radii, null rects, NaN angles) has a
//   documented result and never traps. Element counts stay bounded by the input (arcs are
//   at most one turn, at most four cubics).
// - Fuzzed: `Fuzz/` holds libFuzzer targets (`scripts/fuzz`); each crash found becomes a
//   test in `Tests/LimnerGeometryTests/RegressionTests.swift`.

@_exported import Foundation
// The timing curves and springs (`CubicTimingCurve`, `DampedOscillator`) moved to LimnerMotion,
// with the virtual clock; they stay reachable through this module.
@_exported import LimnerMotion
