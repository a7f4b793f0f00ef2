/// A title with an icon (SwiftUI's `Label`), drawn by the environment's `LabelStyle`.
///
/// The default style (`.automatic`, the same as `.titleAndIcon`) puts the icon before the
/// title in an `HStack(alignment: .firstTextBaseline, spacing: 8)`: a symbol icon sits on
/// the title's baseline (see `ImageLayout`). iOS's list-row metrics (a fixed icon column)
/// are not reproduced: outside lists the label is this plain row.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a named image.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label built from a style configuration (inside a custom `LabelStyle`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        let style = context.environment.labelStyle
        return context.resolve(style.erasedBody(configuration), component: .index(0))
    }
}

/// The parts of a label a `LabelStyle` arranges.
public struct LabelStyleConfiguration {
    /// The label's title view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// How labels are drawn (SwiftUI's `LabelStyle`).
public protocol LabelStyle: Sendable {
    /// The view a label becomes.
    associatedtype Body: View
    /// Arranges a label's title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of a label.
    typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle {
    func erasedBody(_ configuration: LabelStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// The icon before the title on a shared baseline.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default label style (title and icon).
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon before the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension View {
    /// Sets the style of labels below.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyle, style) }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue: any LabelStyle = DefaultLabelStyle() }

extension EnvironmentValues {
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
