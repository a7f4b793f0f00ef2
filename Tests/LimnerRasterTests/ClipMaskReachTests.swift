import Testing
import LimnerRaster

/// A path clip masks only the pixels its path can reach, and draws exactly what a mask of the
/// whole clip would.
@Suite("Compositing: a path clip's mask covers only what the path reaches")
struct ClipMaskReachTests {
    static let width = 96, height = 64
    static let canvas = ClipMask(rect: PixelRect(x: 0, y: 0, width: width, height: height))

    /// A fill of the whole canvas through `clip`: its alpha per pixel.
    static func draw(clip: ClipMask) -> [UInt8] {
        let c = try! RasterContext(width: width, height: height)
        c.clip = clip
        c.fill(Fixtures.rect(0, 0, Double(width), Double(height)), paint: .solid(.white))
        return c.pixmap.storage.map { UInt8($0 >> 24) }
    }

    /// The same clip with its mask rasterized over the whole canvas (what every path clip
    /// cost before its mask was limited to the path's reach).
    static func wholeCanvas(_ path: Path, transform: CGAffineTransform, fillRule: FillRule = .nonZero,
                            antialiased: Bool = true) throws -> ClipMask {
        canvas.intersecting(try ClipMask.coverage(of: path, transform: transform, fillRule: fillRule,
                                                  antialiased: antialiased, within: canvas.bounds))
    }

    static let cases: [(name: String, path: Path, transform: CGAffineTransform)] = [
        ("small circle", Fixtures.circle(70, 20, 9.5), .identity),
        ("circle scaled and moved", Fixtures.circle(5, 5, 4), CGAffineTransform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 13.3, ty: 7.8)),
        ("rotated rectangle", Fixtures.rect(-6, -3, 12, 6), CGAffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 40.5, ty: 30.25)),
        ("half outside the canvas", Fixtures.circle(92, 60, 12), .identity),
        ("entirely outside", Fixtures.circle(-40, -40, 10), .identity),
        ("sub-pixel sliver", Fixtures.rect(30.2, 10.4, 0.3, 17.1), .identity),
        ("empty", Path(), .identity),
    ]

    @Test("the mask is the path's bounds, and the pixels are those of a whole-canvas mask",
          arguments: cases.indices)
    func reach(index: Int) throws {
        let (name, path, transform) = Self.cases[index]
        for antialiased in [true, false] {
            let clip = try Self.canvas.intersecting(path: path, transform: transform, antialiased: antialiased)
            let reference = try Self.wholeCanvas(path, transform: transform, antialiased: antialiased)
            #expect(Self.draw(clip: clip) == Self.draw(clip: reference), "\(name), antialiased \(antialiased)")
            // The clip shrinks to at most the path's device box, one pixel wider on each side.
            let box = path.boundingRect.applying(transform)
            if path.isEmpty || box.maxX < 0 || box.maxY < 0 {
                #expect(clip.isEmpty, "\(name)")
            } else if transform.b != 0 || transform.c != 0 {
                // A rotated path keeps the whole-bounds mask (see `ClipMask.intersecting(path:)`).
                #expect(clip.bounds.width <= Self.width && clip.bounds.height <= Self.height, "\(name)")
            } else {
                #expect(clip.bounds.width <= Int(box.width.rounded(.up)) + 3
                        && clip.bounds.height <= Int(box.height.rounded(.up)) + 3, "\(name): \(clip.bounds)")
            }
        }
        // An inverse clip keeps the outside: its mask still spans the canvas.
        let inverse = try Self.canvas.intersecting(path: path, transform: transform, inverse: true)
        #expect(inverse.bounds == Self.canvas.bounds)
        let inverted = Self.draw(clip: try Self.wholeCanvas(path, transform: transform))
        #expect(Self.draw(clip: inverse) == inverted.map { 255 - $0 }, "\(name), inverse")
    }
}
