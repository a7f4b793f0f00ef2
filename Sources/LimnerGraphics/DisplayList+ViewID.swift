import Foundation

/// What the view layer gives a display list to say which view drew an item (the view's
/// structural identity, kept by reference).
package protocol DisplayListViewSource: AnyObject, Sendable, CustomStringConvertible {
    /// Whether `other` names the same view.
    func isSameView(as other: any DisplayListViewSource) -> Bool
    /// A hash that equal views share.
    var viewHash: Int { get }
    /// The innermost explicit identifier on the view's path (`id(_:)` or a `ForEach` id).
    var explicitID: AnyHashable? { get }
}

extension DisplayList {
    /// The view that drew an item: its place in the view tree (its structural identity, as
    /// SwiftUI keeps state by it). Items drawn by the same view in the same tree compare
    /// equal, frame after frame; `description` prints the path from the root (`/0/body/#row-3`),
    /// `explicitID` the innermost `id(_:)` or `ForEach` identifier on it.
    public struct ViewID: Hashable, Sendable, CustomStringConvertible {
        package let source: any DisplayListViewSource

        package init(_ source: any DisplayListViewSource) { self.source = source }

        /// The innermost `id(_:)` or `ForEach` identifier on the view's path, if any.
        public var explicitID: AnyHashable? { source.explicitID }

        /// The path from the root.
        public var description: String { source.description }

        public static func == (lhs: ViewID, rhs: ViewID) -> Bool { lhs.source.isSameView(as: rhs.source) }

        public func hash(into hasher: inout Hasher) { hasher.combine(source.viewHash) }
    }

    /// Every drawing item (nested groups included, front to back order kept) with the view
    /// that drew it, where known.
    public var itemsWithViews: [(item: Item, viewID: ViewID?)] {
        var result: [(Item, ViewID?)] = []
        var stack: [ArraySlice<Item>] = [items[...]]
        while var slice = stack.popLast() {
            guard let item = slice.popFirst() else { continue }
            stack.append(slice)
            result.append((item, item.viewID))
            if case .group(let g) = item { stack.append(g.content.items[...]) }
        }
        return result
    }

    /// The drawing items, at any depth, that the view with `id` as its innermost explicit
    /// identifier drew (views inside it that have no identifier of their own count as it).
    public func items(drawnBy id: AnyHashable) -> [Item] {
        itemsWithViews.filter { $0.viewID?.explicitID == id }.map(\.item)
    }
}

extension DisplayList.Item {
    /// The view that drew the item (nil outside the view layer).
    public var viewID: DisplayList.ViewID? {
        switch self {
        case .fill(let f): return f.viewID
        case .stroke(let s): return s.viewID
        case .glyphs(let g): return g.viewID
        case .image(let i): return i.viewID
        case .group(let g): return g.viewID
        }
    }

    /// The item marked as drawn by `viewID` (kept when it already names a view).
    package func drawn(by viewID: DisplayList.ViewID?) -> DisplayList.Item {
        guard let viewID else { return self }
        switch self {
        case .fill(var f): if f.viewID == nil { f.viewID = viewID }; return .fill(f)
        case .stroke(var s): if s.viewID == nil { s.viewID = viewID }; return .stroke(s)
        case .glyphs(var g): if g.viewID == nil { g.viewID = viewID }; return .glyphs(g)
        case .image(var i): if i.viewID == nil { i.viewID = viewID }; return .image(i)
        case .group(var g): if g.viewID == nil { g.viewID = viewID }; return .group(g)
        }
    }
}
