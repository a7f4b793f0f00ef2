import Foundation
import Testing
@testable import LimnerGraphics
import LimnerMedia

/// Shared helpers for the graphics tests.
enum TestSupport {
    /// Renders a canvas closure at scale 1.
    static func render(_ w: Int, _ h: Int, scale: CGFloat = 1,
                       _ draw: (inout GraphicsContext, CGSize) -> Void) -> Pixmap {
        CanvasRenderer(size: CGSize(width: w, height: h), scale: scale).render(draw)
    }

    /// Records a canvas closure.
    static func record(_ w: Int = 100, _ h: Int = 100, _ draw: (inout GraphicsContext, CGSize) -> Void) -> DisplayList {
        CanvasRenderer(size: CGSize(width: w, height: h)).displayList(draw)
    }

    /// Premultiplied RGBA of one pixel as ints.
    static func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let v = p.pixel(x: x, y: y)
        return [Int(v.r), Int(v.g), Int(v.b), Int(v.a)]
    }

    /// Whether two colours match within `tolerance` per channel.
    static func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The largest per-channel difference between two pixmaps of one size, and how many
    /// pixels differ at all.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> (max: Int, count: Int) {
        precondition(a.width == b.width && a.height == b.height)
        let x = a.premultipliedRGBA(), y = b.premultipliedRGBA()
        var m = 0, n = 0
        for i in stride(from: 0, to: x.count, by: 4) {
            var d = 0
            for k in 0..<4 { d = max(d, abs(Int(x[i + k]) - Int(y[i + k]))) }
            if d > 0 { n += 1 }
            m = max(m, d)
        }
        return (m, n)
    }

    /// The mean absolute channel difference (premultiplied) over all channels of all pixels.
    static func meanDifference(_ a: Pixmap, _ b: Pixmap) -> Double {
        let x = a.premultipliedRGBA(), y = b.premultipliedRGBA()
        var total = 0
        for i in x.indices { total += abs(Int(x[i]) - Int(y[i])) }
        return Double(total) / Double(max(1, x.count))
    }

    /// Writes `p` under .build/graphics-test-output for looking at.
    @discardableResult
    static func save(_ p: Pixmap, _ name: String) -> URL {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/graphics-test-output").standardized
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name + ".png")
        try? p.writePNG(to: url)
        return url
    }

    /// A 2×2-pixel-per-cell checker image: red, green / blue, white, each cell `cell` px.
    static func quadrantImage(cell: Int = 2) -> Pixmap {
        var p = try! Pixmap(width: 2 * cell, height: 2 * cell)
        for y in 0..<(2 * cell) {
            for x in 0..<(2 * cell) {
                let c: (UInt8, UInt8, UInt8) = switch (x < cell, y < cell) {
                case (true, true): (255, 0, 0)
                case (false, true): (0, 255, 0)
                case (true, false): (0, 0, 255)
                case (false, false): (255, 255, 255)
                }
                p.setPixel(x: x, y: y, r: c.0, g: c.1, b: c.2, a: 255)
            }
        }
        return p
    }
}
