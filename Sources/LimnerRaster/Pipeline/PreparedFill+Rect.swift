import LimnerGeometry

// The rectangle fast path: a path that is one axis-aligned rectangle under a transform that
// keeps it axis-aligned (no rotation or skew) needs no flattening, edges or accumulation; it is
// painted by `DeviceRect.spans` (DeviceRectSpans.swift).
extension PreparedFill {
    /// The device rectangle `path` fills under `t` (clipped to a `width`×`height` canvas), or
    /// nil when the path is not a single axis-aligned rectangle there: move, three or four
    /// lines (the fourth back to the start), and an optional close.
    static func deviceRect(_ path: Path, _ t: CGAffineTransform, width: Int, height: Int) -> DeviceRect? {
        withUnsafePointer(to: FillCommand(path: path, transform: t, paint: .solid(.clear))) {
            deviceRect($0, width: width, height: height)
        }
    }

    /// `deviceRect(_:_:width:height:)` of the path and transform of the command at `command`,
    /// read where it lies (`prepare`'s way: passing the path on retained and released its
    /// storage around the call, for every fill).
    static func deviceRect(_ command: UnsafePointer<FillCommand>, width: Int, height: Int) -> DeviceRect? {
        let t = command.pointee.transform
        guard t.b == 0, t.c == 0 else { return nil }
        // Element by element through the pointer (local copies of the arrays were retained).
        var n = command.pointee.path.verbs.count
        if n > 0 && command.pointee.path.verbs[n - 1] == .close { n -= 1 }
        guard n == 4 || n == 5, command.pointee.path.verbs[0] == .move else { return nil }
        for i in 1..<n where command.pointee.path.verbs[i] != .line { return nil }
        let p0 = command.pointee.path.points[0], p1 = command.pointee.path.points[1]
        let p2 = command.pointee.path.points[2], p3 = command.pointee.path.points[3]
        if n == 5 && command.pointee.path.points[4] != p0 { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
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
              let r = PreparedFill.deviceRect(command.path, command.transform, width: width, height: height)
        else { return false }
        return r.x0 == 0 && r.y0 == 0 && r.x1 == Double(width) && r.y1 == Double(height)
    }
}
