import CLibDeflate
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The filtered-rows buffer, the compressed-data buffer and a libdeflate compressor, kept
/// between encodes.
///
/// Allocating them per image costs more than it seems: a card's 2 MB of rows and the
/// compressor's hash tables come back from the C heap as fresh pages (glibc returns the freed
/// top of its heap to the system), and faulting them in again took about a fifth of a share
/// card's encode. So a few workspaces (`maximumPooled`, one per encoding thread at once) stay
/// allocated; buffers are kept only up to `maximumKeptBytes` each, and compressors only for
/// levels up to 9 (the near-optimal levels' tables are several megabytes), so what stays is
/// bounded whatever is encoded. Taken and given back under a lock; used by one thread at a time.
final class PNGWorkspace: @unchecked Sendable {
    /// Workspaces kept when no encode is using them.
    static let maximumPooled = 4
    /// The largest buffer a kept workspace holds on to (a 2400×2400 RGBA image's rows fit).
    static let maximumKeptBytes = 24 << 20

    private static let pool = Mutex<[PNGWorkspace]>([])

    private var filteredBuffer: UnsafeMutableRawPointer?
    private var filteredCapacity = 0
    private var compressedBuffer: UnsafeMutableRawPointer?
    private var compressedCapacity = 0
    private var compressorLevel = -1
    private var compressorPointer: OpaquePointer?

    /// A workspace from the pool, or a new one.
    static func take() -> PNGWorkspace {
        pool.withLock { $0.popLast() } ?? PNGWorkspace()
    }

    /// Returns `workspace` to the pool, dropping what is too large to keep (or all of it when
    /// the pool is full).
    static func give(_ workspace: PNGWorkspace) {
        workspace.trim()
        pool.withLock { if $0.count < maximumPooled { $0.append(workspace) } }
    }

    /// At least `count` bytes for the filtered rows (contents undefined), or nil without memory.
    func filtered(_ count: Int) -> UnsafeMutablePointer<UInt8>? {
        Self.grow(&filteredBuffer, &filteredCapacity, to: count)?.assumingMemoryBound(to: UInt8.self)
    }

    /// At least `count` bytes for the compressed stream, or nil without memory.
    func compressed(_ count: Int) -> UnsafeMutablePointer<UInt8>? {
        Self.grow(&compressedBuffer, &compressedCapacity, to: count)?.assumingMemoryBound(to: UInt8.self)
    }

    /// A compressor at `level` (0…12), or nil without memory.
    func compressor(level: Int) -> OpaquePointer? {
        if compressorLevel != level {
            libdeflate_free_compressor(compressorPointer)
            compressorPointer = libdeflate_alloc_compressor(Int32(level))
            compressorLevel = compressorPointer == nil ? -1 : level
        }
        return compressorPointer
    }

    private static func grow(_ buffer: inout UnsafeMutableRawPointer?, _ capacity: inout Int,
                             to count: Int) -> UnsafeMutableRawPointer? {
        if capacity < count || buffer == nil {
            free(buffer)
            buffer = malloc(max(1, count))
            capacity = buffer == nil ? 0 : count
        }
        return buffer
    }

    /// Frees buffers past `maximumKeptBytes` and a compressor of a level above 9.
    private func trim() {
        if filteredCapacity > Self.maximumKeptBytes { free(filteredBuffer); filteredBuffer = nil; filteredCapacity = 0 }
        if compressedCapacity > Self.maximumKeptBytes {
            free(compressedBuffer); compressedBuffer = nil; compressedCapacity = 0
        }
        if compressorLevel > 9 {
            libdeflate_free_compressor(compressorPointer)
            compressorPointer = nil; compressorLevel = -1
        }
    }

    deinit {
        free(filteredBuffer)
        free(compressedBuffer)
        libdeflate_free_compressor(compressorPointer)
    }
}
