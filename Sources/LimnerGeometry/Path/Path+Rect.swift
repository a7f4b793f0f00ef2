import Foundation

// Rectangles, with Core Graphics' element sequence (`CGPathAddRect`): a move to
// (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY), then a close. That is
// counter-clockwise in Core Graphics' y-up terms, clockwise on a y-down screen.

extension Path {
    /// Creates a path containing `rect` (see `addRect(_:transform:)`).
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// Appends `rect` as a closed subpath: a move to (minX, minY), then lines to
    /// (maxX, minY), (maxX, maxY), (minX, maxY), and a close; each point mapped through
    /// `transform`.
    ///
    /// A negative width or height is standardized, as `minX` and `maxX` are. `CGRect.null`
    /// adds nothing.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY).applying(transform))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY).applying(transform))
        closeSubpath()
    }

    /// Appends each rectangle in turn, as `addRect(_:transform:)` does.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
}
