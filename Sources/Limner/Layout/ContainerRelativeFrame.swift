import Foundation

// `containerRelativeFrame`: a frame sized from the view's nearest container.
//
// The container is the nearest enclosing `ScrollView` (its visible size, as it is drawn at
// rest), else the root of the tree: the size the host, the renderer or the window proposes.
// Neither is known before layout, so the container publishes its size in a box the
// environment carries down (`ContainerSize`): a scroll view fills its box as it places its
// content, before measuring it; the graph fills the root's as each layout starts. The frame
// reads the box when it is measured, and then acts as `frame(width:height:alignment:)` with
// the lengths it computed on its axes.
//
// A container length the proposal leaves unspecified (a root drawn at its ideal size, the
// scrolling axis of nothing) leaves that axis to the content, as a nil `frame` dimension
// does. Lengths that come out NaN or infinite are ignored; negative ones become 0.

/// The size of a container for the `containerRelativeFrame`s inside it, filled in during
/// layout (nil where unspecified).
final class ContainerSize {
    var width: CGFloat?
    var height: CGFloat?

    /// Sets both lengths from a proposal or a placed size.
    func set(_ proposal: ProposedViewSize) {
        width = proposal.width
        height = proposal.height
    }

    func length(on axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

/// Carries the nearest container's box in the environment.
struct ContainerSizeValue: @unchecked Sendable {
    // Unchecked: boxes are read and filled on the graph's thread only.
    var box: ContainerSize?
}

private struct ContainerSizeKey: EnvironmentKey {
    static var defaultValue: ContainerSizeValue { ContainerSizeValue() }
}

extension EnvironmentValues {
    /// The nearest container's size box (nil: the graph's root).
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self].box }
        set { self[ContainerSizeKey.self].box = newValue }
    }
}

struct ContainerRelativeFrameModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        ContainerRelativeFrameLayout(container: context.environment.containerSize ?? context.graph.rootContainer,
                                     axes: axes, alignment: alignment, length: length)
    }
}

/// A fixed frame whose lengths on `axes` come from the container's size at layout.
struct ContainerRelativeFrameLayout: NodeBehavior {
    let container: ContainerSize
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    var debugName: String { "ContainerRelativeFrame" }
    /// It keeps nothing between layouts: the box is filled again before each.
    var isReusableAcrossFrames: Bool { true }

    /// The fixed frame for the container's size now.
    private var frame: FixedFrameLayout {
        func dimension(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical),
                  let available = container.length(on: axis), available.isFinite else { return nil }
            let value = length(max(0, available), axis)
            return value.isFinite ? max(0, value) : nil
        }
        return FixedFrameLayout(width: dimension(.horizontal), height: dimension(.vertical), alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        frame.sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        frame.placeChildren(of: node, size: size, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        frame.explicitAlignment(key, node: node, size: size)
    }
}

extension View {
    /// Sizes the view on `axes` to its nearest container: the enclosing `ScrollView`'s
    /// visible size, else the size the whole view is drawn at. The view is placed in that
    /// frame by `alignment`; on other axes it keeps its own size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns (or rows) of its nearest
    /// container, with `spacing` between them: (length − spacing·(count − 1)) / count · span
    /// + spacing·(span − 1). A `count` below 1 counts as 1; `span` is clamped to 1…count.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count), span = min(max(1, span), count)
        let gap = spacing.isFinite ? spacing : 0
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - gap * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + gap * CGFloat(span - 1)
        })
    }

    /// Sizes the view on `axes` to what `length` returns for its nearest container's length
    /// on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
