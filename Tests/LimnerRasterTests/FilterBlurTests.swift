import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

@Suite("Filters: gaussian blur")
struct FilterBlurTests {
    /// A test image with hard edges, gradients, partial alpha and noise.
    static func testImage(_ w: Int, _ h: Int, seed: UInt64 = 5) -> Pixmap {
        var g = SeededGenerator(seed: seed)
        var p = try! Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                var v: UInt32
                if (x / 16 + y / 16) % 3 == 0 {
                    v = px(UInt32(x * 255 / w), 40, UInt32(y * 255 / h), 255)
                } else if (x - w / 2) * (x - w / 2) + (y - h / 2) * (y - h / 2) < (w / 4) * (w / 4) {
                    v = px(0, 100, 50, 160)
                } else {
                    v = (x + y) % 7 == 0 ? g.premultipliedPixel() : 0
                }
                p.storage[y * w + x] = v
            }
        }
        return p
    }

    @Test("σ 0, negative and NaN are the identity, with the same origin")
    func identity() {
        let p = Self.testImage(20, 10)
        for s in [0, -3, Double.nan, -Double.infinity] {
            let (q, o) = GaussianBlur.blur(p, origin: (4, -2), sigma: s)
            #expect(q == p && o == (4, -2), "σ \(s)")
        }
    }

    @Test("output grows by ⌈3σ⌉ on every side; huge σ is clamped")
    func growth() {
        let p = Self.testImage(10, 6)
        let (q, o) = GaussianBlur.blur(p, origin: (100, 50), sigma: 1.5)
        #expect(q.width == 10 + 10 && q.height == 6 + 10 && o == (95, 45))
        #expect(GaussianBlur.extent(sigma: 1e6) == Int(3 * GaussianBlur.maximumSigma))
        #expect(GaussianBlur.extent(sigma: .infinity) == Int(3 * GaussianBlur.maximumSigma))
        let small = try! Pixmap(width: 2, height: 2)
        let (big, bo) = GaussianBlur.blur(small, sigma: 1e6)
        #expect(big.width == 2 + 2 * 384 && bo == (-384, -384))
    }

    @Test("σ far beyond the maximum gives the exact result, transparent; up to there the clamped σ")
    func hugeSigma() {
        var white = try! Pixmap(width: 64, height: 64)
        white.fill(.white)
        for sigma in [1e6, .infinity, 1000] {
            let (q, o) = GaussianBlur.blur(white, sigma: sigma)
            #expect(q.width == 64 + 768 && o == (-384, -384) && q.storage.allSatisfy { $0 == 0 }, "σ \(sigma)")
        }
        // 64²·255/(2π·300²) ≈ 1.8 levels at the peak: not negligible, so σ 128 is used.
        let (q, _) = GaussianBlur.blur(white, sigma: 300)
        #expect(q == GaussianBlur.blur(white, sigma: 128).pixmap && q.storage.contains { $0 != 0 })
    }

    @Test("an impulse blurs to the separable sampled Gaussian")
    func impulse() {
        var p = try! Pixmap(width: 1, height: 1)
        p.storage[0] = px(255, 255, 255, 255)
        let sigma = 1.3
        let (q, _) = GaussianBlur.blur(p, sigma: sigma, method: .exact)
        let r = Int((3 * sigma).rounded(.up))
        let weights = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        for y in 0..<q.height {
            for x in 0..<q.width {
                let e = 255 * weights[x] * weights[y] / (total * total)
                #expect(abs(Double(q.storage[y * q.width + x] >> 24) - e) <= 0.51, "(\(x), \(y))")
            }
        }
    }

    @Test("box blur of an impulse is symmetric")
    func boxSymmetry() {
        for sigma in [4.0, 4.3, 7.9, 12.0] {
            var p = try! Pixmap(width: 1, height: 1)
            p.storage[0] = px(255, 255, 255, 255)
            let (q, _) = GaussianBlur.blur(p, sigma: sigma, method: .boxes)
            let w = q.width
            for y in 0..<q.height {
                for x in 0..<w {
                    #expect(q.storage[y * w + x] == q.storage[y * w + (w - 1 - x)], "σ \(sigma) (\(x), \(y))")
                    #expect(q.storage[y * w + x] == q.storage[x * w + y], "σ \(sigma) transpose (\(x), \(y))")
                }
            }
        }
    }

    @Test("alpha mass is preserved (outside counts as transparent, nothing is lost)")
    func massPreserved() {
        let p = Self.testImage(40, 30)
        let before = Double(p.storage.reduce(0) { $0 + Int($1 >> 24) })
        for sigma in [0.7, 2.0, 6.0, 20.0] {
            let (q, _) = GaussianBlur.blur(p, sigma: sigma)
            let after = Double(q.storage.reduce(0) { $0 + Int($1 >> 24) })
            // Rounding can move each output pixel by ½ level; relative error stays tiny.
            #expect(abs(after - before) / before < 0.01, "σ \(sigma): \(before) → \(after)")
        }
    }

    @Test("edges fade: the outside is transparent, the inside of a large opaque area stays opaque")
    func edges() {
        var p = try! Pixmap(width: 40, height: 40)
        p.fill(.white)
        let (q, _) = GaussianBlur.blur(p, sigma: 2)
        let e = GaussianBlur.extent(sigma: 2)
        #expect(q.storage[(e + 20) * q.width + e + 20] == px(255, 255, 255, 255))
        #expect(q.storage[e * q.width + e] >> 24 < 100)   // corner: a quarter of the kernel
        #expect(q.storage[0] == 0)
    }

    /// Maximum per-channel difference of the box approximation from the exact kernel, in
    /// levels (3 % of full scale), and the largest allowed mean difference.
    ///
    /// Three boxes are a piecewise-quadratic kernel: on one step edge it misses the Gaussian's
    /// error function by up to ~2.5 levels (computed offline for σ 2.5…50), and where the
    /// checkerboard of the test image puts several edges and corners within 3σ the errors of
    /// the two passes add (observed max 7 at σ 4). Away from edges the error is below one level,
    /// hence the mean bound.
    static let boxTolerance = 8
    static let boxMeanTolerance = 1.2

    @Test("the box approximation stays within the stated tolerance of the exact kernel")
    func boxAccuracy() {
        let p = Self.testImage(96, 80)
        var report = ""
        for sigma in [2.5, 3.0, 4.0, 5.5, 7.5, 12.0, 20.0, 35.0] {
            let (exact, o1) = GaussianBlur.blur(p, sigma: sigma, method: .exact)
            let (box, o2) = GaussianBlur.blur(p, sigma: sigma, method: .boxes)
            #expect(o1 == o2 && exact.width == box.width)
            var worst = 0, sum = 0
            for i in exact.storage.indices {
                let d = channelDifference(exact.storage[i], box.storage[i])
                worst = max(worst, d); sum += d
            }
            report += String(format: "σ %.1f: max %d mean %.3f; ", sigma, worst, Double(sum) / Double(exact.storage.count))
            #expect(worst <= Self.boxTolerance, "σ \(sigma): \(worst)")
            #expect(Double(sum) / Double(exact.storage.count) <= Self.boxMeanTolerance, "σ \(sigma)")
        }
        print("blur box vs exact: \(report)")
    }

    @Test("the result does not depend on the thread count")
    func deterministic() {
        let p = Self.testImage(200, 150)
        for sigma in [1.5, 9.0] {
            let one = GaussianBlur.blur(p, sigma: sigma, threadCount: 1).pixmap
            let three = GaussianBlur.blur(p, sigma: sigma, threadCount: 3).pixmap
            let eight = GaussianBlur.blur(p, sigma: sigma, threadCount: 8).pixmap
            #expect(one == three && one == eight)
        }
    }

    @Test("output pixels are valid premultiplied")
    func valid() {
        let (q, _) = GaussianBlur.blur(Self.testImage(50, 50), sigma: 3.3)
        #expect(q.storage.allSatisfy(isValidPremultiplied))
    }
}

@Suite("Filters: a blur computed only in a window")
struct FilterBlurWindowTests {
    /// Windows over a blurred image (whole output at `origin − e`): inside, across each edge,
    /// one pixel, one odd column, and one missing it.
    static func windows(around whole: PixelRect) -> [PixelRect] {
        let (x, y, w, h) = (whole.x, whole.y, whole.width, whole.height)
        return [
            whole,
            PixelRect(x: x + w / 3, y: y + h / 4, width: 37, height: 29),
            PixelRect(x: x - 20, y: y - 10, width: 41, height: 33),
            PixelRect(x: x + w - 17, y: y + h - 5, width: 60, height: 60),
            PixelRect(x: x + w / 2, y: y + h / 2, width: 1, height: 1),
            PixelRect(x: x + 7, y: y - 3, width: 3, height: h + 6),
            PixelRect(x: x + w + 5, y: y, width: 10, height: 10),
        ]
    }

    /// Every pixel a windowed blur computes is the whole blur's pixel there, byte for byte:
    /// the box passes (σ 3–128), the exact kernel and the identity (the whole blur, cut), a σ
    /// past the maximum that fades out; with one thread and with four.
    @Test("the window is the whole blur's pixels there, byte for byte")
    func windowMatchesTheWholeBlur() {
        let p = FilterBlurTests.testImage(90, 70)
        let origin = (x: 13, y: -8)
        for sigma in [0, 1.5, 3, 9.7, 40, 128, 1e6] {
            let (whole, o) = GaussianBlur.blur(p, origin: origin, sigma: sigma, threadCount: 1)
            let rect = PixelRect(x: o.x, y: o.y, width: whole.width, height: whole.height)
            for window in Self.windows(around: rect) {
                for threads in [1, 4] {
                    let (part, po) = GaussianBlur.blur(p, origin: origin, sigma: sigma, window: window, threadCount: threads)
                    let expected = rect.intersection(window)
                    if expected.isEmpty {
                        #expect(part.width == 0 || part.height == 0, "σ \(sigma) \(window)")
                        continue
                    }
                    #expect(po == (expected.x, expected.y) && part.width == expected.width && part.height == expected.height,
                            "σ \(sigma) \(window)")
                    #expect(part == GaussianBlur.cropped(whole, origin: o, to: expected), "σ \(sigma) \(window) \(threads)")
                }
            }
        }
    }

    /// The shadow blurs only what lands in its clip: the same bytes as without a clip, cut.
    @Test("a clipped shadow at the σ clamp is the unclipped one, cut")
    func clippedShadowAtTheClamp() {
        let source = FilterBlurTests.testImage(40, 40)
        let color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let clip = PixelRect(x: 0, y: 0, width: 80, height: 80)
        for sigma in [6.0, 200] {
            let whole = Shadow.shadow(of: source, origin: (20, 20), color: color, sigma: sigma, offset: (9, -4))
            let cut = Shadow.shadow(of: source, origin: (20, 20), color: color, sigma: sigma, offset: (9, -4), clip: clip)
            let rect = PixelRect(x: cut.origin.x, y: cut.origin.y, width: cut.pixmap.width, height: cut.pixmap.height)
            #expect(!rect.isEmpty && rect.intersection(clip) == rect, "σ \(sigma) \(rect)")
            #expect(cut.pixmap == GaussianBlur.cropped(whole.pixmap, origin: whole.origin, to: rect), "σ \(sigma)")
        }
    }
}
