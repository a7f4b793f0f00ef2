import Foundation

// Rounded rectangles.
//
// Element sequence (both styles): a move to the middle of the right edge (maxX, midY), then
// the corners in the order (maxX, maxY), (minX, maxY), (minX, minY), (maxX, minY), each
// reached by a line along the edge, then a close. That is counter-clockwise in Core
// Graphics' y-up terms (clockwise on a y-down screen), as the semantics reference documents
// for `addRoundedRect`. Edge lines are kept even when they have zero length, so every
// rounded rectangle of a style has the same element count (useful for morphing).
//
// Corner sizes are clamped by one factor for both axes so an elliptical corner keeps its
// aspect ratio; for a circular corner (w == h == r) this reduces to the documented limits:
// - `.circular`: quarter-ellipse cubics (κ = 0.5522847498), `r ≤ min(w, h) / 2`.
// - `.continuous`: the iOS 7 "squircle" corner, three cubics and a tiny line per corner with
//   the unit constants published by PaintCode; the corner reaches
//   1.52866483·r along each edge.
// - The transition: when a continuous corner no longer fits
//   (1.52866483·r > half a side) the corner turns into a circular one as the radius grows,
//   and once the radius reaches half the shorter side the ends are exactly circular, so a
//   square `Capsule` is a disc and a capsule's ends are semicircles, as on iOS. With k the
//   number of radii that fit in half of each side (the smaller of the two axes), a corner is
//   continuous at full size for k ≥ 1.52866483, circular with radius k·r for k ≤ 1, and in
//   between a point-by-point blend of the continuous corner shrunk to reach k·r along each
//   edge and the circular corner of radius k·r (both span the same square), weighted by
//   t = (1.52866483 − k) / 0.52866483. The end points match UIKit exactly; UIKit's own
//   in-between shapes are private (PaintCode describes three regimes), so the blend is
//   Limner's: continuous in r, with no jump at either end.
// A corner size that is zero, negative or not finite on either axis gives a plain
// `addRect` sequence, as Core Graphics does for a zero corner.

/// The shape of a rounded rectangle's corners (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Corners whose curvature changes continuously into the edges (the iOS "squircle").
    case continuous
}

extension Path {
    /// How far a continuous corner reaches along each edge, in multiples of its radius.
    public static let continuousCornerExtent: CGFloat = 1.52866483

    /// Creates a path containing a rounded rectangle whose corners have radius
    /// `cornerRadius` (see `addRoundedRect(in:cornerSize:style:transform:)`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle whose corners have `cornerSize` (see
    /// `addRoundedRect(in:cornerSize:style:transform:)`).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Appends a rounded rectangle as a closed subpath, each point mapped through `transform`.
    ///
    /// Starts at the middle of the right edge. `cornerSize` is the corner's horizontal and
    /// vertical radius; both are scaled down by one factor until the corners fit. A zero
    /// corner gives the `addRect(_:transform:)` sequence; `CGRect.null` adds nothing.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let extent: CGFloat = style == .continuous ? Path.continuousCornerExtent : 1
        let cw = cornerSize.width, ch = cornerSize.height
        guard cw > 0, ch > 0, cw.isFinite, ch.isFinite else {
            addRect(rect, transform: transform)
            return
        }
        // Radii that fit in half of each side; the blend weight toward circular corners.
        let fit = Swift.min(r.width / 2 / cw, r.height / 2 / ch)
        var blend: CGFloat = 0
        var scale = Swift.min(1, fit / extent)
        if style == .continuous, fit < extent {
            blend = Swift.min(1, (extent - fit) / (extent - 1))
            scale = fit / extent
        }
        let rw = cw * scale, rh = ch * scale
        guard rw > 0, rh > 0 else {
            addRect(rect, transform: transform)
            return
        }
        let t = transform
        if verbs.isEmpty {
            // A path of one rounded rectangle (what shapes build) in one allocation each;
            // appending to a longer path keeps the arrays' geometric growth.
            verbs.reserveCapacity(style == .circular ? 10 : 22)
            points.reserveCapacity(style == .circular ? 17 : 45)
        }
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(t))
        // Corners in path order: the corner point, the unit vector back along the incoming
        // edge, the unit vector along the outgoing edge (all axis-aligned).
        typealias Unit = (dx: CGFloat, dy: CGFloat)
        func corner(_ i: Int) -> (CGPoint, Unit, Unit) {
            switch i {
            case 0: return (CGPoint(x: r.maxX, y: r.maxY), (0, -1), (-1, 0))
            case 1: return (CGPoint(x: r.minX, y: r.maxY), (1, 0), (0, -1))
            case 2: return (CGPoint(x: r.minX, y: r.minY), (0, 1), (1, 0))
            default: return (CGPoint(x: r.maxX, y: r.minY), (-1, 0), (0, 1))
            }
        }
        // The continuous corner's points, blended toward circular by `blend`
        // (`blendedContinuousCorner`, without building the array).
        func shape(_ i: Int) -> CGPoint {
            let a = Path.continuousCorner[i]
            guard blend > 0 else { return a }
            let b = Path.circularCornerAsContinuous[i]
            return CGPoint(x: a.x + (b.x - a.x) * blend, y: a.y + (b.y - a.y) * blend)
        }
        for i in 0..<4 {
            let (k, ein, eout) = corner(i)
            // Corner-local (u along the incoming edge, v along the outgoing edge), in radii.
            let inX: CGFloat = ein.dx * (ein.dx != 0 ? rw : rh), inY: CGFloat = ein.dy * (ein.dx != 0 ? rw : rh)
            let outX: CGFloat = eout.dx * (eout.dx != 0 ? rw : rh), outY: CGFloat = eout.dy * (eout.dx != 0 ? rw : rh)
            func p(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                let x: CGFloat = k.x + u * inX + v * outX
                let y: CGFloat = k.y + u * inY + v * outY
                return CGPoint(x: x, y: y).applying(t)
            }
            func p(_ q: CGPoint) -> CGPoint { p(q.x, q.y) }
            switch style {
            case .circular:
                let kap = Path.quarterCircleKappa
                addLine(to: p(1, 0))
                addCurve(to: p(0, 1), control1: p(1 - kap, 0), control2: p(0, 1 - kap))
            case .continuous:
                addLine(to: p(shape(0)))
                addCurve(to: p(shape(3)), control1: p(shape(1)), control2: p(shape(2)))
                addLine(to: p(shape(4)))
                addCurve(to: p(shape(7)), control1: p(shape(5)), control2: p(shape(6)))
                addCurve(to: p(shape(10)), control1: p(shape(8)), control2: p(shape(9)))
            }
        }
        closeSubpath()
    }
}

extension Path {
    /// The continuous corner's points in corner-local radii (PaintCode's constants): the
    /// edge start, a cubic (two controls, end), the tiny line's end, two cubics.
    package static let continuousCorner: [CGPoint] = [
        CGPoint(x: 1.52866483, y: 0),
        CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600),
        CGPoint(x: 0.63149399, y: 0.07491100),
        CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16906013, y: 0.37282401), CGPoint(x: 0.07491176, y: 0.63149399),
        CGPoint(x: 0, y: 0.86840701), CGPoint(x: 0, y: 1.08849299), CGPoint(x: 0, y: 1.52866483),
    ]

    /// The circular corner of radius 1.52866483 (the same extent) with the same elements:
    /// the quarter arc cut at the angles below into three cubics and a chord of 0.03 rad
    /// (which strays 1e-4 radii from the arc).
    static let circularCornerAsContinuous: [CGPoint] = {
        let e = continuousExtentForBlend
        // Centre (e, e); φ = 0 at (e, 0), π/2 at (0, e).
        func point(_ phi: CGFloat) -> CGPoint { CGPoint(x: e - e * sin(phi), y: e - e * cos(phi)) }
        func tangent(_ phi: CGFloat) -> CGPoint { CGPoint(x: -cos(phi), y: sin(phi)) }
        func arc(_ a: CGFloat, _ b: CGFloat) -> [CGPoint] {
            let h = 4 / 3 * tan((b - a) / 4) * e
            let p0 = point(a), p3 = point(b), t0 = tangent(a), t1 = tangent(b)
            return [CGPoint(x: p0.x + h * t0.x, y: p0.y + h * t0.y), CGPoint(x: p3.x - h * t1.x, y: p3.y - h * t1.y), p3]
        }
        let b: CGFloat = 0.27, c: CGFloat = 0.30, d = CGFloat.pi / 2 - 0.30
        return [point(0)] + arc(0, b) + [point(c)] + arc(c, d) + arc(d, .pi / 2)
    }()

    static let continuousExtentForBlend: CGFloat = 1.52866483

    /// The corner `t` of the way from continuous (0) to circular (1).
    package static func blendedContinuousCorner(_ t: CGFloat) -> [CGPoint] {
        zip(continuousCorner, circularCornerAsContinuous).map { a, b in
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
    }
}
