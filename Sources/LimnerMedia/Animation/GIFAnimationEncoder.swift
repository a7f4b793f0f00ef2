import CGifLib
import CImageQuant
#if canImport(Glibc)
import Glibc
#endif

/// Streams an animated GIF: libimagequant picks each frame's palette and dithers, giflib
/// compresses and writes. Memory is a few frames' worth whatever the length.
///
/// Per frame:
/// 1. Frame differencing. `shown` holds, for every pixel, the true colour the viewer's
///    canvas currently represents (0 where it is transparent). Only pixels whose true colour
///    differs from it are painted; the frame is their bounding rectangle, and inside it the
///    unchanged pixels are transparent, so the decoder keeps what it already shows (the
///    quantized version of the same true colour; no error builds up from frame to frame).
///    A frame that changes nothing is a 1×1 transparent frame that only carries its delay.
/// 2. Transparency. Source pixels with alpha below one half are transparent. Where such a
///    pixel is currently shown opaque, the previous frame (held back one step for this) gets
///    disposal "restore to background", which browsers show as transparent, and its
///    rectangle is grown to cover those pixels; whatever that clears and is opaque in the
///    new frame is painted again.
/// 3. Palette. libimagequant quantizes the painted pixels (unchanged ones are given to it as
///    transparent, so they cost one entry) to at most 255 colours, keeping one entry free
///    for transparency, and remaps them with Floyd–Steinberg dithering.
/// 4. Timing. Frame k (counted in the whole animation) starts at round(100·k/fps)
///    hundredths of a second; its delay is the next start minus its own.
/// The file loops forever (NETSCAPE2.0) and carries no global colour table.
final class GIFAnimationEncoder: AnimationSink {
    private let width: Int
    private let height: Int
    private let framesPerSecond: Double
    private var nextIndex: Int
    private let dithering: Float
    private let differencing: Bool
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let attributes: OpaquePointer
    private var shown: [UInt32]
    private var pending: Frame?

    /// One encoded frame waiting to be written (its disposal may still change).
    struct Frame {
        var left: Int, top: Int, width: Int, height: Int
        var palette: [GifColorType]
        var transparentIndex: Int
        var indices: [UInt8]
        var delay: Int
        var disposal: Int32 = DISPOSE_DO_NOT
    }

    init(path: String, width: Int, height: Int, framesPerSecond: Double, firstFrameIndex: Int,
         speed: Int, dithering: Float, differencing: Bool = true) throws {
        guard width <= 65535, height <= 65535 else {
            throw AnimationExportError.gifEncodingFailed("GIF frames are at most 65535 pixels a side, this one is \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.nextIndex = firstFrameIndex
        self.dithering = min(1, max(0, dithering.isNaN ? 1 : dithering))
        self.differencing = differencing
        self.shown = [UInt32](repeating: 0, count: width * height)
        guard let attributes = liq_attr_create() else { throw AnimationExportError.gifEncodingFailed("libimagequant could not start") }
        self.attributes = attributes
        liq_set_speed(attributes, Int32(min(10, max(1, speed))))
        liq_set_max_colors(attributes, 255)

        var error: Int32 = 0
        guard let gif = EGifOpenFileName(path, false, &error) else {
            liq_attr_destroy(attributes)
            throw AnimationExportError.unwritablePath(path, reason: Self.message(error))
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
        // Loop forever: the NETSCAPE2.0 application extension with a loop count of 0.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBufferPointer { EGifPutExtensionBlock(gif, 11, $0.baseAddress) })
        try check([UInt8]([1, 0, 0]).withUnsafeBufferPointer { EGifPutExtensionBlock(gif, 3, $0.baseAddress) })
        try check(EGifPutExtensionTrailer(gif))
    }

    deinit {
        closeFile()
        liq_attr_destroy(attributes)
    }

    func append(_ frame: PreparedFrame) throws {
        guard case .gifPixels(let truth) = frame.payload else { preconditionFailure("GIF encoder given a non-GIF frame") }
        let index = nextIndex
        nextIndex += 1
        let delay = AnimationTiming.gifStartCentiseconds(ofFrame: index + 1, framesPerSecond: framesPerSecond)
            - AnimationTiming.gifStartCentiseconds(ofFrame: index, framesPerSecond: framesPerSecond)

        // Pixels to turn transparent that are shown opaque: the previous frame must clear them.
        if var previous = pending, let clear = bounds(where: { truth[$0] == 0 && shown[$0] != 0 }) {
            previous.grow(toCover: clear)
            previous.disposal = DISPOSE_BACKGROUND
            for y in previous.top..<(previous.top + previous.height) {
                for x in previous.left..<(previous.left + previous.width) { shown[y * width + x] = 0 }
            }
            pending = previous
        }
        let next = try encode(truth, delay: delay)
        if let previous = pending { try write(previous) }
        pending = next
    }

    func finish() throws {
        if let last = pending { try write(last) }
        pending = nil
        guard let gif else { throw AnimationExportError.writerClosed }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw AnimationExportError.gifEncodingFailed(Self.message(error)) }
    }

    func cancel() {
        closeFile()
    }

    private func closeFile() {
        if let gif {
            var error: Int32 = 0
            _ = EGifCloseFile(gif, &error)
            self.gif = nil
        }
    }

    // MARK: - One frame

    /// The smallest rectangle holding every pixel index for which `test` holds, or nil.
    private func bounds(where test: (Int) -> Bool) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var left = width, top = height, right = -1, bottom = -1
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where test(row + x) {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                left = min(left, first); right = max(right, last)
                top = min(top, y); bottom = y
            }
        }
        return right < 0 ? nil : (left, top, right, bottom)
    }

    /// Quantizes and remaps the pixels of `truth` that differ from what is shown (without
    /// differencing: every opaque pixel, in a whole-canvas frame), and marks them shown.
    private func encode(_ truth: [UInt32], delay: Int) throws -> Frame {
        let repaintsAll = !differencing
        if repaintsAll { for p in 0..<shown.count where truth[p] != 0 { shown[p] = 0 } }
        let changed = repaintsAll ? (left: 0, top: 0, right: width - 1, bottom: height - 1)
            : bounds(where: { truth[$0] != shown[$0] })
        guard let box = changed else {
            // Nothing changed: a 1×1 transparent frame carries the delay.
            return Frame(left: 0, top: 0, width: 1, height: 1, palette: [GifColorType(Red: 0, Green: 0, Blue: 0)],
                         transparentIndex: 0, indices: [0], delay: delay)
        }
        let w = box.right - box.left + 1, h = box.bottom - box.top + 1
        var input = [UInt32](repeating: 0, count: w * h)
        var paints = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let p = (box.top + y) * width + box.left + x
                if truth[p] != shown[p] {
                    input[y * w + x] = truth[p]
                    paints[y * w + x] = true
                    shown[p] = truth[p]
                }
            }
        }
        var (palette, transparentIndex, indices) = try quantize(input, width: w, height: h)
        for i in 0..<indices.count where !paints[i] { indices[i] = UInt8(transparentIndex) }
        palette[transparentIndex] = GifColorType(Red: 0, Green: 0, Blue: 0)
        return Frame(left: box.left, top: box.top, width: w, height: h, palette: palette,
                     transparentIndex: transparentIndex, indices: indices, delay: delay)
    }

    /// libimagequant's palette (at most 256 entries, one of them transparent) and indices
    /// for `pixels` (packed straight RGBA, alpha 0 or 255).
    private func quantize(_ pixels: [UInt32], width w: Int, height h: Int) throws
        -> (palette: [GifColorType], transparentIndex: Int, indices: [UInt8]) {
        // One OpenMP thread: the palette must not depend on how work was split (see shim.h).
        omp_set_num_threads(1)
        var indices = [UInt8](repeating: 0, count: w * h)
        var colours: [liq_color] = []
        try pixels.withUnsafeBytes { raw in
            guard let image = liq_image_create_rgba(attributes, raw.baseAddress!, Int32(w), Int32(h), 0) else {
                throw AnimationExportError.gifEncodingFailed("libimagequant rejected a \(w)×\(h) image")
            }
            defer { liq_image_destroy(image) }
            var result: OpaquePointer?
            let status = liq_image_quantize(image, attributes, &result)
            guard status == LIQ_OK, let result else {
                throw AnimationExportError.gifEncodingFailed("libimagequant could not quantize (error \(status.rawValue))")
            }
            defer { liq_result_destroy(result) }
            liq_set_dithering_level(result, dithering)
            let remapped = indices.withUnsafeMutableBytes {
                liq_write_remapped_image(result, image, $0.baseAddress!, $0.count)
            }
            guard remapped == LIQ_OK else {
                throw AnimationExportError.gifEncodingFailed("libimagequant could not remap (error \(remapped.rawValue))")
            }
            let palette = liq_get_palette(result)!.pointee
            colours = withUnsafeBytes(of: palette.entries) { Array($0.bindMemory(to: liq_color.self).prefix(Int(palette.count))) }
        }
        var palette = colours.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        let transparentIndex: Int
        if let clear = colours.firstIndex(where: { $0.a == 0 }) {
            transparentIndex = clear
        } else {
            transparentIndex = palette.count       // at most 255 colours: always room for one more
            palette.append(GifColorType(Red: 0, Green: 0, Blue: 0))
        }
        return (palette, transparentIndex, indices)
    }

    // MARK: - Writing

    /// A delay as GIF stores it: 16 bits of hundredths of a second, so a frame shown longer
    /// than 655.35 s (a rate below 0.0015 frames per second) is shown 655.35 s.
    static func gifDelay(_ centiseconds: Int) -> Int { min(max(centiseconds, 0), Int(UInt16.max)) }

    private func write(_ frame: Frame) throws {
        guard let gif else { throw AnimationExportError.writerClosed }
        var control = GraphicsControlBlock(DisposalMode: frame.disposal, UserInputFlag: false,
                                           DelayTime: Int32(Self.gifDelay(frame.delay)), TransparentColor: Int32(frame.transparentIndex))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
        try check(extensionBytes.withUnsafeBufferPointer { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, $0.baseAddress) })

        // Colour tables hold a power of two entries, at least two.
        var size = 2
        while size < frame.palette.count { size *= 2 }
        let colours = frame.palette + Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - frame.palette.count)
        guard let map = colours.withUnsafeBufferPointer({ GifMakeMapObject(Int32(size), $0.baseAddress) }) else {
            throw AnimationExportError.gifEncodingFailed("giflib could not make a colour table")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height),
                                   false, map))
        var rows = frame.indices
        try rows.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<frame.height {
                try check(EGifPutLine(gif, buffer.baseAddress! + y * frame.width, Int32(frame.width)))
            }
        }
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            throw AnimationExportError.gifEncodingFailed(Self.message(gif?.pointee.Error ?? 0))
        }
    }

    static func message(_ code: Int32) -> String {
        if let text = GifErrorString(code) { return String(cString: text) }
        return "giflib error \(code)"
    }
}

extension GIFAnimationEncoder.Frame {
    /// Grows the frame to also cover `box`; the new pixels are transparent (kept).
    mutating func grow(toCover box: (left: Int, top: Int, right: Int, bottom: Int)) {
        let newLeft = min(left, box.left), newTop = min(top, box.top)
        let newRight = max(left + width - 1, box.right), newBottom = max(top + height - 1, box.bottom)
        let w = newRight - newLeft + 1, h = newBottom - newTop + 1
        guard w != width || h != height else { return }
        var grown = [UInt8](repeating: UInt8(transparentIndex), count: w * h)
        for y in 0..<height {
            for x in 0..<width { grown[(top - newTop + y) * w + left - newLeft + x] = indices[y * width + x] }
        }
        (left, top, width, height, indices) = (newLeft, newTop, w, h, grown)
    }
}
