// The colour-filter view modifiers (`colorMultiply`, `saturation`, `grayscale`,
// `hueRotation`, `brightness`, `contrast`, `luminanceToAlpha`, `colorInvert`): the view is
// drawn into a layer and the layer's pixels go through the colour matrix of the filter
// (each built in Sources/LimnerRaster/Filters/ColorMatrix.swift). Non-finite amounts leave the view unchanged.

/// A node that draws its content as one layer filtered by a colour matrix.
struct ColorFilterNode: NodeBehavior, TransparentLayout {
    enum Kind {
        case multiply(Color)
        case matrix(ColorMatrix, name: String)
    }
    let kind: Kind

    var debugName: String {
        switch kind {
        case .multiply(let c): return "colorMultiply(\(c))"
        case .matrix(_, let name): return name
        }
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let filter: DisplayList.Filter
        switch kind {
        case .multiply(let color):
            let rgba = color.resolvedRGBA(in: node.environment)
            filter = .colorMatrix(.colorMultiply(rgba), name: "colorMultiply", linearColor: false)
        case let .matrix(m, name):
            filter = .colorMatrix(m, name: name, linearColor: false)
        }
        let content = builder.nested(inheriting: false) { $0.renderChildren(of: node) }
        builder.appendLayer(content: content, filters: [filter])
    }
}

struct ColorFilterModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    /// A filter whose amount animates: the amount is presented at the frame's time when the
    /// node is made, so `saturation`, `grayscale`, `hueRotation`, `brightness`, `contrast`
    /// and `colorMultiply` interpolate under an animation as SwiftUI's do.
    enum Animated {
        case saturation(Double), grayscale(Double), brightness(Double), contrast(Double)
        case hueRotation(Angle)
        case multiply(Color)
    }
    let kind: ColorFilterNode.Kind?
    var animated: Animated? = nil

    init(kind: ColorFilterNode.Kind?) { self.kind = kind }
    init(animated: Animated?) { self.kind = nil; self.animated = animated }

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        if let animated { return ColorFilterNode(kind: Self.presented(animated, in: context)) }
        guard let kind else { return PassThroughNode() }
        return ColorFilterNode(kind: kind)
    }

    private static func presented(_ filter: Animated, in context: ResolveContext) -> ColorFilterNode.Kind {
        switch filter {
        case .saturation(let a):
            let v = context.animated(a, .saturation)
            return .matrix(.saturation(Float(v)), name: "saturation(\(v))")
        case .grayscale(let a):
            let v = context.animated(a, .grayscale)
            return .matrix(.grayscale(Float(v)), name: "grayscale(\(v))")
        case .brightness(let a):
            let v = context.animated(a, .brightness)
            return .matrix(.brightness(Float(v)), name: "brightness(\(v))")
        case .contrast(let a):
            let v = context.animated(a, .contrast)
            return .matrix(.contrast(Float(v)), name: "contrast(\(v))")
        case .hueRotation(let angle):
            let v = context.animating(angle, .hueRotation)
            return .matrix(.hueRotation(radians: v.radians), name: "hueRotation(\(v.degrees)°)")
        case .multiply(let color):
            return .multiply(context.animatedColor(color, .colorMultiply))
        }
    }
}

/// A node that changes nothing (a filter whose amount was not finite).
struct PassThroughNode: NodeBehavior, TransparentLayout {
    var debugName: String { "PassThrough" }
}

extension View {
    /// Multiplies each colour component of the view by `color`'s.
    public func colorMultiply(_ color: Color) -> some View { modifier(ColorFilterModifier(animated: .multiply(color))) }

    /// Changes saturation: 0 is grey, 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(animated: amount.isFinite ? .saturation(amount) : nil))
    }

    /// Removes colour: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(animated: amount.isFinite ? .grayscale(amount) : nil))
    }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorFilterModifier(animated: angle.radians.isFinite ? .hueRotation(angle) : nil))
    }

    /// Adds `amount` to each colour component.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(animated: amount.isFinite ? .brightness(amount) : nil))
    }

    /// Scales contrast about middle grey: 0 is grey, 1 unchanged.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(animated: amount.isFinite ? .contrast(amount) : nil))
    }

    /// Turns luminance into alpha over black.
    public func luminanceToAlpha() -> some View {
        modifier(ColorFilterModifier(kind: .matrix(.luminanceToAlpha, name: "luminanceToAlpha")))
    }

    /// Inverts the view's colours.
    public func colorInvert() -> some View {
        modifier(ColorFilterModifier(kind: .matrix(.colorInvert(1), name: "colorInvert")))
    }
}
