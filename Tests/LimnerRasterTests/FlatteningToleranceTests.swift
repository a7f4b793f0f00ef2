import Foundation
import LimnerGeometry
import Testing
@testable import LimnerRaster

/// A fill's own flattening tolerance (`FillCommand.flatteningTolerance`): how far its curves'
/// chords may stray, and what an unusable value means.
@Suite struct FlatteningToleranceTests {
    /// A disc of radius 14.3 centred off the pixel grid, filled black on white with `tolerance`.
    static func disc(tolerance: Double) throws -> Pixmap {
        let ctx = try RasterContext(width: 40, height: 40)
        ctx.clear(.white)
        let path = Path(ellipseIn: CGRect(x: 5.3, y: 4.9, width: 28.6, height: 28.6))
        ctx.fill(path, paint: .solid(.black), flatteningTolerance: tolerance)
        return ctx.pixmap
    }

    /// The largest difference of the red channel (the grey level) between two renderings, and
    /// how many pixels differ at all.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> (largest: Int, pixels: Int) {
        var largest = 0, pixels = 0
        for (p, q) in zip(a.storage, b.storage) where p != q {
            pixels += 1
            largest = max(largest, abs(Int(p & 0xFF) - Int(q & 0xFF)))
        }
        return (largest, pixels)
    }

    @Test func theDefaultIsAFortiethOfAPixel() throws {
        #expect(FillCommand.defaultFlatteningTolerance == 0.025)
        #expect(FillCommand(path: Path(), paint: .solid(.black)).flatteningTolerance == 0.025)
        let byDefault = try RasterContext(width: 40, height: 40)
        byDefault.clear(.white)
        byDefault.fill(Path(ellipseIn: CGRect(x: 5.3, y: 4.9, width: 28.6, height: 28.6)), paint: .solid(.black))
        #expect(Self.difference(byDefault.pixmap, try Self.disc(tolerance: 0.025)).pixels == 0)
    }

    /// A chord error of e pixels moves an edge pixel's coverage by at most e·255 levels: a
    /// coarser tolerance changes the edge, within that bound, and leaves the inside alone.
    @Test(arguments: [1.0 / 16, 0.25])
    func aCoarserToleranceStaysWithinItsChordError(tolerance: Double) throws {
        let fine = try Self.disc(tolerance: 0.025), coarse = try Self.disc(tolerance: tolerance)
        let d = Self.difference(fine, coarse)
        #expect(d.pixels > 0)
        #expect(Double(d.largest) <= (tolerance + 0.025) * 255 + 1)
        #expect(coarse.pixel(x: 19, y: 19) == fine.pixel(x: 19, y: 19))
    }

    /// Not positive or not finite: the default; a huge tolerance makes every curve its chord (a
    /// polygon through the end points), never nothing or a trap.
    @Test func unusableTolerancesHaveDefinedResults() throws {
        let standard = try Self.disc(tolerance: FillCommand.defaultFlatteningTolerance)
        for bad in [Double.nan, 0, -1, -.infinity, .infinity] {
            #expect(Self.difference(try Self.disc(tolerance: bad), standard).pixels == 0, "tolerance \(bad)")
        }
        let chords = try Self.disc(tolerance: 1e300)
        // Four cubics become a diamond: its centre is covered, the circle's edge at 45° is not.
        #expect(chords.pixel(x: 19, y: 19).r == 0)
        #expect(chords.pixel(x: 9, y: 9).r == 255)
    }
}
