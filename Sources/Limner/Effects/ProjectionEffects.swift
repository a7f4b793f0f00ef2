import Foundation

// `projectionEffect(_:)` and `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the
// view is drawn into a layer whose pixels are moved by a projective transform (the
// display list's projection filter). Layout is unchanged, as in SwiftUI.

struct ProjectionNode: NodeBehavior, TransparentLayout {
    /// The transform for the node's size.
    let transform: (CGSize) -> ProjectionTransform
    let name: String

    var debugName: String { name }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let p = transform(node.size)
        let values = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
        guard values.allSatisfy(\.isFinite) else { builder.renderChildren(of: node); return }
        let content = builder.nested(inheriting: false) { $0.renderChildren(of: node) }
        builder.appendLayer(content: content, filters: [.projection(p)])
    }
}

struct ProjectionModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let transform: @Sendable (CGSize) -> ProjectionTransform
    let name: String
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { ProjectionNode(transform: transform, name: name) }
}

extension View {
    /// Draws the view through a projective transform (in the view's coordinates).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionModifier(transform: { _ in transform }, name: "projectionEffect"))
    }

    /// Rotates the view in three dimensions about `axis` through `anchor` (a unit point of
    /// the view) at depth `anchorZ`; the perspective term is `perspective / max(width,
    /// height)`, so 1 puts the eye at the view's larger side away and 0 is orthographic.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let radians = angle.radians
        let (ax, ay, az) = axis
        return modifier(ProjectionModifier(transform: { size in
            Rotation3D.projection(radians: radians, axis: (ax, ay, az), anchor: anchor, anchorZ: anchorZ,
                                  perspective: perspective, size: size)
        }, name: "rotation3DEffect(\(angle.degrees)°)"))
    }
}

/// The 3D rotation as a 2D projective transform (Core Animation's construction: translate
/// the anchor to the origin, rotate by the axis-angle matrix, apply the perspective
/// m34 = −perspective / max(w, h), translate back, then drop z).
enum Rotation3D {
    static func projection(radians: Double, axis: (CGFloat, CGFloat, CGFloat), anchor: UnitPoint, anchorZ: CGFloat,
                           perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        var (x, y, z) = (Double(axis.0), Double(axis.1), Double(axis.2))
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, radians.isFinite else { return ProjectionTransform() }
        x /= length; y /= length; z /= length
        let c = cos(radians), s = sin(radians), t = 1 - c
        // Rotation matrix (row-vector convention, as Core Animation's CATransform3D).
        let r: [[Double]] = [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c],
        ]
        let side = Double(max(size.width, size.height))
        let m34 = side > 0 && perspective.isFinite ? -Double(perspective) / side : 0
        let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height), az = Double(anchorZ)
        // Point p (row vector, z = 0) → ((p − a)·R)·P + a, with P the perspective (w += m34·z).
        // Written as a 3×3 projective matrix on (x, y, 1).
        func map(_ px: Double, _ py: Double) -> (Double, Double, Double, Double) {
            let dx = px - ax, dy = py - ay, dz = -az
            let X = dx * r[0][0] + dy * r[1][0] + dz * r[2][0]
            let Y = dx * r[0][1] + dy * r[1][1] + dz * r[2][1]
            let Z = dx * r[0][2] + dy * r[1][2] + dz * r[2][2]
            let w = 1 + m34 * Z
            return (X + ax * w, Y + ay * w, Z, w)
        }
        // The map is linear in (px, py, 1): read its columns.
        let o = map(0, 0), ex = map(1, 0), ey = map(0, 1)
        var p = ProjectionTransform()
        p.m11 = CGFloat(ex.0 - o.0); p.m12 = CGFloat(ex.1 - o.1); p.m13 = CGFloat(ex.3 - o.3)
        p.m21 = CGFloat(ey.0 - o.0); p.m22 = CGFloat(ey.1 - o.1); p.m23 = CGFloat(ey.3 - o.3)
        p.m31 = CGFloat(o.0); p.m32 = CGFloat(o.1); p.m33 = CGFloat(o.3)
        return p
    }
}
