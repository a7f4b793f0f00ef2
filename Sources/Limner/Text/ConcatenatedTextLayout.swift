/// The layout of a concatenation (`Text + Text`): each run is shaped with its own font and
/// drawn with its own paint, the runs flow left to right on shared baselines.
///
/// Approximation: a line breaks only between runs (a run that does not fit in what is left
/// of the line starts the next one; a run wider than the whole width wraps inside itself as
/// a block), where SwiftUI breaks at any word across runs. Text made of short styled pieces
/// (a number and its unit, a bold label and a value) lays out as in SwiftUI.
final class ConcatenatedTextLayout: NodeBehavior {
    struct Run {
        let text: Text
        let layout: TextLayout
    }
    /// One placed run: which run, where its frame's top-left goes, and the width it wraps in.
    struct Placement {
        let run: Int
        let origin: CGPoint
        let width: CGFloat
    }
    struct Arrangement {
        var placements: [Placement] = []
        var size: CGSize = .zero
        var firstBaseline: CGFloat = 0
        var lastBaseline: CGFloat = 0
    }

    let text: Text
    let runs: [Run]
    let scale: CGFloat
    private var cache: [CGFloat: Arrangement] = [:]

    init(text: Text, environment: EnvironmentValues) {
        self.text = text
        let options = TextLayout.Options(alignment: environment.directionalTextAlignment, lineLimit: nil,
                                         truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing)
        runs = text.runs.map { run in
            var font = run.resolvedFont(in: environment)
            if run.fontWeight == nil, let weight = environment.fontWeight { font = font.weight(weight) }
            if environment.monospacedDigit { font = font.monospacedDigit() }
            var o = options
            o.kerning = run.kerning != 0 ? run.kerning : environment.textKerning
            o.tracking = run.tracking != 0 ? run.tracking : environment.textTracking
            let string = environment.textCase.map { $0.apply(to: run.string) } ?? run.string
            return Run(text: run, layout: TextLayout(string, font: font, options: o))
        }
        let s = environment.displayScale
        scale = s.isFinite && s > 0 ? s : 1
    }

    var debugName: String { "Text(\"\(text.string.prefix(24))\", \(runs.count) runs)" }
    var ownExplicitGuides: ExplicitGuides { .textBaselines }

    private func snap(_ v: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }

    /// The characters of every run that no font has a glyph for, without repeats.
    var unsupportedScalars: [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return runs.flatMap(\.layout.unsupportedScalars).filter { seen.insert($0).inserted }
    }

    /// Flows the runs into lines no wider than `width` (infinite: one line).
    func arrange(width: CGFloat) -> Arrangement {
        let key = width.isFinite ? max(0, width) : -1
        if let hit = cache[key] { return hit }
        var result = Arrangement()
        struct Item { let run: Int; let x: CGFloat; let width: CGFloat; let size: CGSize; let baseline: CGFloat }
        var lines: [[Item]] = [[]]
        var x: CGFloat = 0
        for (i, run) in runs.enumerated() {
            let ideal = run.layout.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
            var wrapWidth = ideal.width
            if width.isFinite, x + ideal.width > width + 0.001 {
                if x > 0 { lines.append([]); x = 0 }
                wrapWidth = min(ideal.width, max(width, 1))
            }
            let area = CGSize(width: wrapWidth, height: .infinity)
            let size = run.layout.measure(in: area)
            let baseline = run.layout.firstBaseline(in: area) - run.text.baselineOffset
            lines[lines.count - 1].append(Item(run: i, x: x, width: wrapWidth, size: size, baseline: baseline))
            // The measured width already counts the run's trailing spaces (they end its paragraph).
            x += size.width
        }
        var y: CGFloat = 0
        for (n, line) in lines.enumerated() where !line.isEmpty {
            let ascent = line.map(\.baseline).max() ?? 0
            let descent = line.map { $0.size.height - $0.baseline }.max() ?? 0
            for item in line {
                result.placements.append(Placement(run: item.run, origin: CGPoint(x: item.x, y: y + ascent - item.baseline),
                                                   width: item.width))
            }
            if n == 0 { result.firstBaseline = ascent }
            result.lastBaseline = y + ascent
            result.size.width = max(result.size.width, line.last.map { $0.x + $0.size.width } ?? 0)
            y += ascent + descent
        }
        result.size.height = y
        cache[key] = result
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let s = arrange(width: proposal.width ?? .infinity).size
        return CGSize(width: snap(s.width), height: snap(s.height))
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        let a = arrange(width: size.width + 0.001)
        if key == VerticalAlignment.firstTextBaseline.key { return a.firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return a.lastBaseline }
        return nil
    }

    func layoutPriority(node: ResolvedNode) -> Double { 0 }

    func spacing(node: ResolvedNode) -> ViewSpacing {
        guard let first = runs.first else { return ViewSpacing() }
        return TextNodeLayout.spacing(for: first.layout.font, snap: snap)
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let a = arrange(width: node.size.width + 0.001)
        let rect = CGRect(origin: .zero, size: node.size)
        let frames = a.placements.map { runs[$0.run].layout.frame(in: CGSize(width: $0.width, height: .infinity)) }
        // Backgrounds first, so a run's background never covers a neighbour's glyphs.
        for (p, frame) in zip(a.placements, frames) {
            runs[p.run].text.renderBackground(frame: frame, origin: p.origin, environment: node.environment, into: &builder)
        }
        for (p, frame) in zip(a.placements, frames) {
            let run = runs[p.run]
            let paint = run.text.paint(in: rect, environment: node.environment)
            builder.glyphs(run.layout.string, frame: frame, origin: p.origin, paint: paint)
            run.text.renderDecorations(frame: frame, origin: p.origin, fontSize: run.layout.font.size, paint: paint,
                                       environment: node.environment, into: &builder)
        }
    }
}
