import Foundation

/// A value chosen along a track: SwiftUI's `Slider`, drawn as iOS's slider.
///
/// The thumb follows a drag that starts on it (as `UISlider`: a touch on the track alone
/// does nothing): the value moves by the drag's horizontal distance over the thumb's travel
/// (the width minus the thumb), clamped to the range and rounded to `step`.
/// `onEditingChanged(true)` is called when the drag starts and `false` when it ends; the
/// value changes with `Transaction.isContinuous` set.
///
/// Bad input: a range whose bounds are NaN or infinite draws the thumb at the start and
/// ignores drags; an empty range (`a...a`) draws at the start and keeps the value at `a`; a
/// value outside the range draws clamped (NaN draws at the start); a step of 0, a negative
/// step or NaN means no stepping.
public struct Slider<Label: View, ValueLabel: View>: View {
    let get: () -> Double
    let set: (Double) -> Void
    let lower: Double, upper: Double
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
                                 label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: step,
                  onEditingChanged: onEditingChanged, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// The designated initializer, with the bounds apart (a reversed or NaN `ClosedRange`
    /// traps in the standard library's checked builds before it reaches a Slider; an
    /// unchecked build can pass one, which arrives here).
    init<V: BinaryFloatingPoint>(value: Binding<V>, lower: Double, upper: Double, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
                                 label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        self.lower = lower
        self.upper = upper
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider with a label and value labels at both ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A stepped slider with a label and value labels at both ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (used for accessibility on iOS; not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A stepped slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider over `bounds` that moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    /// Whether the range can be drawn and dragged.
    var rangeIsValid: Bool { lower.isFinite && upper.isFinite && lower <= upper }

    /// Where `value` sits along the track, 0 … 1.
    func fraction(of value: Double) -> Double {
        guard rangeIsValid, upper > lower, value.isFinite else { return 0 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    /// The value at `fraction` of the track, stepped.
    func value(at fraction: Double) -> Double {
        var v = lower + min(max(fraction, 0), 1) * (upper - lower)
        if let step {
            v = lower + ((v - lower) / step).rounded() * step
            if v > upper { v -= step }
        }
        return min(max(v, lower), upper)
    }
}

extension Slider: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let f = fraction(of: get())
        let track = ControlDrawing(behavior: SliderDrawing(fraction: f, tint: env.isEnabled ? env.controlTint : ControlMetrics.disabledLabel,
                                                           isEnabled: env.isEnabled))
        let slider = self
        let make: (GestureContext) -> AnyGestureRecognizer = { _ in
            var startFraction = 0.0
            var began = false
            return ClosureRecognizer(onReset: [{ if began { began = false; slider.onEditingChanged(false) } }]) { sample, status in
                let travel = max(1, sample.size.width - ControlMetrics.sliderThumb)
                switch sample.phase {
                case .down:
                    startFraction = slider.fraction(of: slider.get())
                    let x = SliderDrawing.thumbX(fraction: startFraction, width: sample.size.width)
                    let grab = ControlMetrics.sliderThumb / 2 + ControlMetrics.sliderGrabSlop
                    guard slider.rangeIsValid, abs(sample.location.x - x) <= grab,
                          abs(sample.location.y - sample.size.height / 2) <= grab else { status = .failed; return [] }
                    status = .active
                    began = true
                    return [{ slider.onEditingChanged(true) }]
                case .tick:
                    return []
                case .move, .up:
                    let target = slider.value(at: startFraction + Double(sample.location.x - sample.startLocation.x) / Double(travel))
                    var effects: [() -> Void] = [{ if slider.get() != target { slider.set(target) } }]
                    if sample.phase == .up {
                        status = .ended
                        began = false
                        effects.append { slider.onEditingChanged(false) }
                    }
                    return effects
                }
            }
        }
        let interactive = track.modifier(InteractionModifier { node, _ in
            node.attachments.append(GestureAttachment(priority: .normal, mask: .all, isEnabled: env.isEnabled, make: make))
        })
        if let minimumValueLabel, let maximumValueLabel {
            let row = HStack(spacing: ControlMetrics.sliderLabelSpacing) { minimumValueLabel; interactive; maximumValueLabel }
            return context.resolve(row, component: .index(0))
        }
        return context.resolve(interactive, component: .index(0))
    }
}
