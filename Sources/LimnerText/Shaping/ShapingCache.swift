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
/// the range, the resolved font and the options. Cost: the heap bytes an entry really holds
/// (`cost(of:runs:)`: its arrays' allocations as glibc's malloc rounds them, the run structs,
/// and its share of the LRU store's dictionary and slot arrays), against `byteLimit` (least
/// recently used entries go first). The lock is held only to look up and to insert; a miss is
/// shaped outside it.
final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        var scalars: [UInt32]
        var range: Range<Int>
        var font: ResolvedFont
        var options: ShapingOptions
    }

    /// Bytes an entry costs in the LRU store whatever its arrays hold: the key in the
    /// dictionary (whose buckets are at most ¾ full and double when they grow, so about two
    /// per entry) and in the slot array (which also doubles), the value, cost and links.
    static let entryOverhead = 2 * (MemoryLayout<Key>.stride + MemoryLayout<Int>.stride)
        + 2 * (MemoryLayout<Key?>.stride + MemoryLayout<[ShapedRun]?>.stride + 3 * MemoryLayout<Int>.stride)
    /// The most bytes kept: 2 MiB, about 1 600 short labels at some 1.3 kB each (more than
    /// a screenful of text re-resolved per frame; a server's new title per request fills it
    /// within the first two thousand requests and then only replaces entries).
    static let defaultByteLimit = 2 << 20
    /// The most bytes kept.
    let byteLimit: Int
    private let store: Mutex<LRUStore<Key, [ShapedRun]>>

    init(byteLimit: Int = ShapingCache.defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
        store = Mutex(LRUStore(costLimit: max(0, byteLimit)))
    }

    /// The runs for `key`, shaping them with `shape` on a miss.
    func runs(for key: Key, shape: () -> [ShapedRun]) -> [ShapedRun] {
        if let hit = store.withLock({ $0.value(for: key) }) { return hit }
        let runs = shape()
        let cost = Self.cost(of: key, runs: runs)
        store.withLock { $0.insert(runs, cost: cost, for: key) }
        return runs
    }

    /// The heap bytes of an entry: every array allocation the key and the runs keep (by their
    /// capacity, which may exceed their count), rounded as glibc's malloc does, plus
    /// `entryOverhead`. (The font instance and the font's name are shared with every other
    /// use of the font and are not counted.)
    static func cost(of key: Key, runs: [ShapedRun]) -> Int {
        var bytes = entryOverhead + allocation(key.scalars) + allocation(runs)
        for run in runs {
            bytes += allocation(run.glyphs) + allocation(run.clusters) + allocation(run.advances) + allocation(run.offsets)
        }
        return bytes
    }

    /// The bytes malloc hands out for an array's buffer (none for an empty array, which
    /// shares Swift's empty singleton): Swift's 32-byte header and the elements, plus glibc's
    /// 8-byte chunk header, rounded up to 16 (at least 32).
    static func allocation<Element>(_ array: [Element]) -> Int {
        guard array.capacity > 0 else { return 0 }
        let requested = 32 + array.capacity * MemoryLayout<Element>.stride
        return max(32, (requested + 8 + 15) & ~15)
    }

    /// Entries held, the bytes they cost, and the limit.
    var statistics: FontLibrary.ShapingCacheStatistics {
        store.withLock { FontLibrary.ShapingCacheStatistics(entries: $0.count, bytes: $0.totalCost, byteLimit: byteLimit) }
    }

    /// Drops every entry (fonts were registered or removed: fallback choices may change).
    func removeAll() { store.withLock { $0.removeAll() } }

    /// Entries held.
    var count: Int { store.withLock { $0.count } }
}
