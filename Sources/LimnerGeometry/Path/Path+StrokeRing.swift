import Foundation

// Stroke rings: the solid stroke of a rectangle with miter joins, a circle, a capsule or a
// rounded rectangle with circular corners, without the general stroker.
//
// The stroke of a closed convex curve with pen radius ρ (half the line width) is the set of
// points within ρ of the curve: the shape grown by ρ minus the interior of the shape shrunk
// by ρ (Skia draws such strokes the same way, as the difference of two rounded
// rectangles). For these shapes both are shapes of the same kind:
//
// - grown: the rectangle outset by ρ, corner radius r + ρ (a circle: radius R + ρ; a
//   rectangle's miter joins keep its corners sharp, as they do when the miter limit allows
//   the square corner's miter, √2 times the width);
// - shrunk: the rectangle inset by ρ, corner radius r − ρ; empty when the shorter side is
//   at most 2ρ (then the stroke covers the whole grown shape). When r ≤ ρ the shrunk shape
//   has sharp corners, where strokers (Skia's among them) leave the exact region: such
//   strokes are left to the stroker, so a ring is drawn only where its corners are round.
//
// The ring is the grown shape and the shrunk one reversed, one path to fill with the
// nonzero rule, as the stroker's outline is; both are built with circular corners (a
// capsule's continuous corners are circular at its radius, drawn with more curves). Joins,
// caps and the miter limit do not enter: the curves are smooth (tangent-continuous) and
// closed. The arcs are cubic approximations in both ways (of the exact offset here,
// offsets of the approximated arc in the stroker),
// within 3·10⁻⁴ of the radius of each other.
//
// A path is recognised by its element sequence and then rebuilt from the rectangle and the
// radius the points give; it is a ring's source only when the rebuilt path has the same
// points (to 1e-9 of its size), so a path merely resembling a shape keeps the stroker.
// Recognised: `addRect` (any closed path of four axis-aligned sides, drawn either way),
// `addEllipse` of a square, `addRoundedRect` with circular corners of equal
// radii, and `addRoundedRect` with continuous corners at a capsule's radius (half the
// shorter side, where its corners are circular). Dashed strokes are not rings.
//
// A rectangle's ring is two rectangles: the rasterizer paints it without edges, as it paints
// a filled rectangle (`DeviceRect`), when the transform keeps it axis-aligned. It is also
// exact at the inner corners, where the polygon stroker's outline (`polygonStrokeOutline`)
// turns through the corner at its start point and over-covers that pixel.

extension Path {
    /// The outline of this path's solid stroke with `style`, built as the difference of the
    /// shape grown and shrunk by half the line width, when the path is a rectangle stroked
    /// with miter joins (and a miter limit of at least √2), a circle, a capsule or a rounded
    /// rectangle with circular corners (see the file comment); nil otherwise, and for dashed
    /// styles or widths that are not finite and positive. Fill it with the nonzero rule, as
    /// `strokedPath(_:)`.
    public func strokeRing(_ style: StrokeStyle) -> Path? {
        let w = Double(style.lineWidth)
        guard w.isFinite, w > 0, style.dash.isEmpty else { return nil }
        let rho = CGFloat(w / 2)
        if let rect = strokedRectangle {
            // The stroker's test for keeping a square corner's miter (cos²(45°)·limit² ≥ 1).
            let limit = style.miterLimit.isNaN ? 10 : Double(style.miterLimit)
            guard style.lineJoin == .miter, 0.5 * limit * limit >= 1 else { return nil }
            return Path(rectangleRing: rect, halfWidth: rho)
        }
        guard let shape = RingShape(self) else { return nil }
        // A corner no larger than the pen leaves a sharp corner in the hole, where strokers
        // (Skia's too) do not follow the exact region; such strokes keep the stroker.
        if case let .roundedRect(radius, _) = shape.kind, radius <= rho, min(shape.rect.width, shape.rect.height) > 2 * rho {
            return nil
        }
        var ring = shape.grown(by: rho)
        if let inner = shape.shrunk(by: rho) { ring.appendReversedClosedSubpath(of: inner) }
        return ring
    }

    /// The ring of a rectangle's mitred stroke, built in one allocation (a stroke of thousands
    /// of small rectangles builds one a call): `rect` (standardized) grown by `rho`, as
    /// `addRect` draws it, then `rect` shrunk by `rho` drawn the other way round, unless
    /// nothing of it is left. The corners are those of `insetBy(dx:dy:)` by ∓`rho`.
    private init(rectangleRing rect: CGRect, halfWidth rho: CGFloat) {
        let x0 = rect.minX - rho, y0 = rect.minY - rho
        let x1 = x0 + (rect.width + 2 * rho), y1 = y0 + (rect.height + 2 * rho)
        guard min(rect.width, rect.height) > 2 * rho else {
            verbs = Self.rectangleVerbs
            points = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
            subpathStart = 0
            return
        }
        let u0 = rect.minX + rho, v0 = rect.minY + rho
        let u1 = u0 + (rect.width - 2 * rho), v1 = v0 + (rect.height - 2 * rho)
        verbs = Self.rectangleRingVerbs
        points = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1),
                  CGPoint(x: u0, y: v0), CGPoint(x: u0, y: v1), CGPoint(x: u1, y: v1), CGPoint(x: u1, y: v0)]
        subpathStart = 4
    }

    /// `addRect`'s elements, shared by every ring (an array literal would allocate a call).
    private static let rectangleVerbs: [Verb] = [.move, .line, .line, .line, .close]
    /// Two rectangles' elements.
    private static let rectangleRingVerbs: [Verb] = rectangleVerbs + rectangleVerbs

    /// Appends `path`'s single closed subpath (a move, then lines and cubics, then a close)
    /// traversed backwards.
    fileprivate mutating func appendReversedClosedSubpath(of path: Path) {
        let verbs = path.verbs, points = path.points
        guard verbs.first == .move, verbs.last == .close, let end = points.last else { return }
        let start = points[0]
        move(to: start)
        if end != start { addLine(to: end) }
        var p = points.count - 1
        for v in verbs[1..<(verbs.count - 1)].reversed() {
            switch v {
            case .line:
                p -= 1
                addLine(to: points[p])
            case .cubic:
                addCurve(to: points[p - 3], control1: points[p - 1], control2: points[p - 2])
                p -= 3
            case .quad:
                addQuadCurve(to: points[p - 2], control: points[p - 1])
                p -= 2
            case .move, .close:
                return
            }
        }
        closeSubpath()
    }
}

extension Path {
    /// The rectangle this path is: `addRect`'s elements (a move, three lines, a close), or the
    /// same with the fourth side drawn as a line, over four axis-aligned sides longer than
    /// zero; nil for any other path. Read in place, element by element.
    fileprivate var strokedRectangle: CGRect? {
        guard verbs.count == 5 || verbs.count == 6 else { return nil }
        let sequence = verbs.withUnsafeBufferPointer { v -> Bool in
            guard v[0] == .move, v[1] == .line, v[2] == .line, v[3] == .line, v[v.count - 1] == .close else { return false }
            return v.count == 5 || v[4] == .line
        }
        guard sequence, points.count == verbs.count - 1 else { return nil }
        let p0 = points[0], p1 = points[1], p2 = points[2], p3 = points[3]
        // The fifth point, when there is one, is back at the first.
        guard points.count == 4 || points[4] == p0 else { return nil }
        guard p0.x.isFinite, p0.y.isFinite, p2.x.isFinite, p2.y.isFinite else { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst, p0.x != p2.x, p0.y != p2.y else { return nil }
        return CGRect(x: min(p0.x, p2.x), y: min(p0.y, p2.y), width: abs(p2.x - p0.x), height: abs(p2.y - p0.y))
    }
}

/// A path recognised as a circle, a capsule or a rounded rectangle with circular corners.
private struct RingShape {
    enum Kind {
        case circle
        case roundedRect(radius: CGFloat, style: RoundedCornerStyle)
    }
    let rect: CGRect
    let kind: Kind

    /// The elements of `addEllipse` and of `addRoundedRect` with circular and continuous
    /// corners.
    private static let ellipseVerbs: [Path.Verb] = [.move, .cubic, .cubic, .cubic, .cubic, .close]
    private static let circularVerbs: [Path.Verb] = [.move] + Array(repeating: [Path.Verb.line, .cubic], count: 4).flatMap { $0 } + [.close]
    private static let continuousVerbs: [Path.Verb] = [.move]
        + Array(repeating: [Path.Verb.line, .cubic, .line, .cubic, .cubic], count: 4).flatMap { $0 } + [.close]

    init?(_ path: Path) {
        let verbs = path.verbs, points = path.points
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard rect.width > 0, rect.height > 0 else { return nil }
        self.rect = rect
        if verbs == Self.ellipseVerbs {
            kind = .circle
        } else if verbs == Self.circularVerbs {
            // The first line ends a radius above the bottom-right corner, the first curve a
            // radius left of it.
            let rh = maxY - points[1].y, rw = maxX - points[4].x
            guard rw > 0, abs(rw - rh) <= 1e-9 * max(rw, rh) else { return nil }
            kind = .roundedRect(radius: rh, style: .circular)
        } else if verbs == Self.continuousVerbs {
            kind = .roundedRect(radius: min(rect.width, rect.height) / 2, style: .continuous)
        } else {
            return nil
        }
        if case .circle = kind, abs(rect.width - rect.height) > 1e-9 * max(rect.width, rect.height) { return nil }
        // The path must be the shape itself, not a look-alike with the same elements.
        let rebuilt = Self.path(kind, in: rect)
        guard rebuilt.verbs == verbs, rebuilt.points.count == points.count else { return nil }
        let eps = 1e-9 * max(rect.width, rect.height, abs(minX), abs(maxX), abs(minY), abs(maxY))
        for (a, b) in zip(rebuilt.points, points) where abs(a.x - b.x) > eps || abs(a.y - b.y) > eps { return nil }
    }

    /// The shape grown by `rho`.
    func grown(by rho: CGFloat) -> Path {
        let r = rect.insetBy(dx: -rho, dy: -rho)
        switch kind {
        case .circle: return Self.path(.circle, in: r)
        case let .roundedRect(radius, style): return Self.path(.roundedRect(radius: offsetRadius(radius + rho, r, style), style: .circular), in: r)
        }
    }

    /// The shape shrunk by `rho`; nil when nothing is left.
    func shrunk(by rho: CGFloat) -> Path? {
        guard min(rect.width, rect.height) > 2 * rho else { return nil }
        let r = rect.insetBy(dx: rho, dy: rho)
        switch kind {
        case .circle: return Self.path(.circle, in: r)
        case let .roundedRect(radius, style): return Self.path(.roundedRect(radius: offsetRadius(radius - rho, r, style), style: .circular), in: r)
        }
    }

    /// The corner radius of an offset shape in `r`: a capsule's (continuous corners at half
    /// the shorter side, which are circular) stays half the shorter side. Offset shapes are
    /// built with circular corners: one cubic per quarter circle, where the continuous
    /// corner's circular form takes three and a chord, with the same circle to 10⁻⁴ radii.
    private func offsetRadius(_ radius: CGFloat, _ r: CGRect, _ style: RoundedCornerStyle) -> CGFloat {
        style == .continuous ? min(r.width, r.height) / 2 : radius
    }

    private static func path(_ kind: Kind, in rect: CGRect) -> Path {
        switch kind {
        case .circle:
            return Path(ellipseIn: rect)
        case let .roundedRect(radius, style):
            return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
        }
    }
}
