import Foundation

/// A value within a range, drawn by the environment's gauge style (SwiftUI's `Gauge`).
///
/// Styles (set with `gaugeStyle(_:)`): `.automatic` and `.linearCapacity` draw a 4 pt
/// capsule bar filled from the leading edge in the tint (as `ProgressView`), the label
/// above it and the minimum and maximum labels beside it; `.accessoryLinear` and
/// `.accessoryLinearCapacity` the same bar without the label row; `.accessoryCircular`
/// a 58 pt open ring (three quarters of a turn, gap at the bottom) with a dot at the
/// value and the current-value label in the middle; `.accessoryCircularCapacity` a full
/// 58 pt ring filled clockwise from the top. (58 pt is the size of a circular widget
/// complication; Apple gives no size outside widgets.)
///
/// Bad input has defined results: a NaN value, NaN or infinite bounds, or bounds of zero
/// width give an empty gauge; values are clamped to the bounds.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let v = Double(value), lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
        guard !v.isNaN, lo.isFinite, hi.isFinite, hi > lo else { return 0 }
        return min(max((v - lo) / (hi - lo), 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, in: bounds); self.label = label()
        currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, in: bounds); self.label = label()
        self.currentValueLabel = currentValueLabel(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current-value label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(value, in: bounds); self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let view: AnyView
        switch context.environment.gaugeStyle {
        case .automatic, .linearCapacity:
            view = AnyView(VStack(alignment: .leading, spacing: 4) {
                HStack { label; Spacer(minLength: 0); if let currentValueLabel { currentValueLabel } }
                HStack(spacing: 6) {
                    if let minimumValueLabel { minimumValueLabel.font(.caption) }
                    ProgressBar(fraction: fraction)
                    if let maximumValueLabel { maximumValueLabel.font(.caption) }
                }
            })
        case .accessoryLinear, .accessoryLinearCapacity:
            view = AnyView(HStack(spacing: 6) {
                if let minimumValueLabel { minimumValueLabel.font(.caption) }
                ProgressBar(fraction: fraction)
                if let maximumValueLabel { maximumValueLabel.font(.caption) }
            })
        case .accessoryCircular:
            view = AnyView(ZStack {
                GaugeRing(fraction: fraction, open: true)
                if let currentValueLabel { currentValueLabel.font(.system(size: 17, weight: .medium)) }
                VStack {
                    Spacer()
                    HStack {
                        if let minimumValueLabel { minimumValueLabel }
                        Spacer()
                        if let maximumValueLabel { maximumValueLabel }
                    }.font(.system(size: 10))
                }
            }.frame(width: 58, height: 58))
        case .accessoryCircularCapacity:
            view = AnyView(ZStack {
                GaugeRing(fraction: fraction, open: false)
                if let currentValueLabel { currentValueLabel.font(.system(size: 17, weight: .medium)) }
            }.frame(width: 58, height: 58))
        }
        return context.resolve(view, component: .index(0))
    }
}

/// The ring of the circular gauge styles.
struct GaugeRing: View {
    let fraction: Double
    let open: Bool
    static let lineWidth: CGFloat = 6

    var body: some View {
        Canvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = side / 2 - GaugeRing.lineWidth / 2
            let track = Color.gray.opacity(0.3)
            let style = StrokeStyle(lineWidth: GaugeRing.lineWidth, lineCap: .round)
            if open {
                // Three quarters of a turn from 135° (lower left) clockwise to 45° (lower right).
                let start = Angle.degrees(135), sweep = 270.0
                var arc = Path()
                arc.addArc(center: center, radius: radius, startAngle: start, endAngle: .degrees(135 + sweep), clockwise: false)
                context.stroke(arc, with: .color(track), style: style)
                let a = (135 + sweep * fraction) * .pi / 180
                let dot = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
                let r = GaugeRing.lineWidth / 2 + 1
                context.fill(Path(ellipseIn: CGRect(x: dot.x - r, y: dot.y - r, width: 2 * r, height: 2 * r)), with: .style(TintShapeStyle()))
            } else {
                context.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)),
                               with: .color(track), style: style)
                guard fraction > 0 else { return }
                var arc = Path()
                arc.addArc(center: center, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction),
                           clockwise: false)
                context.stroke(arc, with: .style(TintShapeStyle()), style: style)
            }
        }
    }
}

/// How gauges are drawn (SwiftUI's `GaugeStyle`); Limner draws the built-in styles and
/// draws a custom conformer as `.automatic`.
public protocol GaugeStyle: Sendable {}

/// The built-in gauge styles.
enum GaugeStyleChoice: Sendable { case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }

/// A bar filled to the value, with labels (the iOS default).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}
/// A thin bar.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}
/// A thin bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}
/// An open ring with a dot at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}
/// A ring filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}
/// The platform's default (linear capacity on iOS).
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a dot at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension View {
    /// Sets the style of gauges below.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let choice: GaugeStyleChoice
        switch style {
        case is LinearCapacityGaugeStyle: choice = .linearCapacity
        case is AccessoryLinearGaugeStyle: choice = .accessoryLinear
        case is AccessoryLinearCapacityGaugeStyle: choice = .accessoryLinearCapacity
        case is AccessoryCircularGaugeStyle: choice = .accessoryCircular
        case is AccessoryCircularCapacityGaugeStyle: choice = .accessoryCircularCapacity
        default: choice = .automatic
        }
        return environment(\.gaugeStyle, choice)
    }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleChoice.automatic }

extension EnvironmentValues {
    var gaugeStyle: GaugeStyleChoice {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
