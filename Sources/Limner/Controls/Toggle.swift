import Foundation

/// A switch between on and off: SwiftUI's `Toggle`, drawn as iOS's switch.
///
/// The label sits at the leading edge and the 51 × 31 switch at the trailing edge of the
/// full width (as in iOS outside lists). A tap on the switch flips `isOn`; the knob
/// slides over 0.25 s unless the change already carries an animation.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized-string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A toggle titled with a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        let isOn = self.isOn
        let pressed = context.graph.stateBox(for: .pressed(.toggle, at: context.identity), initial: false)
        var animating = context
        if animating.transaction.animation == nil && !animating.transaction.disablesAnimations {
            animating.transaction.animation = ControlMetrics.switchAnimation
        }
        let progress = animating.animated(isOn.wrappedValue ? 1.0 : 0.0, .toggleProgress)
        let onColor = (env.tint?.base as? Color) ?? ControlMetrics.switchOn
        let drawing = ControlDrawing(behavior: SwitchDrawing(progress: progress, onColor: onColor, isEnabled: env.isEnabled,
                                                             isPressed: pressed.value))
        let row = HStack {
            if !env.labelsHidden { label; Spacer() }
            drawing
        }
        let switchSize = ControlMetrics.switchSize
        let inSwitch: (PointerSample) -> Bool = { s in
            CGRect(x: s.size.width - switchSize.width, y: (s.size.height - switchSize.height) / 2,
                   width: switchSize.width, height: switchSize.height).insetBy(dx: -8, dy: -8).contains(s.location)
        }
        let recognizer: (GestureContext) -> AnyGestureRecognizer = { _ in
            ClosureRecognizer(onReset: [{ if pressed.value { pressed.value = false } }]) { sample, status in
                switch sample.phase {
                case .down:
                    guard inSwitch(sample) else { status = .failed; return [] }
                    status = .active
                    return [{ pressed.value = true }]
                case .move, .tick:
                    return []
                case .up:
                    status = .ended
                    guard inSwitch(sample) else { return [] }
                    return [{ pressed.value = false }, { isOn.wrappedValue.toggle() }]
                }
            }
        }
        let behavior = InteractionNode(key: context.identity,
                                       attachments: [GestureAttachment(priority: .normal, mask: .all, isEnabled: env.isEnabled, make: recognizer)],
                                       control: ControlInfo(label: nil) { size in
                                           CGPoint(x: size.width - switchSize.width / 2, y: size.height / 2)
                                       })
        return context.resolve(row, component: .index(0)).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
    }
}
