// The shape shorthands of SwiftUI (`.rect(cornerRadius:)`, `.capsule`, `.circle`, …),
// `UnevenRoundedRectangle`, `RectangleCornerRadii` and `AnyShape`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with a radius per corner.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

/// The radius of each corner of a rectangle (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The top-leading radius.
    public var topLeading: CGFloat
    /// The bottom-leading radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing radius.
    public var topTrailing: CGFloat

    /// Creates corner radii (0 by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }

    /// The four radii animate.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first; bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first; topTrailing = newValue.second.second
        }
    }
}

/// A rectangle whose corners each have their own radius (SwiftUI's
/// `UnevenRoundedRectangle`). Radii that do not fit are scaled down together, per side,
/// so that neighbouring corners never overlap.
public struct UnevenRoundedRectangle: InsettableShape, Sendable {
    /// The corner radii.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// Creates the shape from radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the shape from a radius per corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        guard !rect.isNull, rect.width >= 0, rect.height >= 0 else { return Path() }
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        var tl = clean(cornerRadii.topLeading), bl = clean(cornerRadii.bottomLeading)
        var br = clean(cornerRadii.bottomTrailing), tr = clean(cornerRadii.topTrailing)
        // Neighbours along one side share it.
        let k = min(1, rect.width / max(tl + tr, 1e-9), rect.width / max(bl + br, 1e-9),
                    rect.height / max(tl + bl, 1e-9), rect.height / max(tr + br, 1e-9))
        tl *= k; bl *= k; br *= k; tr *= k
        // Each corner uses `RoundedRectangle`'s corner shape (and its continuous-to-circular
        // transition), judged on the two sides the corner touches. Clockwise on screen from
        // the middle of the top edge.
        var path = Path()
        let corners: [(CGFloat, CGPoint)] = [(tr, CGPoint(x: rect.maxX, y: rect.minY)), (br, CGPoint(x: rect.maxX, y: rect.maxY)),
                                             (bl, CGPoint(x: rect.minX, y: rect.maxY)), (tl, CGPoint(x: rect.minX, y: rect.minY))]
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        for (index, (radius, corner)) in corners.enumerated() {
            // Incoming edge direction d_in, outgoing d_out; the corner-local frame of
            // `Path.continuousCorner` runs u back along the incoming edge, v along the outgoing one.
            let inDir: CGPoint = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)][index]
            let outDir = CGPoint(x: -inDir.y, y: inDir.x)
            guard radius > 0 else { path.addLine(to: corner); continue }
            let shape: [CGPoint]
            var unit = radius
            switch style {
            case .circular:
                let kap = Path.quarterCircleKappa
                shape = [CGPoint(x: 1, y: 0), CGPoint(x: 1 - kap, y: 0), CGPoint(x: 0, y: 1 - kap), CGPoint(x: 0, y: 1)]
            case .continuous:
                // How many radii fit: the shorter of the two sides this corner touches, halved.
                let along = index % 2 == 0 ? rect.width : rect.height
                let across = index % 2 == 0 ? rect.height : rect.width
                let fit = min(along, across) / 2 / radius
                let extent = Path.continuousCornerExtent
                if fit >= extent {
                    shape = Path.continuousCorner
                } else {
                    unit = radius * fit / extent
                    shape = Path.blendedContinuousCorner(min(1, (extent - fit) / (extent - 1)))
                }
            }
            func p(_ q: CGPoint) -> CGPoint {
                CGPoint(x: corner.x - q.x * unit * inDir.x + q.y * unit * outDir.x,
                        y: corner.y - q.x * unit * inDir.y + q.y * unit * outDir.y)
            }
            if shape.count == 4 {
                path.addLine(to: p(shape[0]))
                path.addCurve(to: p(shape[3]), control1: p(shape[1]), control2: p(shape[2]))
            } else {
                path.addLine(to: p(shape[0]))
                path.addCurve(to: p(shape[3]), control1: p(shape[1]), control2: p(shape[2]))
                path.addLine(to: p(shape[4]))
                path.addCurve(to: p(shape[7]), control1: p(shape[5]), control2: p(shape[6]))
                path.addCurve(to: p(shape[10]), control1: p(shape[8]), control2: p(shape[9]))
            }
        }
        path.closeSubpath()
        return path
    }

    /// The radii animate.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// Inset by `amount`, with each radius reduced by it.
    public func inset(by amount: CGFloat) -> _InsetUnevenRoundedRectangle {
        _InsetUnevenRoundedRectangle(base: self, amount: amount)
    }
}

/// An `UnevenRoundedRectangle` inset on every side, its radii reduced by the inset.
public struct _InsetUnevenRoundedRectangle: InsettableShape, Sendable {
    var base: UnevenRoundedRectangle
    var amount: CGFloat
    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        let r = rect.insetBy(dx: a, dy: a)
        guard !r.isNull, r.width >= 0, r.height >= 0 else { return Path() }
        var radii = base.cornerRadii
        radii.topLeading -= a; radii.bottomLeading -= a; radii.bottomTrailing -= a; radii.topTrailing -= a
        return UnevenRoundedRectangle(cornerRadii: radii, style: base.style).path(in: r)
    }
    /// The inset animates.
    public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    public func inset(by amount: CGFloat) -> _InsetUnevenRoundedRectangle {
        _InsetUnevenRoundedRectangle(base: base, amount: self.amount + amount)
    }
}

/// A type-erased shape (SwiftUI's `AnyShape`).
public struct AnyShape: Shape, @unchecked Sendable {
    private let pathIn: (CGRect) -> Path
    private let sizing: (ProposedViewSize) -> CGSize

    /// Erases `shape`'s type.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}
