import Foundation

// The colour-matrix family of filters (SwiftUI `GraphicsContext.Filter`, SVG feColorMatrix).
//
// Every filter here is a 4×5 matrix applied to the straight (un-premultiplied) colour in 0…1:
//   R' = r1·R + r2·G + r3·B + r4·A + r5   (and G', B', A' alike; the 5th column is a bias)
// then clamped to 0…1 and premultiplied again. Constants are the W3C Filter Effects ones.

/// A 4×5 colour matrix, SwiftUI's `ColorMatrix` layout: rows r, g, b, a; columns R, G, B, A,
/// bias.
public struct ColorMatrix: Sendable, Hashable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity.
    public init() {}

    /// A matrix from its four rows of five. A wrong shape has a defined result: entries
    /// missing from `rows` (fewer than 4 rows, or a row shorter than 5) keep the identity's
    /// value, extra rows and columns are ignored.
    public init(rows: [[Float]]) {
        let identity = ColorMatrix()
        var m = identity.rows
        for (i, row) in rows.prefix(4).enumerated() {
            for (j, v) in row.prefix(5).enumerated() { m[i][j] = v }
        }
        (r1, r2, r3, r4, r5) = (m[0][0], m[0][1], m[0][2], m[0][3], m[0][4])
        (g1, g2, g3, g4, g5) = (m[1][0], m[1][1], m[1][2], m[1][3], m[1][4])
        (b1, b2, b3, b4, b5) = (m[2][0], m[2][1], m[2][2], m[2][3], m[2][4])
        (a1, a2, a3, a4, a5) = (m[3][0], m[3][1], m[3][2], m[3][3], m[3][4])
    }

    /// The four rows of five.
    public var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    /// A matrix whose RGB block is the 3×3 `m` (row-major) and whose alpha row is identity.
    static func rgb(_ m: [Float], bias: Float = 0) -> ColorMatrix {
        ColorMatrix(rows: [[m[0], m[1], m[2], 0, bias], [m[3], m[4], m[5], 0, bias],
                           [m[6], m[7], m[8], 0, bias], [0, 0, 0, 1, 0]])
    }

    /// `hueRotation(θ)`: `L + cosθ·C + sinθ·S` with the SVG hue-rotate constants.
    public static func hueRotation(radians t: Double) -> ColorMatrix {
        let c = Float(cos(t)), s = Float(sin(t))
        let l: [Float] = [0.213, 0.715, 0.072, 0.213, 0.715, 0.072, 0.213, 0.715, 0.072]
        let cm: [Float] = [0.787, -0.715, -0.072, -0.213, 0.285, -0.072, -0.213, -0.715, 0.928]
        let sm: [Float] = [-0.213, -0.715, 0.928, 0.143, 0.140, -0.283, -0.787, 0.715, 0.072]
        return rgb((0..<9).map { l[$0] + c * cm[$0] + s * sm[$0] })
    }

    /// `saturation(s)`: SVG saturate; 0 = grey, 1 = unchanged, above 1 allowed.
    public static func saturation(_ s: Float) -> ColorMatrix {
        rgb([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
             0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
             0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
    }

    /// `brightness(a)`: adds `a` to R, G and B (as `CIColorControls` does; not SVG brightness).
    public static func brightness(_ a: Float) -> ColorMatrix { rgb([1, 0, 0, 0, 1, 0, 0, 0, 1], bias: a) }

    /// `contrast(a)`: `C' = a·C + 0.5·(1 − a)`; 0 = grey, 1 = unchanged.
    public static func contrast(_ a: Float) -> ColorMatrix { rgb([a, 0, 0, 0, a, 0, 0, 0, a], bias: 0.5 * (1 - a)) }

    /// `grayscale(a)`: CSS/SVG grayscale; 1 = fully grey (Rec. 709 weights), 0 = unchanged.
    public static func grayscale(_ amount: Float) -> ColorMatrix {
        let a = 1 - min(max(amount, 0), 1)
        return rgb([0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a,
                    0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a,
                    0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a])
    }

    /// `colorInvert(a)`: `C' = a·(1 − C) + (1 − a)·C`.
    public static func colorInvert(_ a: Float = 1) -> ColorMatrix {
        let k = 1 - 2 * a
        return rgb([k, 0, 0, 0, k, 0, 0, 0, k], bias: a)
    }

    /// `colorMultiply(c)`: every component, alpha included, times the colour's.
    public static func colorMultiply(_ c: RGBAColor) -> ColorMatrix {
        ColorMatrix(rows: [[c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.alpha, 0]])
    }

    /// `luminanceToAlpha`: alpha = 0.2125·R + 0.7154·G + 0.0721·B, colour black.
    public static let luminanceToAlpha = ColorMatrix(rows: [
        [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])

    /// Applies the matrix to a straight colour (no clamping).
    @inlinable
    public func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(r1 * c.x + r2 * c.y + r3 * c.z + r4 * c.w + r5,
              g1 * c.x + g2 * c.y + g3 * c.z + g4 * c.w + g5,
              b1 * c.x + b2 * c.y + b3 * c.z + b4 * c.w + b5,
              a1 * c.x + a2 * c.y + a3 * c.z + a4 * c.w + a5)
    }
}

/// Per-pixel colour filters on premultiplied pixmaps.
public enum ColorFilters {
    /// Applies `matrix` to every pixel: un-premultiply, matrix, clamp to 0…1 (NaN → 0),
    /// premultiply, round. Rows run on several threads for large images; the result does not
    /// depend on the thread count.
    public static func apply(_ matrix: ColorMatrix, to pixmap: inout Pixmap, threadCount: Int? = nil) {
        let w = pixmap.width, h = pixmap.height, stride = pixmap.rowStride
        guard w > 0, h > 0 else { return }
        let threads = threadCount ?? FilterThreads.count(pixels: w * h)
        pixmap.withUnsafeMutablePixels { base in
            let base = UnsafeSendable(base)
            FilterThreads.split(h, threads: threads) { y0, y1 in
                for y in y0..<y1 {
                    let row = base.value + y * stride
                    for x in 0..<w { row[x] = transform(row[x], matrix) }
                }
            }
        }
    }

    @inline(__always)
    static func transform(_ p: UInt32, _ m: ColorMatrix) -> UInt32 {
        let v = Fixed8.floats(p) * (1 / 255)
        let a = v.w
        var straight = a > 0 ? v / a : .zero
        straight.w = a
        var r = m.apply(straight)
        r = r.replacing(with: 0, where: .!(r .>= 0))  // NaN and negatives → 0
        r = r.replacing(with: .one, where: SIMD4<Float>.one .< r)  // `pointwiseMin(r, .one)`, inlined
        let out = SIMD4(r.x * r.w, r.y * r.w, r.z * r.w, r.w) * 255 + 0.5
        return Fixed8.packTruncating(out)
    }

    /// `alphaThreshold(min:max:color:)`: pixels whose alpha (0…1) lies in `min … max` become
    /// `color`, all others transparent. When `min > max` or either is NaN, no alpha qualifies
    /// and the result is transparent (SwiftUI leaves that case undefined).
    public static func alphaThreshold(_ pixmap: inout Pixmap, min lo: Float, max hi: Float = 1,
                                      color: RGBAColor = .black) {
        let c = PremultipliedPixel.from(color)
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let i = y * pixmap.rowStride + x
                let a = Float(pixmap.storage[i] >> 24) / 255
                pixmap.storage[i] = (a >= lo && a <= hi) ? c : 0
            }
        }
    }
}
