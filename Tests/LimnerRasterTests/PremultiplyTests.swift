import Foundation
import Testing
@testable import LimnerRaster

/// One premultiplication and one "pixel times k/255" for the whole engine.
@Suite struct PremultiplyTests {
    /// Colours on a grid, plus ones where quantising each channel before premultiplying
    /// (the formula `Pixmap.fill` once used) gave one level more than fills do.
    static let colours: [RGBAColor] = {
        var out = [RGBAColor(red: 0.01, green: 0.5, blue: 0.99, alpha: 0.5),
                   RGBAColor(red: 0.01, green: 0.01, blue: 0.01, alpha: 0.17),
                   RGBAColor(red: 2, green: -1, blue: .nan, alpha: 0.73)]
        for r in stride(from: 0, through: 1, by: 0.07) {
            for a in stride(from: 0, through: 1, by: 0.09) {
                out.append(RGBAColor(red: Float(r), green: Float(1 - r), blue: Float(r * 0.5), alpha: Float(a)))
            }
        }
        return out
    }()

    @Test func clearGivesThePixelAFillGives() throws {
        for colour in Self.colours {
            let cleared = try RasterContext(width: 2, height: 2)
            cleared.clear(colour)
            let filled = try RasterContext(width: 2, height: 2)
            filled.fill(FillCommand(path: Path(CGRect(x: 0, y: 0, width: 2, height: 2)), paint: .solid(colour),
                                    blendMode: .copy))
            #expect(cleared.pixmap.storage[0] == filled.pixmap.storage[0], "\(colour)")
        }
    }

    @Test func clearOfHalfAlphaDarkRedIsOneLevel() throws {
        // 0.01 · 0.5 · 255 = 1.3: one level, rounded once (not 3 · 128 / 255 = 1.5 → 2).
        let context = try RasterContext(width: 1, height: 1)
        context.clear(RGBAColor(red: 0.01, green: 0, blue: 0, alpha: 0.5))
        #expect(context.pixmap.storage[0] == PremultipliedPixel.pack(r: 1, g: 0, b: 0, a: 128))
    }

    @Test func scaleIsMul255OnEveryChannel() {
        let pixels: [UInt32] = [0, 0xFFFF_FFFF, 0x8040_2010, 0x7F7F_7F7F, 0xFF00_80FF, 0x0102_0304]
        for p in pixels {
            for k in [UInt32(0), 1, 2, 127, 128, 200, 254, 255] {
                var expected: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    expected |= PremultipliedPixel.mul255((p >> shift) & 0xFF, k) << shift
                }
                #expect(PremultipliedPixel.scale(p, by: k) == expected)
            }
        }
    }
}
