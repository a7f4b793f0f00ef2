import Foundation

/// Increment and decrement buttons: SwiftUI's `Stepper`, drawn as iOS 13+'s stepper.
///
/// The label sits at the leading edge and the 94 × 32 control at the trailing edge of the
/// full width. A tap on the right half increments, on the left half decrements; the
/// pressed half darkens while the press lasts. With a value and bounds, the value moves by
/// `step` and is clamped to the bounds; a half that cannot move the value draws its glyph
/// in tertiaryLabel and does nothing. Integer values never overflow: at `Int.max` (or when
/// the step would pass it) the increment is unavailable. A step of 0 or NaN moves nothing.
/// (UIKit repeats while a half is held; Limner steps once per tap.)
public struct Stepper<Label: View>: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    let label: Label

    /// A stepper that calls `onIncrement` and `onDecrement` (nil: that half is unavailable).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over a bound value.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let inc: () -> V? = {
            guard let next = safeAdvance(value.wrappedValue, by: step), next > value.wrappedValue, value.wrappedValue < bounds.upperBound else { return nil }
            return min(next, bounds.upperBound)
        }
        let dec: () -> V? = {
            guard let next = safeAdvance(value.wrappedValue, by: step, negated: true), next < value.wrappedValue,
                  value.wrappedValue > bounds.lowerBound else { return nil }
            return max(next, bounds.lowerBound)
        }
        self.label = label()
        self.onEditingChanged = onEditingChanged
        self.onIncrement = { if let v = inc() { value.wrappedValue = v } }
        self.onDecrement = { if let v = dec() { value.wrappedValue = v } }
        self.canStep = { (dec() != nil, inc() != nil) }
    }

    /// A stepper over a bound value without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        let inc: () -> V? = { safeAdvance(value.wrappedValue, by: step).flatMap { $0 > value.wrappedValue ? $0 : nil } }
        let dec: () -> V? = { safeAdvance(value.wrappedValue, by: step, negated: true).flatMap { $0 < value.wrappedValue ? $0 : nil } }
        self.label = label()
        self.onEditingChanged = onEditingChanged
        self.onIncrement = { if let v = inc() { value.wrappedValue = v } }
        self.onDecrement = { if let v = dec() { value.wrappedValue = v } }
        self.canStep = { (dec() != nil, inc() != nil) }
    }

    /// Which halves can move the value now (the closure forms: those given).
    var canStep: () -> (decrement: Bool, increment: Bool) = { (true, true) }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Stepper where Label == Text {
    /// A titled stepper over a bound value.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A titled stepper over a bound value.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A titled stepper over a bound value without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A titled stepper with actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A titled stepper with actions.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// `value` advanced by `step` (or by −`step`), nil when a fixed-width integer would
/// overflow.
func safeAdvance<V: Strideable>(_ value: V, by step: V.Stride, negated: Bool = false) -> V? {
    if let integer = value as? any FixedWidthInteger, let stride = step as? any BinaryInteger {
        return integerAdvance(integer, stride, negated: negated) as? V
    }
    if let d = step as? any BinaryFloatingPoint, (d as? Double)?.isNaN == true || d.isNaN { return nil }
    return value.advanced(by: negated ? 0 - step : step)
}

private func isNegative<T: BinaryInteger>(_ value: T) -> Bool { value < 0 }

private func integerAdvance<I: FixedWidthInteger>(_ value: I, _ step: any BinaryInteger, negated: Bool) -> I? {
    let up = !isNegative(step) != negated
    guard let magnitude = I(exactly: step.magnitude) else { return nil }
    let (result, overflow) = up ? value.addingReportingOverflow(magnitude) : value.subtractingReportingOverflow(magnitude)
    return overflow ? nil : result
}

extension Stepper: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let pressed = context.graph.stateBox(for: .pressed(.stepper, at: context.identity), initial: 0)
        let (canDec, canInc) = canStep()
        let available = (dec: canDec && onDecrement != nil, inc: canInc && onIncrement != nil)
        let drawing = ControlDrawing(behavior: StepperDrawing(canDecrement: available.dec, canIncrement: available.inc,
                                                              pressed: pressed.value, isEnabled: env.isEnabled))
        let row = HStack {
            if !env.labelsHidden { label; Spacer() }
            drawing
        }
        let size = ControlMetrics.stepperSize
        let onIncrement = self.onIncrement, onDecrement = self.onDecrement, onEditingChanged = self.onEditingChanged
        // −1 decrement, +1 increment, 0 outside the control.
        let half: (PointerSample) -> Int = { s in
            let rect = CGRect(x: s.size.width - size.width, y: (s.size.height - size.height) / 2, width: size.width, height: size.height)
            guard rect.contains(s.location) else { return 0 }
            return s.location.x < rect.midX ? -1 : 1
        }
        let make: (GestureContext) -> AnyGestureRecognizer = { _ in
            var side = 0
            return ClosureRecognizer(onReset: [{ if pressed.value != 0 { pressed.value = 0 } }]) { sample, status in
                switch sample.phase {
                case .down:
                    side = half(sample)
                    guard side != 0 else { status = .failed; return [] }
                    status = .active
                    return [{ pressed.value = side }, { onEditingChanged(true) }]
                case .move:
                    let now = half(sample) == side ? side : 0
                    return [{ if pressed.value != now { pressed.value = now } }]
                case .tick:
                    return []
                case .up:
                    status = .ended
                    let action = half(sample) == side ? (side > 0 ? onIncrement : onDecrement) : nil
                    return [{ pressed.value = 0 }, { action?() }, { onEditingChanged(false) }]
                }
            }
        }
        let behavior = InteractionNode(key: context.identity,
                                       attachments: [GestureAttachment(priority: .normal, mask: .all, isEnabled: env.isEnabled, make: make)],
                                       control: ControlInfo(label: nil) { s in
                                           CGPoint(x: s.width - size.width / 4, y: s.height / 2)
                                       })
        return context.resolve(row, component: .index(0)).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
    }
}
