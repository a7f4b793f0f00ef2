/// A geometric value of a view that ancestors read in their own coordinates through a
/// `GeometryProxy` (SwiftUI's `Anchor`). Limner resolves it from the view's frame after
/// layout; read before layout it is in the view's own (zero) position. It refers to the
/// view's node, which only the thread that renders reads (hence unchecked `Sendable`).
public struct Anchor<Value>: @unchecked Sendable {
    /// What the anchor measures.
    public struct Source: @unchecked Sendable {
        let measure: (CGRect) -> Value
        init(_ measure: @escaping (CGRect) -> Value) { self.measure = measure }
    }
    let source: Source
    let node: ResolvedNode

    init(source: Source, node: ResolvedNode) {
        self.source = source
        self.node = node
    }

    /// The value in global (root) coordinates.
    var globalValue: Value { source.measure(CGRect(origin: node.globalOrigin, size: node.size)) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { f in CGPoint(x: f.minX + p.x * f.width, y: f.minY + p.y * f.height) }
    }
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { f in CGPoint(x: f.minX + p.x, y: f.minY + p.y) } }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// A rectangle anchor in this proxy's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.globalValue.offsetBy(dx: -globalOrigin.x, dy: -globalOrigin.y)
    }

    /// A point anchor in this proxy's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let p = anchor.globalValue
        return CGPoint(x: p.x - globalOrigin.x, y: p.y - globalOrigin.y)
    }
}
