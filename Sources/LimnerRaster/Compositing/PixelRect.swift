/// An axis-aligned rectangle of whole device pixels: columns `x ..< x + width`, rows
/// `y ..< y + height`. Used for layer, mask and clip bounds. A rectangle with a zero or
/// negative size is empty.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle `0 ..< width`, `0 ..< height` of a pixmap.
    @inlinable
    public init(_ pixmap: Pixmap) { self.init(x: 0, y: 0, width: pixmap.width, height: pixmap.height) }

    /// The empty rectangle at the origin.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the right column.
    @inlinable public var maxX: Int { x + width }
    /// One past the bottom row.
    @inlinable public var maxY: Int { y + height }
    /// Whether the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both rectangles (empty when they do not overlap).
    @inlinable
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty side is ignored).
    @inlinable
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o.isEmpty ? .empty : o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }

    /// The rectangle grown by `d` pixels on every side (shrunk when `d` is negative).
    @inlinable
    public func insetBy(_ d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The rectangle moved by (dx, dy).
    @inlinable
    public func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// Whether pixel (px, py) is inside.
    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
