import LimnerGeometry

// The rectangle fast path: a path that is one axis-aligned rectangle under a transform that
// keeps it axis-aligned (no rotation or skew) needs no flattening, edges or accumulation; it is
// painted by `DeviceRect.spans` (DeviceRectSpans.swift).
extension PreparedFill {
    /// The device rectangle `path` fills under `t` (clipped to a `width`×`height` canvas), or
    /// nil when the path is not a single axis-aligned rectangle there: move, three or four
    /// lines (the fourth back to the start), and an optional close. A second such rectangle
    /// inside the first (or the first inside the second) is the rectangle's hole, when the fill
    /// rule makes it one: even-odd, or non-zero with the two drawn in opposite directions (a
    /// rectangle's stroke, `Path.strokeRing`). Other pairs are nil. A ring's pixels get the
    /// exact area between the two, under either rule; the edge path gets that under the
    /// non-zero rule, but under the even-odd rule applies the rule to a pixel's summed area,
    /// which over-covers a pixel both rectangles' edges cross.
    static func deviceRect(_ path: Path, _ t: CGAffineTransform, fillRule: FillRule = .nonZero,
                           width: Int, height: Int) -> DeviceRect? {
        withUnsafePointer(to: FillCommand(path: path, transform: t, paint: .solid(.clear), fillRule: fillRule)) {
            deviceRect($0, width: width, height: height)
        }
    }

    /// `deviceRect(_:_:fillRule:width:height:)` of the command at `command`, read where it
    /// lies (`prepare`'s way: passing the path on retained and released its storage around
    /// the call, for every fill).
    static func deviceRect(_ command: UnsafePointer<FillCommand>, width: Int, height: Int) -> DeviceRect? {
        let t = command.pointee.transform
        guard t.b == 0, t.c == 0 else { return nil }
        let verbCount = command.pointee.path.verbs.count
        guard let a = UserRect(command, verb: 0, point: 0) else { return nil }
        if a.endVerb == verbCount { return a.device(t, width: width, height: height) }
        guard let b = UserRect(command, verb: a.endVerb, point: a.endPoint), b.endVerb == verbCount,
              command.pointee.fillRule == .evenOdd || a.turn * b.turn <= 0,
              var r = a.device(t, width: width, height: height),
              let h = b.device(t, width: width, height: height) else { return nil }
        // Which of the two holds the other, before clipping (clipping keeps it so).
        let (ax0, ax1) = a.span(t.a, t.tx, a.p0.x, a.p2.x), (bx0, bx1) = b.span(t.a, t.tx, b.p0.x, b.p2.x)
        let (ay0, ay1) = a.span(t.d, t.ty, a.p0.y, a.p2.y), (by0, by1) = b.span(t.d, t.ty, b.p0.y, b.p2.y)
        var hole = h
        if ax0 <= bx0 && bx1 <= ax1 && ay0 <= by0 && by1 <= ay1 {
            // a holds b
        } else if bx0 <= ax0 && ax1 <= bx1 && by0 <= ay0 && ay1 <= by1 {
            hole = r
            r = h
        } else {
            return nil
        }
        (r.holeX0, r.holeY0, r.holeX1, r.holeY1) = (hole.x0, hole.y0, hole.x1, hole.y1)
        return r
    }
}

/// One axis-aligned rectangle subpath of a command's path, read in place: a move, three or
/// four lines (the fourth back to the start), and an optional close, starting at verb `verb`
/// and point `point`.
private struct UserRect {
    /// Opposite corners.
    let p0: CGPoint, p2: CGPoint
    /// The cross product of the first two sides: its sign is the direction it is drawn in.
    let turn: Double
    /// The verb and point after it.
    let endVerb: Int, endPoint: Int

    @inline(__always)
    init?(_ command: UnsafePointer<FillCommand>, verb v: Int, point q: Int) {
        // Element by element through the pointer (local copies of the arrays were retained).
        let verbCount = command.pointee.path.verbs.count
        guard v < verbCount, command.pointee.path.verbs[v] == .move else { return nil }
        var lines = 0
        while v + 1 + lines < verbCount && command.pointee.path.verbs[v + 1 + lines] == .line { lines += 1 }
        guard lines == 3 || lines == 4, q + lines < command.pointee.path.points.count else { return nil }
        let p0 = command.pointee.path.points[q], p1 = command.pointee.path.points[q + 1]
        let p2 = command.pointee.path.points[q + 2], p3 = command.pointee.path.points[q + 3]
        if lines == 4 && command.pointee.path.points[q + 4] != p0 { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        var end = v + 1 + lines
        if end < verbCount && command.pointee.path.verbs[end] == .close { end += 1 }
        self.p0 = p0
        self.p2 = p2
        turn = (p1.x - p0.x) * (p2.y - p1.y) - (p1.y - p0.y) * (p2.x - p1.x)
        endVerb = end
        endPoint = q + lines + 1
    }

    /// Device coordinates `scale·u + offset` of `u` and `v`, in order.
    @inline(__always)
    func span(_ scale: Double, _ offset: Double, _ u: Double, _ v: Double) -> (Double, Double) {
        let a = scale * u + offset, b = scale * v + offset
        return (min(a, b), max(a, b))
    }

    /// This rectangle in device pixels under `t` (no rotation or skew), clipped to the canvas;
    /// nil when a corner is not finite there.
    @inline(__always)
    func device(_ t: CGAffineTransform, width: Int, height: Int) -> DeviceRect? {
        let ax = t.a * p0.x + t.tx, bx = t.a * p2.x + t.tx
        let ay = t.d * p0.y + t.ty, by = t.d * p2.y + t.ty
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return nil }
        return DeviceRect(x0: max(min(ax, bx), 0), y0: max(min(ay, by), 0),
                          x1: min(max(ax, bx), Double(width)), y1: min(max(ay, by), Double(height)))
    }
}

extension RasterContext {
    /// Whether filling `command` into this context sets every pixel to one opaque colour,
    /// whatever the pixels were before: a solid paint opaque after the command's opacity,
    /// the normal blend mode, no clip, antialiased, and a path that is one axis-aligned
    /// rectangle covering the whole canvas under the command's transform (the rectangle path
    /// then gives every pixel full coverage, and an opaque source at full coverage is stored
    /// as it is). A caller about to clear the canvas and then draw such a command can skip the
    /// clear: the pixels come out the same (`CanvasRenderer` does, for a canvas whose first
    /// drawing is its background).
    public func overwritesEveryPixel(_ command: FillCommand) -> Bool {
        guard clip == nil, command.antialiased, command.blendMode == .normal,
              case .solid(let c) = command.paint else { return false }
        // As `PreparedFill.prepare` and `resolve` compute the colour.
        let opacity: Float = command.opacity > 0 ? min(command.opacity, 1) : 0
        let color = PremultipliedPixel.from(red: c.red, green: c.green, blue: c.blue,
                                            alpha: (c.alpha > 0 ? min(c.alpha, 1) : 0) * opacity)
        let width = pixmap.width, height = pixmap.height
        guard color >> 24 == 255, width > 0, height > 0,
              let r = PreparedFill.deviceRect(command.path, command.transform, fillRule: command.fillRule,
                                              width: width, height: height),
              !r.hasHole
        else { return false }
        return r.x0 == 0 && r.y0 == 0 && r.x1 == Double(width) && r.y1 == Double(height)
    }
}
