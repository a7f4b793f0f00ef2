import Foundation
import Testing
@testable import Limner

// Bad input in blurs and shadows: huge, infinite and NaN radii on views and layers, and blurs
// of content far larger than what is shown. The work is bounded by what lands in the output
// (the visible area grown by the blur's reach, σ at most `GaussianBlur.maximumSigma` device
// pixels), and the result is defined: NaN is no blur, a radius so large that the true blur
// rounds to nothing leaves a transparent layer (a shadow: only the content). Each case must
// finish in bounded time in a debug build.

private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

private func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> UInt8 { p.pixel(x: x, y: y).a }

@Suite struct BlurBoundBadInputTests {
    /// Class: blur radius. 10⁹, ∞ and 10³⁰⁰ on a 4 000-point square shown through a 64-point
    /// window: bounded by the window, and the blur that would round to nothing is transparent.
    @Test func hugeBlurRadiusCostsOnlyWhatLandsInTheOutput() throws {
        for radius in [1e9, CGFloat.infinity, 1e300] {
            let view = Color.red.frame(width: 4_000, height: 4_000).blur(radius: radius)
                .frame(width: 64, height: 64).clipped()
            var p: Pixmap?
            let elapsed = seconds { p = ImageRenderer(content: view).pixmap }
            #expect(elapsed < 20, "radius \(radius)")
            #expect(p.map { ($0.width, $0.height) } ?? (0, 0) == (64, 64))
            // The true blur of 4 000² points at σ ≥ 10⁹ rounds to nothing: transparent (and +∞
            // is the largest blur, not none).
            #expect(p.map { alpha($0, 32, 32) } == 0, "radius \(radius)")
        }
    }

    /// Class: blur radius NaN or negative: no blur at all.
    @Test func nanBlurRadiusIsNoBlur() throws {
        let plain = try #require(ImageRenderer(content: Color.red.frame(width: 20, height: 20).padding(4)).pixmap)
        for radius: CGFloat in [.nan, -3, -.infinity] {
            let blurred = try #require(ImageRenderer(content: Color.red.frame(width: 20, height: 20).blur(radius: radius).padding(4)).pixmap)
            #expect(blurred.premultipliedRGBA() == plain.premultipliedRGBA(), "radius \(radius)")
        }
    }

    /// Class: shadow radius. A huge or infinite shadow fades to nothing: only the content is
    /// drawn; NaN is a sharp shadow. Bounded time either way.
    @Test func hugeShadowRadiusLeavesOnlyTheContent() throws {
        let plain = try #require(ImageRenderer(content: Color.red.frame(width: 20, height: 20).padding(10)).pixmap)
        for radius in [1e9, CGFloat.infinity] {
            var p: Pixmap?
            let view = Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: radius, x: 3, y: 3).padding(10)
            let elapsed = seconds { p = ImageRenderer(content: view).pixmap }
            #expect(elapsed < 20)
            #expect(p.map { $0.premultipliedRGBA() == plain.premultipliedRGBA() } == true, "radius \(radius)")
        }
        let sharp = try #require(ImageRenderer(content: Color.red.frame(width: 20, height: 20)
            .shadow(color: .black, radius: .nan, x: 3, y: 3).padding(10)).pixmap)
        #expect(alpha(sharp, 32, 32) == 255)          // the sharp shadow, 3 points out
        #expect(alpha(sharp, 34, 34) == 0)
    }

    /// Class: layer shadows. `CALayer.shadowRadius` of 10⁹, ∞ and NaN: bounded, the layer
    /// itself drawn.
    @Test func hugeLayerShadowRadiusIsBounded() throws {
        for radius in [1e9, CGFloat.infinity, .nan] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.shadowOpacity = 1
            layer.shadowRadius = radius
            root.addSublayer(layer)
            var p: Pixmap?
            let elapsed = try seconds { p = try LayerHost(rootLayer: root).render(at: 0, threadCount: 1) }
            #expect(elapsed < 20)
            #expect(p.map { alpha($0, 20, 20) } == 255, "radius \(radius)")
        }
    }
}
