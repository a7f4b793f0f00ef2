import Foundation
import Limner

/// A straight-alpha pixel, for tests that check colours at points.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    /// The channels, 0…255, not premultiplied.
    public var r, g, b, a: Int

    /// Creates a pixel.
    public init(r: Int, g: Int, b: Int, a: Int) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public var description: String { "(\(r), \(g), \(b), a \(a))" }
}

extension Pixmap {
    /// The straight-alpha pixel at a point (in points, for a pixmap rendered at `scale`);
    /// points outside the image read its nearest edge pixel.
    public func color(at x: CGFloat, _ y: CGFloat, scale: CGFloat = 1) -> RGBA {
        let px = min(max(Int(x * scale), 0), width - 1), py = min(max(Int(y * scale), 0), height - 1)
        let p = pixel(x: px, y: py)
        guard p.a > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        func un(_ c: UInt8) -> Int { Int((Double(c) * 255 / Double(p.a)).rounded()) }
        return RGBA(r: un(p.r), g: un(p.g), b: un(p.b), a: Int(p.a))
    }

    /// Whether the rectangle (points) holds an opaque pixel within `tolerance` of `rgb`.
    public func contains(_ rgb: (Int, Int, Int), in rect: CGRect, scale: CGFloat = 1, tolerance: Int = 40) -> Bool {
        let x0 = max(0, Int(rect.minX * scale)), x1 = min(width, Int(rect.maxX * scale))
        let y0 = max(0, Int(rect.minY * scale)), y1 = min(height, Int(rect.maxY * scale))
        guard x0 < x1, y0 < y1 else { return false }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let c = color(at: CGFloat(x) / scale, CGFloat(y) / scale, scale: scale)
                if c.a > 200, abs(c.r - rgb.0) <= tolerance, abs(c.g - rgb.1) <= tolerance, abs(c.b - rgb.2) <= tolerance {
                    return true
                }
            }
        }
        return false
    }

    /// The number of opaque pixels within `tolerance` of `rgb` in the rectangle (pixels;
    /// nil: the whole image).
    public func count(_ rgb: (Int, Int, Int), in rect: CGRect? = nil, tolerance: Int = 24) -> Int {
        let r = rect ?? CGRect(x: 0, y: 0, width: width, height: height)
        var n = 0
        for y in max(0, Int(r.minY))..<max(max(0, Int(r.minY)), min(height, Int(r.maxY))) {
            for x in max(0, Int(r.minX))..<max(max(0, Int(r.minX)), min(width, Int(r.maxX))) {
                let c = color(at: CGFloat(x), CGFloat(y))
                if c.a > 200, abs(c.r - rgb.0) <= tolerance, abs(c.g - rgb.1) <= tolerance, abs(c.b - rgb.2) <= tolerance { n += 1 }
            }
        }
        return n
    }

    /// The opaque pixels whose channels differ by more than 60: colour (an emoji), not grey
    /// ink.
    public var colourfulPixelCount: Int {
        var n = 0
        for y in 0..<height {
            for x in 0..<width {
                let c = color(at: CGFloat(x), CGFloat(y))
                if c.a > 200, max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60 { n += 1 }
            }
        }
        return n
    }
}
