/// Receives the spans of one row from the coverage sweep and composites them.
///
/// A painter is a paint × blend combination, built once per fill and band; its methods are
/// generic-specialised into the sweep.
protocol SpanPainter {
    /// `count` pixels from `x` on row `y` (`row` points at pixel 0 of it), all with coverage
    /// `coverage` (1…255).
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32)
    /// `count` pixels from `x` on row `y`, with per-pixel coverage `mask[0 ..< count]`.
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>)
}

/// Fills with one premultiplied colour.
struct SolidPainter<B: Blender>: SpanPainter {
    /// The premultiplied colour (opacity applied).
    let color: UInt32
    /// Whether full-coverage pixels can be stored without reading the destination.
    let storesOpaque: Bool

    init(color: UInt32) {
        self.color = color
        storesOpaque = B.opaqueSourceReplaces && color >> 24 == 255
    }

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let p = row + x
        if coverage == 255 {
            if storesOpaque {
                p.update(repeating: color, count: count)
            } else if B.self == SourceOver.self {
                SIMDSpans.sourceOverConstant(p, count: count, color: color)
            } else {
                for i in 0..<count { p[i] = B.blend(color, p[i]) }
            }
        } else if B.self == SourceOver.self {
            // Source-over is linear in S: scale the colour by the coverage once.
            SIMDSpans.sourceOverConstant(p, count: count, color: SWAR.scale(color, coverage))
        } else {
            for i in 0..<count { p[i] = B.blend(color, p[i], coverage: coverage) }
        }
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        let p = row + x
        if B.self == SourceOver.self {
            SIMDSpans.sourceOverMask(p, src: nil, color: color, mask: mask, count: count)
            return
        }
        for i in 0..<count {
            let c = UInt32(mask[i])
            if c == 255 {
                p[i] = storesOpaque ? color : B.blend(color, p[i])
            } else if c != 0 {
                p[i] = B.blend(color, p[i], coverage: c)
            }
        }
    }
}

/// Shades a span of premultiplied colours (a gradient); the paint half of a painter.
protocol Shader {
    /// Writes the colours of pixels `x ..< x + count` on row `y` to `out[0 ..< count]`;
    /// `scratch` holds at least `count` table indices for intermediate values.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>)
}

/// Composites the output of a shader.
struct ShaderPainter<S: Shader, B: Blender>: SpanPainter {
    /// The shader.
    let shader: S
    /// Scratch for one row of colours.
    let colors: UnsafeMutablePointer<UInt32>
    /// Scratch for one row of gradient parameters.
    let scratch: UnsafeMutablePointer<Int32>
    /// Whether full-coverage spans may be shaded straight into the destination (every
    /// colour the shader can produce is opaque and the blender replaces with opaque).
    let storesOpaque: Bool

    init(shader: S, colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>, opaque: Bool) {
        self.shader = shader; self.colors = colors; self.scratch = scratch
        storesOpaque = opaque && B.opaqueSourceReplaces
    }

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let p = row + x
        if coverage == 255 && storesOpaque {
            shader.shade(x: x, y: y, count: count, into: p, scratch: scratch)
            return
        }
        shader.shade(x: x, y: y, count: count, into: colors, scratch: scratch)
        if B.self == SourceOver.self {
            SIMDSpans.sourceOverSpan(p, src: colors, count: count, coverage: coverage)
            return
        }
        if coverage == 255 {
            for i in 0..<count { p[i] = B.blend(colors[i], p[i]) }
        } else {
            for i in 0..<count { p[i] = B.blend(colors[i], p[i], coverage: coverage) }
        }
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        shader.shade(x: x, y: y, count: count, into: colors, scratch: scratch)
        let p = row + x
        if B.self == SourceOver.self {
            SIMDSpans.sourceOverMask(p, src: colors, color: 0, mask: mask, count: count)
            return
        }
        for i in 0..<count {
            let c = UInt32(mask[i])
            if c == 255 {
                p[i] = storesOpaque ? colors[i] : B.blend(colors[i], p[i])
            } else if c != 0 {
                p[i] = B.blend(colors[i], p[i], coverage: c)
            }
        }
    }
}
