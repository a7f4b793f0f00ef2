import Foundation

/// A star with `tips` points whose inner corners sit at `pinch` × the outer radius; the
/// first tip points right (angle 0), the shape is centred in its rect and as large as the
/// shorter side allows.
public struct SpikyStar: Shape {
    /// The number of tips (at least 2).
    public var tips: Int
    /// Inner radius as a fraction of the outer one.
    public var pinch: Double

    public init(tips: Int = 5, pinch: Double = 0.4) {
        self.tips = max(2, tips)
        self.pinch = pinch
    }

    public func path(in rect: CGRect) -> Path {
        let outer = min(rect.width, rect.height) / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let step = Double.pi / Double(tips)
        var outline = Path()
        for k in 0..<(2 * tips) {
            let r = k.isMultiple(of: 2) ? outer : outer * pinch
            let p = CGPoint(x: centre.x + r * cos(step * Double(k)), y: centre.y + r * sin(step * Double(k)))
            if k == 0 { outline.move(to: p) } else { outline.addLine(to: p) }
        }
        outline.closeSubpath()
        return outline
    }
}

/// `count` equal ellipses in a row, each wider than its share by `overlap` (0: they touch,
/// 1: they all coincide), spread from the left edge to the right one.
public struct EllipseChain: Shape {
    public var count: Int
    public var overlap: Double

    public init(count: Int = 2, overlap: Double = 0) {
        self.count = max(1, count)
        self.overlap = min(max(overlap, 0), 1)
    }

    public var animatableData: Double {
        get { overlap }
        set { overlap = min(max(newValue, 0), 1) }
    }

    public func path(in rect: CGRect) -> Path {
        var outline = Path()
        for cell in ChainLayout.cells(count: count, overlap: overlap, in: rect) { outline.addEllipse(in: cell) }
        return outline
    }
}

/// `count` equal rectangles laid out like `EllipseChain`'s ellipses.
public struct BarChain: Shape {
    public var count: Int
    public var overlap: Double

    public init(count: Int = 2, overlap: Double = 0) {
        self.count = max(1, count)
        self.overlap = min(max(overlap, 0), 1)
    }

    public var animatableData: Double {
        get { overlap }
        set { overlap = min(max(newValue, 0), 1) }
    }

    public func path(in rect: CGRect) -> Path {
        var outline = Path()
        for cell in ChainLayout.cells(count: count, overlap: overlap, in: rect) { outline.addRect(cell) }
        return outline
    }
}

/// The cells of a chain: each `rect.width / n × (1 + (n − 1) × overlap)` wide and as tall as
/// `rect`, the first at the left edge, the last at the right edge, evenly spaced between.
enum ChainLayout {
    static func cells(count n: Int, overlap: Double, in rect: CGRect) -> [CGRect] {
        let width = rect.width / CGFloat(n) * (1 + CGFloat(n - 1) * overlap)
        let travel = rect.width - width
        return (0..<n).map { i in
            let x = n == 1 ? rect.minX : rect.minX + travel * CGFloat(i) / CGFloat(n - 1)
            return CGRect(x: x, y: rect.minY, width: width, height: rect.height)
        }
    }
}
