import Testing
@testable import LimnerRaster
import LimnerTestSupport

@Suite("Compositing: layers")
struct CompositingLayerTests {
    static func solid(_ w: Int, _ h: Int, _ p: UInt32) -> Pixmap {
        var m = try! Pixmap(width: w, height: h)
        for i in m.storage.indices { m.storage[i] = p }
        return m
    }

    @Test("a layer lands at its origin, clipped to the destination")
    func placement() {
        var dst = Self.solid(4, 4, px(0, 0, 0, 255))
        let layer = Self.solid(3, 3, px(255, 255, 255, 255))
        Compositor.composite(layer: layer, at: (2, -1), onto: &dst)
        for y in 0..<4 {
            for x in 0..<4 {
                let inside = x >= 2 && y <= 1
                #expect(dst.storage[y * 4 + x] == (inside ? px(255, 255, 255, 255) : px(0, 0, 0, 255)), "(\(x), \(y))")
            }
        }
    }

    @Test("opacity, blend mode and mask are applied per pixel like the reference")
    func opacityModeMask() throws {
        var g = SeededGenerator(seed: 99)
        var dst = try Pixmap(width: 8, height: 8)
        var layer = try Pixmap(width: 8, height: 8)
        for i in 0..<64 { dst.storage[i] = g.premultipliedPixel(); layer.storage[i] = g.premultipliedPixel() }
        var mask = try Mask(bounds: PixelRect(x: 0, y: 0, width: 8, height: 8))
        for y in 0..<8 { for x in 0..<8 { mask.set(x: x, y: y, g.coverage()) } }
        for mode in BlendMode.allCases {
            var out = dst
            Compositor.composite(layer: layer, at: (0, 0), onto: &out, opacity: 0.6, blendMode: mode, mask: mask)
            for y in 0..<8 {
                for x in 0..<8 {
                    // Opacity 0.6 (153): coverage where the mode allows, else it scales the layer.
                    let asCoverage = mode.opacityActsAsCoverage
                    let c = UInt8(asCoverage ? PremultipliedPixel.mul255(UInt32(mask[x, y]), 153) : UInt32(mask[x, y]))
                    let l = layer.storage[y * 8 + x]
                    let source = asCoverage ? l : Fixed8.pack(Fixed8.div255(Fixed8.unpack(l) &* 153))
                    let e = ReferenceCompositor.composite(mode, source: source,
                                                          destination: dst.storage[y * 8 + x], coverage: c)
                    #expect(channelDifference(e, out.storage[y * 8 + x]) <= 1, "\(mode) at (\(x), \(y))")
                }
            }
        }
    }

    @Test("transparent row ends and empty rows: every mode like the reference (skipped only where a no-op)")
    func transparentRowEnds() throws {
        var g = SeededGenerator(seed: 7)
        let w = 24, h = 12
        var dst = try Pixmap(width: w, height: h)
        var layer = try Pixmap(width: w, height: h)
        for i in 0..<(w * h) { dst.storage[i] = g.premultipliedPixel() }
        for y in 0..<h where y % 4 != 3 {   // every fourth row stays fully transparent
            let lo = Int(g.next() % 10), hi = w - Int(g.next() % 10)
            for x in lo..<hi where x % 7 != 5 { layer.storage[y * w + x] = g.premultipliedPixel() }
        }
        var mask = try Mask(bounds: PixelRect(x: 0, y: 0, width: w, height: h))
        for y in 0..<h { for x in 0..<w { mask.set(x: x, y: y, g.coverage()) } }
        for mode in BlendMode.allCases {
            for useMask in [false, true] {
                var out = dst
                Compositor.composite(layer: layer, at: (0, 0), onto: &out, blendMode: mode, mask: useMask ? mask : nil)
                for i in 0..<(w * h) {
                    let c: UInt8 = useMask ? mask[i % w, i / w] : 255
                    let e = ReferenceCompositor.composite(mode, source: layer.storage[i], destination: dst.storage[i], coverage: c)
                    #expect(channelDifference(e, out.storage[i]) <= 1, "\(mode) mask \(useMask) at \(i % w), \(i / w)")
                }
            }
        }
    }

    @Test("opacity scales the layer for copy and plusLighter (Core Graphics' alpha), not the coverage")
    func opacityScalesSource() {
        // copy at opacity 0.5: R = 0.5·L, the backdrop does not show through.
        var dst = Self.solid(1, 1, px(0, 0, 255, 255))
        Compositor.composite(layer: Self.solid(1, 1, px(255, 0, 0, 255)), at: (0, 0), onto: &dst, opacity: 0.5,
                             blendMode: .copy)
        #expect(dst.storage == [px(128, 0, 0, 128)])
        // plusLighter at opacity 0.5: min(1, 0.5·L + D), not D + 0.5·(min(1, L + D) − D).
        var lit = Self.solid(1, 1, px(200, 0, 0, 255))
        Compositor.composite(layer: Self.solid(1, 1, px(200, 0, 0, 255)), at: (0, 0), onto: &lit, opacity: 0.5,
                             blendMode: .plusLighter)
        #expect(lit.storage == [px(255, 0, 0, 255)])
        var sum = Self.solid(1, 1, px(100, 0, 0, 255))
        Compositor.composite(layer: Self.solid(1, 1, px(200, 0, 0, 255)), at: (0, 0), onto: &sum, opacity: 0.5,
                             blendMode: .plusLighter)
        #expect(sum.storage == [px(200, 0, 0, 255)])
    }

    @Test("unbounded modes act only inside the layer's bounds")
    func unboundedInsideBounds() {
        var dst = Self.solid(4, 1, px(10, 20, 30, 255))
        Compositor.composite(layer: Self.solid(2, 1, 0), at: (1, 0), onto: &dst, blendMode: .copy)
        #expect(dst.storage == [px(10, 20, 30, 255), 0, 0, px(10, 20, 30, 255)])
    }

    @Test("zero-sized, off-canvas, zero-opacity and NaN-opacity layers change nothing")
    func noOps() throws {
        let dst = Self.solid(4, 4, px(1, 2, 3, 255))
        let layer = Self.solid(2, 2, px(255, 0, 0, 255))
        var out = dst
        Compositor.composite(layer: try Pixmap(width: 0, height: 5), at: (0, 0), onto: &out)
        Compositor.composite(layer: layer, at: (4, 0), onto: &out)
        Compositor.composite(layer: layer, at: (-2, -2), onto: &out)
        Compositor.composite(layer: layer, at: (0, 0), onto: &out, opacity: 0)
        Compositor.composite(layer: layer, at: (0, 0), onto: &out, opacity: .nan)
        Compositor.composite(layer: layer, at: (0, 0), onto: &out, clip: PixelRect(x: 2, y: 2, width: 5, height: 5))
        #expect(out == dst)
        var empty = try Pixmap(width: 0, height: 0)
        Compositor.composite(layer: layer, at: (0, 0), onto: &empty)
        #expect(empty.width == 0)
    }

    @Test("1 000 nested layers: no recursion, bounded memory, the same pixels as drawing directly")
    func deepNesting() throws {
        var stack = LayerStack(canvas: Self.solid(16, 16, px(0, 0, 0, 255)))
        for i in 0..<1000 {
            // Each layer asks for more than its parent; it is clipped to the parent's bounds.
            try stack.push(bounds: PixelRect(x: i % 3, y: 0, width: 16, height: 16))
        }
        #expect(stack.depth == 1000)
        #expect(stack.currentBounds == PixelRect(x: 2, y: 0, width: 14, height: 16))
        stack.withCurrentTarget { target, origin in
            #expect(origin == (2, 0))
            target.storage[0] = px(0, 128, 0, 128)
        }
        let out = stack.finish()
        #expect(stack.depth == 0)
        // Source-over at opacity 1 is associative with transparent layers: one pixel changed.
        #expect(out.storage[2] == px(0, 128, 0, 255))
        #expect(out.storage.enumerated().allSatisfy { $0.offset == 2 || $0.element == px(0, 0, 0, 255) })
    }

    @Test("nested layer opacities multiply")
    func nestedOpacity() throws {
        var stack = LayerStack(canvas: try Pixmap(width: 1, height: 1))
        try stack.push(bounds: PixelRect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5)
        try stack.push(bounds: PixelRect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5)
        stack.withCurrentTarget { t, _ in t.storage[0] = px(255, 255, 255, 255) }
        let out = stack.finish()
        // 255 · 128/255 = 128, then 128 · 128/255 = 64.25 → 64.
        #expect(out.storage[0] == px(64, 64, 64, 64))
    }

    @Test("pushing past the byte budget throws and leaves the stack usable")
    func budget() throws {
        var stack = LayerStack(canvas: try Pixmap(width: 100, height: 100), byteBudget: 100 * 100 * 4 * 3)
        for _ in 0..<3 { try stack.push(bounds: PixelRect(x: 0, y: 0, width: 100, height: 100)) }
        #expect(throws: LayerStackError.self) { try stack.push(bounds: PixelRect(x: 0, y: 0, width: 100, height: 100)) }
        #expect(stack.depth == 3)
        try stack.push(bounds: PixelRect(x: 0, y: 0, width: 0, height: 0))  // empty layers cost nothing
        #expect(stack.depth == 4)
        _ = stack.finish()
    }

    @Test("a masked layer in a nested stack uses canvas coordinates for the mask")
    func maskInStack() throws {
        var stack = LayerStack(canvas: try Pixmap(width: 4, height: 1))
        try stack.push(bounds: PixelRect(x: 1, y: 0, width: 3, height: 1))
        var mask = try Mask(bounds: PixelRect(x: 0, y: 0, width: 4, height: 1), value: 255)
        mask.set(x: 2, y: 0, 0)
        try stack.push(bounds: PixelRect(x: 0, y: 0, width: 4, height: 1), mask: mask)
        stack.withCurrentTarget { t, origin in
            #expect(origin == (1, 0) && t.width == 3)
            for i in 0..<3 { t.storage[i] = px(255, 255, 255, 255) }
        }
        let out = stack.finish()
        #expect(out.storage == [0, px(255, 255, 255, 255), 0, px(255, 255, 255, 255)])
    }
}
