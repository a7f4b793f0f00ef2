/// A view that shows progress toward a goal (SwiftUI's `ProgressView`), drawn at rest.
///
/// With a value it is a linear bar (iOS metrics: a 4 pt capsule track in the system fill
/// colour, 120, 120, 128 at 0.2, filled from the leading edge in the tint, blue by
/// default); it takes the whole offered width (its ideal width is 0). Without a value it
/// is the spinner, drawn as one frame: eight spokes in a 20 pt square (see
/// `controlSize(_:)`), fading clockwise. A label goes above the bar (a leading-aligned VStack with 4 pt spacing).
///
/// Bad values have defined results: a NaN or infinite value or total, or a total ≤ 0, give
/// an empty bar; values are clamped to 0…total.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard v.isFinite, t.isFinite, t > 0 else { return 0 }
        return min(max(v / t, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (the spinner).
    public init() {
        fraction = nil; label = nil; currentValueLabel = nil
    }

    /// A determinate progress view; a nil value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total); label = nil; currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil; self.label = label(); currentValueLabel = nil
    }

    /// A determinate progress view with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total: total); self.label = label(); currentValueLabel = nil
    }
}

extension ProgressView {
    /// A determinate progress view with a label and a label for the current value (drawn
    /// below the bar).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, total: total); self.label = label(); self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil; label = Text(title); currentValueLabel = nil
    }

    /// A determinate progress view titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total: total); label = Text(title); currentValueLabel = nil
    }
}

extension ProgressView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let style = context.environment.progressViewStyle
        let linear = fraction != nil && style != .circular
        let indicator: AnyView = linear ? AnyView(ProgressBar(fraction: fraction ?? 0)) : AnyView(ProgressSpinner())
        let view = VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            indicator
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
        return context.resolve(view, component: .index(0))
    }
}

/// The linear bar: track and fill.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double
    typealias Body = Never
    var body: Never { primitiveBodyAccessed(Self.self) }

    /// The bar's fill grows and shrinks under the transaction's animation, as SwiftUI's does.
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let shown = context.animated(fraction, .progressFraction)
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: ProgressBarLayout(fraction: shown))]
    }
}

struct ProgressBarLayout: NodeBehavior {
    let fraction: Double
    static let height: CGFloat = 4

    var debugName: String { "ProgressBar(\(fraction))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let w = proposal.width.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
        return CGSize(width: w, height: ProgressBarLayout.height)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let rect = CGRect(origin: .zero, size: node.size)
        let track = ShadingPaint(paint: .color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)))
        builder.fill(Capsule().path(in: rect), paint: track)
        guard fraction > 0 else { return }
        let filled = CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)
        builder.fill(Capsule().path(in: filled), paint: TintShapeStyle().paint(in: rect, environment: node.environment))
    }
}

/// The indeterminate spinner, one frame: eight spokes.
struct ProgressSpinner: View {
    @Environment(\.controlSize) var controlSize
    var side: CGFloat {
        switch controlSize {
        case .mini: return 12
        case .small: return 16
        case .regular: return 20
        case .large, .extraLarge: return 37
        }
    }
    var body: some View {
        Canvas { context, size in
            let c = CGPoint(x: size.width / 2, y: size.height / 2)
            let side = min(size.width, size.height)
            for i in 0..<8 {
                let angle = Double(i) * .pi / 4 - .pi / 2
                var spoke = Path()
                let inner = side * 0.22, outer = side * 0.46
                spoke.move(to: CGPoint(x: c.x + inner * cos(angle), y: c.y + inner * sin(angle)))
                spoke.addLine(to: CGPoint(x: c.x + outer * cos(angle), y: c.y + outer * sin(angle)))
                let opacity = 1 - Double(i) * 0.1
                context.stroke(spoke, with: .color(Color.gray.opacity(opacity)),
                               style: StrokeStyle(lineWidth: side * 0.09, lineCap: .round))
            }
        }
        .frame(width: side, height: side)
    }
}

/// How progress views are drawn (SwiftUI's `ProgressViewStyle`). Limner draws the
/// built-in styles; a custom conformer draws as `.automatic`.
public protocol ProgressViewStyle: Sendable {}

/// A bar for determinate progress (the spinner for indeterminate).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

/// The spinner, with or without a value (as on iOS).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

/// The default: linear with a value, the spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// Which built-in style the environment asks for.
enum ProgressStyleChoice: Sendable { case automatic, linear, circular }

extension View {
    /// Sets the style of progress views below.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let choice: ProgressStyleChoice = style is CircularProgressViewStyle ? .circular : style is LinearProgressViewStyle ? .linear : .automatic
        return environment(\.progressViewStyle, choice)
    }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleChoice.automatic }

extension EnvironmentValues {
    var progressViewStyle: ProgressStyleChoice {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
