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
//   the unit constants published by PaintCode (SWIFTUI-SEMANTICS.md §3.4); the corner reaches
//   1.52866483·r along each edge and `r ≤ min(w, h) / 2 / 1.52866483`. UIKit switches to other
//   shapes when a corner cannot fit; this simple limit does not (§14 item 3).
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
        let scale = Swift.min(1, r.width / 2 / extent / cw, r.height / 2 / extent / ch)
        let rw = cw * scale, rh = ch * scale
        guard rw > 0, rh > 0 else {
            addRect(rect, transform: transform)
            return
        }
        let t = transform
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(t))
        // Corners in path order: the corner point, the unit vector back along the incoming
        // edge, the unit vector along the outgoing edge (all axis-aligned).
        typealias Unit = (dx: CGFloat, dy: CGFloat)
        let corners: [(CGPoint, Unit, Unit)] = [
            (CGPoint(x: r.maxX, y: r.maxY), (0, -1), (-1, 0)),
            (CGPoint(x: r.minX, y: r.maxY), (1, 0), (0, -1)),
            (CGPoint(x: r.minX, y: r.minY), (0, 1), (1, 0)),
            (CGPoint(x: r.maxX, y: r.minY), (-1, 0), (0, 1)),
        ]
        for (k, ein, eout) in corners {
            // Corner-local (u along the incoming edge, v along the outgoing edge), in radii.
            let inX: CGFloat = ein.dx * (ein.dx != 0 ? rw : rh), inY: CGFloat = ein.dy * (ein.dx != 0 ? rw : rh)
            let outX: CGFloat = eout.dx * (eout.dx != 0 ? rw : rh), outY: CGFloat = eout.dy * (eout.dx != 0 ? rw : rh)
            func p(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                let x: CGFloat = k.x + u * inX + v * outX
                let y: CGFloat = k.y + u * inY + v * outY
                return CGPoint(x: x, y: y).applying(t)
            }
            switch style {
            case .circular:
                let kap = Path.quarterCircleKappa
                addLine(to: p(1, 0))
                addCurve(to: p(0, 1), control1: p(1 - kap, 0), control2: p(0, 1 - kap))
            case .continuous:
                addLine(to: p(1.52866483, 0))
                addCurve(to: p(0.66993427, 0.06549600), control1: p(1.08849323, 0), control2: p(0.86840689, 0))
                addLine(to: p(0.63149399, 0.07491100))
                addCurve(to: p(0.07491176, 0.63149399),
                         control1: p(0.37282392, 0.16905899), control2: p(0.16906013, 0.37282401))
                addCurve(to: p(0, 1.52866483), control1: p(0, 0.86840701), control2: p(0, 1.08849299))
            }
        }
        closeSubpath()
    }
}
