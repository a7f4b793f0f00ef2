#if canImport(FoundationEssentials)
import LimnerRaster
import FoundationEssentials
#else
import Foundation
#endif

/// A frame converted for one format's encoder: the per-frame work that needs no other frame
/// (un-premultiplying, PNG compression), done by `FramePreparer` on the rendering threads so
/// the in-order encoder only does what must be sequential.
struct PreparedFrame: Sendable {
    enum Payload: Sendable {
        /// Raw RGBA8 bytes for ffmpeg's stdin, `width * height * 4`.
        case rawRGBA([UInt8])
        /// A complete PNG file.
        case png(Data)
        /// Straight-alpha pixels with 1-bit alpha for the GIF encoder: 0 for a transparent
        /// pixel (alpha below 128), else the un-premultiplied colour with alpha 255.
        case gifPixels([UInt32])
    }

    var width: Int
    var height: Int
    var payload: Payload
}

/// Converts rendered pixmaps into `PreparedFrame`s for one format. A value with no state:
/// any thread may use it at the same time as the writer encodes.
struct FramePreparer: Sendable {
    var format: AnimationFormat

    func prepare(_ pixmap: Pixmap) throws -> PreparedFrame {
        guard pixmap.width > 0, pixmap.height > 0 else {
            throw AnimationExportError.frameSizeMismatch(expectedWidth: 1, expectedHeight: 1,
                                                         width: pixmap.width, height: pixmap.height)
        }
        let payload: PreparedFrame.Payload
        switch format {
        case .apng:
            payload = .rawRGBA(pixmap.straightRGBA())
        case .mp4, .webm:
            // No alpha in these videos: the premultiplied colour is the frame over black.
            payload = .rawRGBA(pixmap.premultipliedRGBA())
        case .pngSequence:
            let opaque = pixmap.withUnsafePixels { pixels in
                (0..<pixmap.height).allSatisfy { y in
                    (0..<pixmap.width).allSatisfy { x in pixels[y * pixmap.rowStride + x] >> 24 == 255 }
                }
            }
            payload = .png(try PNGEncoder(isOpaque: opaque).encode(pixmap))
        case .gif:
            payload = .gifPixels(Self.gifPixels(pixmap))
        }
        return PreparedFrame(width: pixmap.width, height: pixmap.height, payload: payload)
    }

    /// Straight colour with alpha cut at one half: GIF transparency is all or nothing.
    static func gifPixels(_ pixmap: Pixmap) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: pixmap.width * pixmap.height)
        pixmap.withUnsafePixels { pixels in
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let p = pixels[y * pixmap.rowStride + x]
                    guard p >> 24 >= 128 else { continue }
                    let (r, g, b, _) = PremultipliedPixel.unpremultiply(p)
                    out[y * pixmap.width + x] = PremultipliedPixel.pack(r: r, g: g, b: b, a: 255)
                }
            }
        }
        return out
    }
}

/// One format's encoder behind `AnimationWriter`: it receives prepared frames in order and
/// writes them to the temporary output the writer chose.
protocol AnimationSink: AnyObject {
    /// Encodes the next frame.
    func append(_ frame: PreparedFrame) throws
    /// Completes the output (the writer renames it afterwards).
    func finish() throws
    /// Stops without completing; the writer removes the temporary output afterwards.
    func cancel()
}
