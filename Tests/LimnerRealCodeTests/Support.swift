import Foundation
import Testing
import Limner
// The pixel helpers (`RGBA`, `Pixmap.color(at:)`, `contains`, `count`) for every file of this target.
@_exported import LimnerTestSupport

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
