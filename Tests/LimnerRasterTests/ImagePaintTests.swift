import Foundation
import Testing
@testable import LimnerRaster

@Suite("Image paints")
struct ImagePaintTests {
    /// An opaque red disc of radius 5 on transparent, 16×16 (transparent pixels are 0).
    static func disc() -> Pixmap {
        var p = try! Pixmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 where (x - 8) * (x - 8) + (y - 8) * (y - 8) < 25 { p.storage[y * 16 + x] = px(255, 0, 0, 255) } }
        return p
    }

    static func render(_ paint: ImagePaint, size: Int = 64, opacity: Float = 1, blendMode: BlendMode = .normal,
                       background: RGBAColor = .clear) -> Pixmap {
        let ctx = try! RasterContext(width: size, height: size)
        ctx.clear(background)
        ctx.fill(Fixtures.rect(0, 0, Double(size), Double(size)), paint: .image(paint), blendMode: blendMode, opacity: opacity)
        return ctx.pixmap
    }

    @Test("identity transform reproduces the pixels; a flat image stays flat under every sampling")
    func identity() {
        let img = FilterBlurTests.testImage(24, 20)
        for s in [ImageSampling.nearest, .bilinear, .cubic] {
            // Whole-pixel translations copy exactly, cubic included (it would soften otherwise).
            let out = Self.render(ImagePaint(pixmap: img, sampling: s), size: 24)
            for y in 0..<20 { for x in 0..<24 { #expect(out.storage[y * 24 + x] == img.storage[y * 24 + x], "\(s) (\(x), \(y))") } }
        }
        var flat = try! Pixmap(width: 8, height: 8)
        flat.fill(RGBAColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 0.8))
        let rotated = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 5, y: 5)
        for s in [ImageSampling.nearest, .bilinear, .cubic, .highQuality] {
            let out = Self.render(ImagePaint(pixmap: flat, transform: rotated, sampling: s, tiling: .repeat), size: 32)
            for v in out.storage { #expect(channelDifference(v, flat.storage[0]) <= 1, "\(s)") }
        }
    }

    @Test("magnified and rotated edges have no dark fringe: filtering is premultiplied")
    func noFringe() {
        let t = CGAffineTransform(translationX: 32, y: 32).rotated(by: 0.3).scaledBy(x: 3.3, y: 3.3).translatedBy(x: -8, y: -8)
        for s in [ImageSampling.bilinear, .cubic] {
            let out = Self.render(ImagePaint(pixmap: Self.disc(), transform: t, sampling: s, tiling: .decal))
            var partial = 0
            for v in out.storage {
                let r = v & 0xFF, g = (v >> 8) & 0xFF, b = (v >> 16) & 0xFF, a = v >> 24
                #expect(g == 0 && b == 0 && r == a, "\(s): \(String(v, radix: 16))")
                if a > 0 && a < 255 { partial += 1 }
            }
            #expect(partial > 20, "the edge is filtered (\(s))")
        }
    }

    @Test("cubic overshoot is clamped to valid premultiplied pixels")
    func cubicClamped() {
        var checker = try! Pixmap(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { checker.storage[y * 8 + x] = (x + y) % 2 == 0 ? px(255, 255, 255, 255) : px(0, 0, 40, 40) } }
        let out = Self.render(ImagePaint(pixmap: checker, transform: CGAffineTransform(scaleX: 7.3, y: 6.1), sampling: .cubic,
                                         tiling: .clamp))
        #expect(out.storage.allSatisfy(isValidPremultiplied))
    }

    @Test("repeat tiling is periodic with the tile size and starts at the transform's phase")
    func tiling() {
        let img = FilterBlurTests.testImage(10, 6)
        let t = CGAffineTransform(translationX: 3, y: -2)
        let out = Self.render(ImagePaint(pixmap: img, transform: t, sampling: .nearest, tiling: .repeat), size: 40)
        for y in 0..<40 {
            for x in 0..<40 {
                let u = ((x - 3) % 10 + 10) % 10, v = ((y + 2) % 6 + 6) % 6
                #expect(out.storage[y * 40 + x] == img.storage[v * 10 + u])
            }
        }
        // A source rectangle tiles only its part, anchored where it lies in image space.
        let part = Self.render(ImagePaint(pixmap: img, sampling: .nearest, tiling: .repeat,
                                          sourceRect: PixelRect(x: 2, y: 1, width: 3, height: 2)), size: 12)
        for y in 0..<12 { for x in 0..<12 { #expect(part.storage[y * 12 + x] == img.storage[(1 + (y + 1) % 2) * 10 + 2 + (x + 1) % 3]) } }
    }

    @Test("decal is transparent outside, clamp extends the edge pixels")
    func edges() {
        let img = FilterBlurTests.testImage(8, 8)
        let t = CGAffineTransform(translationX: 20, y: 20)
        let decal = Self.render(ImagePaint(pixmap: img, transform: t, sampling: .bilinear, tiling: .decal), size: 48)
        #expect(decal.storage[5 * 48 + 5] == 0 && decal.storage[40 * 48 + 40] == 0)
        let clamp = Self.render(ImagePaint(pixmap: img, transform: t, sampling: .bilinear, tiling: .clamp), size: 48)
        #expect(clamp.storage[5 * 48 + 5] == img.storage[0])
        #expect(clamp.storage[40 * 48 + 40] == img.storage[63])
    }

    @Test("opacity and blend modes apply to image paints as to any paint")
    func opacityAndBlend() {
        var white = try! Pixmap(width: 4, height: 4)
        white.fill(.white)
        let half = Self.render(ImagePaint(pixmap: white, tiling: .repeat), size: 8, opacity: 0.5)
        #expect(half.storage.allSatisfy { $0 == px(128, 128, 128, 128) })
        let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        let multiplied = Self.render(ImagePaint(pixmap: white, tiling: .repeat), size: 8, blendMode: .difference, background: grey)
        #expect(multiplied.storage.allSatisfy { channelDifference($0, px(127, 127, 127, 255)) <= 1 })
    }

    @Test("highQuality averages detail away when shrinking (cubic alone aliases), is exact at power-of-two reductions, cubic when magnifying")
    func minification() {
        var checker = try! Pixmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { checker.storage[y * 64 + x] = (x + y) % 2 == 0 ? px(255, 255, 255, 255) : px(0, 0, 0, 255) } }
        let shrink = CGAffineTransform(scaleX: 1 / 6.3, y: 1 / 6.3)
        let hq = Self.render(ImagePaint(pixmap: checker, transform: shrink, sampling: .highQuality, tiling: .clamp), size: 10)
        let cubic = Self.render(ImagePaint(pixmap: checker, transform: shrink, sampling: .cubic, tiling: .clamp), size: 10)
        func spread(_ p: Pixmap) -> Int {
            let reds = p.storage.map { Int($0 & 0xFF) }
            return reds.max()! - reds.min()!
        }
        #expect(spread(hq) <= 4, "mipmapped: a flat grey")
        #expect(spread(cubic) > 60, "plain cubic aliases (the test would not see a difference otherwise)")
        #expect(hq.storage.allSatisfy { abs(Int($0 & 0xFF) - 128) <= 3 })
        // A 4× reduction of 4×4 blocks lands on level-2 pixel centres: the blocks exactly.
        var blocks = try! Pixmap(width: 32, height: 32)
        for y in 0..<32 { for x in 0..<32 { blocks.storage[y * 32 + x] = (x / 4 + y / 4) % 2 == 0 ? px(255, 255, 255, 255) : 0 } }
        let quarter = Self.render(ImagePaint(pixmap: blocks, transform: CGAffineTransform(scaleX: 0.25, y: 0.25),
                                             sampling: .highQuality, tiling: .clamp), size: 8)
        for y in 0..<8 { for x in 0..<8 { #expect(quarter.storage[y * 8 + x] == ((x + y) % 2 == 0 ? px(255, 255, 255, 255) : 0)) } }
        let up = CGAffineTransform(scaleX: 3.7, y: 2.9)
        let a = Self.render(ImagePaint(pixmap: Self.disc(), transform: up, sampling: .highQuality, tiling: .decal))
        let b = Self.render(ImagePaint(pixmap: Self.disc(), transform: up, sampling: .cubic, tiling: .decal))
        #expect(a == b)
    }

    @Test("bad transforms and empty sources draw nothing and do not trap")
    func badInput() {
        let img = FilterBlurTests.testImage(8, 8)
        for t in [CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                  CGAffineTransform(translationX: .infinity, y: 0), CGAffineTransform(scaleX: 1e-300, y: 1e-300)] {
            let out = Self.render(ImagePaint(pixmap: img, transform: t, sampling: .highQuality, tiling: .repeat), size: 8)
            #expect(out.storage.allSatisfy(isValidPremultiplied))
        }
        let huge = Self.render(ImagePaint(pixmap: img, transform: CGAffineTransform(translationX: 1e200, y: -1e200), tiling: .repeat), size: 8)
        #expect(huge.storage.allSatisfy { $0 == 0 })
        let empty = Self.render(ImagePaint(pixmap: img, tiling: .repeat, sourceRect: PixelRect(x: 20, y: 0, width: 4, height: 4)), size: 8)
        #expect(empty.storage.allSatisfy { $0 == 0 })
    }
}
