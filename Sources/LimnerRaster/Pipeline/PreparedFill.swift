/// A fill command made ready for banded rasterization: its clipped, binned edges and its
/// paint resolved to a table or colour in device terms.
///
/// Preparing is independent per command (the multi-threaded renderer prepares commands in
/// parallel); rasterizing a band reads the prepared fill only, so any number of threads can
/// rasterize different bands of it at once. Instances are pooled and reused, so a fill
/// allocates nothing once the pool's buffers have grown.
final class PreparedFill {
    /// How the paint was resolved.
    enum Kind {
        /// Nothing to draw.
        case none
        /// One premultiplied colour.
        case solid(UInt32)
        /// Linear gradient.
        case linear(start: CGPoint, end: CGPoint, spread: SpreadMode)
        /// Two-point conical gradient.
        case radial(startCenter: CGPoint, startRadius: Double, endCenter: CGPoint, endRadius: Double,
                    spread: SpreadMode)
        /// Conic gradient.
        case conic(center: CGPoint, angle: Double, spread: SpreadMode)
        /// Image: its sampler, device → image pixel space, opacity 0…255. Boxed: more than
        /// twice the size of the other cases, which every fill stores.
        indirect case image(ImageSampler, CGAffineTransform, UInt32)
    }

    /// This fill's own clipped, binned edges (the multi-threaded renderer's; the one-thread
    /// path prepares into a shared list instead, see `draw`). A `let`, and every other list
    /// is passed as an argument: swapping lists through a stored property retained and
    /// released them around every fill.
    let edges = EdgeList()
    /// The gradient table (`GradientTable.size` entries, then a transparent entry at index
    /// `GradientTable.size` for pixels with no colour).
    let table: UnsafeMutablePointer<UInt32>
    private(set) var kind = Kind.none
    /// Whether every table entry is opaque (and the shader never leaves pixels uncoloured),
    /// so fully covered gradient spans can be stored.
    private(set) var tableOpaque = false
    private(set) var fillRule = FillRule.nonZero
    private(set) var antialiased = true
    private(set) var blendMode = BlendMode.normal
    /// The stops and opacity `table` was last filled for (opacity −1: not valid), so a
    /// command replayed every frame does not rebuild its table (Blend2D likewise caches a
    /// gradient's table in the gradient).
    private var tableStops: [GradientStop] = []
    private var tableOpacity: Float = -1
    /// Whether every entry of the current table is opaque.
    private var tableAllOpaque = false
    /// The clip in force for this fill, or nil.
    private(set) var clip: Clip?
    /// Device → user space (for gradients).
    private(set) var inverse = CGAffineTransform.identity
    /// The device rectangle when the fill is one axis-aligned rectangle (anti-aliased): it is
    /// painted row by row without edges (see PreparedFill+Rect.swift).
    private(set) var rect: DeviceRect?
    /// The paint as the band loops take it, when they can draw this fill (source-over, no
    /// clip, any paint but an image); nil sends it down the general path below.
    private(set) var bandShading: BandShading?
    /// Whether a gradient paint is dithered (`FillCommand.dithers`), with `exact` its
    /// unrounded colours (see `GradientDither`), valid for the current table when
    /// `exactIsCurrent`.
    private(set) var dithers = false
    let exact: UnsafeMutablePointer<SIMD4<Float>>
    private var exactIsCurrent = false

    init() {
        table = .allocate(capacity: GradientTable.size + 1)
        table.initialize(repeating: 0, count: GradientTable.size + 1)
        exact = .allocate(capacity: GradientDither.exactSize)
        exact.initialize(repeating: SIMD4(repeating: 0), count: GradientDither.exactSize)
    }

    deinit {
        table.deallocate()
        exact.deallocate()
    }

    /// Makes this slot draw nothing.
    func prepareNothing() {
        clip = nil
        rect = nil
        bandShading = nil
        kind = .none
        edges.removeAll()
    }

    /// Prepares `command` and draws every band it touches at once, with `scratch` standing
    /// in for this fill's own edge list: the one-thread renderer passes the same list for
    /// every command, so the edges are written to and read from memory that is already in
    /// cache (thousands of small commands each writing their own list would miss on every
    /// one). The fill's own list is left as it was.
    /// The command is read where it lies (`RasterContext.render` lends it in place): taken as a
    /// value, it was copied first, a retain and a release of its path and paint each.
    /// `bands`: only those of its bands are drawn (a thread of a row-split `render` draws its
    /// own); all of them by default.
    func draw(_ command: UnsafePointer<FillCommand>, edges scratch: EdgeList, width: Int, height: Int, clip: Clip?,
              accumulator: CoverageAccumulator, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
              bands: Range<Int> = 0..<Int.max) {
        prepare(command, into: scratch, width: width, height: height, clip: clip)
        rasterize(bands: bands, edges: scratch, accumulator: accumulator, pixels: pixels, rowStride: rowStride,
                  height: height)
    }

    /// Rasterizes and composites the part of this fill in each of `bands` it touches.
    @inline(__always)
    func rasterize(bands: Range<Int>, accumulator acc: CoverageAccumulator, pixels: UnsafeMutablePointer<UInt32>,
                   rowStride: Int, height: Int) {
        rasterize(bands: bands, edges: edges, accumulator: acc, pixels: pixels, rowStride: rowStride, height: height)
    }

    /// `rasterize(bands:…)` with the edges prepared into `edges`.
    @inline(__always)
    private func rasterize(bands: Range<Int>, edges: EdgeList, accumulator acc: CoverageAccumulator,
                           pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, height: Int) {
        var band = max(bands.lowerBound, edges.firstBand)
        let end = min(bands.upperBound, edges.endBand)
        while band < end {
            rasterize(band: band, edges: edges, accumulator: acc, pixels: pixels, rowStride: rowStride, height: height)
            band += 1
        }
    }

    /// Resolves `command` (read in place) for a `width`×`height` canvas into this fill's own
    /// edge list.
    func prepare(_ command: UnsafePointer<FillCommand>, width: Int, height: Int, clip: Clip? = nil) {
        prepare(command, into: edges, width: width, height: height, clip: clip)
    }

    /// Resolves `command` for a `width`×`height` canvas, building its edges into `edges`.
    private func prepare(_ command: UnsafePointer<FillCommand>, into edges: EdgeList, width: Int, height: Int,
                         clip: Clip?) {
        self.clip = clip
        rect = nil
        bandShading = nil
        fillRule = command.pointee.fillRule
        antialiased = command.pointee.antialiased
        blendMode = command.pointee.blendMode
        dithers = command.pointee.dithers
        kind = .none
        let opacity: Float = command.pointee.opacity > 0 ? min(command.pointee.opacity, 1) : 0  // NaN → 0
        let t = command.pointee.transform
        let det = t.a * t.d - t.b * t.c
        // A transparent source is skipped only where that is a no-op: clear, copy, sourceIn …
        // erase under the shape even at opacity 0.
        let skipsTransparent = command.pointee.blendMode.transparentSourceIsNoOp
        // A determinant that overflows (a 1e300 scale: `scaleEffect(1e300)`) is fine for a
        // solid paint, which needs no inverse, as long as the matrix itself is finite.
        var solid = false
        if case .solid = command.pointee.paint { solid = true }
        let finiteMatrix = t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
        guard opacity > 0 || !skipsTransparent, width > 0, height > 0, det != 0, det.isFinite || (solid && finiteMatrix),
              clip?.isEmpty != true else {
            edges.removeAll()
            return
        }
        // Only shaders read the inverse (a solid colour, the small shapes' usual paint, does not).
        inverse = solid ? .identity : t.inverted()
        kind = resolve(command, opacity: opacity)
        if blendMode == .clear {
            // Clear ignores the source: any paint clears like a solid (no shading).
            if case .none = kind {} else { kind = .solid(0) }
        }
        tableOpaque = false
        switch kind {
        case .linear, .conic:
            tableOpaque = tableAllOpaque
        default:
            break  // a radial gradient can leave pixels with no colour (outside the cone)
        }
        bandShading = blendMode == .normal && clip == nil && !(dithers && kind.isGradient) ? Self.bandShading(kind) : nil
        if case .none = kind {
            edges.removeAll()
        } else if antialiased, let r = PreparedFill.deviceRect(command, width: width, height: height) {
            if r.isEmpty {
                edges.removeAll()
            } else {
                rect = r
                edges.setBands(first: Int(r.y0) >> RasterBands.shift,
                               end: ((Int(r.y1.rounded(.up)) - 1) >> RasterBands.shift) + 1)
            }
        } else {
            edges.resolvesCrossings = CrossingRows.resolves(exactCrossings: command.pointee.exactCrossings)
            edges.build(path: command.pointee.path, transform: t, width: width, height: height,
                        tolerance: command.pointee.flatteningTolerance)
        }
    }

    /// `kind` as the band loops take it, or nil for what only the general path draws.
    private static func bandShading(_ kind: Kind) -> BandShading? {
        switch kind {
        case .solid(let color): return .solid(color)
        case .linear(let start, let end, let spread): return .linear(start: start, end: end, spread: BandSpread(spread))
        case .radial(let c0, let r0, let c1, let r1, let spread):
            return .radial(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, spread: BandSpread(spread))
        case .conic(let center, let angle, _): return .conic(center: center, angle: angle)
        case .none, .image: return nil
        }
    }

    /// `command`'s paint as this fill draws it (read in place, not copied).
    private func resolve(_ command: UnsafePointer<FillCommand>, opacity: Float) -> Kind {
        switch command.pointee.paint {
        case .solid(let c):
            let p = PremultipliedPixel.from(red: c.red, green: c.green, blue: c.blue, alpha: (c.alpha > 0 ? min(c.alpha, 1) : 0) * opacity)
            return p >> 24 == 0 && blendMode.transparentSourceIsNoOp ? .none : .solid(p)
        case .linearGradient(let stops, let start, let end, let spread):
            guard fillTable(stops, opacity) else { return .none }
            let dx = end.x - start.x, dy = end.y - start.y
            let len2 = dx * dx + dy * dy
            if !(len2 > 0 && len2.isFinite) {
                // Degenerate (Skia): pad shows the last colour, repeat/reflect the average.
                return .solid(spread == .pad ? table[GradientTable.size - 1] : GradientTable.average(table))
            }
            return .linear(start: start, end: end, spread: spread)
        case .radialGradient(let stops, let c0, let r0, let c1, let r1, let spread):
            guard r0 >= 0, r1 >= 0, c0.x.isFinite, c0.y.isFinite, c1.x.isFinite, c1.y.isFinite,
                  r0.isFinite, r1.isFinite, !(c0 == c1 && r0 == r1),
                  fillTable(stops, opacity) else { return .none }
            return .radial(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, spread: spread)
        case .conicGradient(let stops, let center, let angle, let spread):
            guard center.x.isFinite, center.y.isFinite,
                  fillTable(stops, opacity) else { return .none }
            return .conic(center: center, angle: angle.isFinite ? angle : 0, spread: spread)
        case .image(let image):
            let m = image.transform
            let det = m.a * m.d - m.b * m.c
            guard !image.sourceRect.isEmpty, det != 0, det.isFinite, m.tx.isFinite, m.ty.isFinite else { return .none }
            let (sampler, toImage) = image.sampler.prepared(for: inverse.concatenating(m.inverted()))
            return .image(sampler, toImage, UInt32((opacity * 255).rounded()))
        }
    }

    /// Fills `table` for `stops` at `opacity` unless it already holds exactly that; false
    /// when there are no stops.
    private func fillTable(_ stops: [GradientStop], _ opacity: Float) -> Bool {
        if opacity == tableOpacity && !stops.isEmpty && Self.sameBits(stops, tableStops) && (!dithers || exactIsCurrent) {
            return true
        }
        tableOpacity = -1
        exactIsCurrent = false
        guard GradientTable.fill(table, stops: stops, opacity: opacity, exact: dithers ? exact : nil) else { return false }
        exactIsCurrent = dithers
        tableStops = stops
        tableOpacity = opacity
        tableAllOpaque = (0..<GradientTable.size).allSatisfy { table[$0] >> 24 == 255 }
        return true
    }

    /// Whether `a` and `b` hold the same stops bit for bit, so that the table made for one is
    /// the other's. The key of the table cache: the view layer resolves a gradient's stops into
    /// a new array on every fill, so the arrays are rarely the same storage and `Array ==`
    /// compared them element by element, field by field, through the synthesized `==`. Word
    /// by word is a few loads. Bits differ only where values are equal without being identical
    /// (0 and −0), which costs a table made again; NaN stops match themselves here, and make
    /// the same table.
    @inline(__always)
    static func sameBits(_ a: [GradientStop], _ b: [GradientStop]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                var i = 0
                while i + 8 <= x.count {
                    if x.loadUnaligned(fromByteOffset: i, as: UInt64.self) != y.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                        return false
                    }
                    i += 8
                }
                while i < x.count {
                    if x[i] != y[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }

    /// Rasterizes and composites the part of this fill in band `band` into `pixels`.
    private func rasterize(band: Int, edges: EdgeList, accumulator acc: CoverageAccumulator,
                           pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, height: Int) {
        guard band >= edges.firstBand && band < edges.endBand else { return }
        let y0 = band << RasterBands.shift
        let y1 = min(y0 + RasterBands.height, height)
        if rect == nil {
            guard edges.accumulate(band: band, bandY0: y0, bandY1: y1, antialiased: antialiased,
                                    evenOdd: fillRule == .evenOdd, into: acc) else { return }
        }
        if let bandShading {
            // The common case, on the copy of the band loops this CPU runs best.
            acc.sourceOverBand(pixels: pixels, rowStride: rowStride, bandY0: y0, evenOdd: fillRule == .evenOdd,
                               rect: rect, shading: bandShading, table: table, tableOpaque: tableOpaque,
                               inverse: inverse)
            return
        }
        switch blendMode {
        case .normal: composite(SourceOver.self, acc: acc, bandY0: y0, pixels: pixels, rowStride: rowStride)
        default:
            // Every other mode: the span loops specialised for it in Blending/, called per
            // span through `SpanKernel` (one indirect call per span, none per pixel).
            compositeKernel(SpanKernel.forMode(blendMode), acc: acc, bandY0: y0, pixels: pixels, rowStride: rowStride)
        }
    }

    /// Picks the painter for paint × blend once, then sweeps.
    @inline(__always)
    private func composite<B: Blender>(_: B.Type, acc: CoverageAccumulator, bandY0: Int,
                                       pixels: UnsafeMutablePointer<UInt32>, rowStride: Int) {
        if dithers, let shader = ditheredShader() {
            return shaded(shader, B.self, acc, bandY0, pixels, rowStride)
        }
        switch kind {
        case .none:
            acc.discard(bandY0: bandY0)
        case .solid(let color):
            var p = SolidPainter<B>(color: color)
            sweep(acc, bandY0, pixels, rowStride, &p)
        case .linear(let start, let end, let spread):
            switch spread {
            case .pad: shaded(LinearShader<PadSpread>(start: start, end: end, inverse: inverse, table: table)!, B.self, acc, bandY0, pixels, rowStride)
            case .repeat: shaded(LinearShader<RepeatSpread>(start: start, end: end, inverse: inverse, table: table)!, B.self, acc, bandY0, pixels, rowStride)
            case .reflect: shaded(LinearShader<ReflectSpread>(start: start, end: end, inverse: inverse, table: table)!, B.self, acc, bandY0, pixels, rowStride)
            }
        case .radial(let c0, let r0, let c1, let r1, let spread):
            switch spread {
            case .pad: shaded(RadialShader<PadSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table), B.self, acc, bandY0, pixels, rowStride)
            case .repeat: shaded(RadialShader<RepeatSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table), B.self, acc, bandY0, pixels, rowStride)
            case .reflect: shaded(RadialShader<ReflectSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table), B.self, acc, bandY0, pixels, rowStride)
            }
        case .conic(let center, let angle, _):
            // t is always in 0..<1, so spread never applies.
            shaded(ConicShader<PadSpread>(center: center, angle: angle, inverse: inverse, table: table), B.self, acc, bandY0, pixels, rowStride)
        case .image(let sampler, let toImage, let opacity):
            shaded(ImageShader(sampler: sampler, inverse: toImage, opacity: opacity), B.self, acc, bandY0, pixels, rowStride)
        }
    }

    /// `composite` for the blend modes other than source-over: the same paint switch, with
    /// painters that hand whole spans to the mode's `SpanKernel`. Keeping the mode out of the
    /// painter's type keeps the number of specialised sweeps at paints × rules × clip instead
    /// of that times 28 modes (which multiplied release compile time and code size).
    private func compositeKernel(_ kernel: SpanKernel, acc: CoverageAccumulator, bandY0: Int,
                                 pixels: UnsafeMutablePointer<UInt32>, rowStride: Int) {
        if dithers, let shader = ditheredShader() {
            return kernelShaded(shader, kernel, acc, bandY0, pixels, rowStride)
        }
        switch kind {
        case .none:
            acc.discard(bandY0: bandY0)
        case .solid(let color):
            var p = KernelSolidPainter(color: color, kernel: kernel)
            sweep(acc, bandY0, pixels, rowStride, &p)
        case .linear(let start, let end, let spread):
            switch spread {
            case .pad: kernelShaded(LinearShader<PadSpread>(start: start, end: end, inverse: inverse, table: table)!, kernel, acc, bandY0, pixels, rowStride)
            case .repeat: kernelShaded(LinearShader<RepeatSpread>(start: start, end: end, inverse: inverse, table: table)!, kernel, acc, bandY0, pixels, rowStride)
            case .reflect: kernelShaded(LinearShader<ReflectSpread>(start: start, end: end, inverse: inverse, table: table)!, kernel, acc, bandY0, pixels, rowStride)
            }
        case .radial(let c0, let r0, let c1, let r1, let spread):
            switch spread {
            case .pad: kernelShaded(RadialShader<PadSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table), kernel, acc, bandY0, pixels, rowStride)
            case .repeat: kernelShaded(RadialShader<RepeatSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table), kernel, acc, bandY0, pixels, rowStride)
            case .reflect: kernelShaded(RadialShader<ReflectSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table), kernel, acc, bandY0, pixels, rowStride)
            }
        case .conic(let center, let angle, _):
            kernelShaded(ConicShader<PadSpread>(center: center, angle: angle, inverse: inverse, table: table), kernel, acc, bandY0, pixels, rowStride)
        case .image(let sampler, let toImage, let opacity):
            kernelShaded(ImageShader(sampler: sampler, inverse: toImage, opacity: opacity), kernel, acc, bandY0, pixels, rowStride)
        }
    }

    private func kernelShaded<S: Shader>(_ shader: S, _ kernel: SpanKernel, _ acc: CoverageAccumulator, _ bandY0: Int,
                                         _ pixels: UnsafeMutablePointer<UInt32>, _ rowStride: Int) {
        var p = KernelShaderPainter(shader: shader, kernel: kernel, colors: acc.colors, scratch: acc.scratch)
        sweepShaded(acc, bandY0, pixels, rowStride, &p)
    }

    @inline(__always)
    private func shaded<S: Shader, B: Blender>(_ shader: S, _: B.Type, _ acc: CoverageAccumulator, _ bandY0: Int,
                                               _ pixels: UnsafeMutablePointer<UInt32>, _ rowStride: Int) {
        var p = ShaderPainter<S, B>(shader: shader, colors: acc.colors, scratch: acc.scratch, opaque: tableOpaque)
        sweepShaded(acc, bandY0, pixels, rowStride, &p)
    }

    @inline(__always)
    private func sweep<P: SpanPainter>(_ acc: CoverageAccumulator, _ bandY0: Int,
                                       _ pixels: UnsafeMutablePointer<UInt32>, _ rowStride: Int, _ p: inout P) {
        guard let clip else { return sweepRule(acc, bandY0, pixels, rowStride, &p) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: acc.cellStride) { scratch in
            var clipped = ClippedPainter(inner: p, clip: clip, scratch: scratch.baseAddress!)
            sweepRule(acc, bandY0, pixels, rowStride, &clipped)
            p = clipped.inner
        }
    }

    /// `sweep` for shader painters: a path (not a rectangle) is swept with the painter behind
    /// an `OutOfLinePainter` (see there).
    @inline(__always)
    private func sweepShaded<P: SpanPainter>(_ acc: CoverageAccumulator, _ bandY0: Int,
                                             _ pixels: UnsafeMutablePointer<UInt32>, _ rowStride: Int, _ p: inout P) {
        guard let clip else { return sweepRuleShaded(acc, bandY0, pixels, rowStride, &p) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: acc.cellStride) { scratch in
            var clipped = ClippedPainter(inner: p, clip: clip, scratch: scratch.baseAddress!)
            sweepRuleShaded(acc, bandY0, pixels, rowStride, &clipped)
            p = clipped.inner
        }
    }

    @inline(__always)
    private func sweepRuleShaded<P: SpanPainter>(_ acc: CoverageAccumulator, _ bandY0: Int,
                                                 _ pixels: UnsafeMutablePointer<UInt32>, _ rowStride: Int, _ p: inout P) {
        if let rect { return rect.spans(bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &p) }
        var wrapped = OutOfLinePainter(inner: p)
        defer { p = wrapped.inner }
        switch fillRule {
        case .nonZero: acc.sweep(NonZeroRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &wrapped)
        case .evenOdd: acc.sweep(EvenOddRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &wrapped)
        }
    }

    @inline(__always)
    private func sweepRule<P: SpanPainter>(_ acc: CoverageAccumulator, _ bandY0: Int,
                                           _ pixels: UnsafeMutablePointer<UInt32>, _ rowStride: Int, _ p: inout P) {
        if let rect { return rect.spans(bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &p) }
        switch fillRule {
        case .nonZero: acc.sweep(NonZeroRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &p)
        case .evenOdd: acc.sweep(EvenOddRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &p)
        }
    }
}

extension PreparedFill {
    /// The dithered shader of a gradient fill (nil for other paints). Spread modes other than
    /// `pad` go through the shaders' general code: dithering is for smooth ramps, and one
    /// wrapped shader type per gradient kind keeps the specialised sweeps few.
    fileprivate func ditheredShader() -> DitheredShader<AnyGradientShader>? {
        let inner: AnyGradientShader
        switch kind {
        case .linear(let start, let end, let spread):
            guard let linear = LinearShader<PadSpread>(start: start, end: end, inverse: inverse, table: table) else { return nil }
            switch spread {
            case .pad: inner = .linearPad(linear)
            case .repeat: inner = .linearRepeat(LinearShader<RepeatSpread>(start: start, end: end, inverse: inverse, table: table)!)
            case .reflect: inner = .linearReflect(LinearShader<ReflectSpread>(start: start, end: end, inverse: inverse, table: table)!)
            }
        case .radial(let c0, let r0, let c1, let r1, let spread):
            switch spread {
            case .pad: inner = .radialPad(RadialShader(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table))
            case .repeat: inner = .radialRepeat(RadialShader(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table))
            case .reflect: inner = .radialReflect(RadialShader(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: inverse, table: table))
            }
        case .conic(let center, let angle, _):
            inner = .conic(ConicShader(center: center, angle: angle, inverse: inverse, table: table))
        case .none, .solid, .image:
            return nil
        }
        return DitheredShader(inner: inner, exact: UnsafePointer(exact))
    }
}

extension PreparedFill.Kind {
    /// Whether the paint is a gradient (what `FillCommand.dithers` applies to).
    var isGradient: Bool {
        switch self {
        case .linear, .radial, .conic: return true
        case .none, .solid, .image: return false
        }
    }
}

/// One of the gradient shaders, chosen per fill: what `DitheredShader` wraps.
enum AnyGradientShader: Shader {
    case linearPad(LinearShader<PadSpread>), linearRepeat(LinearShader<RepeatSpread>), linearReflect(LinearShader<ReflectSpread>)
    case radialPad(RadialShader<PadSpread>), radialRepeat(RadialShader<RepeatSpread>), radialReflect(RadialShader<ReflectSpread>)
    case conic(ConicShader<PadSpread>)

    var variation: ShaderVariation { .general }
    static var varies: Bool { false }

    @inline(__always)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        switch self {
        case .linearPad(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        case .linearRepeat(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        case .linearReflect(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        case .radialPad(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        case .radialRepeat(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        case .radialReflect(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        case .conic(let s): s.shade(x: x, y: y, count: count, into: out, scratch: scratch)
        }
    }
}

extension BandSpread {
    /// The band loops' name for a spread mode.
    init(_ mode: SpreadMode) {
        switch mode {
        case .pad: self = .pad
        case .repeat: self = .repeat
        case .reflect: self = .reflect
        }
    }
}
