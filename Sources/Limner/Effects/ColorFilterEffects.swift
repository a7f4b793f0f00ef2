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
    let kind: ColorFilterNode.Kind?
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        guard let kind else { return PassThroughNode() }
        return ColorFilterNode(kind: kind)
    }
}

/// A node that changes nothing (a filter whose amount was not finite).
struct PassThroughNode: NodeBehavior, TransparentLayout {
    var debugName: String { "PassThrough" }
}

extension View {
    /// Multiplies each colour component of the view by `color`'s.
    public func colorMultiply(_ color: Color) -> some View { modifier(ColorFilterModifier(kind: .multiply(color))) }

    /// Changes saturation: 0 is grey, 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(kind: amount.isFinite ? .matrix(.saturation(Float(amount)), name: "saturation(\(amount))") : nil))
    }

    /// Removes colour: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(kind: amount.isFinite ? .matrix(.grayscale(Float(amount)), name: "grayscale(\(amount))") : nil))
    }

    /// Rotates hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        let r = angle.radians
        return modifier(ColorFilterModifier(kind: r.isFinite ? .matrix(.hueRotation(radians: r), name: "hueRotation(\(angle.degrees)°)") : nil))
    }

    /// Adds `amount` to each colour component.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(kind: amount.isFinite ? .matrix(.brightness(Float(amount)), name: "brightness(\(amount))") : nil))
    }

    /// Scales contrast about middle grey: 0 is grey, 1 unchanged.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorFilterModifier(kind: amount.isFinite ? .matrix(.contrast(Float(amount)), name: "contrast(\(amount))") : nil))
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
