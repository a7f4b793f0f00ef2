import Foundation

/// A control that runs an action when tapped: SwiftUI's `Button`.
///
/// Its look comes from the environment's button style (`buttonStyle(_:)`; iOS's
/// automatic style is borderless: the label in the tint colour). The action runs when a
/// press that began on the button lifts inside it; while the press is in progress the
/// style draws `configuration.isPressed`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (destructive buttons draw in red) and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Button where Label == Text {
    /// A button titled with a localized-string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role, titled with a localized-string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button is for: SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes data (drawn in systemRed).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let pressed = context.graph.stateBox(for: .pressed(.button, at: context.identity), initial: false)
        let action = self.action
        let enabled = context.environment.isEnabled
        let labelView = ButtonStyleConfiguration.Label(content: AnyView(label))
        var attachments: [GestureAttachment] = []
        let content: AnyView
        switch context.environment.buttonStyle {
        case .standard(let style):
            let configuration = ButtonStyleConfiguration(label: labelView, isPressed: pressed.value, role: role)
            content = style.erasedBody(configuration)
            attachments.append(GestureAttachment(priority: .normal, mask: .all, isEnabled: enabled) { _ in
                Self.pressRecognizer(pressed: pressed, action: action)
            })
        case .primitive(let style):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: labelView, trigger: enabled ? action : {})
            content = style.erasedBody(configuration)
        }
        let behavior = InteractionNode(key: context.identity, attachments: attachments, control: ControlInfo())
        return context.resolve(content, component: .index(0)).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
    }

    /// How far outside its bounds a press still counts as inside (UIKit's touch slop,
    /// about 70 pt; Limner uses half of it on each side).
    static var pressSlop: CGFloat { 35 }

    /// Tracks a press: pressed while the pointer is down and near the button; the action
    /// runs when it lifts there.
    static func pressRecognizer(pressed: StateBox<Bool>, action: @escaping () -> Void) -> AnyGestureRecognizer {
        ClosureRecognizer(onReset: [{ if pressed.value { pressed.value = false } }]) { sample, status in
            let inside = CGRect(origin: .zero, size: sample.size).insetBy(dx: -pressSlop, dy: -pressSlop).contains(sample.location)
            switch sample.phase {
            case .down:
                status = .active
                return [{ pressed.value = true }]
            case .move:
                return [{ if pressed.value != inside { pressed.value = inside } }]
            case .tick:
                return []
            case .up:
                status = .ended
                return inside ? [{ if pressed.value { pressed.value = false } }, action] : [{ if pressed.value { pressed.value = false } }]
            }
        }
    }
}
