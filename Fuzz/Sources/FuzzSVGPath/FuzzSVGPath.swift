// libFuzzer entry point for `Path(_ svgPathData:)`.
//
// Any input must either throw `SVGPathError` or give a path that:
// 1. has only finite coordinates,
// 2. survives a round trip through `description` unchanged,
// 3. has bounds with a finite origin, no NaN, inside the control-point hull,
// 4. flattens to finite points within the control-point bounds (plus the tolerance).
// A violated property traps, which libFuzzer reports as a crash.
import LimnerGeometry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let path: Path
    do {
        path = try Path(text)
    } catch {
        return 0
    }
    for p in path.points {
        precondition(p.x.isFinite && p.y.isFinite, "parsed a non-finite point")
    }
    let again: Path
    do {
        again = try Path(path.description)
    } catch {
        preconditionFailure("description does not parse: \(error)")
    }
    precondition(again == path, "round trip changed the path")
    guard let hull = path.controlPointBounds else {
        precondition(path.isEmpty)
        return 0
    }
    let tight = path.boundingRect
    // A path spanning more than Double's range has an infinite width or height (the
    // origin stays finite); nothing may be NaN.
    precondition(tight.origin.x.isFinite && tight.origin.y.isFinite && tight.width >= 0 && tight.height >= 0,
                 "non-finite or NaN bounds")
    // Rounding slack: an absolute part for the flattening tolerance, a relative part for
    // arithmetic on large coordinates.
    let slack = 1 + 1e-9 * Swift.max(hull.width, hull.height, hull.minX.magnitude, hull.minY.magnitude,
                                     hull.maxX.magnitude, hull.maxY.magnitude)
    precondition(tight.minX >= hull.minX - slack && tight.maxX <= hull.maxX + slack
                 && tight.minY >= hull.minY - slack && tight.maxY <= hull.maxY + slack || !slack.isFinite,
                 "tight bounds outside the control hull")
    var recorder = BoundsSink()
    path.flatten(tolerance: 0.25, into: &recorder)
    precondition(recorder.count == 0 || (recorder.minX >= hull.minX - slack && recorder.maxX <= hull.maxX + slack
                 && recorder.minY >= hull.minY - slack && recorder.maxY <= hull.maxY + slack)
                 || !slack.isFinite, "flattened points outside the control hull")
    _ = path.contains(CGPoint(x: hull.midX, y: hull.midY))
    return 0
}

/// Tracks the extent of flattened points and traps on a non-finite one.
struct BoundsSink: PathFlatteningSink {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var count = 0
    mutating func add(_ x: Double, _ y: Double) {
        precondition(x.isFinite && y.isFinite, "flattener emitted a non-finite point")
        minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
        minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        count += 1
    }
    mutating func moveTo(x: Double, y: Double) { add(x, y) }
    mutating func lineTo(x: Double, y: Double) { add(x, y) }
    mutating func closeSubpath() {}
}
