import CSDL2
import Foundation
import Limner

/// One SDL window with its renderer and the streaming texture frames are uploaded to.
/// Used on one thread only: the one that created it, which also pumps its events.
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    private var upload: [UInt32] = []
    /// The renderer's name (`opengl`, `software`, …).
    let rendererName: String
    /// Whether the renderer syncs presents to the display.
    let hasVSync: Bool
    /// The display's refresh period in milliseconds (60 Hz when SDL does not know).
    let refreshPeriod: Double
    /// The largest texture side the renderer takes (0: no limit).
    let maximumTextureSide: Int

    /// Starts SDL's video subsystem; throws `noDisplay` when there is no display to open.
    ///
    /// When `DISPLAY` or `WAYLAND_DISPLAY` names a display but SDL could not connect to it
    /// (a server still starting, or too busy to accept at once), it tries twice more, a
    /// quarter of a second apart, before giving up.
    static func initializeVideo() throws {
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let environment = ProcessInfo.processInfo.environment
        let namesADisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let attempts = namesADisplay ? 3 : 1
        for attempt in 1...attempts {
            if SDL_Init(UInt32(SDL_INIT_VIDEO)) != 0 {
                throw PlayerError.noDisplay(String(cString: SDL_GetError()))
            }
            // With no display SDL falls back to its invisible drivers; a window nobody can see
            // is an error unless asked for by name (SDL_VIDEODRIVER=offscreen).
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            let requested = environment["SDL_VIDEODRIVER"] ?? ""
            guard driver == "offscreen" || driver == "dummy" || driver == "evdev", !requested.contains(driver) else { return }
            SDL_Quit()
            if attempt == attempts { throw PlayerError.noDisplay("SDL found only its \(driver) driver") }
            usleep(250_000)
        }
    }

    /// Opens a window of `size` points.
    init(title: String, size: (width: Int, height: Int), resizable: Bool) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centred = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(max(1, size.width)), Int32(max(1, size.height)), flags) else {
            throw PlayerError.windowFailed(String(cString: SDL_GetError()))
        }
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            throw PlayerError.windowFailed(message)
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        maximumTextureSide = Int(min(info.max_texture_width, info.max_texture_height))
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate >= 20, mode.refresh_rate <= 500 {
            refreshPeriod = 1000 / Double(mode.refresh_rate)
        } else {
            refreshPeriod = 1000 / 60
        }
        SDL_SetWindowMinimumSize(window, 1, 1)
    }

    /// The window's size in points.
    var pointSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(max(0, w)), Int(max(0, h)))
    }

    /// The drawable's size in pixels.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(max(0, w)), Int(max(0, h)))
    }

    /// Draws `pixmap` (premultiplied, composited over white here) into the rectangle `rect`
    /// of the drawable (pixels; scaled when its size differs), on a white backdrop;
    /// `readBack` returns what the renderer drew (read before the present, as SDL
    /// requires). Does not present.
    func draw(_ pixmap: Pixmap, in rect: (x: Int, y: Int, width: Int, height: Int), readBack: Bool) -> Pixmap? {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        if pixmap.width > 0, pixmap.height > 0, let texture = texture(width: pixmap.width, height: pixmap.height) {
            Self.compositeOverWhite(pixmap, into: &upload)
            upload.withUnsafeBytes { bytes in
                _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(pixmap.width * 4))
            }
            var dst = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            SDL_RenderCopy(renderer, texture, nil, &dst)
        }
        return readBack ? readPixels() : nil
    }

    /// Shows what was drawn.
    func present() { SDL_RenderPresent(renderer) }

    /// What the renderer drew, as an opaque pixmap.
    private func readPixels() -> Pixmap? {
        let (w, h) = pixelSize
        guard w > 0, h > 0, var result = try? Pixmap(width: w, height: h) else { return nil }
        let ok = result.withUnsafeMutablePixels { pixels in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, pixels, Int32(w * 4)) == 0
        }
        return ok ? result : nil
    }

    private func texture(width: Int, height: Int) -> OpaquePointer? {
        if let texture, textureSize == (width, height) { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        textureSize = texture == nil ? (0, 0) : (width, height)
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
        return texture
    }

    /// `pixmap` over opaque white, packed without row padding: premultiplied colour plus
    /// (255 − alpha) per channel.
    static func compositeOverWhite(_ pixmap: Pixmap, into buffer: inout [UInt32]) {
        let w = pixmap.width, h = pixmap.height, stride = pixmap.rowStride
        if buffer.count != w * h { buffer = Array(repeating: 0, count: w * h) }
        pixmap.storage.withUnsafeBufferPointer { src in
            buffer.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let s = y * stride, d = y * w
                    for x in 0..<w {
                        let p = src[s + x]
                        let inverse = 255 &- (p >> 24)
                        let add = inverse | inverse << 8 | inverse << 16
                        // Premultiplied channels never exceed alpha, so no channel overflows.
                        dst[d + x] = ((p & 0x00FF_FFFF) &+ add) | 0xFF00_0000
                    }
                }
            }
        }
    }

    /// Destroys the texture, renderer and window (the video subsystem stays up).
    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
