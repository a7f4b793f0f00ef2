import Foundation
import Testing
import LimnerMedia

/// One test per bug found, named after it.
@Suite struct PNGRegressionTests {
    /// libpng issue #853 (and CVE-2025-65018 before it): the simplified API's 16-to-8-bit
    /// path garbles (or, before 1.6.51, overflows the heap on) Adam7 16-bit images. Found
    /// by the rgb16_adam7 fixture: about half of its channels came back wrong. The
    /// decoder now reads such files as 16-bit and reduces them itself.
    @Test func libpng853Interlaced16BitDecodesCorrectly() throws {
        for name in ["rgb16_adam7", "rgb16_srgb_adam7"] {
            let expected = try Fixtures.expectedStraightRGBA(name)
            #expect(try Pixmap(pngData: Fixtures.png(name)).straightRGBA() == expected, "\(name)")
        }
    }

    /// libpng's simplified reader stops after the last image row, so a file cut inside
    /// or just before IEND (or with a corrupt IEND CRC) decoded as if it were whole.
    /// The decoder now checks for a complete IEND itself.
    @Test func fileWithoutCompleteEndChunkThrows() throws {
        let whole = try [UInt8](Fixtures.png("rgba8"))
        #expect(throws: PNGError.missingEnd) { try Pixmap(pngData: Data(whole.dropLast(12))) }
        #expect(throws: PNGError.missingEnd) { try Pixmap(pngData: Data(whole.dropLast(1))) }
        var badCRC = whole
        badCRC[badCRC.count - 1] ^= 1
        #expect(throws: PNGError.missingEnd) { try Pixmap(pngData: Data(badCRC)) }
    }
}
