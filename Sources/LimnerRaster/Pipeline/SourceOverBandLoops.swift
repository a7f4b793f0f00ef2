// The entry point of the band loops: one band of a source-over fill, from a `SourceOverBand`.
// This file and the band loops it calls are compiled twice (LimnerRaster's portable copy and
// LimnerRasterAVX2; see LimnerRasterCore), so it names only the types both copies have.
import LimnerRasterCore

/// Sweeps and composites one band of a source-over fill with no clip mask: the painter is
/// picked once for the paint, then the rectangle or the accumulated cells are swept into it.
/// Leaves the band's cells and touched bits cleared.
func compositeSourceOverBand(_ job: SourceOverBand) {
    switch job.shading {
    case .solid(let color):
        var painter = SolidPainter<SourceOver>(color: color)
        sweepBand(job, &painter)
    case .linear(let start, let end, let spread):
        switch spread {
        case .pad: shadeBand(job, LinearShader<PadSpread>(start: start, end: end, inverse: job.inverse, table: job.table))
        case .repeat: shadeBand(job, LinearShader<RepeatSpread>(start: start, end: end, inverse: job.inverse, table: job.table))
        case .reflect: shadeBand(job, LinearShader<ReflectSpread>(start: start, end: end, inverse: job.inverse, table: job.table))
        }
    case .radial(let c0, let r0, let c1, let r1, let spread):
        switch spread {
        case .pad: shadeBand(job, RadialShader<PadSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: job.inverse, table: job.table))
        case .repeat: shadeBand(job, RadialShader<RepeatSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: job.inverse, table: job.table))
        case .reflect: shadeBand(job, RadialShader<ReflectSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: job.inverse, table: job.table))
        }
    case .conic(let center, let angle):
        shadeBand(job, ConicShader<PadSpread>(center: center, angle: angle, inverse: job.inverse, table: job.table))
    }
}

/// Sweeps `job` into a painter that stays inlined (solid colours: the small-shape path).
@inline(__always)
private func sweepBand<P: SpanPainter>(_ job: SourceOverBand, _ painter: inout P) {
    if let rect = job.rect {
        return rect.spans(bandY0: job.bandY0, pixels: job.pixels, rowStride: job.rowStride, painter: &painter)
    }
    if job.evenOdd {
        job.coverage.sweep(EvenOddRule.self, bandY0: job.bandY0, pixels: job.pixels, rowStride: job.rowStride, painter: &painter)
    } else {
        job.coverage.sweep(NonZeroRule.self, bandY0: job.bandY0, pixels: job.pixels, rowStride: job.rowStride, painter: &painter)
    }
}

/// Sweeps `job` with a shader; a path's sweep calls the painter out of line
/// (`OutOfLinePainter`), a rectangle's keeps it inlined. A degenerate linear gradient (nil)
/// never gets here: preparing the fill made it a solid colour.
@inline(__always)
private func shadeBand<S: Shader>(_ job: SourceOverBand, _ shader: S?) {
    guard let shader else { return }
    var painter = ShaderPainter<S, SourceOver>(shader: shader, colors: job.coverage.colors,
                                               scratch: job.coverage.scratch, opaque: job.tableOpaque)
    if let rect = job.rect {
        return rect.spans(bandY0: job.bandY0, pixels: job.pixels, rowStride: job.rowStride, painter: &painter)
    }
    var wrapped = OutOfLinePainter(inner: painter)
    if job.evenOdd {
        job.coverage.sweep(EvenOddRule.self, bandY0: job.bandY0, pixels: job.pixels, rowStride: job.rowStride, painter: &wrapped)
    } else {
        job.coverage.sweep(NonZeroRule.self, bandY0: job.bandY0, pixels: job.pixels, rowStride: job.rowStride, painter: &wrapped)
    }
}
