import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

@Suite("Filters: shadows")
struct FilterShadowTests {
    static func square(_ n: Int, _ p: UInt32 = px(255, 255, 255, 255)) -> Pixmap {
        var m = try! Pixmap(width: n, height: n)
        for i in m.storage.indices { m.storage[i] = p }
        return m
    }

    @Test("a sharp drop shadow sits under the source, offset, in the shadow colour")
    func sharpDropShadow() {
        let (out, o) = Shadow.dropShadow(of: Self.square(4), origin: (10, 10),
                                         color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5),
                                         sigma: 0, offset: (3, 2))
        #expect(o == (10, 10) && out.width == 7 && out.height == 6)
        #expect(out.storage[0] == px(255, 255, 255, 255))                  // source
        #expect(out.storage[5 * 7 + 6] == px(0, 0, 0, 128))                 // shadow only
        #expect(out.storage[0 * 7 + 6] == 0)                                // neither
    }

    @Test("shadowOnly leaves the source out; shadowAbove draws the shadow over it")
    func options() {
        let color = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        let only = Shadow.shadow(of: Self.square(4), color: color, sigma: 0, offset: (1, 0), options: .shadowOnly).pixmap
        #expect(only.storage[0] == 0 && only.storage[1] == px(255, 0, 0, 255))
        let above = Shadow.shadow(of: Self.square(4), color: color, sigma: 0, offset: (1, 0), options: .shadowAbove).pixmap
        #expect(above.storage[0] == px(255, 255, 255, 255) && above.storage[1] == px(255, 0, 0, 255))
        let below = Shadow.shadow(of: Self.square(4), color: color, sigma: 0, offset: (1, 0)).pixmap
        #expect(below.storage[1] == px(255, 255, 255, 255))
    }

    @Test("a blurred shadow spreads by 3σ and keeps the source on top")
    func blurred() {
        let (out, o) = Shadow.dropShadow(of: Self.square(10), color: .black, sigma: 2, offset: (0, 4))
        #expect(o == (-6, -2) && out.width == 22 && out.height == 22)
        // Below the source: the shadow fades with distance.
        let a1 = out.storage[(2 + 12) * 22 + 11] >> 24, a2 = out.storage[(2 + 15) * 22 + 11] >> 24
        #expect(a1 > a2 && a2 > 0)
        #expect(out.storage[(2 + 3) * 22 + 6 + 3] == px(255, 255, 255, 255))
    }

    @Test("inner shadow darkens inside the edges, nothing outside, alpha unchanged")
    func innerShadow() {
        let (out, o) = Shadow.innerShadow(of: Self.square(20), origin: (5, 5), color: .black, sigma: 2)
        #expect(o == (5, 5) && out.width == 20)
        #expect(out.storage.allSatisfy { $0 >> 24 == 255 })
        #expect(out.storage[10 * 20 + 10] == px(255, 255, 255, 255))     // centre untouched
        #expect(out.storage[10 * 20 + 0] & 0xFF < 160)                    // edge darkened
        // Offset to the right: the left inside edge is darker than the right one.
        let (shifted, _) = Shadow.innerShadow(of: Self.square(20), color: .black, sigma: 2, offset: (3, 0))
        #expect(shifted.storage[10 * 20 + 1] & 0xFF < shifted.storage[10 * 20 + 18] & 0xFF)
    }
}

@Suite("Filters: colour matrices")
struct FilterColorMatrixTests {
    static func one(_ p: UInt32, _ m: ColorMatrix) -> UInt32 {
        var pm = try! Pixmap(width: 1, height: 1)
        pm.storage[0] = p
        ColorFilters.apply(m, to: &pm)
        return pm.storage[0]
    }

    @Test("the identity matrix leaves every premultiplied pixel unchanged")
    func identity() {
        var g = SeededGenerator(seed: 3)
        var pm = try! Pixmap(width: 64, height: 64)
        for i in pm.storage.indices { pm.storage[i] = g.premultipliedPixel() }
        var out = pm
        ColorFilters.apply(ColorMatrix(), to: &out)
        #expect(out == pm)
    }

    @Test("hand-computed results for each filter")
    func handComputed() {
        let red = px(255, 0, 0, 255)
        // hue 180°: r = 0.213 − 0.787 < 0 → 0; g = b = 0.213 + 0.213 = 0.426 → 108.6 → 109.
        #expect(Self.one(red, .hueRotation(radians: .pi)) == px(0, 109, 109, 255))
        // A full turn is (nearly) the identity.
        #expect(channelDifference(Self.one(px(200, 100, 50, 255), .hueRotation(radians: 2 * .pi)), px(200, 100, 50, 255)) <= 1)
        // saturation 0: 0.213·255 = 54.3.
        #expect(Self.one(red, .saturation(0)) == px(54, 54, 54, 255))
        // grayscale 1: 0.2126·255 = 54.2.
        #expect(Self.one(red, .grayscale(1)) == px(54, 54, 54, 255))
        #expect(Self.one(red, .grayscale(0)) == red)
        // brightness adds: 0.2 + 0.2 = 0.4 → 102; at alpha 128: 26/128 + 0.2 = 0.403125,
        // premultiplied 0.403125·128 = 51.6 → 52.
        #expect(Self.one(px(51, 51, 51, 255), .brightness(0.2)) == px(102, 102, 102, 255))
        #expect(Self.one(px(26, 26, 26, 128), .brightness(0.2)) == px(52, 52, 52, 128))
        // contrast 0 → grey ½ (127.5 → 128).
        #expect(Self.one(red, .contrast(0)) == px(128, 128, 128, 255))
        #expect(Self.one(red, .colorInvert()) == px(0, 255, 255, 255))
        #expect(Self.one(red, .colorInvert(0.5)) == px(128, 128, 128, 255))
        // colorMultiply by (1, 1, 1, 0.5) halves alpha.
        #expect(Self.one(px(255, 255, 255, 255), .colorMultiply(RGBAColor(red: 1, green: 0.5, blue: 1, alpha: 0.5)))
                == px(128, 64, 128, 128))
        // luminanceToAlpha: white → opaque black; green → 0.7154 → 182.
        #expect(Self.one(px(255, 255, 255, 255), .luminanceToAlpha) == px(0, 0, 0, 255))
        #expect(Self.one(px(0, 255, 0, 255), .luminanceToAlpha) == px(0, 0, 0, 182))
        #expect(Self.one(0, .luminanceToAlpha) == 0)
        // Transparent pixels stay transparent under alpha-preserving matrices with a bias.
        #expect(Self.one(0, .brightness(0.5)) == 0)
    }

    @Test("alphaThreshold keeps pixels with alpha in range as the colour")
    func alphaThreshold() {
        var pm = try! Pixmap(width: 4, height: 1)
        pm.storage = [0, px(10, 10, 10, 64), px(100, 0, 0, 128), px(255, 255, 255, 255)]
        var a = pm
        ColorFilters.alphaThreshold(&a, min: 0.25, max: 0.6, color: RGBAColor(red: 0, green: 0, blue: 1))
        #expect(a.storage == [0, px(0, 0, 255, 255), px(0, 0, 255, 255), 0])
        var b = pm
        ColorFilters.alphaThreshold(&b, min: 0.9, max: 0.1)
        #expect(b.storage.allSatisfy { $0 == 0 })
    }

    @Test("parallel application equals single-threaded")
    func parallel() {
        var g = SeededGenerator(seed: 11)
        var pm = try! Pixmap(width: 300, height: 200)
        for i in pm.storage.indices { pm.storage[i] = g.premultipliedPixel() }
        var a = pm, b = pm
        ColorFilters.apply(.hueRotation(radians: 1), to: &a, threadCount: 1)
        ColorFilters.apply(.hueRotation(radians: 1), to: &b, threadCount: 4)
        #expect(a == b && a != pm)
    }
}
