/// The distances a view asks for next to its neighbours in a stack: SwiftUI's `ViewSpacing`.
///
/// Each edge may hold a plain value (the distance to any neighbour) and a text-to-text value
/// (used when the neighbour's facing edge has one too: the font's leading between lines of
/// text). An edge with neither leaves the choice to its neighbour; two such edges meet at the
/// default 8 points. Built-in views fill these in (text asks for font-derived distances
/// vertically, a `Spacer` for none); a custom `Layout` passes them on through
/// `spacing(subviews:cache:)`.
public struct ViewSpacing: Equatable, Sendable {
    /// The preferences of one edge.
    struct EdgeValue: Equatable, Sendable {
        var plain: CGFloat?
        var text: CGFloat?

        /// The larger value of each kind.
        func union(_ other: EdgeValue) -> EdgeValue {
            func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
                switch (a, b) {
                case let (x?, y?): return max(x, y)
                case let (x?, nil): return x
                case let (nil, y?): return y
                case (nil, nil): return nil
                }
            }
            return EdgeValue(plain: larger(plain, other.plain), text: larger(text, other.text))
        }
    }
    var top = EdgeValue(), bottom = EdgeValue(), leading = EdgeValue(), trailing = EdgeValue()

    /// SwiftUI's default distance when neither side asks for one.
    static let defaultSpacing: CGFloat = 8

    /// Spacing with no preference on any edge (neighbours decide; 8 points between two such).
    public init() {}

    /// Spacing that asks for 0 on every edge.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        s.top.plain = 0; s.bottom.plain = 0; s.leading.plain = 0; s.trailing.plain = 0
        return s
    }()

    /// The distance from this view to `next`, which follows it along `axis` (to the right
    /// horizontally, below vertically): the larger shared text value if both edges have one,
    /// else the larger plain value, else 8.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        ViewSpacing.distance(self, next, axis: axis)
    }

    /// Merges `other`'s preferences into this one on `edges`, keeping the larger value of
    /// each kind.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = top.union(other.top) }
        if edges.contains(.bottom) { bottom = bottom.union(other.bottom) }
        if edges.contains(.leading) { leading = leading.union(other.leading) }
        if edges.contains(.trailing) { trailing = trailing.union(other.trailing) }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The distance between `first` and the following `second` along `axis`.
    static func distance(_ first: ViewSpacing, _ second: ViewSpacing, axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? first.trailing : first.bottom
        let b = axis == .horizontal ? second.leading : second.top
        if let x = a.text, let y = b.text { return max(x, y) }
        switch (a.plain, b.plain) {
        case let (x?, y?): return max(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        case (nil, nil): return defaultSpacing
        }
    }
}
