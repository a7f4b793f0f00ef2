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
    /// What is projected; its parameters animate (presented at the frame's time when the
    /// node is made), as SwiftUI's `_Rotation3DEffect` and `_ProjectionEffect` do.
    enum Spec {
        case matrix(ProjectionTransform)
        case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    }
    let spec: Spec

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        switch spec {
        case .matrix(let m):
            let presented = ProjectionTransform(animatableMatrix: context.animated(m.animatableMatrix, .projection))
            return ProjectionNode(transform: { _ in presented }, name: "projectionEffect")
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            let a = angle.radians.isFinite ? context.animating(angle, .rotation3DAngle) : angle
            let axisData = context.animated(AnimatablePair(AnimatablePair(axis.x, axis.y), axis.z), .rotation3DAxis)
            let p = context.animating(anchor, .rotation3DAnchor)
            let z = anchorZ.isFinite ? context.animated(anchorZ, .rotation3DAnchorZ) : anchorZ
            let d = perspective.isFinite ? context.animated(perspective, .rotation3DPerspective) : perspective
            let ax = (axisData.first.first, axisData.first.second, axisData.second)
            return ProjectionNode(transform: { size in
                Rotation3D.projection(radians: a.radians, axis: ax, anchor: p, anchorZ: z, perspective: d, size: size)
            }, name: "rotation3DEffect(\(a.degrees)°)")
        }
    }
}

extension View {
    /// Draws the view through a projective transform (in the view's coordinates). The
    /// matrix animates element by element.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionModifier(spec: .matrix(transform)))
    }

    /// Rotates the view in three dimensions about `axis` through `anchor` (a unit point of
    /// the view) at depth `anchorZ`; the perspective term is `perspective / max(width,
    /// height)`, so 1 puts the eye at the view's larger side away and 0 is orthographic.
    /// The angle, axis, anchor, depth and perspective animate: a card flipped to 180°
    /// turns through every angle between.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(ProjectionModifier(spec: .rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
}

/// A projection matrix's nine elements as animatable data.
struct ProjectionMatrixData: VectorArithmetic {
    var m: [Double]

    static var zero: ProjectionMatrixData { ProjectionMatrixData(m: Array(repeating: 0, count: 9)) }
    static func + (a: ProjectionMatrixData, b: ProjectionMatrixData) -> ProjectionMatrixData {
        ProjectionMatrixData(m: (0..<9).map { a.element($0) + b.element($0) })
    }
    static func - (a: ProjectionMatrixData, b: ProjectionMatrixData) -> ProjectionMatrixData {
        ProjectionMatrixData(m: (0..<9).map { a.element($0) - b.element($0) })
    }
    mutating func scale(by rhs: Double) { m = (0..<9).map { element($0) * rhs } }
    var magnitudeSquared: Double { m.reduce(0) { $0 + $1 * $1 } }
    private func element(_ i: Int) -> Double { i < m.count ? m[i] : 0 }
}

extension ProjectionTransform {
    /// The elements, row by row, as animatable data.
    var animatableMatrix: ProjectionMatrixData {
        ProjectionMatrixData(m: [m11, m12, m13, m21, m22, m23, m31, m32, m33].map { Double($0) })
    }

    /// A transform from animatable data.
    init(animatableMatrix d: ProjectionMatrixData) {
        self.init()
        let v: [CGFloat] = d.m.count == 9 ? d.m.map { CGFloat($0) } : [1, 0, 0, 0, 1, 0, 0, 0, 1]
        m11 = v[0]; m12 = v[1]; m13 = v[2]; m21 = v[3]; m22 = v[4]; m23 = v[5]; m31 = v[6]; m32 = v[7]; m33 = v[8]
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
