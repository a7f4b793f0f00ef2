import Foundation

/// Turns scalar ranges of a shaped paragraph into positioned lines: slices the shaped runs,
/// reorders them visually, inserts the ellipsis, and measures the line.
///
/// Bidirectional text: each shaped run has one direction (from its script); runs get the
/// embedding levels of a paragraph whose base direction is that of its first strong
/// character (right-to-left runs level 1; left-to-right runs 0 in a left-to-right paragraph
/// and 2 in a right-to-left one), and are reordered with rule L2 of UAX #9. Unlike a full
/// UAX #9 implementation, explicit embeddings and isolates are ignored and neutrals take the
/// direction of the run they were itemized into.
struct LineBuilder {
    let layout: TextLayout
    private var metricsCache: [ObjectIdentifier: FontMetrics] = [:]

    init(layout: TextLayout) { self.layout = layout }

    /// A logical piece of a line.
    enum Piece {
        /// A scalar range of the paragraph.
        case text(Range<Int>)
        /// The shaped "…".
        case ellipsis
    }

    private struct Segment {
        var run: ShapedRun
        var glyphs: Range<Int>
        var level: Int
    }

    /// A line made of `pieces`, in logical order.
    mutating func line(_ paragraph: Paragraph, pieces: [Piece], truncated: Bool = false) -> TextLine {
        let base = paragraph.isRightToLeft ? 1 : 0
        var segments: [Segment] = []
        for piece in pieces {
            switch piece {
            case .ellipsis:
                if let e = layout.ellipsis { segments.append(Segment(run: e, glyphs: e.glyphs.indices, level: base)) }
            case .text(let range):
                guard !range.isEmpty else { continue }
                let runs = paragraph.runs
                var r = firstRun(runs, containing: range.lowerBound)
                while r < runs.count && runs[r].range.lowerBound < range.upperBound {
                    let run = runs[r]
                    let overlap = max(range.lowerBound, run.range.lowerBound)..<min(range.upperBound, run.range.upperBound)
                    let glyphs = run.glyphRange(for: overlap)
                    if !glyphs.isEmpty {
                        let level = run.isRightToLeft ? 1 : (base == 1 ? 2 : 0)
                        segments.append(Segment(run: run, glyphs: glyphs, level: level))
                    }
                    r += 1
                }
            }
        }
        reorder(&segments)

        // Position glyphs along the baseline (y = 0 here; the layout moves lines into place).
        let primary = layout.font.primary
        var metrics = self.metrics(primary)
        var runs: [GlyphRun] = []
        var x: CGFloat = 0
        for segment in segments {
            let run = segment.run
            let m = self.metrics(run.instance)
            metrics.ascent = max(metrics.ascent, m.ascent)
            metrics.descent = max(metrics.descent, m.descent)
            metrics.leading = max(metrics.leading, m.leading)
            if runs.last?.font !== run.instance {
                runs.append(GlyphRun(font: run.instance, size: run.size, glyphs: [], positions: []))
            }
            let k = runs.count - 1
            runs[k].glyphs.append(contentsOf: run.glyphs[segment.glyphs])
            runs[k].positions.reserveCapacity(runs[k].positions.count + segment.glyphs.count)
            for g in segment.glyphs {
                let offset = run.offsets[g]
                runs[k].positions.append(CGPoint(x: x + offset.x, y: offset.y))
                x += run.advances[g]
            }
        }
        return TextLine(origin: .zero, width: x, ascent: metrics.ascent, descent: metrics.descent,
                        leading: metrics.leading, glyphRuns: runs, isTruncated: truncated)
    }

    /// The width and metrics of a line of `range`, without glyphs: what `line(_:pieces:)`
    /// measures, for sizing only.
    mutating func measuredLine(_ paragraph: Paragraph, range: Range<Int>) -> TextLine {
        var metrics = self.metrics(layout.font.primary)
        if !range.isEmpty {
            let runs = paragraph.runs
            var r = firstRun(runs, containing: range.lowerBound)
            while r < runs.count && runs[r].range.lowerBound < range.upperBound {
                let m = self.metrics(runs[r].instance)
                metrics.ascent = max(metrics.ascent, m.ascent)
                metrics.descent = max(metrics.descent, m.descent)
                metrics.leading = max(metrics.leading, m.leading)
                r += 1
            }
        }
        return TextLine(origin: .zero, width: paragraph.width(range), ascent: metrics.ascent, descent: metrics.descent,
                        leading: metrics.leading, glyphRuns: [], isTruncated: false)
    }

    /// The last visible line: `rest` (the remaining text of its paragraph) cut to `maxWidth`
    /// with an ellipsis at the head, middle or tail. `forceEllipsis` appends one even when
    /// `rest` fits, because later paragraphs are hidden.
    mutating func truncatedLine(_ p: Paragraph, rest: Range<Int>, maxWidth: CGFloat?, forceEllipsis: Bool) -> TextLine {
        let content = p.trimmingTrailingSpace(rest)
        let available = maxWidth ?? .infinity
        if !forceEllipsis && p.width(content) <= available {
            return line(p, pieces: [.text(content)])
        }
        let budget = max(0, available - (layout.ellipsis?.width ?? 0))
        let mode = forceEllipsis ? .tail : layout.options.truncationMode
        switch mode {
        case .tail:
            let end = fittingEnd(p, from: content.lowerBound, upTo: content.upperBound, budget: budget)
            return line(p, pieces: [.text(p.trimmingTrailingSpace(content.lowerBound..<end)), .ellipsis], truncated: true)
        case .head:
            let start = fittingStart(p, from: content.upperBound, downTo: content.lowerBound, budget: budget)
            return line(p, pieces: [.ellipsis, .text(p.trimmingLeadingSpace(start..<content.upperBound))], truncated: true)
        case .middle:
            let end = fittingEnd(p, from: content.lowerBound, upTo: content.upperBound, budget: budget / 2)
            let head = p.trimmingTrailingSpace(content.lowerBound..<end)
            let start = max(end, fittingStart(p, from: content.upperBound, downTo: content.lowerBound,
                                              budget: budget - p.width(head)))
            let tail = p.trimmingLeadingSpace(start..<content.upperBound)
            return line(p, pieces: [.text(head), .ellipsis, .text(tail)], truncated: true)
        }
    }

    // MARK: Helpers

    /// The largest cluster boundary `e` in lo...hi with width(lo..<e) ≤ budget.
    private func fittingEnd(_ p: Paragraph, from lo: Int, upTo hi: Int, budget: CGFloat) -> Int {
        let target = p.prefix[lo] + budget + 1e-9
        var a = lo, b = hi  // invariant: prefix[a] ≤ target
        while a < b {
            let mid = (a + b + 1) / 2
            if p.prefix[mid] <= target { a = mid } else { b = mid - 1 }
        }
        while a > lo && a < p.count && !p.clusterStart[a] { a -= 1 }
        return a
    }

    /// The smallest cluster start `s` in lo...hi with width(s..<hi) ≤ budget.
    private func fittingStart(_ p: Paragraph, from hi: Int, downTo lo: Int, budget: CGFloat) -> Int {
        let target = p.prefix[hi] - budget - 1e-9
        var a = lo, b = hi  // find smallest s with prefix[s] ≥ target
        while a < b {
            let mid = (a + b) / 2
            if p.prefix[mid] >= target { b = mid } else { a = mid + 1 }
        }
        while a < hi && !p.clusterStart[a] { a += 1 }
        return a
    }

    /// Index of the first run whose range ends after `index` (runs are sorted and contiguous).
    private func firstRun(_ runs: [ShapedRun], containing index: Int) -> Int {
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].range.upperBound <= index { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// UAX #9 rule L2: from the highest level down to level 1, reverse every
    /// maximal sequence at that level or higher.
    private func reorder(_ segments: inout [Segment]) {
        guard let maxLevel = segments.map(\.level).max(), maxLevel > 0 else { return }
        // The lowest odd level is 1: a right-to-left paragraph's level applies to the line
        // even when all its runs are left-to-right (level 2).
        var level = maxLevel
        while level >= 1 {
            var i = 0
            while i < segments.count {
                guard segments[i].level >= level else { i += 1; continue }
                var j = i
                while j < segments.count && segments[j].level >= level { j += 1 }
                segments[i..<j].reverse()
                i = j
            }
            level -= 1
        }
    }

    private mutating func metrics(_ instance: FontInstance) -> FontMetrics {
        let key = ObjectIdentifier(instance)
        if let m = metricsCache[key] { return m }
        let m = instance.metrics(size: layout.font.size)
        metricsCache[key] = m
        return m
    }
}
