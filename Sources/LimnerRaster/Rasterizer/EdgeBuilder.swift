import LimnerGeometry

/// A flattening sink that clips device-space polylines to the canvas and records the
/// surviving line segments (as `Float` x0, y0, x1, y1) for the coverage accumulator.
///
/// Clipping happens in `Double`, before anything is narrowed, so that huge (1e30) or
/// pathological coordinates never reach fixed-size arithmetic:
/// - horizontal segments carry no winding and are dropped;
/// - segments entirely above or below the canvas are dropped, others are cut at y = 0 and
///   y = height;
/// - the part of a segment left of x = 0 becomes a vertical segment at x = 0 (so its winding
///   still counts for every pixel to its right);
/// - the part right of x = width is dropped (it can only affect cells past the last pixel);
/// - any segment whose clipped coordinates are not finite is dropped.
///
/// After clipping every stored coordinate lies in 0…width × 0…height.
struct EdgeBuilder: PathFlatteningSink {
    /// Output: segments in the direction the path runs (the list outlives the builder).
    /// The builder appends straight into the list's buffers, keeping the count and band
    /// bounds in registers; `EdgeList.build` takes them over at the end.
    let list: Unmanaged<EdgeList>
    private var segments: UnsafeMutablePointer<Float>
    private var bands: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private(set) var count = 0
    private(set) var minBand = Int.max, maxBand = -1
    /// Bounds of the appended segments: x range and rows `rowStart ..< rowEnd`.
    private(set) var minX = Float.infinity, maxX = -Float.infinity
    private(set) var rowStart = Int.max, rowEnd = Int.min
    let width: Double
    let height: Double
    private var startX = 0.0, startY = 0.0
    private var lastX = 0.0, lastY = 0.0
    private var open = false
    /// Whether the path's segments can cross or overlap one another (`EdgeList.mayCross`):
    /// false only while the lines seen so far form one contour that turns one way throughout
    /// and changes between falling and rising at most twice (a convex polygon). Tested on the
    /// path's own lines, before clipping: clipping a convex polygon to the canvas leaves one.
    private(set) var mayCross = false
    /// The shape test's state: contours begun, the first and the last direction of this
    /// contour (zero before its first line), the sign its turns have taken (0 before the
    /// first), the sign of its first and its last non-zero dy, and its dy sign changes.
    private var contours = 0
    private var firstDX = 0.0, firstDY = 0.0, lastDX = 0.0, lastDY = 0.0
    private var turnSign = 0.0, firstRise = 0.0, lastRise = 0.0
    private var riseChanges = 0
    /// The chain the next segment belongs to (`EdgeList.segmentBands`): a new one at each
    /// contour and each turnaround; the contour's first chain, and the segment where the
    /// current chain began, so that a last chain running on into the first joins it.
    private var chain: Int32 = 0
    private var contourFirstChain: Int32 = 0
    private var chainStart = 0
    /// Whether the list keeps what `CrossingRows` reads besides the segments (turnarounds and
    /// horizontal lines): only when it resolves crossings.
    private let notesCrossings: Bool

    init(width: Int, height: Int, list: EdgeList) {
        self.width = Double(width)
        self.height = Double(height)
        self.list = Unmanaged.passUnretained(list)
        notesCrossings = list.resolvesCrossings
        (segments, bands, capacity) = list.storage
    }

    mutating func moveTo(x: Double, y: Double) {
        finishSubpath()
        startX = x; startY = y; lastX = x; lastY = y
        open = true
        firstDX = 0; firstDY = 0; lastDX = 0; lastDY = 0
        turnSign = 0; firstRise = 0; lastRise = 0; riseChanges = 0
        chain &+= 1; contourFirstChain = chain; chainStart = count
    }

    /// Follows the shape test (`mayCross`) and the turnarounds along a line of direction
    /// (dx, dy) starting at height `y`.
    @inline(__always)
    private mutating func turn(_ dx: Double, _ dy: Double, from y: Double) {
        if dy != 0 {
            let rise: Double = dy > 0 ? 1 : -1
            if lastRise == 0 {
                firstRise = rise
            } else if rise != lastRise {
                // Horizontal lines in between keep the height: the contour turns around at y.
                turnaround(at: y)
                chain &+= 1; chainStart = count
            }
            lastRise = rise
        }
        guard !mayCross, dx != 0 || dy != 0 else { return }
        if lastDX == 0 && lastDY == 0 {
            // The contour's first line (a second contour cannot be convex with the first).
            contours &+= 1
            if contours > 1 { mayCross = true }
            firstDX = dx; firstDY = dy
        } else {
            bend(to: dx, dy)
        }
        lastDX = dx; lastDY = dy
    }

    /// The convexity test at a vertex: the turn from the last direction into (dx, dy).
    @inline(__always)
    private mutating func bend(to dx: Double, _ dy: Double) {
        let cross = lastDX * dy - lastDY * dx
        // Directions within about 1e-9 radians of each other count as one line.
        let scale = (abs(lastDX) + abs(lastDY)) * (abs(dx) + abs(dy)) * 1e-9
        if cross > scale || cross < -scale {
            let sign: Double = cross > 0 ? 1 : -1
            if turnSign == 0 { turnSign = sign } else if turnSign != sign { mayCross = true }
        } else if lastDX * dx + lastDY * dy < 0 {
            mayCross = true  // it turns back on itself
        }
    }

    /// Notes that the contour changes between falling and rising at height `y`: a third change
    /// makes it not convex, and two in one pixel row can stack windings there
    /// (`EdgeList.stackedRows`).
    private mutating func turnaround(at y: Double) {
        riseChanges &+= 1
        if riseChanges > 2 { mayCross = true }
        guard notesCrossings else { return }
        // On a row boundary, or off the canvas, it changes no row's coverage inside a pixel.
        guard y > 0 && y < height else { return }
        let row = Int(y)
        guard Double(row) != y else { return }
        list._withUnsafeGuaranteedRef { $0.noteTurnaround(row: row) }
    }

    /// Inlined into the flattener's loops, so that a segment wholly inside the canvas (almost
    /// every one) is appended with the builder's state in registers; the rest take the
    /// clipping path out of line.
    @inline(__always)
    mutating func lineTo(x: Double, y: Double) {
        let x0 = lastX, y0 = lastY
        lastX = x; lastY = y
        turn(x - x0, y - y0, from: y0)
        // What `addLine` does for such a segment, without its cases: inside both ways, not
        // horizontal, and not lying on the right edge (which `addLine` drops). False for NaN.
        if y0 != y && y0 >= 0 && y >= 0 && y0 <= height && y <= height
            && x0 >= 0 && x >= 0 && x0 <= width && x <= width && (x0 < width || x < width) {
            emit(x0, y0, x, y)
        } else {
            clipLine(x0, y0, x, y)
        }
    }

    /// `addLine`, kept out of line for `lineTo`'s uncommon case.
    @inline(never)
    private mutating func clipLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        addLine(x0, y0, x1, y1)
    }

    mutating func closeSubpath() {
        finishSubpath()
    }

    /// Closes the current subpath implicitly (fills always close).
    mutating func finishSubpath() {
        if open {
            turn(startX - lastX, startY - lastY, from: lastY)
            addLine(lastX, lastY, startX, startY)
            lastX = startX; lastY = startY
            open = false
            // Around the start point: the turn from the last line into the first, and a
            // turnaround there when they run opposite ways in y.
            if firstRise != 0 && lastRise != firstRise {
                turnaround(at: startY)
            } else if chain != contourFirstChain {
                // The last chain runs on through the start point into the first.
                var i = chainStart
                while i < count { bands[3 &* i &+ 2] = contourFirstChain; i &+= 1 }
            }
            if !mayCross && (firstDX != 0 || firstDY != 0) { bend(to: firstDX, firstDY) }
        }
    }

    /// Clips one segment to the canvas and records what survives.
    @inline(__always)
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        // Also rejects NaN: every comparison below is false for NaN.
        guard y0 != y1 else {
            // No winding, but edges crossing it stack windings (`EdgeList.horizontals`).
            if notesCrossings && y0 >= 0 && y0 <= height {
                let lo = max(min(x0, x1), 0), hi = min(max(x0, x1), width)
                if hi > lo { list._withUnsafeGuaranteedRef { $0.noteHorizontal(y: y0, from: lo, to: hi) } }
            }
            return
        }
        let yLo = y0 < y1 ? y0 : y1, yHi = y0 < y1 ? y1 : y0
        guard yHi > 0, yLo < height else { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        if yLo < 0 || yHi > height {
            let dxdy = (x1 - x0) / (y1 - y0)
            if ay < 0 { ax = x0 + (0 - y0) * dxdy; ay = 0 } else if ay > height { ax = x0 + (height - y0) * dxdy; ay = height }
            if by < 0 { bx = x0 + (0 - y0) * dxdy; by = 0 } else if by > height { bx = x0 + (height - y0) * dxdy; by = height }
        }
        guard ax.isFinite, bx.isFinite, ay != by else { return }
        if ax >= width && bx >= width { return }
        if ax <= 0 && bx <= 0 { emit(0, ay, 0, by); return }
        if ax >= 0 && bx >= 0 && ax <= width && bx <= width { emit(ax, ay, bx, by); return }
        // The segment crosses x = 0 and/or x = width: cut it there.
        let dydx = (by - ay) / (bx - ax)
        var cutY = (0.0, 0.0), cuts = 0
        var cutX = (0.0, 0.0)
        if (ax < 0) != (bx < 0) {
            cutX.0 = 0; cutY.0 = ay + (0 - ax) * dydx
            cuts = 1
        }
        if (ax < width) != (bx < width) {
            let y = ay + (width - ax) * dydx
            if cuts == 0 { cutX.0 = width; cutY.0 = y } else { cutX.1 = width; cutY.1 = y }
            cuts += 1
        }
        // Order the cuts along the segment (from a to b).
        if cuts == 2, (cutY.0 - ay).magnitude > (cutY.1 - ay).magnitude {
            swap(&cutX.0, &cutX.1); swap(&cutY.0, &cutY.1)
        }
        var px = ax, py = ay
        for k in 0...cuts {
            let qx: Double, qy: Double
            if k == cuts { qx = bx; qy = by } else if k == 0 { qx = cutX.0; qy = cutY.0 } else { qx = cutX.1; qy = cutY.1 }
            piece(px, py, qx, qy)
            px = qx; py = qy
        }
    }

    /// One piece of a cut segment: entirely left of, inside, or right of the canvas.
    @inline(__always)
    private mutating func piece(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0.isFinite, y1.isFinite else { return }
        let mid = 0.5 * x0 + 0.5 * x1
        if mid > width { return }
        if mid < 0 { emit(0, y0, 0, y1); return }
        emit(min(max(x0, 0), width), y0, min(max(x1, 0), width), y1)
    }

    @inline(__always)
    private mutating func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let fy0 = Float(min(max(y0, 0), height)), fy1 = Float(min(max(y1, 0), height))
        guard fy0 != fy1 else {
            // Horizontal once narrowed: kept as a horizontal line, as `addLine` keeps those.
            let lo = min(x0, x1), hi = max(x0, x1)
            if notesCrossings && hi > lo { list._withUnsafeGuaranteedRef { $0.noteHorizontal(y: Double(fy0), from: lo, to: hi) } }
            return
        }
        append(Float(x0), fy0, Float(x1), fy1)
    }

    /// Appends a clipped segment (0 ≤ y ≤ height, y0 ≠ y1) and its band range.
    @inline(__always)
    private mutating func append(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        if count == capacity {
            let n = count
            (segments, bands, capacity) = list._withUnsafeGuaranteedRef { $0.grow(keeping: n) }
        }
        let p = segments + count &* 4
        p[0] = x0; p[1] = y0; p[2] = x1; p[3] = y1
        // Rows [floor(lo), ceil(hi)); lo ≥ 0, so truncation is floor.
        let lo = y0 < y1 ? y0 : y1, hi = y0 < y1 ? y1 : y0
        let r0 = Int(lo)
        var r1 = Int(hi)
        if Float(r1) < hi { r1 &+= 1 }
        let b0 = r0 >> RasterBands.shift, b1 = (r1 &- 1) >> RasterBands.shift
        let bp = bands + count &* 3
        bp[0] = Int32(truncatingIfNeeded: b0); bp[1] = Int32(truncatingIfNeeded: b1); bp[2] = chain
        if b0 < minBand { minBand = b0 }
        if b1 > maxBand { maxBand = b1 }
        if r0 < rowStart { rowStart = r0 }
        if r1 > rowEnd { rowEnd = r1 }
        minX = min(minX, min(x0, x1))
        maxX = max(maxX, max(x0, x1))
        count &+= 1
    }
}
