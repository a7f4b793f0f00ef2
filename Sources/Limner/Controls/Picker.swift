import Foundation

/// A choice among tagged views: SwiftUI's `Picker`.
///
/// The options are the views of `content`, each identified by its `tag(_:)` (or its
/// `ForEach` id). Styles:
/// - `.segmented`: iOS's segmented control — 32 pt tall, the full proposed width split
///   into equal segments, a white rounded thumb (radius 7, inset 2, shadowed) under the
///   selection that slides to a newly selected segment, 1 × 12 pt separators between
///   unselected segments, labels in 13 pt medium. A tap on a segment selects its tag.
///   (iOS draws the selected label semibold; Limner draws every label medium.)
/// - `.automatic` / `.menu` (iOS 17 outside lists): the selected option in the tint with
///   an up-down chevron. Tapping it would open a menu; Limner has no menus, so the menu
///   picker only shows its selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Picker where Label == Text {
    /// A picker titled with a localized-string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How pickers below are drawn: SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

/// iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// The platform default (a menu on iOS 17 outside lists).
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A button showing the selection that opens a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform default.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

private struct IsSegmentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether pickers below are segmented.
    var pickerIsSegmented: Bool {
        get { self[IsSegmentedKey.self] }
        set { self[IsSegmentedKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers below.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerIsSegmented, style is SegmentedPickerStyle) }
}

extension Picker: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let env = context.environment
        var inner = context
        inner.environment.font = ControlMetrics.segmentedFont
        let segmented = env.pickerIsSegmented
        if !segmented {
            inner.environment.font = env.font
            inner.environment.foregroundColor = env.isEnabled ? env.controlTint : ControlMetrics.disabledLabel
            inner.environment.foregroundStyle = nil
        }
        let options = inner.resolve(content, component: .index(0))
        let tags = options.map { CanvasLayout.tag(of: $0, below: context.identity) }
        let selected = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) }
        if !segmented {
            // The menu style shows the selected option and a chevron.
            let shown = selected.map { [options[$0]] } ?? []
            var chevron = inner
            chevron.environment.font = .footnote.weight(.semibold)
            let icon = chevron.resolve(Image(systemName: "chevron.up.chevron.down"), component: .index(1))
            return [ResolvedNode(identity: context.identity, environment: env,
                                 behavior: StackLayout(axis: .horizontal, alignment: .center, spacing: 4), children: shown + icon)]
        }
        var animating = context
        if animating.transaction.animation == nil && !animating.transaction.disablesAnimations {
            animating.transaction.animation = ControlMetrics.switchAnimation
        }
        let position = selected.map { animating.animated(Double($0), .segmentedSelection) }
        let binding = selection
        let segments = options.enumerated().map { index, option -> ResolvedNode in
            let tag = tags[index]
            let make: (GestureContext) -> AnyGestureRecognizer = { _ in
                ClosureRecognizer { sample, status in
                    switch sample.phase {
                    case .down: status = .active; return []
                    case .move, .tick: return []
                    case .up:
                        status = .ended
                        guard CGRect(origin: .zero, size: sample.size).contains(sample.location),
                              let value = tag?.base as? SelectionValue else { return [] }
                        return [{ if binding.wrappedValue != value { binding.wrappedValue = value } }]
                    }
                }
            }
            let behavior = InteractionNode(key: option.identity,
                                           attachments: [GestureAttachment(priority: .normal, mask: .all, isEnabled: env.isEnabled, make: make)],
                                           control: ControlInfo())
            return ResolvedNode(identity: option.identity, environment: option.environment, behavior: behavior, children: [option])
        }
        return [ResolvedNode(identity: context.identity, environment: env,
                             behavior: SegmentedLayout(position: position, isEnabled: env.isEnabled), children: segments)]
    }
}

/// The segmented control's layout and drawing: equal segments over the width, the
/// background, the thumb under `position` (a fractional segment index while it slides)
/// and the separators; each segment's label is centred in its slot.
struct SegmentedLayout: NodeBehavior {
    let position: Double?
    let isEnabled: Bool
    var debugName: String { "SegmentedPicker(\(position.map { "\($0)" } ?? "none"))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let count = max(1, node.children.count)
        let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(count) * (widest + 2 * ControlMetrics.segmentPadding)
        return CGSize(width: proposal.width ?? ideal, height: ControlMetrics.segmentedHeight)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let count = max(1, node.children.count)
        let slot = size.width / CGFloat(count)
        for (i, child) in node.children.enumerated() {
            let p = ProposedViewSize(width: max(0, slot - 2 * ControlMetrics.segmentPadding / 2), height: size.height)
            let s = child.sizeThatFits(p)
            node.placeChild(child, at: CGPoint(x: slot * CGFloat(i) + (slot - s.width) / 2, y: (size.height - s.height) / 2), proposal: p)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let env = node.environment
        let size = node.size
        let count = max(1, node.children.count)
        let slot = size.width / CGFloat(count)
        let saved = builder.opacity
        if !isEnabled { builder.opacity *= 0.5 }
        builder.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: ControlMetrics.segmentedCorner, style: .continuous),
                     color: ControlMetrics.controlBackground, environment: env)
        let inset = ControlMetrics.segmentedInset
        let p = position.flatMap { $0.isFinite ? $0 : nil }
        for i in 1..<max(1, count) {
            // No separator beside the thumb.
            if let p, abs(Double(i) - p) < 1 || abs(Double(i) - (p + 1)) < 1 { continue }
            let h = ControlMetrics.segmentSeparatorHeight
            builder.fill(Path(CGRect(x: slot * CGFloat(i) - 0.5, y: (size.height - h) / 2, width: 1, height: h)),
                         color: ControlMetrics.separator, environment: env)
        }
        if let p {
            let thumb = CGRect(x: slot * CGFloat(p) + inset, y: inset, width: slot - 2 * inset, height: size.height - 2 * inset)
            builder.withControlShadow(environment: env, radius: 3) {
                $0.fill(Path(roundedRect: thumb, cornerRadius: ControlMetrics.segmentedThumbCorner, style: .continuous),
                        color: .white, environment: env)
            }
        }
        builder.renderChildren(of: node)
        builder.opacity = saved
    }
}
