import Foundation

/// How a button looks, given its label and whether it is pressed: SwiftUI's `ButtonStyle`.
/// The button itself tracks the press and runs the action.
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The label, pressed state and role.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The button's label.
    public let label: Label
    /// Whether a press is in progress on the button.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// A style that makes the whole button, interaction included: SwiftUI's
/// `PrimitiveButtonStyle`. Its body calls `configuration.trigger()` to run the action
/// (from a gesture of its own).
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The label, role and trigger.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` builds from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    let action: () -> Void
    init(role: ButtonRole?, label: ButtonStyleConfiguration.Label, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.action = trigger
    }
    /// Runs the button's action (nothing when the button is disabled).
    public func trigger() { action() }
}

extension ButtonStyle {
    func erasedBody(_ configuration: ButtonStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

extension PrimitiveButtonStyle {
    func erasedBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// The style of buttons below, either kind.
enum ButtonStyleChoice {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

// Styles are values read on the graph's thread only, like the rest of the environment.
extension ButtonStyleChoice: @unchecked Sendable {}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice { .standard(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    var buttonStyle: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons below.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { environment(\.buttonStyle, .standard(style)) }

    /// Sets a primitive style for buttons below.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { environment(\.buttonStyle, .primitive(style)) }
}

// MARK: - Built-in styles

/// The colour of a button's label: red for destructive buttons, else the tint;
/// tertiaryLabel when disabled.
private func labelColor(_ role: ButtonRole?, _ environment: EnvironmentValues) -> Color {
    guard environment.isEnabled else { return ControlMetrics.disabledLabel }
    return role == .destructive ? .red : environment.controlTint
}

/// Reads the environment for a built-in style's body.
private struct StyledButton<Content: View>: View {
    @Environment(\.self) var environment
    let content: (EnvironmentValues) -> Content
    var body: some View { content(environment) }
}

/// iOS's automatic style: borderless.
public struct DefaultButtonStyle: ButtonStyle {
    /// The automatic style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderlessButtonStyle().makeBody(configuration: configuration) }
}

/// The label in the tint colour, without a border; faded while pressed.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton { env in
            configuration.label
                .foregroundStyle(labelColor(configuration.role, env))
                .opacity(configuration.isPressed ? ControlMetrics.pressedLabelOpacity : 1)
        }
    }
}

/// The label as it is, faded while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? ControlMetrics.pressedLabelOpacity : 1)
    }
}

/// The label in the tint on a rounded background of the tint at 15 %; padding, corner
/// radius and font follow `controlSize` (see `ControlMetrics.bordered`).
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton { env in
            let m = ControlMetrics.bordered(env.controlSize)
            let color = labelColor(configuration.role, env)
            return configuration.label
                .font(m.font)
                .foregroundStyle(color)
                .padding(.horizontal, m.horizontal)
                .padding(.vertical, m.vertical)
                .background(RoundedRectangle(cornerRadius: m.corner, style: .continuous)
                    .fill(env.isEnabled ? color.opacity(ControlMetrics.borderedFillOpacity) : ControlMetrics.controlBackground))
                .opacity(configuration.isPressed ? ControlMetrics.pressedBorderedOpacity : 1)
        }
    }
}

/// A white label on a rounded background of the tint.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        StyledButton { env in
            let m = ControlMetrics.bordered(env.controlSize)
            return configuration.label
                .font(m.font)
                .foregroundStyle(env.isEnabled ? Color.white : ControlMetrics.disabledLabel)
                .padding(.horizontal, m.horizontal)
                .padding(.vertical, m.vertical)
                .background(RoundedRectangle(cornerRadius: m.corner, style: .continuous)
                    .fill(env.isEnabled ? labelColor(configuration.role, env) : ControlMetrics.controlBackground))
                .opacity(configuration.isPressed ? ControlMetrics.pressedBorderedOpacity : 1)
        }
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// No border; the label in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A tinted rounded background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled rounded background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
