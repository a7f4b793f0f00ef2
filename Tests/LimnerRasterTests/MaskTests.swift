import Testing
@testable import LimnerRaster

@Suite("Masks")
struct MaskTests {
    static func pixmap(_ w: Int, _ h: Int, _ pixels: [UInt32]) -> Pixmap {
        var p = try! Pixmap(width: w, height: h)
        for i in 0..<pixels.count { p.storage[i] = pixels[i] }
        return p
    }

    @Test("alpha mask takes the alpha channel, placed at its origin")
    func alphaMask() {
        let p = Self.pixmap(2, 1, [px(10, 20, 30, 40), px(0, 0, 0, 255)])
        let m = Mask.alpha(of: p, origin: (5, 7))
        #expect(m.bounds == PixelRect(x: 5, y: 7, width: 2, height: 1))
        #expect(m[5, 7] == 40 && m[6, 7] == 255)
        #expect(m[4, 7] == 0 && m[5, 8] == 0 && m[-100, 10_000] == 0)
    }

    @Test("luminance mask: 0.2125 r + 0.7154 g + 0.0721 b of the premultiplied colour")
    func luminanceMask() {
        // White 255 → 255; pure green → 0.7154·255 = 182.4 → 182; red at alpha 0.5
        // (premultiplied 128) → 0.2125·128 = 27.2 → 27; transparent → 0.
        let p = Self.pixmap(4, 1, [px(255, 255, 255, 255), px(0, 255, 0, 255), px(128, 0, 0, 128), 0])
        let m = Mask.luminance(of: p)
        #expect(m.storage == [255, 182, 27, 0])
    }

    @Test("inverse flips inside and outside")
    func inverse() throws {
        var m = try Mask(bounds: PixelRect(x: 0, y: 0, width: 2, height: 1))
        m.set(x: 0, y: 0, 200)
        let inv = m.inverted()
        #expect(inv[0, 0] == 55 && inv[1, 0] == 255 && inv[50, 50] == 255)
        #expect(inv.inverted() == m)
    }

    @Test("intersection multiplies coverage, with the right bounds for every outside combination")
    func intersection() throws {
        let a = try Mask(bounds: PixelRect(x: 0, y: 0, width: 4, height: 4), value: 128)
        let b = try Mask(bounds: PixelRect(x: 2, y: 2, width: 4, height: 4), value: 255)
        let ab = a.intersection(b)
        #expect(ab.bounds == PixelRect(x: 2, y: 2, width: 2, height: 2))
        #expect(ab[2, 2] == 128 && ab[1, 1] == 0 && ab[5, 5] == 0)
        // Inverse masks: outside is 255, so the result spans the union.
        let ib = b.inverted()  // 0 inside its bounds, 255 outside
        let aib = a.intersection(ib)
        #expect(aib.outside == 0)
        #expect(aib[0, 0] == 128 && aib[3, 3] == 0 && aib[5, 5] == 0)
        let both = a.inverted().intersection(ib)
        #expect(both.outside == 255)
        #expect(both.bounds == PixelRect(x: 0, y: 0, width: 6, height: 6))
        #expect(both[0, 0] == 127 && both[3, 3] == 0 && both[5, 5] == 0 && both[100, 100] == 255)
        // Disjoint ordinary masks: empty.
        let far = try Mask(bounds: PixelRect(x: 100, y: 100, width: 2, height: 2), value: 255)
        #expect(a.intersection(far).bounds.isEmpty)
        #expect(a.intersection(far)[0, 0] == 0)
    }

    @Test("applying a mask is destinationIn, and works for masks larger than the pixmap")
    func apply() throws {
        var p = Self.pixmap(3, 1, [px(200, 100, 50, 255), px(200, 100, 50, 255), px(200, 100, 50, 255)])
        var m = try Mask(bounds: PixelRect(x: -1000, y: -1000, width: 2002, height: 2001), value: 255)
        m.set(x: 1, y: 0, 128)
        m.set(x: 2, y: 0, 0)
        m.apply(to: &p)
        #expect(p.storage == [px(200, 100, 50, 255), px(100, 50, 25, 128), 0])
    }

    @Test("zero-sized masks and pixmaps are defined")
    func zeroSized() throws {
        let empty = try Mask(bounds: PixelRect(x: 3, y: 3, width: 0, height: 5))
        #expect(empty.bounds.isEmpty && empty.storage.isEmpty && empty[3, 3] == 0)
        var p = Self.pixmap(1, 1, [px(9, 9, 9, 9)])
        empty.apply(to: &p)
        #expect(p.storage == [0])
        #expect(empty.inverted()[3, 3] == 255)
        var z = try Pixmap(width: 0, height: 0)
        empty.inverted().apply(to: &z)
        #expect(Mask.alpha(of: z).storage.isEmpty)
    }

    @Test("a mask too large to store throws instead of allocating")
    func tooLarge() {
        #expect(throws: PixmapError.self) {
            _ = try Mask(bounds: PixelRect(x: 0, y: 0, width: 1 << 20, height: 1 << 20))
        }
    }

    @Test("scaled masks multiply by opacity; NaN opacity gives zero")
    func scaled() throws {
        let m = try Mask(bounds: PixelRect(x: 0, y: 0, width: 1, height: 1), value: 255)
        #expect(m.scaled(by: 0.5)[0, 0] == 128)
        #expect(m.scaled(by: .nan)[0, 0] == 0)
        #expect(m.inverted().scaled(by: 0.5)[9, 9] == 128)
    }
}
