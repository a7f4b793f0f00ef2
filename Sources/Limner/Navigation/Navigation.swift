import Foundation

// Navigation containers at rest: `NavigationStack` and `NavigationView` show their root
// view under iOS's navigation bar with the title the root sets (`navigationTitle(_:)`), as a
// large title or an inline one (`navigationBarTitleDisplayMode(_:)`). There is no pushing:
// `NavigationLink` draws its label and `navigationDestination` is accepted.

/// How a navigation bar shows its title (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
public enum NavigationBarItem {
    /// The title's style in the bar.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Large at the root of a stack (as `.large`).
        case automatic
        /// Small and centred in the bar.
        case inline
        /// Large, below the bar, leading-aligned.
        case large
    }
}

struct NavigationTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

struct NavigationTitleDisplayModeKey: PreferenceKey {
    static let defaultValue: NavigationBarItem.TitleDisplayMode? = nil
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

/// The background the root asks to be continued behind the bar (a `List` or `Form`: the
/// grouped background, as iOS shows it at rest).
struct NavigationBarBackgroundKey: PreferenceKey {
    static let defaultValue: Color? = nil
    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// The title a navigation container shows for this view (SwiftUI's `navigationTitle`).
    /// Outside a `NavigationStack` or `NavigationView` it changes nothing.
    public func navigationTitle(_ title: String) -> some View {
        preference(key: NavigationTitleKey.self, value: title)
    }

    /// The title a navigation container shows, from a `Text` (its plain string).
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.string)
    }

    /// How the navigation bar shows the title (SwiftUI's `navigationBarTitleDisplayMode`).
    /// Accepted everywhere; drawn only inside a navigation container.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }

    /// SwiftUI's older `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Accepted (SwiftUI's `navigationBarHidden`); Limner's bar has no buttons, and a hidden
    /// bar is drawn as one without a title.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        transformPreference(NavigationTitleKey.self) { if hidden { $0 = "" } }
    }

    /// Accepted (SwiftUI's `navigationDestination(for:destination:)`); nothing is pushed at rest.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}

/// A view that shows a root view under a navigation bar (SwiftUI's `NavigationStack`),
/// drawn at rest: the root's `navigationTitle` as iOS's large title (34 pt bold, 16 pt from
/// the leading edge, under a 44 pt bar) or, with `.inline`, as a 17 pt semibold title centred
/// in the 44 pt bar. The root is proposed the space below the bar.
public struct NavigationStack<Root: View>: View {
    let root: Root

    /// Creates a stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// Creates a stack showing `root`; the path is accepted (nothing is pushed at rest).
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root() }

    public var body: some View { root.modifier(NavigationBarModifier()) }
}

/// SwiftUI's older navigation container: drawn as `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { content.modifier(NavigationBarModifier()) }
}

/// A button that would push a destination (SwiftUI's `NavigationLink`): drawn as its label
/// with iOS's disclosure chevron when in a list row.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link with a destination view and a label.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(Color(uiColor: .tertiaryLabel))
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link to a value (`navigationDestination` decides the view); drawn as its label.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link titled `title` to a value.
    public init<P: Hashable>(_ title: String, value: P?) { self.label = Text(title) }
}

/// iOS's navigation bar metrics at rest.
enum NavigationBarMetrics {
    /// The bar's height.
    static let barHeight: CGFloat = 44
    /// The large title's block under the bar.
    static let largeTitleHeight: CGFloat = 52
    /// The large title's leading margin.
    static let largeTitleLeading: CGFloat = 16
    /// The large title's baseline below the top of its block.
    static let largeTitleBaseline: CGFloat = 41
}

/// Resolves the root, reads its title and display mode, and puts the bar above it.
struct NavigationBarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content(context)
        let title = Preferences.value(NavigationTitleKey.self, in: nodes)
        let mode = Preferences.value(NavigationTitleDisplayModeKey.self, in: nodes) ?? .automatic
        let background = Preferences.value(NavigationBarBackgroundKey.self, in: nodes)
        let large = mode != .inline
        let height = NavigationBarMetrics.barHeight + (large ? NavigationBarMetrics.largeTitleHeight : 0)
        let bar = NavigationBar(title: title ?? "", large: large, background: background, height: height)
        var barContext = context
        barContext.identity = context.identity.child(.secondary(0))
        let barNodes = barContext.resolve(bar)
        let behavior = NavigationContainerLayout(barHeight: height, barCount: barNodes.count)
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: behavior, children: barNodes + nodes)]
    }
}

/// The bar: its background (continued into the safe area above) and its title.
struct NavigationBar: View {
    let title: String
    let large: Bool
    let background: Color?
    let height: CGFloat

    var body: some View {
        ZStack(alignment: .topLeading) {
            (background ?? Color.clear).ignoresSafeArea(edges: .top)
            if large {
                Text(title)
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.leading, NavigationBarMetrics.largeTitleLeading)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(height: NavigationBarMetrics.largeTitleHeight)
                    .offset(y: NavigationBarMetrics.barHeight)
            } else {
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
                    .frame(height: NavigationBarMetrics.barHeight)
            }
        }
        .frame(height: height)
    }
}

/// The container: the bar (the first `barCount` children) across the top at `barHeight`,
/// the root's nodes below it, each proposed the rest and centred in it. Takes the whole
/// proposal (its root's size where the proposal is unspecified, plus the bar).
struct NavigationContainerLayout: NodeBehavior {
    let barHeight: CGFloat
    let barCount: Int

    var debugName: String { "NavigationStack" }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - barHeight) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let content = node.children.dropFirst(barCount)
        let inner = contentProposal(proposal)
        var size = CGSize.zero
        for child in content {
            let s = child.sizeThatFits(inner)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? (size.height + barHeight))
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        for bar in node.children.prefix(barCount) {
            node.placeChild(bar, at: .zero, proposal: ProposedViewSize(width: size.width, height: barHeight))
        }
        let inner = ProposedViewSize(width: size.width, height: max(0, size.height - barHeight))
        for child in node.children.dropFirst(barCount) {
            let s = child.sizeThatFits(inner)
            let origin = CGPoint(x: (size.width - s.width) / 2, y: barHeight + (max(0, size.height - barHeight) - s.height) / 2)
            node.placeChild(child, at: origin, proposal: inner)
        }
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        // The root first, then the bar over it.
        for child in node.children.dropFirst(barCount) { builder.render(child) }
        for bar in node.children.prefix(barCount) { builder.render(bar) }
    }
}
