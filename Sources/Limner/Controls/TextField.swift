import Foundation

// `TextField` and `SecureField`, drawn at rest.
//
// Limner takes no keyboard input into views, so a field shows what its binding holds: the
// text in the foreground style on one line (or wrapped, for a field with `axis: .vertical`),
// or, while it is empty, its prompt (else its title) in iOS's `placeholderText` colour. A
// secure field shows a bullet per character. A field takes the whole width it is offered and
// the height of one line of its font (iOS's fields fill their row). `textFieldStyle` picks the
// frame: `.automatic` and `.plain` draw none (iOS's default); `.roundedBorder` draws UIKit's
// rounded rectangle, 5 pt corners, a hairline `systemGray4` border on `systemBackground`, the
// text 7 pt in from the sides and centred in a height of at least 34 pt. The frame's measures
// are those of a UIKit `roundedRect` field at the body size, not read from SwiftUI.

/// A control that edits a string: SwiftUI's `TextField`, drawn at rest (see above).
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    let axis: Axis
    let isSecure: Bool
    @Environment(\.textFieldStyleKind) private var style

    init(text: Binding<String>, prompt: Text?, label: Label, axis: Axis, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
        self.isSecure = isSecure
    }

    /// A field with a custom label; `prompt` is shown while the text is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), axis: .horizontal, isSecure: false)
    }

    /// A field with a custom label that grows along `axis` (`.vertical`: the text wraps).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), axis: axis, isSecure: false)
    }

    public var body: some View {
        let value = text.wrappedValue
        let shown: Text
        if value.isEmpty {
            shown = (prompt ?? placeholder).foregroundColor(Color(uiColor: .placeholderText))
        } else {
            shown = Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: value.count) : value)
        }
        let line = shown
            .lineLimit(axis == .vertical ? nil : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
        return TextFieldFrame(roundedBorder: style == .roundedBorder) { line }
    }

    /// The label as placeholder text, when it is a `Text` (the titled initialisers).
    private var placeholder: Text { (label as? Text) ?? Text(verbatim: "") }
}

extension TextField where Label == Text {
    /// A field titled with a localized-string key (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: .horizontal, isSecure: false)
    }

    /// A field titled with a string (its placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title), axis: .horizontal, isSecure: false)
    }

    /// A field titled with a key, showing `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: .horizontal, isSecure: false)
    }

    /// A field titled with a string, showing `prompt` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: .horizontal, isSecure: false)
    }

    /// A field that grows along `axis` (`.vertical`: the text wraps over as many lines as it
    /// needs).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: axis, isSecure: false)
    }

    /// A field titled with a string that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title), axis: axis, isSecure: false)
    }

    /// A field titled with a key, with a prompt, that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: axis, isSecure: false)
    }
}

extension TextField where Label == Text {
    /// A field showing `value` written with `format` (`.number`, `.currency(code:)`, …).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, label: Text(titleKey), axis: .horizontal, isSecure: false)
    }

    /// A field titled with a string showing `value` written with `format`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt, label: Text(title), axis: .horizontal, isSecure: false)
    }

    /// A string binding over `value` through `format` (a string it cannot parse leaves the
    /// value as it was).
    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
        where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) },
                set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }
}

/// A field whose characters are hidden: SwiftUI's `SecureField`, drawn at rest as a
/// `TextField` showing a bullet per character.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field with a custom label; `prompt` is shown while the text is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label(), axis: .horizontal, isSecure: true)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized-string key (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, label: Text(titleKey), axis: .horizontal, isSecure: true)
    }

    /// A secure field titled with a string (its placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, label: Text(title), axis: .horizontal, isSecure: true)
    }

    /// A secure field titled with a key, showing `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, label: Text(titleKey), axis: .horizontal, isSecure: true)
    }
}

/// The frame a field's style draws around its line.
private struct TextFieldFrame<Content: View>: View {
    let roundedBorder: Bool
    @ViewBuilder let content: () -> Content

    var body: some View {
        if roundedBorder {
            content()
                .padding(.horizontal, 7)
                .frame(minHeight: 34)
                .background {
                    RoundedRectangle(cornerRadius: 5, style: .circular)
                        .fill(Color(uiColor: .systemBackground))
                        .overlay {
                            RoundedRectangle(cornerRadius: 5, style: .circular)
                                .strokeBorder(Color(uiColor: .systemGray4), lineWidth: 0.5)
                        }
                }
        } else {
            content()
        }
    }
}

// MARK: Styles

/// How text fields look (SwiftUI's `TextFieldStyle`): `.automatic`, `.plain` or
/// `.roundedBorder`.
public protocol TextFieldStyle {}

/// The kinds of field frames (the environment carries one).
enum TextFieldStyleKind: Sendable { case plain, roundedBorder }

/// The platform's field style: on iOS, no frame.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable { public init() {} }
/// A field with no frame.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable { public init() {} }
/// A field in UIKit's rounded rectangle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's field style (no frame on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// UIKit's rounded rectangle.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }

extension EnvironmentValues {
    /// The frame the text fields below draw.
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the text fields below look.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
    }
}
