import Synchronization

/// A bounded, thread-safe cache of shaping results, one per `FontLibrary`.
///
/// Views re-resolve their text every frame an animation moves (a `Canvas`'s symbols, the
/// labels of an animated list), and shaping is the costly part of a `TextLayout`: HarfBuzz,
/// fallback itemizing and the ellipsis. The same text in the same font with the same options
/// shapes the same way in one library (its fonts and fallback choices are fixed once found),
/// so the runs are kept and handed out again.
///
/// Key: every scalar of the paragraph (shaping looks at the context around the shaped range),
/// the range, the resolved font and the options. Cost: the scalars and glyph arrays' bytes
/// plus `entryOverhead`, against `byteLimit` (least recently used entries go first). The lock
/// is held only to look up and to insert; a miss is shaped outside it.
final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        var scalars: [UInt32]
        var range: Range<Int>
        var font: ResolvedFont
        var options: ShapingOptions
    }

    /// Bytes counted for an entry on top of its arrays.
    static let entryOverhead = 256
    /// The most bytes kept (about 30 000 short labels).
    let byteLimit: Int
    private let store: Mutex<LRUStore<Key, [ShapedRun]>>

    init(byteLimit: Int = 8 << 20) {
        self.byteLimit = max(0, byteLimit)
        store = Mutex(LRUStore(costLimit: max(0, byteLimit)))
    }

    /// The runs for `key`, shaping them with `shape` on a miss.
    func runs(for key: Key, shape: () -> [ShapedRun]) -> [ShapedRun] {
        if let hit = store.withLock({ $0.value(for: key) }) { return hit }
        let runs = shape()
        let glyphs = runs.reduce(0) { $0 + $1.glyphs.count }
        // glyph id 4, cluster 8, advance 8, offset 16 bytes per glyph; 4 per scalar.
        let cost = Self.entryOverhead + 4 * key.scalars.count + 36 * glyphs
        store.withLock { $0.insert(runs, cost: cost, for: key) }
        return runs
    }

    /// Drops every entry (fonts were registered or removed: fallback choices may change).
    func removeAll() { store.withLock { $0.removeAll() } }

    /// Entries held.
    var count: Int { store.withLock { $0.count } }
}
