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
        case .overlay: return visitor.visit(FloatBlend<Blenders.Overlay>.self)
        case .darken: return visitor.visit(Blenders.Darken.self)
        case .lighten: return visitor.visit(Blenders.Lighten.self)
        case .colorDodge: return visitor.visit(FloatBlend<Blenders.ColorDodge>.self)
        case .colorBurn: return visitor.visit(FloatBlend<Blenders.ColorBurn>.self)
        case .softLight: return visitor.visit(FloatBlend<Blenders.SoftLight>.self)
        case .hardLight: return visitor.visit(FloatBlend<Blenders.HardLight>.self)
        case .difference: return visitor.visit(Blenders.Difference.self)
        case .exclusion: return visitor.visit(Blenders.Exclusion.self)
        case .hue: return visitor.visit(FloatBlend<Blenders.Hue>.self)
        case .saturation: return visitor.visit(FloatBlend<Blenders.Saturation>.self)
        case .color: return visitor.visit(FloatBlend<Blenders.Color>.self)
        case .luminosity: return visitor.visit(FloatBlend<Blenders.Luminosity>.self)
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

/// The span loops, generic over the blender.
public enum SpanLoops {
    /// Blends `count` pixels of one premultiplied `color` onto `dst`, with coverage
    /// `mask[i]·coverage/255` (`mask` nil: constant `coverage`).
    @inlinable
    public static func solid<B: PixelBlender>(
        _: B.Type, dst: UnsafeMutablePointer<UInt32>, color: UInt32,
        mask: UnsafePointer<UInt8>?, coverage: UInt8, count: Int
    ) {
        guard count > 0, coverage != 0 else { return }
        if let mask {
            let k = UInt32(coverage)
            for i in 0..<count {
                let c = PremultipliedPixel.mul255(UInt32(mask[i]), k)
                if c == 0 { continue }
                let d = dst[i]
                let r = B.blend(color, d)
                dst[i] = c == 255 ? r : Fixed8.lerp(d, r, c)
            }
        } else if coverage == 255 {
            for i in 0..<count { dst[i] = B.blend(color, dst[i]) }
        } else {
            let c = UInt32(coverage)
            for i in 0..<count {
                let d = dst[i]
                dst[i] = Fixed8.lerp(d, B.blend(color, d), c)
            }
        }
    }

    /// Blends `count` premultiplied source pixels `src[i]` onto `dst[i]`, with coverage
    /// `mask[i]·coverage/255` (`mask` nil: constant `coverage`).
    @inlinable
    public static func source<B: PixelBlender>(
        _: B.Type, dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>,
        mask: UnsafePointer<UInt8>?, coverage: UInt8, count: Int
    ) {
        guard count > 0, coverage != 0 else { return }
        if let mask {
            let k = UInt32(coverage)
            for i in 0..<count {
                let c = PremultipliedPixel.mul255(UInt32(mask[i]), k)
                if c == 0 { continue }
                let d = dst[i]
                let r = B.blend(src[i], d)
                dst[i] = c == 255 ? r : Fixed8.lerp(d, r, c)
            }
        } else if coverage == 255 {
            for i in 0..<count { dst[i] = B.blend(src[i], dst[i]) }
        } else {
            let c = UInt32(coverage)
            for i in 0..<count {
                let d = dst[i]
                dst[i] = Fixed8.lerp(d, B.blend(src[i], d), c)
            }
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
