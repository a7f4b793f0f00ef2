import Foundation
import Testing
import Limner

/// Renders `view` at `scale` (its ideal size unless `proposal` says otherwise).
func render<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) throws -> Pixmap {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.proposedSize = proposal
    return try renderer.renderedPixmap()
}

/// Renders `view` at `time` seconds (`AnimationRenderer`), after `events`.
func frame<V: View>(_ view: V, at time: Double, proposal: ProposedViewSize = .unspecified) throws -> Pixmap {
    let renderer = AnimationRenderer(content: view)
    renderer.proposedSize = proposal
    return try renderer.frame(at: time)
}

/// A straight-alpha pixel.
struct RGBA: Equatable, CustomStringConvertible {
    var r, g, b, a: Int
    var description: String { "(\(r), \(g), \(b), a \(a))" }
}

extension Pixmap {
    /// The straight-alpha pixel at a point (in points, for a pixmap rendered at `scale`).
    func color(at x: CGFloat, _ y: CGFloat, scale: CGFloat = 1) -> RGBA {
        let px = min(max(Int(x * scale), 0), width - 1), py = min(max(Int(y * scale), 0), height - 1)
        let p = pixel(x: px, y: py)
        guard p.a > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        func un(_ c: UInt8) -> Int { Int((Double(c) * 255 / Double(p.a)).rounded()) }
        return RGBA(r: un(p.r), g: un(p.g), b: un(p.b), a: Int(p.a))
    }

    /// Whether the rectangle (points) holds an opaque pixel within `tolerance` of `rgb`.
    func contains(_ rgb: (Int, Int, Int), in rect: CGRect, scale: CGFloat = 1, tolerance: Int = 40) -> Bool {
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

    /// The number of opaque pixels within `tolerance` of `rgb` in the rectangle (points).
    func count(_ rgb: (Int, Int, Int), in rect: CGRect? = nil, tolerance: Int = 24) -> Int {
        let r = rect ?? CGRect(x: 0, y: 0, width: width, height: height)
        var n = 0
        for y in max(0, Int(r.minY))..<min(height, Int(r.maxY)) {
            for x in max(0, Int(r.minX))..<min(width, Int(r.maxX)) {
                let c = color(at: CGFloat(x), CGFloat(y))
                if c.a > 200, abs(c.r - rgb.0) <= tolerance, abs(c.g - rgb.1) <= tolerance, abs(c.b - rgb.2) <= tolerance { n += 1 }
            }
        }
        return n
    }
}

/// Checks that the pixel at (x, y) is opaque and within `tolerance` of `rgb`.
func expectPixel(_ pixmap: Pixmap, _ x: CGFloat, _ y: CGFloat, _ rgb: (Int, Int, Int), scale: CGFloat = 1,
                 tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
    let c = pixmap.color(at: x, y, scale: scale)
    let ok = c.a >= 250 && abs(c.r - rgb.0) <= tolerance && abs(c.g - rgb.1) <= tolerance && abs(c.b - rgb.2) <= tolerance
    #expect(ok, "pixel at (\(x), \(y)) is \(c), expected \(rgb)", sourceLocation: sourceLocation)
}

/// Checks that the pixel at (x, y) is fully transparent.
func expectClear(_ pixmap: Pixmap, _ x: CGFloat, _ y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    let c = pixmap.color(at: x, y)
    #expect(c.a == 0, "pixel at (\(x), \(y)) is \(c), expected transparent", sourceLocation: sourceLocation)
}

/// A rectangle.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// Writes `pixmap` to /tmp/limner-realcode/NAME.png when LIMNER_DUMP is set (to look at).
func dump(_ pixmap: Pixmap, _ name: String) {
    guard ProcessInfo.processInfo.environment["LIMNER_DUMP"] != nil else { return }
    let dir = URL(fileURLWithPath: "/tmp/limner-realcode")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try? pixmap.pngData().write(to: dir.appendingPathComponent(name + ".png"))
}

// Apple's system colours (light appearance).
let white = (255, 255, 255)
let black = (0, 0, 0)
let systemRed = (255, 59, 48)
let systemBlue = (0, 122, 255)
let systemGreen = (52, 199, 89)
let systemOrange = (255, 149, 0)
let systemYellow = (255, 204, 0)
let systemPurple = (175, 82, 222)
let systemIndigo = (88, 86, 214)
let systemTeal = (48, 176, 199)
let systemPink = (255, 45, 85)
let systemMint = (0, 199, 190)
let systemGray6 = (242, 242, 247)
let systemGray5 = (229, 229, 234)
let systemGray4 = (209, 209, 214)
let groupedBackground = (242, 242, 247)

extension Pixmap: CustomTestStringConvertible {
    /// Short, so a failed expectation does not print every pixel.
    public var testDescription: String { "Pixmap \(width) × \(height)" }
}
