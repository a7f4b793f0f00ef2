// Span loops: one horizontal run of pixels blended with one mode.
//
// Each loop is generic over a `PixelBlender`; `SpanKernel(mode)` switches on the mode once and
// stores the specialised loops, so the per-pixel work has no dynamic dispatch. Coverage is a
// constant (0…255) times an optional per-pixel mask; per pixel:
//
//   c = mask[i]·coverage / 255
//   c == 0   → pixel untouched
//   c == 255 → D' = R
//   else     → D' = (R·c + D·(255 − c)) / 255          (coverage as lerp, rounded)

/// Code generic over a blender, run with the blender for a runtime `BlendMode` (see
/// `BlendMode.withBlender(_:)`). The fill loops use this to get one specialised loop per mode.
public protocol BlenderVisitor {
    /// What the visit returns.
    associatedtype Result
    /// Called once with the blender type for the mode.
    func visit<B: PixelBlender>(_ blender: B.Type) -> Result
}

extension BlendMode {
    /// The `PixelBlender` type that implements this mode, passed to `visitor`. Call once per
    /// command or span, never per pixel.
    @inlinable
    public func withBlender<V: BlenderVisitor>(_ visitor: V) -> V.Result {
        switch self {
        case .normal: return visitor.visit(Blenders.Normal.self)
        case .multiply: return visitor.visit(Blenders.Multiply.self)
        case .screen: return visitor.visit(Blenders.Screen.self)
        case .overlay: return visitor.visit(Blenders.Overlay.self)
        case .darken: return visitor.visit(Blenders.Darken.self)
        case .lighten: return visitor.visit(Blenders.Lighten.self)
        case .colorDodge: return visitor.visit(Blenders.ColorDodge.self)
        case .colorBurn: return visitor.visit(Blenders.ColorBurn.self)
        case .softLight: return visitor.visit(Blenders.SoftLight.self)
        case .hardLight: return visitor.visit(Blenders.HardLight.self)
        case .difference: return visitor.visit(Blenders.Difference.self)
        case .exclusion: return visitor.visit(Blenders.Exclusion.self)
        case .hue: return visitor.visit(Blenders.Hue.self)
        case .saturation: return visitor.visit(Blenders.Saturation.self)
        case .color: return visitor.visit(Blenders.Color.self)
        case .luminosity: return visitor.visit(Blenders.Luminosity.self)
        case .clear: return visitor.visit(Blenders.Clear.self)
        case .copy: return visitor.visit(Blenders.Copy.self)
        case .sourceIn: return visitor.visit(Blenders.SourceIn.self)
        case .sourceOut: return visitor.visit(Blenders.SourceOut.self)
        case .sourceAtop: return visitor.visit(Blenders.SourceAtop.self)
        case .destinationOver: return visitor.visit(Blenders.DestinationOver.self)
        case .destinationIn: return visitor.visit(Blenders.DestinationIn.self)
        case .destinationOut: return visitor.visit(Blenders.DestinationOut.self)
        case .destinationAtop: return visitor.visit(Blenders.DestinationAtop.self)
        case .xor: return visitor.visit(Blenders.Xor.self)
        case .plusDarker: return visitor.visit(Blenders.PlusDarker.self)
        case .plusLighter: return visitor.visit(Blenders.PlusLighter.self)
        }
    }
}

/// The span loops, generic over the blender. Eight pixels per step through `B.blend8`; the
/// last 1…7 pixels of a span go through the same code on a partly filled vector.
public enum SpanLoops {
    /// Blends `count` pixels of one premultiplied `color` onto `dst`, with coverage
    /// `mask[i]·coverage/255` (`mask` nil: constant `coverage`).
    @inlinable
    public static func solid<B: PixelBlender>(
        _: B.Type, dst: UnsafeMutablePointer<UInt32>, color: UInt32,
        mask: UnsafePointer<UInt8>?, coverage: UInt8, count: Int
    ) {
        run(B.self, dst: dst, src: nil, color: color, mask: mask, coverage: coverage, count: count)
    }

    /// Blends `count` premultiplied source pixels `src[i]` onto `dst[i]`, with coverage
    /// `mask[i]·coverage/255` (`mask` nil: constant `coverage`).
    @inlinable
    public static func source<B: PixelBlender>(
        _: B.Type, dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>,
        mask: UnsafePointer<UInt8>?, coverage: UInt8, count: Int
    ) {
        run(B.self, dst: dst, src: src, color: 0, mask: mask, coverage: coverage, count: count)
    }

    /// The eight mask bytes `bits` (little-endian) times `k`/255 (rounded) as lanes.
    @inlinable @inline(__always)
    static func coverage8(_ bits: UInt64, _ k: UInt32) -> SIMD8<UInt32> {
        let lo = UInt32(truncatingIfNeeded: bits), hi = UInt32(truncatingIfNeeded: bits >> 32)
        let c = SIMD8<UInt32>(lo & 0xFF, (lo >> 8) & 0xFF, (lo >> 16) & 0xFF, lo >> 24,
                              hi & 0xFF, (hi >> 8) & 0xFF, (hi >> 16) & 0xFF, hi >> 24)
        if k == 255 { return c }
        let t = c &* k &+ 128  // Plain: mul255(mask, k)
        return (t &+ (t &>> 8)) &>> 8
    }

    /// The loop: per block of eight pixels, `R = blend8(S, D)`, then `D + c·(R − D)`
    /// (skipped where the coverage is full; blocks whose mask is all zero are not touched). The
    /// last 1…7 pixels are copied to an eight-pixel scratch block and run through the same code.
    @inlinable @inline(__always)
    static func run<B: PixelBlender>(
        _: B.Type, dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>?, color: UInt32,
        mask: UnsafePointer<UInt8>?, coverage: UInt8, count: Int
    ) {
        guard count > 0, coverage != 0 else { return }
        let k = UInt32(coverage)
        if mask == nil && k == 255 {
            // Full coverage: clear and copy do not read the destination.
            if B.self == Blenders.Clear.self { dst.update(repeating: 0, count: count); return }
            if B.self == Blenders.Copy.self {
                if let src { dst.update(from: src, count: count) } else { dst.update(repeating: color, count: count) }
                return
            }
        }
        let full = count & ~7
        // One loop per case, so the per-block work has no branches on the case.
        if let mask {
            if let src {
                maskedBlocks(B.self, dst, full, mask, k) { i in UnsafeRawPointer(src + i).loadUnaligned(as: SIMD8<UInt32>.self) }
            } else {
                maskedBlocks(B.self, dst, full, mask, k) { _ in SIMD8(repeating: color) }
            }
        } else if k == 255 {
            if let src {
                fullBlocks(B.self, dst, full) { i in UnsafeRawPointer(src + i).loadUnaligned(as: SIMD8<UInt32>.self) }
            } else {
                fullBlocks(B.self, dst, full) { _ in SIMD8(repeating: color) }
            }
        } else {
            let c = SIMD8<UInt32>(repeating: k)
            if let src {
                partialBlocks(B.self, dst, full, c) { i in UnsafeRawPointer(src + i).loadUnaligned(as: SIMD8<UInt32>.self) }
            } else {
                partialBlocks(B.self, dst, full, c) { _ in SIMD8(repeating: color) }
            }
        }
        let n = count - full
        guard n > 0 else { return }
        // Tail: scratch blocks, unused lanes zero (coverage 0 there).
        var d = SIMD8<UInt32>.zero, s = SIMD8<UInt32>(repeating: color), m = SIMD8<UInt32>.zero
        for j in 0..<n {
            d[j] = dst[full + j]
            if let src { s[j] = src[full + j] }
            m[j] = mask.map { PremultipliedPixel.mul255(UInt32($0[full + j]), k) } ?? k
        }
        let r = Lanes16.lerp(d, B.blend8(s, d), m)
        for j in 0..<n { dst[full + j] = r[j] }
    }

    /// Full eight-pixel blocks `0 ..< full` (a multiple of 8) at full coverage: `D = R`.
    @inlinable @inline(__always)
    static func fullBlocks<B: PixelBlender>(
        _: B.Type, _ dst: UnsafeMutablePointer<UInt32>, _ full: Int, source: (Int) -> SIMD8<UInt32>
    ) {
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i < full {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: B.blend8(source(i), d), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
    }

    /// Full eight-pixel blocks at one constant coverage `c` (1…254 in every lane).
    @inlinable @inline(__always)
    static func partialBlocks<B: PixelBlender>(
        _: B.Type, _ dst: UnsafeMutablePointer<UInt32>, _ full: Int, _ c: SIMD8<UInt32>,
        source: (Int) -> SIMD8<UInt32>
    ) {
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i < full {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            let r = B.blend8(source(i), d)
            raw.storeBytes(of: Lanes16.lerp(d, r, c), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
    }

    /// Full eight-pixel blocks with coverage `mask[i]·k/255`: blocks whose mask bytes are all
    /// zero are skipped, blocks whose mask bytes are all 255 (and k = 255) stored unblended.
    @inlinable @inline(__always)
    static func maskedBlocks<B: PixelBlender>(
        _: B.Type, _ dst: UnsafeMutablePointer<UInt32>, _ full: Int, _ mask: UnsafePointer<UInt8>, _ k: UInt32,
        source: (Int) -> SIMD8<UInt32>
    ) {
        let raw = UnsafeMutableRawPointer(dst)
        let mraw = UnsafeRawPointer(mask)
        let opaqueBits: UInt64 = k == 255 ? .max : 0  // 0: never all-full (k < 255)
        var i = 0
        while i < full {
            let bits = mraw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if bits != 0 {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                let r = B.blend8(source(i), d)
                let out = bits == opaqueBits ? r : Lanes16.lerp(d, r, coverage8(bits, k))
                raw.storeBytes(of: out, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            }
            i &+= 8
        }
    }
}

/// The span loops for one blend mode, chosen once (per command, per layer) and then called per
/// span. Holds plain function values of loops specialised for the mode's blender.
public struct SpanKernel: Sendable {
    /// `(dst, color, mask, coverage, count)`: see `SpanLoops.solid`.
    public typealias SolidLoop = @Sendable (UnsafeMutablePointer<UInt32>, UInt32, UnsafePointer<UInt8>?, UInt8, Int) -> Void
    /// `(dst, src, mask, coverage, count)`: see `SpanLoops.source`.
    public typealias SourceLoop = @Sendable (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt8>?, UInt8, Int) -> Void

    /// The mode these loops implement.
    public let blendMode: BlendMode
    /// Blends one colour over a span.
    public let solid: SolidLoop
    /// Blends a row of source pixels over a span.
    public let source: SourceLoop

    /// The loops for `mode`.
    public init(_ mode: BlendMode) {
        self = mode.withBlender(Maker())
    }

    private struct Maker: BlenderVisitor {
        func visit<B: PixelBlender>(_ blender: B.Type) -> SpanKernel {
            SpanKernel(
                blendMode: B.mode,
                solid: { SpanLoops.solid(B.self, dst: $0, color: $1, mask: $2, coverage: $3, count: $4) },
                source: { SpanLoops.source(B.self, dst: $0, src: $1, mask: $2, coverage: $3, count: $4) })
        }
    }

    private init(blendMode: BlendMode, solid: @escaping SolidLoop, source: @escaping SourceLoop) {
        self.blendMode = blendMode; self.solid = solid; self.source = source
    }

    /// All 28 kernels, built once.
    public static let all: [SpanKernel] = BlendMode.allCases.map(SpanKernel.init)

    /// The shared kernel for `mode`.
    @inlinable
    public static func forMode(_ mode: BlendMode) -> SpanKernel { all[Int(mode.rawValue)] }
}
