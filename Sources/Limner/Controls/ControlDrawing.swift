import Foundation

/// A leaf view that draws part of a control with a node behaviour of its own (the switch,
/// the slider's track and thumb, the stepper's body).
struct ControlDrawing: View, PrimitiveView {
    let behavior: any NodeBehavior
    typealias Body = Never
    var body: Never { primitiveBodyAccessed(Self.self) }
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(identity: context.identity, environment: context.environment, behavior: behavior)]
    }
}

extension RenderBuilder {
    /// Fills `path` with a colour.
    mutating func fill(_ path: Path, color: Color, environment: EnvironmentValues) {
        fill(path, paint: ShadingPaint(paint: .color(color.resolvedRGBA(in: environment))))
    }

    /// Runs `body` with the control shadow (the switch knob, the slider thumb, the
    /// selected segment) under each leaf.
    mutating func withControlShadow(environment: EnvironmentValues, radius: Double = 4, _ body: (inout RenderBuilder) -> Void) {
        let saved = shadows
        shadows.append(.shadow(color: ControlMetrics.shadow.resolvedRGBA(in: environment), radius: radius,
                               offset: CGSize(width: 0, height: 3), blendMode: .normal, options: []))
        body(&self)
        shadows = saved
    }
}

/// A fixed-size leaf.
protocol FixedSizeControlDrawing: NodeBehavior {
    var fixedSize: CGSize { get }
}

extension FixedSizeControlDrawing {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize { fixedSize }
    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }
}

/// The iOS switch: a 51 × 31 capsule, systemFill when off and the tint (systemGreen by
/// default) when on, with a 27 pt white knob inset 2 pt that slides 20 pt.
struct SwitchDrawing: FixedSizeControlDrawing {
    /// 0 off … 1 on (animated).
    let progress: Double
    let onColor: Color
    let isEnabled: Bool
    let isPressed: Bool
    var fixedSize: CGSize { ControlMetrics.switchSize }
    var debugName: String { "Switch(\(progress))" }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let env = node.environment
        let size = ControlMetrics.switchSize
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let saved = builder.opacity
        if !isEnabled { builder.opacity *= 0.5 }
        let track = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2, style: .circular)
        builder.fill(track, color: ControlMetrics.switchOff, environment: env)
        if p > 0 { builder.fill(track, color: onColor.opacity(p), environment: env) }
        let inset = ControlMetrics.switchInset, knob = ControlMetrics.switchKnob
        // A pressed knob stretches 7 pt toward the middle (as UIKit's does).
        let stretch: CGFloat = isPressed ? 7 : 0
        let x = inset + CGFloat(p) * (size.width - 2 * inset - knob - stretch)
        let knobRect = CGRect(x: x, y: inset, width: knob + stretch, height: knob)
        builder.withControlShadow(environment: env) {
            $0.fill(Path(roundedRect: knobRect, cornerRadius: knob / 2, style: .circular), color: .white, environment: env)
        }
        builder.opacity = saved
    }
}

/// The iOS slider's track and thumb: a 4 pt capsule track (the tint left of the thumb,
/// systemFill right of it) and a 28 pt white thumb with a shadow whose centre travels
/// from 14 pt to width − 14 pt.
struct SliderDrawing: NodeBehavior {
    /// 0 … 1.
    let fraction: Double
    let tint: Color
    let isEnabled: Bool
    var debugName: String { "SliderTrack(\(fraction))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        CGSize(width: proposal.width ?? ControlMetrics.sliderIdealWidth, height: ControlMetrics.sliderHeight)
    }
    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    /// The thumb centre's x for a width.
    static func thumbX(fraction: Double, width: CGFloat) -> CGFloat {
        let r = ControlMetrics.sliderThumb / 2
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return r + CGFloat(f) * max(0, width - 2 * r)
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let env = node.environment
        let w = node.size.width, h = node.size.height
        let t = ControlMetrics.sliderTrackHeight
        let x = Self.thumbX(fraction: fraction, width: w)
        let track = CGRect(x: 0, y: (h - t) / 2, width: w, height: t)
        let saved = builder.opacity
        if !isEnabled { builder.opacity *= 0.5 }
        builder.fill(Path(roundedRect: track, cornerRadius: t / 2, style: .circular), color: ControlMetrics.sliderTrack, environment: env)
        var filled = track
        filled.size.width = x
        builder.fill(Path(roundedRect: filled, cornerRadius: t / 2, style: .circular), color: tint, environment: env)
        let d = ControlMetrics.sliderThumb
        let thumb = CGRect(x: x - d / 2, y: (h - d) / 2, width: d, height: d)
        builder.withControlShadow(environment: env) { $0.fill(Path(ellipseIn: thumb), color: .white, environment: env) }
        builder.opacity = saved
    }
}

/// The iOS 13+ stepper: a 94 × 32 rounded rectangle (radius 8, tertiarySystemFill)
/// split by a 1 × 18 divider, a − on the left and a + on the right in the label colour
/// (tertiaryLabel when that side cannot step).
struct StepperDrawing: FixedSizeControlDrawing {
    let canDecrement: Bool
    let canIncrement: Bool
    /// −1 decrement half pressed, +1 increment half, 0 none.
    let pressed: Int
    let isEnabled: Bool
    var fixedSize: CGSize { ControlMetrics.stepperSize }
    var debugName: String { "Stepper(\(canDecrement), \(canIncrement))" }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let env = node.environment
        let size = ControlMetrics.stepperSize
        let body = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: ControlMetrics.stepperCorner, style: .continuous)
        builder.fill(body, color: ControlMetrics.controlBackground, environment: env)
        let half = size.width / 2
        if pressed != 0 {
            let rect = CGRect(x: pressed < 0 ? 0 : half, y: 0, width: half, height: size.height)
            let content = builder.nested(inheriting: true) { $0.fill(Path(rect), color: ControlMetrics.controlPressed, environment: env) }
            builder.appendGroup(DisplayList.Group(content: content, clips: [.path(body, transform: .identity, style: FillStyle(), inverse: false)]))
        }
        let d = ControlMetrics.stepperDivider
        builder.fill(Path(CGRect(x: half - d.width / 2, y: (size.height - d.height) / 2, width: d.width, height: d.height)),
                     color: ControlMetrics.separator, environment: env)
        let g = ControlMetrics.stepperGlyph
        let cy = size.height / 2
        func bar(_ cx: CGFloat, vertical: Bool) -> Path {
            let r = vertical ? CGRect(x: cx - g.height / 2, y: cy - g.width / 2, width: g.height, height: g.width)
                             : CGRect(x: cx - g.width / 2, y: cy - g.height / 2, width: g.width, height: g.height)
            return Path(roundedRect: r, cornerRadius: g.height / 2, style: .circular)
        }
        let enabledColor = Color.primary
        let minus = canDecrement && isEnabled ? enabledColor : ControlMetrics.disabledLabel
        let plus = canIncrement && isEnabled ? enabledColor : ControlMetrics.disabledLabel
        builder.fill(bar(half / 2, vertical: false), color: minus, environment: env)
        builder.fill(bar(half + half / 2, vertical: false), color: plus, environment: env)
        builder.fill(bar(half + half / 2, vertical: true), color: plus, environment: env)
    }
}
