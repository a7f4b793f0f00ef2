import Foundation
import Limner

/// Matrix-style digital rain: columns of katakana falling at their own speeds, each column's
/// head glyph bright white, its tail fading out through a gradient, far columns smaller and
/// blurred. Glyphs are Canvas symbols (one `Text` each, resolved once per frame and drawn
/// many times); everything is a function of the timeline's date and a seed, so the rain is
/// random-looking but the same on every run.
public struct MatrixRain: View {
    /// Columns across the view.
    public var columns: Int
    /// The seed of the rain's randomness.
    public var seed: UInt64

    /// Rain with `columns` columns from `seed`.
    public init(columns: Int = 28, seed: UInt64 = 2_024) {
        self.columns = max(1, min(columns, 2_000))
        self.seed = seed
    }

    /// The glyphs: full-width katakana and a few digits.
    static let glyphs: [String] = Array("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン0123456789").map(String.init)

    /// One column's fixed parameters.
    struct Column {
        var x: CGFloat          // 0…1 of the width
        var depth: CGFloat      // 0 (near) … 1 (far)
        var speed: Double       // cells per second
        var length: Int         // glyphs in the trail
        var phase: Double       // cells
        var glyphSeed: UInt64
    }

    /// SplitMix64: a small, well-mixed generator (Steele, Lea and Flood 2014).
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func makeColumns() -> [Column] {
        var rng = SeededGenerator(state: seed)
        return (0..<columns).map { i in
            Column(x: (CGFloat(i) + CGFloat.random(in: 0.1...0.9, using: &rng)) / CGFloat(columns),
                   depth: CGFloat.random(in: 0...1, using: &rng),
                   speed: Double.random(in: 6...16, using: &rng),
                   length: Int.random(in: 8...22, using: &rng),
                   phase: Double.random(in: 0...40, using: &rng),
                   glyphSeed: rng.next())
        }.sorted { $0.depth > $1.depth }   // far columns first
    }

    public var body: some View {
        let columns = makeColumns()
        let start = Date(timeIntervalSince1970: 0)
        return TimelineView(.animation) { timeline in
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                let time = timeline.date.timeIntervalSince(start)
                let cell: CGFloat = 20
                let rows = Int(size.height / cell) + 1
                for column in columns {
                    let scale = 1 - 0.5 * column.depth
                    let step = cell * scale
                    let span = Double(rows) / Double(scale) + Double(column.length)
                    let head = (column.phase + time * column.speed * Double(scale)).truncatingRemainder(dividingBy: span)
                    let headRow = Int(head.rounded(.down))
                    var layer = context
                    if column.depth > 0.55 { layer.addFilter(.blur(radius: (column.depth - 0.55) * 4)) }
                    let x = column.x * size.width
                    let headY = CGFloat(head) * step
                    layer.drawLayer { trail in
                        for k in 0..<column.length {
                            let row = headRow - k
                            guard row >= 0 else { break }
                            // Each cell's glyph changes a few times a second.
                            let flicker = UInt64(max(0, time * 4 + Double(k)).rounded(.down))
                            var mix = SeededGenerator(state: column.glyphSeed ^ UInt64(row) &* 0x9E37 ^ flicker &* 0x85EB)
                            let index = Int(mix.next() % UInt64(Self.glyphs.count))
                            guard let glyph = trail.resolveSymbol(id: index) else { continue }
                            var g = trail
                            g.translateBy(x: x, y: CGFloat(row) * step)
                            g.scaleBy(x: scale, y: scale)
                            g.draw(glyph, at: .zero, anchor: .top)
                        }
                        // The tail fades towards its end: keep the glyphs' alpha by a gradient
                        // running from transparent (top of the trail) to opaque (the head).
                        trail.blendMode = .destinationIn
                        let top = headY - CGFloat(column.length) * step
                        trail.fill(Path(CGRect(x: x - step, y: top, width: 2 * step, height: headY - top + step)),
                                   with: .linearGradient(Gradient(colors: [.clear, .white]),
                                                         startPoint: CGPoint(x: x, y: top), endPoint: CGPoint(x: x, y: headY)))
                    }
                    // The head glyph, bright.
                    if headRow >= 0 {
                        var mix = SeededGenerator(state: column.glyphSeed ^ UInt64(headRow) &* 0x9E37 ^ UInt64(max(0, time * 4).rounded(.down)) &* 0x85EB)
                        if let glyph = context.resolveSymbol(id: Self.glyphs.count + Int(mix.next() % UInt64(Self.glyphs.count))) {
                            var h = layer
                            h.translateBy(x: x, y: CGFloat(headRow) * step)
                            h.scaleBy(x: scale, y: scale)
                            h.draw(glyph, at: .zero, anchor: .top)
                        }
                    }
                }
            } symbols: {
                ForEach(0..<Self.glyphs.count, id: \.self) { i in
                    Text(Self.glyphs[i]).font(.system(size: 18, weight: .medium, design: .monospaced))
                        .foregroundColor(Color(red: 0.2, green: 1, blue: 0.35)).tag(i)
                }
                ForEach(0..<Self.glyphs.count, id: \.self) { i in
                    Text(Self.glyphs[i]).font(.system(size: 18, weight: .bold, design: .monospaced))
                        .foregroundColor(Color(red: 0.85, green: 1, blue: 0.9)).tag(Self.glyphs.count + i)
                }
            }
        }
    }
}
