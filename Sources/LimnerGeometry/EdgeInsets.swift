import Foundation

/// The inset distances for the sides of a rectangle (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading (left) edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing (right) edge.
    public var trailing: CGFloat
    /// Creates insets; all default to zero.
    @inlinable public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Creates equal insets on every edge.
    @inlinable public init(_all value: CGFloat) { self.init(top: value, leading: value, bottom: value, trailing: value) }
}
