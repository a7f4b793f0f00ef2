import Foundation

/// Cuts a path into dashes along its arc length.
///
/// Rules (Core Graphics, SVG and Skia agree on the first three):
/// - Each subpath starts the pattern afresh at `phase` (Skia and CG restart per contour).
/// - An odd number of entries is repeated once to make the count even (`[5]` is `[5, 5]`).
/// - The phase wraps modulo the pattern length, negative phases included; a NaN or infinite
///   phase counts as 0.
/// - No dashing (a solid stroke): an empty pattern, any negative, NaN or infinite entry, or
///   entries summing to 0 (SVG's rule; Core Graphics draws nothing useful for those).
/// - Bounded: when the path would produce more than `maximumDashes` dashes the stroke is drawn
///   solid instead. Skia does the same past a million; at that density the dashes are a
///   sub-pixel texture, and the bound keeps time and memory linear in the path's size.
/// - A dash of zero length is kept as a zero-length line, which round and square caps draw
///   as a dot (dotted lines with `[0, gap]` and round caps).
/// - On a closed subpath where both the first and the last dash touch the start point, they
///   are one dash joined across it (the style's join, no caps there), as Skia draws them.
enum PathDasher {
    /// The most dashes one path is cut into before the stroke is drawn solid.
    static let maximumDashes = 100_000

    /// The even-length pattern to use, or nil for a solid stroke.
    static func pattern(_ dash: [CGFloat]) -> [Double]? {
        guard !dash.isEmpty else { return nil }
        var p = dash.map { Double($0) }
        guard p.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        if p.count % 2 == 1 { p += p }
        let sum = p.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        return p
    }

    /// `path` cut into dashes, or nil when the style means a solid stroke (see the rules).
    static func dash(_ path: Path, pattern dash: [CGFloat], phase: CGFloat) -> Path? {
        guard let pattern = pattern(dash) else { return nil }
        let total = pattern.reduce(0, +)
        let measure = PathMeasure(path)
        // Bound the output before building it.
        var estimate = 0.0
        for c in measure.contours { estimate += (c.length / total + 1) * Double(pattern.count / 2) }
        guard estimate <= Double(maximumDashes) else { return nil }

        var ph = Double(phase)
        if !ph.isFinite { ph = 0 }
        ph = ph.truncatingRemainder(dividingBy: total)
        if ph < 0 { ph += total }
        // Where the pattern stands at distance 0: skip whole entries the phase covers (an
        // entry the phase ends exactly on is skipped unless it is empty, as in Skia).
        var startIndex = 0
        var rest = ph
        for (i, entry) in pattern.enumerated() {
            if rest > entry || (rest == entry && entry > 0) {
                rest -= entry
            } else {
                startIndex = i
                break
            }
        }
        let startLeft = max(pattern[startIndex] - rest, 0)

        var out = Path()
        for c in measure.contours {
            let length = c.length
            var index = startIndex
            var left = startLeft
            var d = 0.0
            // On a closed contour whose pattern is on at both the start and the end, the last
            // dash continues into the first across the start point (as Skia), so the first is
            // held back until the end is known.
            let holdFirst = c.closed && startIndex % 2 == 0 && startLeft > 0 && startLeft < length
            var first = true
            var endedOn = false
            while true {
                let end = d + left
                if index % 2 == 0 && !(first && holdFirst) {
                    measure.appendPiece(of: c, from: d, to: min(end, length), into: &out)
                }
                if end >= length {
                    endedOn = index % 2 == 0 && !first
                    break
                }
                first = false
                d = end
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            if holdFirst {
                measure.appendPiece(of: c, from: 0, to: startLeft, into: &out, continuing: endedOn)
            }
        }
        return out
    }
}
