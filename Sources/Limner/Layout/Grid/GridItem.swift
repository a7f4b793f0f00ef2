/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable, Equatable {
    /// How big the column (row) is.
    public enum Size: Sendable, Equatable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left after fixed items, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long, in the share of space this
        /// item gets.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The space after this item (nil: 8).
    public var spacing: CGFloat?
    /// How cells are placed in their slot (nil: centred).
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views a lazy stack or grid pins (drawn at rest: pinning changes nothing in a still
/// image). SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// Creates a set.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) a grid resolves its
/// items into for a length: each track's start and length, and the alignment of its cells.
struct GridTracks {
    struct Track { var start: CGFloat; var length: CGFloat; var alignment: Alignment? }
    var tracks: [Track] = []
    var length: CGFloat { tracks.last.map { $0.start + $0.length } ?? 0 }

    /// Resolves `items` in `available` points (nil: the ideal, where flexible items take
    /// their minimum and adaptive ones one item of their minimum). Follows SwiftUI's
    /// documented rules: fixed items first; the rest shared equally among flexible and
    /// adaptive items in order, each clamped to its bounds and the remainder passed on;
    /// an adaptive item holds as many cells of at least its minimum as fit in its share.
    static func resolve(_ items: [GridItem], available: CGFloat?) -> GridTracks {
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : fallback }
        let spacings = items.map { clean($0.spacing ?? ViewSpacing.defaultSpacing, ViewSpacing.defaultSpacing) }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = (available.map { $0.isFinite ? max(0, $0) : nil } ?? nil)
        remaining = remaining.map { $0 - spacings.dropLast().reduce(0, +) }
        var open: [Int] = []
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size {
                lengths[i] = clean(v, 0)
                remaining = remaining.map { $0 - lengths[i] }
            } else {
                open.append(i)
            }
        }
        var result = GridTracks()
        var adaptiveCounts: [Int: (Int, CGFloat)] = [:]
        for (n, i) in open.enumerated() {
            let share = remaining.map { max(0, $0) / CGFloat(open.count - n) }
            switch items[i].size {
            case .fixed: break
            case let .flexible(minimum, maximum):
                let lo = clean(minimum, 10), hi = max(lo, maximum.isNaN ? .infinity : maximum)
                lengths[i] = share.map { min(max($0, lo), hi) } ?? lo
            case let .adaptive(minimum, maximum):
                let lo = max(clean(minimum, 10), 1), hi = max(lo, maximum.isNaN ? .infinity : maximum)
                let space = share ?? lo
                let gap = spacings[i]
                let count = max(1, Int(((space + gap) / (lo + gap)).rounded(.down)))
                let cell = min(max((space - CGFloat(count - 1) * gap) / CGFloat(count), lo), hi)
                adaptiveCounts[i] = (count, cell)
                lengths[i] = CGFloat(count) * cell + CGFloat(count - 1) * gap
            }
            remaining = remaining.map { $0 - lengths[i] }
        }
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            if let (count, cell) = adaptiveCounts[i] {
                for k in 0..<count {
                    result.tracks.append(Track(start: position, length: cell, alignment: item.alignment))
                    position += cell + (k < count - 1 ? spacings[i] : 0)
                }
            } else {
                result.tracks.append(Track(start: position, length: lengths[i], alignment: item.alignment))
                position += lengths[i]
            }
            if i < items.count - 1 { position += spacings[i] }
        }
        return result
    }
}
