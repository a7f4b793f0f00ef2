import LimnerRaster
import CGifLib
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decoded GIF animation: every frame as a browser shows it, with its delay.
public struct GIFAnimation: Sendable {
    /// One displayed frame.
    public struct Frame: Sendable {
        /// The whole canvas after this frame was drawn (transparent where nothing is shown).
        public var pixmap: Pixmap
        /// How long the frame is shown, in hundredths of a second.
        public var delayCentiseconds: Int
    }

    /// The logical screen width in pixels.
    public var width: Int
    /// The logical screen height in pixels.
    public var height: Int
    /// The frames in order.
    public var frames: [Frame]
    /// The NETSCAPE2.0 loop count (0: forever), or nil when the file has none (plays once).
    public var loopCount: Int?

    /// The frame shown at `centiseconds` after the start (the last frame past the end).
    public func frame(atCentiseconds centiseconds: Int) -> Frame? {
        var start = 0
        for frame in frames {
            if centiseconds < start + frame.delayCentiseconds { return frame }
            start += frame.delayCentiseconds
        }
        return frames.last
    }
}

/// Reads GIF files into composited frames (giflib), for checking what `AnimationWriter`
/// wrote and measuring its quality.
///
/// Disposal is applied as browsers do: "restore to background" clears the frame's
/// rectangle to transparent, "restore to previous" puts back the canvas from before it.
public enum GIFDecoder {
    /// Decodes the GIF file at `url`. Throws `AnimationExportError.gifEncodingFailed` with
    /// giflib's message when the file is not a readable GIF.
    public static func decode(contentsOf url: URL) throws -> GIFAnimation {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(url.path, &error) else {
            throw AnimationExportError.gifEncodingFailed("cannot read \(url.path): \(GIFAnimationEncoder.message(error))")
        }
        defer { _ = DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else {
            throw AnimationExportError.gifEncodingFailed("cannot read \(url.path): \(GIFAnimationEncoder.message(gif.pointee.Error))")
        }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [GIFAnimation.Frame] = []
        var loopCount: Int?
        var previous: (disposal: Int32, left: Int, top: Int, right: Int, bottom: Int, saved: [UInt32])?

        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            for e in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[e]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   e + 1 < Int(image.ExtensionBlockCount),
                   String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0" {
                    let data = image.ExtensionBlocks[e + 1]
                    if data.ByteCount >= 3 { loopCount = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8 }
                }
            }
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(gif, Int32(i), &control)

            if let p = previous {
                if p.disposal == DISPOSE_BACKGROUND {
                    for y in p.top..<p.bottom { for x in p.left..<p.right { canvas[y * width + x] = 0 } }
                } else if p.disposal == DISPOSE_PREVIOUS {
                    canvas = p.saved
                }
            }
            let desc = image.ImageDesc
            let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : []
            guard let map = desc.ColorMap ?? gif.pointee.SColorMap else {
                throw AnimationExportError.gifEncodingFailed("frame \(i) of \(url.path) has no colour table")
            }
            for y in 0..<h where top + y < height {
                for x in 0..<w where left + x < width {
                    let index = Int(image.RasterBits[y * w + x])
                    guard index != Int(control.TransparentColor), index < Int(map.pointee.ColorCount) else { continue }
                    let c = map.pointee.Colors[index]
                    canvas[(top + y) * width + left + x] = PremultipliedPixel.pack(r: c.Red, g: c.Green, b: c.Blue, a: 255)
                }
            }
            previous = (control.DisposalMode, left, top, min(width, left + w), min(height, top + h), saved)
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            for (k, p) in canvas.enumerated() {
                bytes[4 * k] = UInt8(truncatingIfNeeded: p); bytes[4 * k + 1] = UInt8(truncatingIfNeeded: p >> 8)
                bytes[4 * k + 2] = UInt8(truncatingIfNeeded: p >> 16); bytes[4 * k + 3] = UInt8(truncatingIfNeeded: p >> 24)
            }
            frames.append(GIFAnimation.Frame(pixmap: try Pixmap(premultipliedRGBA: bytes, width: width, height: height),
                                             delayCentiseconds: Int(control.DelayTime)))
        }
        return GIFAnimation(width: width, height: height, frames: frames, loopCount: loopCount)
    }
}
