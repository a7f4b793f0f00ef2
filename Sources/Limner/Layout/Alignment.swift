/// A type that names an alignment guide and gives its default value.
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The key of an alignment guide (its `AlignmentID` type).
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)); hasher.combine(axis) }
    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }
}

/// A guide for aligning views horizontally (an x position inside each view).
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment guide.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    /// The leading (left) edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing (right) edge.
    public static let trailing = HorizontalAlignment(Trailing.self)

    /// The unit position of the standard guides (nil for custom ones).
    var unitValue: CGFloat? {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        default: return nil
        }
    }
}

/// A guide for aligning views vertically (a y position inside each view).
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    /// Creates a custom alignment guide.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first line's baseline in text (the bottom edge in other views).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last line's baseline in text (the bottom edge in other views).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of guides, for placing one view inside or over another.
public struct Alignment: Equatable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}

/// A view's size and alignment guides, as seen by an `alignmentGuide` closure.
public struct ViewDimensions {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Looks up explicit guides (set by `alignmentGuide` or text baselines).
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicit = explicit
    }

    /// The value of a horizontal guide: the explicit one if set, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide: the explicit one if set, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a horizontal guide, if any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value of a vertical guide, if any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }
}
