// The fill loops' painters for every blend mode but source-over: the bridge between the sweep
// (BandLoops/) and the blender family's span kernels (Blending/). Source-over stays on the band
// loops' own SIMD painters (BandLoops/SpanPainter.swift); every other mode uses the painters
// below, which pass whole spans to the mode's `SpanKernel` (loops specialised per mode, one
// indirect call per span, none per pixel). A clip wraps either kind (ClippedPainter.swift).

/// Paints one colour with any blend mode: each span goes to the mode's specialised loop.
struct KernelSolidPainter: SpanPainter {
    /// The premultiplied colour (opacity applied).
    let color: UInt32
    /// The mode's span loops.
    let kernel: SpanKernel

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        kernel.solid(row + x, color, nil, UInt8(truncatingIfNeeded: coverage), count)
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        kernel.solid(row + x, color, mask, 255, count)
    }
}

/// Paints a shader's colours with any blend mode: shade the span, then hand it to the mode's
/// specialised loop.
struct KernelShaderPainter<S: Shader>: SpanPainter {
    /// The shader.
    let shader: S
    /// The mode's span loops.
    let kernel: SpanKernel
    /// Scratch for one row of colours (indexed by column for a `.columns` shader).
    let colors: UnsafeMutablePointer<UInt32>
    /// Scratch for one row of gradient table indices.
    let scratch: UnsafeMutablePointer<Int32>
    /// `shader.variation`, read once.
    let storedVariation: ShaderVariation

    /// The variation the fast paths act on; `.general` at compile time for shaders without
    /// fast paths, so their painters carry no code for the other cases.
    @inline(__always)
    var variation: ShaderVariation { S.varies ? storedVariation : .general }
    /// Whether the mode is copy (full-coverage spans are shaded straight into the destination).
    let copies: Bool
    /// The reused row of a `.columns` shader.
    var cache = ShadedRowCache()

    init(shader: S, kernel: SpanKernel, colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        self.shader = shader; self.kernel = kernel; self.colors = colors; self.scratch = scratch
        storedVariation = shader.variation
        copies = kernel.blendMode == .copy
    }

    /// Hands the span's colours to `paint` as a source row, or as one colour for a `.rows`
    /// shader.
    @inline(__always)
    mutating func shaded(x: Int, y: Int, count: Int, _ paint: (UnsafePointer<UInt32>?, UInt32) -> Void) {
        switch variation {
        case .columns:
            paint(cache.colors(shader, x: x, y: y, count: count, colors: colors, scratch: scratch), 0)
        case .rows:
            shader.shade(x: x, y: y, count: 1, into: colors, scratch: scratch)
            paint(nil, colors[0])
        case .general:
            shader.shade(x: x, y: y, count: count, into: colors, scratch: scratch)
            paint(colors, 0)
        }
    }

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        if copies && coverage == 255 && variation == .general {
            // Copy at full coverage is the shader's colours.
            return shader.shade(x: x, y: y, count: count, into: row + x, scratch: scratch)
        }
        let k = kernel, cov = UInt8(truncatingIfNeeded: coverage)
        shaded(x: x, y: y, count: count) { src, color in
            if let src { k.source(row + x, src, nil, cov, count) } else { k.solid(row + x, color, nil, cov, count) }
        }
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        let k = kernel
        shaded(x: x, y: y, count: count) { src, color in
            if let src { k.source(row + x, src, mask, 255, count) } else { k.solid(row + x, color, mask, 255, count) }
        }
    }
}
