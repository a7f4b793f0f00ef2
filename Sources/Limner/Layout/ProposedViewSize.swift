/// A size a parent proposes to a child: SwiftUI's `ProposedViewSize`.
///
/// In each dimension, nil asks for the ideal size, 0 for the minimum and `.infinity` for
/// the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or nil for "your ideal height".
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced (by 10×10 by default, which is why shapes
    /// and colours are 10×10 at their ideal size).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with NaN dimensions made nil and negative ones zero, which is how a
    /// node treats a malformed proposal.
    var sanitized: ProposedViewSize {
        func fix(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isNaN else { return nil }
            return max(0, v)
        }
        return ProposedViewSize(width: fix(width), height: fix(height))
    }
}

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from its extent along `axis` and across it.
    init(axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// NaN and negative dimensions become 0 (infinite ones are kept: a view may report an
    /// infinite size when proposed one).
    var sanitized: CGSize {
        CGSize(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
