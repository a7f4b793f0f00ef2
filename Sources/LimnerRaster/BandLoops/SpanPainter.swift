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
    /// How the sweep hands this painter a row (`SweepRowMode`): decided per type, so each
    /// specialisation of the sweep carries one form.
    static var rowMode: SweepRowMode { get }
}

/// How the coverage sweep cuts a row into spans for a painter. Every form draws the same
/// pixels for a painter that composites a pixel the same way whether its coverage arrives in
/// a constant span or a mask span (the painters that choose other than `.spans` do); they
/// differ in how many spans a row makes, which is what a painter pays for per span (a call,
/// a gradient's set-up, branches on the span's length).
enum SweepRowMode {
    /// A mask span for each run of touched cell groups, a constant span for each gap between
    /// them (skipped when zero).
    case spans
    /// A gap shorter than `CoverageBuffers.bridgedGapCells` is summed through as part of the
    /// mask span around it (its cells are zero, so its coverage is the constant one); longer
    /// gaps are constant spans. A row of a small shape is one mask span.
    case bridged
    /// `.bridged`, and a longer gap of non-zero coverage is written into the mask too, so the
    /// mask span goes on: a row of a convex shape is one mask span however wide, and a
    /// painter that shades pays one set-up per row.
    case stretches
}

extension SpanPainter {
    static var rowMode: SweepRowMode { .spans }
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
            SIMDSpans.sourceOverConstant(p, count: count, color: PremultipliedPixel.scale(color, by: coverage))
        } else {
            for i in 0..<count { p[i] = B.blend(color, p[i], coverage: coverage) }
        }
    }

    /// Source-over bridges short gaps; a long interior stays a constant span (a plain store of
    /// an opaque colour). The other modes take spans.
    @inline(__always)
    static var rowMode: SweepRowMode { B.self == SourceOver.self ? .bridged : .spans }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        let p = row + x
        if B.self == SourceOver.self {
            SIMDSpans.sourceOverMask(p, color: color, mask: mask, count: count)
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
    ///
    /// Implementations are `@inline(never)`: a painter calls `shade` from up to six places
    /// and a sweep calls the painter from four, so inlining put dozens of copies of each
    /// gradient loop into one function, and the optimizer's loop-invariant code motion, which
    /// grows faster than linearly with a function's size, took most of the time the release
    /// build spent optimizing this module. One call per span costs nothing measurable beside
    /// shading the span, except for the radial shader, whose scenes were measurably slower
    /// with it out of line; it stays inlined.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>)
    /// How a pixel's colour depends on its position, so painters can shade less.
    var variation: ShaderVariation { get }
    /// Whether `variation` can be other than `.general`. False: painters compile without the
    /// reused-row and one-colour-row paths.
    static var varies: Bool { get }
    /// Source-over of the colours of pixels `x ..< x + count` on row `y`, each scaled by
    /// `coverage` (1…255), onto `p[0 ..< count]`: the bytes of `shade` into `colors`, then
    /// `SIMDSpans.sourceOverSpan` (the default, which uses `colors` and `scratch` as `shade`
    /// does). A gradient shader overrides it to shade as it composites, in one pass.
    func sourceOver(x: Int, y: Int, count: Int, onto p: UnsafeMutablePointer<UInt32>, coverage: UInt32,
                    colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>)
    /// `sourceOver(x:y:count:onto:coverage:colors:scratch:)` with per-pixel coverage
    /// `mask[0 ..< count]` (`SIMDSpans.sourceOverMask`); `sourceOpaque` says every colour the
    /// shader gives is opaque.
    func sourceOver(x: Int, y: Int, count: Int, onto p: UnsafeMutablePointer<UInt32>, mask: UnsafeMutablePointer<UInt8>,
                    sourceOpaque: Bool, colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>)
}

/// Which device coordinates a shader's colours depend on.
enum ShaderVariation {
    /// Both x and y.
    case general
    /// Only x: every row shades the same colours for the same columns (a linear gradient
    /// along x under a transform without rotation), so a shaded row can be reused.
    case columns
    /// Only y: a row is one colour (a linear gradient along y), painted as a solid colour.
    case rows
}

extension Shader {
    var variation: ShaderVariation { .general }
    static var varies: Bool { false }

    @inline(__always)
    func sourceOver(x: Int, y: Int, count: Int, onto p: UnsafeMutablePointer<UInt32>, coverage: UInt32,
                    colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        shade(x: x, y: y, count: count, into: colors, scratch: scratch)
        SIMDSpans.sourceOverSpan(p, source: BufferedColors(colors: colors), count: count, coverage: coverage)
    }

    @inline(__always)
    func sourceOver(x: Int, y: Int, count: Int, onto p: UnsafeMutablePointer<UInt32>, mask: UnsafeMutablePointer<UInt8>,
                    sourceOpaque: Bool, colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        shade(x: x, y: y, count: count, into: colors, scratch: scratch)
        SIMDSpans.sourceOverMask(p, source: BufferedColors(colors: colors), mask: mask, count: count, sourceOpaque: sourceOpaque)
    }
}

/// Shaded colours kept for reuse across the rows of a band: `colors[x]` holds the colour of
/// column x for every x in `x0 ..< x1` (used when the shader's variation is `.columns`).
struct ShadedRowCache {
    /// The columns `colors` currently holds (empty: none).
    var x0 = 0, x1 = 0

    /// `colors + x` holding the colours of columns `x ..< x + count` of row `y`, shading them
    /// unless the cache already holds them. `colors` is indexed by column.
    @inline(__always)
    mutating func colors<S: Shader>(_ shader: S, x: Int, y: Int, count: Int, colors: UnsafeMutablePointer<UInt32>,
                                    scratch: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<UInt32> {
        if x < x0 || x &+ count > x1 {
            shader.shade(x: x, y: y, count: count, into: colors + x, scratch: scratch)
            x0 = x; x1 = x &+ count
        }
        return colors + x
    }
}

/// Composites the output of a shader.
struct ShaderPainter<S: Shader, B: Blender>: SpanPainter {
    /// The shader.
    let shader: S
    /// Scratch for one row of colours (indexed by column for a `.columns` shader).
    let colors: UnsafeMutablePointer<UInt32>
    /// Scratch for one row of gradient parameters.
    let scratch: UnsafeMutablePointer<Int32>
    /// Whether full-coverage spans may be shaded straight into the destination (every
    /// colour the shader can produce is opaque and the blender replaces with opaque).
    let storesOpaque: Bool
    /// `shader.variation`, read once.
    let storedVariation: ShaderVariation

    /// The variation the fast paths act on; `.general` at compile time for shaders without
    /// fast paths, so their painters carry no code for the other cases.
    @inline(__always)
    var variation: ShaderVariation { S.varies ? storedVariation : .general }
    /// The reused row of a `.columns` shader.
    var cache = ShadedRowCache()

    init(shader: S, colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>, opaque: Bool) {
        self.shader = shader; self.colors = colors; self.scratch = scratch
        storesOpaque = opaque && B.opaqueSourceReplaces
        storedVariation = shader.variation
    }

    /// Source-over takes a row of a convex shape as one mask span (one shading set-up per row).
    @inline(__always)
    static var rowMode: SweepRowMode { B.self == SourceOver.self ? .stretches : .spans }

    /// The colours of the span: shaded into `colors`, or from the reused row.
    @inline(__always)
    mutating func shaded(x: Int, y: Int, count: Int) -> UnsafeMutablePointer<UInt32> {
        if variation == .columns {
            return cache.colors(shader, x: x, y: y, count: count, colors: colors, scratch: scratch)
        }
        shader.shade(x: x, y: y, count: count, into: colors, scratch: scratch)
        return colors
    }

    /// A row of one colour (a `.rows` shader) painted as a solid.
    @inline(__always)
    func rowColor(x: Int, y: Int) -> SolidPainter<B> {
        shader.shade(x: x, y: y, count: 1, into: colors, scratch: scratch)
        return SolidPainter<B>(color: colors[0])
    }

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let p = row + x
        if variation == .rows {
            var solid = rowColor(x: x, y: y)
            return solid.paintConstant(row: row, x: x, y: y, count: count, coverage: coverage)
        }
        if coverage == 255 && storesOpaque {
            if variation == .columns {
                p.update(from: cache.colors(shader, x: x, y: y, count: count, colors: colors, scratch: scratch), count: count)
            } else {
                shader.shade(x: x, y: y, count: count, into: p, scratch: scratch)
            }
            return
        }
        if B.self == SourceOver.self {
            if variation == .columns {
                let src = cache.colors(shader, x: x, y: y, count: count, colors: colors, scratch: scratch)
                SIMDSpans.sourceOverSpan(p, source: BufferedColors(colors: src), count: count, coverage: coverage)
            } else {
                shader.sourceOver(x: x, y: y, count: count, onto: p, coverage: coverage, colors: colors, scratch: scratch)
            }
            return
        }
        let src = shaded(x: x, y: y, count: count)
        if coverage == 255 {
            for i in 0..<count { p[i] = B.blend(src[i], p[i]) }
        } else {
            for i in 0..<count { p[i] = B.blend(src[i], p[i], coverage: coverage) }
        }
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        if variation == .rows {
            var solid = rowColor(x: x, y: y)
            return solid.paintMask(row: row, x: x, y: y, count: count, mask: mask)
        }
        let p = row + x
        if B.self == SourceOver.self {
            if variation == .columns {
                let src = cache.colors(shader, x: x, y: y, count: count, colors: colors, scratch: scratch)
                SIMDSpans.sourceOverMask(p, source: BufferedColors(colors: src), mask: mask, count: count,
                                         sourceOpaque: storesOpaque)
            } else {
                shader.sourceOver(x: x, y: y, count: count, onto: p, mask: mask, sourceOpaque: storesOpaque,
                                  colors: colors, scratch: scratch)
            }
            return
        }
        let src = shaded(x: x, y: y, count: count)
        for i in 0..<count {
            let c = UInt32(mask[i])
            if c == 255 {
                p[i] = storesOpaque ? src[i] : B.blend(src[i], p[i])
            } else if c != 0 {
                p[i] = B.blend(src[i], p[i], coverage: c)
            }
        }
    }
}
