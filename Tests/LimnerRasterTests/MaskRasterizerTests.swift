import Testing
@testable import LimnerRaster

/// `MaskRasterizer` (coverage only) and `RasterContext.composite` (solid colour through masks).
@Suite struct MaskRasterizerTests {
    @Test func maskHoldsExactAreaCoverage() throws {
        let r = MaskRasterizer()
        let m = r.mask(Fixtures.rect(1.5, 1, 3, 2), width: 6, height: 4)
        #expect(m.width == 6 && m.height == 4)
        #expect(m[1, 1] == 128 && m[2, 1] == 255 && m[3, 2] == 255 && m[4, 2] == 128)
        #expect(m[0, 1] == 0 && m[2, 0] == 0 && m[2, 3] == 0 && m[5, 1] == 0)
        // Geometry beyond the grid is clipped; degenerate requests give empty or blank masks.
        let clipped = r.mask(Fixtures.rect(-5, -5, 100, 100), width: 3, height: 3)
        #expect(clipped.storage.allSatisfy { $0 == 255 })
        #expect(r.mask(Fixtures.rect(0, 0, 2, 2), width: 0, height: 5).isEmpty)
        #expect(r.mask(Fixtures.rect(0, 0, 2, 2), transform: CGAffineTransform(scaleX: 0, y: 1), width: 2, height: 2)
            .storage.allSatisfy { $0 == 0 })
        #expect(throws: PixmapError.self) { try Mask(bounds: PixelRect(x: 0, y: 0, width: 2, height: 2), storage: [1, 2, 3]) }
    }

    @Test func compositingAMaskEqualsFillingThePath() throws {
        // A mask rendered at the origin and placed at an integer offset gives the fill's pixels
        // (up to Float rounding of cell areas: at most one level).
        let path = Path(ellipseIn: CGRect(x: 0.3, y: 0.7, width: 23.1, height: 17.6))
        let mask = MaskRasterizer().mask(path, width: 25, height: 20)
        for color in [RGBAColor.black, RGBAColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.55)] {
            let a = try RasterContext(width: 40, height: 30), b = try RasterContext(width: 40, height: 30)
            a.clear(RGBAColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)); b.clear(RGBAColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8))
            a.composite([mask.translated(dx: 7, dy: 5)], color: color)
            b.fill(path, transform: CGAffineTransform(translationX: 7, y: 5), paint: .solid(color))
            let diff = zip(a.pixmap.premultipliedRGBA(), b.pixmap.premultipliedRGBA()).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(diff <= 1)
        }
    }

    @Test func vectorBlendMatchesScalarSourceOverExactly() throws {
        // Every coverage value over varied destinations, opaque and translucent colours; the
        // four-at-a-time path must equal `SourceOver.blend(_:_:coverage:)` bit for bit.
        let bytes = (0..<256).map { UInt8($0) }
        let mask = try Mask(bounds: PixelRect(x: 0, y: 0, width: 256, height: 1), storage: bytes)
        for color in [RGBAColor.black, RGBAColor(red: 0.3, green: 0.8, blue: 0.5, alpha: 0.7)] {
            let ctx = try RasterContext(width: 256, height: 1)
            var seed: UInt32 = 12345
            var before: [UInt32] = []
            for x in 0..<256 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let a = UInt8(truncatingIfNeeded: seed >> 24)
                let channel = { (shift: UInt32) in UInt8(((seed >> shift) & 0xFF) % (UInt32(a) + 1)) }
                ctx.pixmap.setPixel(x: x, y: 0, r: channel(0), g: channel(8), b: channel(16), a: a)
                before.append(ctx.pixmap.storage[x])
            }
            ctx.composite([mask], color: color)
            let src = PremultipliedPixel.from(color)
            for x in 0..<256 {
                let c = UInt32(x)
                let expected = c == 0 ? before[x] : c == 255 ? SourceOver.blend(src, before[x])
                    : SourceOver.blend(src, before[x], coverage: c)
                #expect(ctx.pixmap.storage[x] == expected, "coverage \(c)")
            }
        }
    }

    @Test func placementsOutsideThePixmapAreClipped() throws {
        let mask = try Mask(bounds: PixelRect(x: 0, y: 0, width: 4, height: 4), value: 255)
        let ctx = try RasterContext(width: 5, height: 5)
        ctx.composite([mask.translated(dx: -2, dy: -2), mask.translated(dx: 4, dy: 4),
                       mask.translated(dx: 100, dy: -100), Mask.empty.translated(dx: 1, dy: 1)],
                      color: .black)
        let inked = (0..<25).filter { ctx.pixmap.storage[$0] != 0 }.count
        #expect(inked == 4 + 1)
        ctx.composite([mask], color: .black, opacity: .nan)
        #expect((0..<25).filter { ctx.pixmap.storage[$0] != 0 }.count == 5)
    }
}
