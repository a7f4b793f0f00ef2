// `ContainerRelativeShape` and `containerShape(_:)`: a shape that follows the outline of the
// container it sits in, inset to its own frame (concentric corners inside a card or widget).

/// A shape that is the current container's shape, inset to the frame it is drawn in:
/// SwiftUI's `ContainerRelativeShape`.
///
/// The container is the nearest enclosing view with `containerShape(_:)`. Drawn in a frame
/// that lies inside the container's by distances `left`, `top`, `right` and `bottom`, the
/// shape is the container's shape inset by `d = min(left, top, right, bottom)` (0 when the
/// frame reaches past the container), placed on the frame: a rounded rectangle of radius
/// `r` becomes one of radius `max(r − d, 0)`, so padded content gets concentric corners; a
/// capsule or circle stays one. With no container shape above it the shape is a rectangle.
///
/// The container is found while drawing (fills, strokes, clips, masks and backgrounds all
/// see it). Where no drawing is involved — sizing, and hit testing with `contentShape` —
/// it is the rectangle.
public struct ContainerRelativeShape: InsettableShape, Sendable {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        guard let container = ContainerShapeContext.current else { return Path(rect) }
        return container.path(in: rect)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// The container-relative shape inset on every side.
    public struct _Inset: InsettableShape, Sendable {
        /// The inset.
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path {
            let a = amount.isFinite ? amount : 0
            let r = rect.insetBy(dx: a, dy: a)
            guard !r.isNull, r.width >= 0, r.height >= 0 else { return Path() }
            return ContainerRelativeShape().path(in: r)
        }

        public var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the enclosing container (`containerShape(_:)`), inset to the frame.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the shape that `ContainerRelativeShape` takes inside this view.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: ErasedInsettableShape(shape)))
    }
}

/// An insettable shape with its type erased. Shapes are values drawn on one thread at a time;
/// the box is only read.
struct ErasedInsettableShape: @unchecked Sendable {
    private let insetPath: (CGFloat, CGRect) -> Path

    init<T: InsettableShape>(_ shape: T) {
        insetPath = { amount, rect in shape.inset(by: amount).path(in: rect) }
    }

    /// The shape inset by `amount`, in `rect`.
    func path(insetBy amount: CGFloat, in rect: CGRect) -> Path { insetPath(amount, rect) }
}

/// The container shape as seen from the node being drawn: the shape and the container's
/// frame in the node's coordinates. `RenderBuilder` binds it around each node's drawing.
struct ContainerShapeContext: Sendable {
    let shape: ErasedInsettableShape
    /// The container's frame, in the coordinates of the node being drawn.
    let frame: CGRect

    @TaskLocal static var current: ContainerShapeContext?

    /// The container's shape inset to `rect` (see `ContainerRelativeShape`).
    func path(in rect: CGRect) -> Path {
        let values = [rect.minX, rect.minY, rect.width, rect.height, frame.minX, frame.minY, frame.width, frame.height]
        guard values.allSatisfy(\.isFinite) else { return Path(rect) }
        let d = max(0, min(rect.minX - frame.minX, rect.minY - frame.minY, frame.maxX - rect.maxX, frame.maxY - rect.maxY))
        return shape.path(insetBy: d, in: rect.insetBy(dx: -d, dy: -d))
    }
}

/// A container shape set by `containerShape(_:)` and where the container is, in the
/// coordinates of the tree's root (layout and offsets).
struct ContainerShapeFrame {
    let shape: ErasedInsettableShape
    let globalFrame: CGRect

    /// The context for drawing `node`.
    func context(for node: ResolvedNode) -> ContainerShapeContext {
        ContainerShapeContext(shape: shape, frame: globalFrame.offsetBy(dx: -node.globalOrigin.x, dy: -node.globalOrigin.y))
    }
}

struct ContainerShapeNode: NodeBehavior, TransparentLayout {
    let shape: ErasedInsettableShape
    var debugName: String { "ContainerShape" }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let saved = builder.containerShape
        builder.containerShape = ContainerShapeFrame(shape: shape, globalFrame: CGRect(origin: node.globalOrigin, size: node.size))
        builder.renderChildren(of: node)
        builder.containerShape = saved
    }
}

struct ContainerShapeModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let shape: ErasedInsettableShape
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { ContainerShapeNode(shape: shape) }
}
