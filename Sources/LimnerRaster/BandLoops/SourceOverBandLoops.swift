// The entry point of the band loops: one band of a source-over fill, from a `SourceOverBand`.
// This file and the band loops it calls are compiled twice (LimnerRaster's portable copy and
// LimnerRasterAVX2; see LimnerRasterABI), so it names only the types both copies have.
import LimnerRasterABI

/// Sweeps and composites one band of a source-over fill with no clip mask: the painter is
/// picked once for the paint, then the rectangle or the accumulated cells are swept into it.
/// Leaves the band's cells and touched bits cleared.
///
/// The job is read where it lies (`job` is the raw address `SpanLoopSet.BandFunction`
/// receives): loading the whole value first copied it through `memmove` once per band.
func compositeSourceOverBand(_ address: UnsafeRawPointer) {
    let job = address.assumingMemoryBound(to: SourceOverBand.self)
    switch job.pointee.shading {
    case .solid(let color):
        var painter = SolidPainter<SourceOver>(color: color)
        sweepBand(job, &painter)
    case .linear(let start, let end, let spread):
        switch spread {
        case .pad: shadeBand(job, LinearShader<PadSpread>(start: start, end: end, inverse: job.pointee.inverse, table: job.pointee.table))
        case .repeat: shadeBand(job, LinearShader<RepeatSpread>(start: start, end: end, inverse: job.pointee.inverse, table: job.pointee.table))
        case .reflect: shadeBand(job, LinearShader<ReflectSpread>(start: start, end: end, inverse: job.pointee.inverse, table: job.pointee.table))
        }
    case .radial(let c0, let r0, let c1, let r1, let spread):
        switch spread {
        case .pad: shadeBand(job, RadialShader<PadSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: job.pointee.inverse, table: job.pointee.table))
        case .repeat: shadeBand(job, RadialShader<RepeatSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: job.pointee.inverse, table: job.pointee.table))
        case .reflect: shadeBand(job, RadialShader<ReflectSpread>(startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, inverse: job.pointee.inverse, table: job.pointee.table))
        }
    case .conic(let center, let angle):
        shadeBand(job, ConicShader<PadSpread>(center: center, angle: angle, inverse: job.pointee.inverse, table: job.pointee.table))
    }
}

/// Sweeps `job` into a painter that stays inlined (solid colours: the small-shape path).
@inline(__always)
private func sweepBand<P: SpanPainter>(_ job: UnsafePointer<SourceOverBand>, _ painter: inout P) {
    let bandY0 = job.pointee.bandY0, pixels = job.pointee.pixels, rowStride = job.pointee.rowStride
    if let rect = job.pointee.rect {
        return rect.spans(bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &painter)
    }
    if job.pointee.evenOdd {
        job.pointee.coverage.sweep(EvenOddRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &painter)
    } else {
        job.pointee.coverage.sweep(NonZeroRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &painter)
    }
}

/// Sweeps `job` with a shader; a path's sweep calls the painter out of line
/// (`OutOfLinePainter`), a rectangle's keeps it inlined. A degenerate linear gradient (nil)
/// never gets here: preparing the fill made it a solid colour.
@inline(__always)
private func shadeBand<S: Shader>(_ job: UnsafePointer<SourceOverBand>, _ shader: S?) {
    guard let shader else { return }
    let bandY0 = job.pointee.bandY0, pixels = job.pointee.pixels, rowStride = job.pointee.rowStride
    var painter = ShaderPainter<S, SourceOver>(shader: shader, colors: job.pointee.coverage.colors,
                                               scratch: job.pointee.coverage.scratch, opaque: job.pointee.tableOpaque)
    if let rect = job.pointee.rect {
        return rect.spans(bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &painter)
    }
    var wrapped = OutOfLinePainter(inner: painter)
    if job.pointee.evenOdd {
        job.pointee.coverage.sweep(EvenOddRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &wrapped)
    } else {
        job.pointee.coverage.sweep(NonZeroRule.self, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &wrapped)
    }
}
