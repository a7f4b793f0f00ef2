import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Every blend mode through the rasterizer's fill loops (solid and gradient paints, anti-aliased
/// edges), checked pixel by pixel against `ReferenceCompositor`.
@Suite("Compositing: blend modes in the fill loops")
struct CompositingFillLoopTests {
    static let size = 24

    /// A backdrop with varied colour and partial alpha.
    static func backdrop() -> Pixmap {
        var g = SeededGenerator(seed: 2024)
        var p = try! Pixmap(width: size, height: size)
        for i in p.storage.indices { p.storage[i] = g.premultipliedPixel() }
        return p
    }

    /// Per-pixel coverage of `path` (alpha of opaque white drawn with source-over).
    static func coverage(_ path: Path, antialiased: Bool = true) -> [UInt8] {
        let c = try! RasterContext(width: size, height: size)
        c.fill(path, paint: .solid(.white), antialiased: antialiased)
        return c.pixmap.storage.map { UInt8($0 >> 24) }
    }

    /// The paint's premultiplied colour at every pixel (copy onto transparent, full coverage).
    static func sourceColors(_ paint: Paint, opacity: Float) -> [UInt32] {
        let c = try! RasterContext(width: size, height: size)
        c.fill(Fixtures.rect(0, 0, Double(size), Double(size)), paint: paint, blendMode: .copy, opacity: opacity)
        return c.pixmap.storage
    }

    static let paints: [(String, Paint)] = [
        ("solid", .solid(RGBAColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.7))),
        ("linear", .linearGradient(stops: [
            GradientStop(location: 0, color: RGBAColor(red: 1, green: 0, blue: 0.5, alpha: 1)),
            GradientStop(location: 1, color: RGBAColor(red: 0, green: 0.8, blue: 1, alpha: 0.3)),
        ], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 24, y: 24), spread: .pad)),
    ]

    @Test("each mode, each paint, anti-aliased circle over a partial-alpha backdrop", arguments: BlendMode.allCases)
    func modeThroughFillLoop(mode: BlendMode) {
        let path = Fixtures.circle(12, 12, 9.3)
        let cov = Self.coverage(path)
        let dst = Self.backdrop()
        for (name, paint) in Self.paints {
            let src = Self.sourceColors(paint, opacity: 0.8)
            let c = RasterContext(pixmap: dst)
            c.fill(path, paint: paint, blendMode: mode, opacity: 0.8)
            var worst = 0
            for i in 0..<(Self.size * Self.size) {
                let e = ReferenceCompositor.composite(mode, source: src[i], destination: dst.storage[i], coverage: cov[i])
                let d = channelDifference(e, c.pixmap.storage[i])
                if d > worst { worst = d }
                if d > 1 {
                    Issue.record("\(mode) \(name) pixel \(i): S \(describe(src[i])) D \(describe(dst.storage[i])) c \(cov[i]) expected \(describe(e)) got \(describe(c.pixmap.storage[i]))")
                    return
                }
            }
            #expect(worst <= 1)
        }
    }

    @Test("multi-threaded render gives the same pixels as sequential fills for every mode")
    func parallelMatches() {
        let commands = BlendMode.allCases.enumerated().map { i, mode in
            FillCommand(path: Fixtures.circle(Double(4 + i % 16), Double(5 + (i * 7) % 14), 6), paint: Self.paints[i % 2].1,
                        blendMode: mode, opacity: 0.9)
        }
        let a = RasterContext(pixmap: Self.backdrop()), b = RasterContext(pixmap: Self.backdrop())
        for cmd in commands { a.fill(cmd) }
        b.render(commands, threadCount: 2)
        #expect(a.pixmap == b.pixmap)
    }
}

/// Clips in the fill loops: the rectangle fast path, path masks (AA and aliased, both fill
/// rules, inverse), intersections and clip-to-layer.
@Suite("Compositing: clips")
struct CompositingClipTests {
    static let full = Fixtures.rect(0, 0, 24, 24)
    static let white = Paint.solid(.white)

    static func draw(clip: Clip?) -> Pixmap {
        let c = try! RasterContext(width: 24, height: 24)
        c.clip = clip
        c.fill(full, paint: white)
        return c.pixmap
    }

    @Test("a rectangle clip clamps spans and needs no mask")
    func rectClip() {
        let clip = Clip(rect: PixelRect(x: 3, y: 5, width: 10, height: 4))
        #expect(clip.mask == nil)
        let p = Self.draw(clip: clip)
        for y in 0..<24 { for x in 0..<24 {
            #expect(p.storage[y * 24 + x] >> 24 == (clip.bounds.contains(x: x, y: y) ? 255 : 0))
        } }
        #expect(Self.draw(clip: Clip(rect: .empty)).storage.allSatisfy { $0 == 0 })
    }

    @Test("a path clip's coverage is the path's coverage; inverse is its complement")
    func pathClip() throws {
        let circle = Fixtures.circle(12, 12, 7.5)
        let canvas = Clip(rect: PixelRect(x: 0, y: 0, width: 24, height: 24))
        let expected = CompositingFillLoopTests.coverage(circle)
        let p = Self.draw(clip: try canvas.intersecting(path: circle))
        #expect(p.storage.map { UInt8($0 >> 24) } == expected)
        let q = Self.draw(clip: try canvas.intersecting(path: circle, inverse: true))
        for i in 0..<(24 * 24) { #expect(Int(q.storage[i] >> 24) == 255 - Int(expected[i])) }
    }

    @Test("aliased and even-odd clips")
    func aliasedEvenOdd() throws {
        let canvas = Clip(rect: PixelRect(x: 0, y: 0, width: 24, height: 24))
        let aliased = Self.draw(clip: try canvas.intersecting(path: Fixtures.circle(12, 12, 7.3), antialiased: false))
        #expect(aliased.storage.allSatisfy { $0 >> 24 == 0 || $0 >> 24 == 255 })
        #expect(aliased.storage.contains { $0 >> 24 == 255 })
        // Two same-direction squares: nonzero fills the inner one, even-odd leaves a hole.
        let ring = Path { p in
            for (o, s) in [(2.0, 20.0), (8.0, 8.0)] {
                p.move(to: CGPoint(x: o, y: o)); p.addLine(to: CGPoint(x: o + s, y: o))
                p.addLine(to: CGPoint(x: o + s, y: o + s)); p.addLine(to: CGPoint(x: o, y: o + s))
                p.closeSubpath()
            }
        }
        let eo = Self.draw(clip: try canvas.intersecting(path: ring, fillRule: .evenOdd))
        #expect(eo.storage[12 * 24 + 12] >> 24 == 0)   // the hole
        #expect(eo.storage[4 * 24 + 4] >> 24 == 255)    // the ring
        let nz = Self.draw(clip: try canvas.intersecting(path: ring, fillRule: .nonZero))
        #expect(nz.storage[12 * 24 + 12] >> 24 == 255)
    }

    @Test("intersected clips multiply; clipToLayer uses alpha × opacity")
    func intersections() throws {
        let canvas = Clip(rect: PixelRect(x: 0, y: 0, width: 24, height: 24))
        var layer = try Pixmap(width: 24, height: 24)
        for i in layer.storage.indices { layer.storage[i] = px(0, 0, 0, 200) }
        let clip = try canvas.intersecting(path: Fixtures.rect(0, 0, 12, 24))
            .intersecting(layer: layer, origin: (0, 0), opacity: 0.5)
        let p = Self.draw(clip: clip)
        // 200 · 0.5 → 100 within the rectangle, 0 outside.
        #expect(p.storage[5 * 24 + 3] >> 24 == 100)
        #expect(p.storage[5 * 24 + 20] >> 24 == 0)
        let inv = canvas.intersecting(layer: layer, origin: (0, 0), inverse: true)
        #expect(Self.draw(clip: inv).storage[0] >> 24 == 55)
    }

    @Test("clipped fills match the reference for a non-normal mode with partial coverage")
    func clippedBlend() throws {
        let canvas = Clip(rect: PixelRect(x: 0, y: 0, width: 24, height: 24))
        let clip = try canvas.intersecting(path: Fixtures.circle(12, 12, 8))
        let clipCov = CompositingFillLoopTests.coverage(Fixtures.circle(12, 12, 8))
        let dst = CompositingFillLoopTests.backdrop()
        let c = RasterContext(pixmap: dst)
        c.clip = clip
        let color = RGBAColor(red: 0.2, green: 0.7, blue: 0.9, alpha: 0.9)
        c.fill(Fixtures.rect(0, 0, 24, 24), paint: .solid(color), blendMode: .hardLight)
        let s = PremultipliedPixel.from(color)
        for i in 0..<(24 * 24) {
            let e = ReferenceCompositor.composite(.hardLight, source: s, destination: dst.storage[i], coverage: clipCov[i])
            #expect(channelDifference(e, c.pixmap.storage[i]) <= 1, "pixel \(i)")
        }
    }
}

@Suite("Compositing: modes that erase")
struct CompositingEraseTests {
    @Test("clear, copy and sourceIn act under the shape even with a transparent colour or opacity 0")
    func transparentSourceErases() {
        for mode in BlendMode.allCases where !mode.transparentSourceIsNoOp {
            for (color, opacity) in [(RGBAColor.clear, Float(1)), (RGBAColor.white, Float(0))] {
                let c = try! RasterContext(width: 8, height: 8)
                c.clear(.white)
                c.fill(Fixtures.rect(2, 2, 4, 4), paint: .solid(color), blendMode: mode, opacity: opacity)
                #expect(c.pixmap.storage[3 * 8 + 3] == 0, "\(mode) inside")
                #expect(c.pixmap.storage[0] == px(255, 255, 255, 255), "\(mode) outside")
            }
        }
    }
}
