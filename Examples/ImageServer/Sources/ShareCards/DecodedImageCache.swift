import Foundation
import Limner
import Synchronization

/// Decoded image files kept between requests, within a byte budget.
///
/// A card's avatar is the same file for many requests; decoding it (a JPEG through
/// libjpeg-turbo) every time is work no response needs. The cache keys a decoded pixmap by
/// the file's path and checks the file's modification time and size at every lookup, so a
/// replaced file is decoded again. It holds at most `byteLimit` bytes of pixels, dropping
/// the least recently used first; an image larger than the budget is decoded and not kept.
/// Failures are not cached (a bad file costs its decode each time, bounded by the decoder's
/// own limits). Rendering and encoding still happen per request: only the decoded source
/// pixels are shared.
public final class DecodedImageCache: Sendable {
    /// The most bytes of pixels kept.
    public let byteLimit: Int

    private struct Key: Hashable {
        let path: String
        let modified: Date
        let size: Int
    }
    private struct Entry {
        let pixmap: Pixmap
        var lastUse: UInt64
        var bytes: Int { pixmap.rowStride * pixmap.height * 4 }
    }
    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var uses: UInt64 = 0
        var hits = 0
        var misses = 0
    }
    private let state = Mutex(State())

    /// A cache of at most `byteLimit` bytes of pixels (64 MiB: 40 photos of 640×640).
    public init(byteLimit: Int = 64 << 20) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The server's cache of avatar files.
    public static let shared = DecodedImageCache()

    /// Images held, their bytes, and lookups answered from the cache and by decoding.
    public var statistics: (entries: Int, bytes: Int, hits: Int, misses: Int) {
        state.withLock { ($0.entries.count, $0.bytes, $0.hits, $0.misses) }
    }

    /// The pixmap of the file at `url`: the cached one when the file has not changed since it
    /// was decoded, otherwise `decode(url)` (whose errors are thrown as they are).
    public func pixmap(contentsOf url: URL, decode: (URL) throws -> Pixmap) throws -> Pixmap {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let key = Key(path: url.path,
                      modified: attributes[.modificationDate] as? Date ?? .distantPast,
                      size: (attributes[.size] as? NSNumber)?.intValue ?? -1)
        let cached = state.withLock { s -> Pixmap? in
            s.uses += 1
            guard let entry = s.entries[key] else { s.misses += 1; return nil }
            s.entries[key]?.lastUse = s.uses
            s.hits += 1
            return entry.pixmap
        }
        if let cached { return cached }
        let pixmap = try decode(url)
        state.withLock { s in
            // Another version of the file, or this one decoded by another thread meanwhile.
            for old in s.entries.keys where old.path == key.path {
                s.bytes -= s.entries.removeValue(forKey: old)?.bytes ?? 0
            }
            let entry = Entry(pixmap: pixmap, lastUse: s.uses)
            guard entry.bytes <= byteLimit else { return }
            while s.bytes + entry.bytes > byteLimit,
                  let oldest = s.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                s.bytes -= oldest.value.bytes
                s.entries.removeValue(forKey: oldest.key)
            }
            s.entries[key] = entry
            s.bytes += entry.bytes
        }
        return pixmap
    }

    /// Forgets every image.
    public func removeAll() {
        state.withLock { $0.entries = [:]; $0.bytes = 0 }
    }
}
