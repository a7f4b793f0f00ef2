import Foundation
import LimnerGeometry
import LimnerRaster

/// Draws laid-out text into a `RasterContext`: cached glyph masks where the transform allows,
/// outlines through the rasterizer elsewhere.
///
/// 1. Culling. Lines whose (generously padded) box misses the pixmap are skipped, and so
///    are glyphs whose origin lies more than four ems outside it, so a megabyte of text
///    costs only what is visible (plus a cheap pass over the line boxes).
/// 2. Mask path — the transform is a translation or a uniform positive scale, and the run's
///    pixel size is at most `GlyphCache.maximumPixelSize`. Each glyph origin is mapped to
///    device space and quantised as Skia does for horizontal text: x to a quarter pixel
///    (`floor(4x + ½)`), y to a whole pixel (`floor(y + ½)`). The mask for (instance, glyph,
///    pixel size, quarter) comes from the `GlyphCache` and is composited with the colour,
///    source-over, by `RasterContext.composite`.
/// 3. Outline path — rotation, skew, non-uniform or negative scale, or larger sizes. The
///    visible glyphs of a run are gathered into one path and filled (non-zero) with the full
///    transform, so edges stay exact at any size and angle.
///
/// A value type holding only a reference to its (thread-safe) cache: any number of threads
/// may draw with one renderer, each into its own context.
public struct TextRenderer: Sendable {
    /// Where glyph masks are cached.
    public let cache: GlyphCache

    /// How far, in device pixels, a glyph's flattened outline may stray from its curves, in
    /// masks and outline fills alike: 1/16 px, FreeType's own measure. Its smooth rasterizer
    /// splits a quadratic until the second difference of its points is under a quarter pixel,
    /// that is until the curve lies within 1/16 px of its chord. Shapes use 1/40 px
    /// (`FillCommand.defaultFlatteningTolerance`); glyphs, small and many-curved, would take
    /// 1.6 times the segments at that tolerance, for edges the text goldens already compare
    /// with a wider tolerance (outlines from two extractors differ by more).
    public static let glyphFlatteningTolerance = 1.0 / 16

    /// Creates a renderer using `cache` (the process-wide cache by default).
    public init(cache: GlyphCache = .shared) { self.cache = cache }

    /// Draws `frame` with its top-left at `origin` (user space), mapped to device pixels by
    /// `transform`, filled with `color` (straight alpha) times `opacity`, source-over.
    public func draw(_ frame: TextFrame, at origin: CGPoint = .zero, color: RGBAColor,
                     opacity: Float = 1, transform: CGAffineTransform = .identity,
                     into context: RasterContext) {
        let width = context.pixmap.width, height = context.pixmap.height
        guard width > 0, height > 0, !frame.lines.isEmpty,
              origin.x.isFinite, origin.y.isFinite, Self.isFinite(transform), transform.determinant != 0
        else { return }
        let t = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(transform)
        let canvas = CGRect(x: 0, y: 0, width: width, height: height)
        let usesMasks = transform.b == 0 && transform.c == 0 && transform.a == transform.d && transform.a > 0
        let scale = (max(t.a * t.a + t.b * t.b, t.c * t.c + t.d * t.d)).squareRoot()

        var placements: [Mask] = []
        var rasterizer: MaskRasterizer?
        var outlines = Path()
        for line in frame.lines {
            // Glyphs may overhang the line box (marks, italics, swashes): pad it by its height.
            let pad = max(line.height, 1)
            let box = CGRect(x: line.origin.x - pad, y: line.top - pad,
                             width: line.width + 2 * pad, height: line.height + 2 * pad)
            // A finite transform can still overflow the box (1e300 × 1e9): Foundation's
            // `intersects` traps on such a rectangle, and its glyphs would be dropped as
            // non-finite geometry anyway.
            let mapped = box.applying(t)
            guard mapped.minX.isFinite, mapped.minY.isFinite, mapped.maxX.isFinite, mapped.maxY.isFinite,
                  mapped.intersects(canvas) else { continue }
            for run in line.glyphRuns {
                let pixelSize = run.size * scale
                guard pixelSize > 0, pixelSize.isFinite else { continue }
                let margin = 4 * pixelSize
                let visible = canvas.insetBy(dx: -margin, dy: -margin)
                if usesMasks, pixelSize <= GlyphCache.maximumPixelSize {
                    let r = rasterizer ?? MaskRasterizer()
                    rasterizer = r
                    placeMasks(run, transform: t, pixelSize: pixelSize, visible: visible,
                               rasterizer: r, into: &placements, fallback: &outlines)
                } else {
                    appendOutlines(run, transform: t, visible: visible, into: &outlines)
                }
            }
        }
        context.composite(placements, color: color, opacity: opacity)
        if !outlines.isEmpty {
            // Summed coverage, as stroke outlines have: resolving where edges meet inside a
            // pixel (`FillCommand.exactCrossings`) found rows to resolve all over small turned
            // text (edges of neighbouring strokes running the same way through one pixel),
            // and took 60 % of a frame of 2 000 animated views, a quarter of them turned
            // labels; what it changes is confined to pixels where a glyph's own contours
            // overlap.
            var command = FillCommand(path: outlines, transform: t, paint: .solid(color), fillRule: .nonZero,
                                      opacity: opacity, flatteningTolerance: Self.glyphFlatteningTolerance)
            command.exactCrossings = false
            context.fill(command)
        }
    }

    /// Looks up (or renders) each visible glyph's mask and appends it, moved to where it goes. Glyphs with
    /// no usable mask are added to `fallback` as outlines (frame coordinates).
    private func placeMasks(_ run: GlyphRun, transform t: CGAffineTransform, pixelSize: CGFloat,
                            visible: CGRect, rasterizer: MaskRasterizer,
                            into placements: inout [Mask], fallback: inout Path) {
        let steps = CGFloat(GlyphCache.subpixelSteps)
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let p = position.applying(t)
            guard visible.contains(p) else { continue }
            let qx = Int((p.x * steps + 0.5).rounded(.down))
            let px = qx >> 2, sub = qx & 3  // floor division: also right for negative x
            let py = Int((p.y + 0.5).rounded(.down))
            guard let key = GlyphCache.key(font: run.font, glyph: glyph, pixelSize: pixelSize, subpixel: sub) else {
                continue
            }
            guard let m = cache.mask(for: key, rasterizer: rasterizer) else {
                appendOutline(run, glyph: glyph, at: position, into: &fallback)
                continue
            }
            if m.mask.isEmpty { continue }
            placements.append(m.mask.translated(dx: px + m.left, dy: py + m.top))
        }
    }

    /// Adds the outlines of the run's visible glyphs to `path` (frame coordinates).
    private func appendOutlines(_ run: GlyphRun, transform t: CGAffineTransform, visible: CGRect,
                                into path: inout Path) {
        for (glyph, position) in zip(run.glyphs, run.positions) where visible.contains(position.applying(t)) {
            appendOutline(run, glyph: glyph, at: position, into: &path)
        }
    }

    private func appendOutline(_ run: GlyphRun, glyph: UInt32, at position: CGPoint, into path: inout Path) {
        let outline = run.font.outline(glyph: glyph)
        guard !outline.isEmpty else { return }
        let s = run.size / CGFloat(run.font.unitsPerEm)
        path.addPath(outline, transform: CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: position.x, ty: position.y))
    }

    private static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
