import CSDL2
import Foundation
@_spi(LivePlayer) import Limner

/// The window's loop, on the thread that calls `run()`: pump events, hand them to the
/// content at the current time, draw a frame when one is needed, present it, pace to the
/// display. The one wall-clock reader of Limner is `now()` here.
final class PlayerLoop {
    private let content: PlayerContent
    private let options: PlayerOptions
    private let start = DispatchTime.now().uptimeNanoseconds
    private var window: SDLWindow?
    private var stats: FrameStats
    private var errors: [String] = []

    /// The content's size and scale as last given to it, and where it sits in the drawable.
    private var laidOut: (points: CGSize, scale: CGFloat)?
    private var target = (x: 0, y: 0, width: 0, height: 0)
    private var originPoints = CGPoint.zero
    private var lastFrame: Pixmap?
    private var screenshots = 0

    init(content: PlayerContent, options: PlayerOptions) {
        self.content = content
        self.options = options
        stats = FrameStats(period: 1000 / 60)
    }

    /// Seconds since the window opened (the content's time).
    private func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9 }

    func run() throws -> PlayerReport {
        defer { SDL_Quit() }
        let ideal = content.idealSize
        let window = try SDLWindow(title: options.title, size: (Int(ideal.width), Int(ideal.height)),
                                   resizable: content.isResizable)
        self.window = window
        stats = FrameStats(period: window.refreshPeriod)
        let period = window.refreshPeriod / 1000
        var running = true
        var needsDraw = true           // the window must be drawn whether or not content changed
        var pendingStamps: [UInt32] = []
        var lastPresent: Double?       // while drawing continuously
        var deadline = now()
        var pacesItself = true
        var slowPresents = 0, timedPresents = 0
        var screenshotRequested = false

        while running {
            // 1. Wait (idle) or poll (animating) for events.
            var raw: [PlayerEvent] = []
            var event = SDL_Event()
            let t0 = now()
            if !needsDraw, lastPresent == nil {
                var wait = 0.25
                if let q = options.quitAfter { wait = min(wait, max(0, q - t0)) }
                if let next = (content as? ViewContent)?.host.nextEventTime { wait = min(wait, max(0, next - t0)) }
                if SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) != 0 { raw.append(PlayerEvent(event)) }
            }
            while SDL_PollEvent(&event) != 0 { raw.append(PlayerEvent(event)) }
            stats.events += raw.count

            // 2. Handle them at the current time.
            for e in raw.coalescingMoves() {
                switch e {
                case .quit: running = false
                case .screenshot: screenshotRequested = true; needsDraw = true
                case let .pointer(phase, point, stamp):
                    pendingStamps.append(stamp)
                    let p = CGPoint(x: point.x - originPoints.x, y: point.y - originPoints.y)
                    content.pointer(phase, at: p, time: now())
                case .resized, .exposed: needsDraw = true
                case .wheel, .key, .ignored: break
                }
            }
            if let q = options.quitAfter, now() >= q { running = false }
            if !running { break }

            // 3. Draw if needed.
            let time = now()
            layOut(window)
            guard needsDraw || content.needsFrame(at: time) else { lastPresent = nil; continue }
            needsDraw = false
            let drawStart = now()
            drawFrame(at: time, window: window)
            if screenshotRequested {
                screenshotRequested = false
                saveScreenshot(window)
            }
            let presentStart = now()
            window.present()
            let presented = now()
            stats.presented += 1
            stats.renderTimes.add((presentStart - drawStart) * 1000)
            if let last = lastPresent { stats.addInterval((presented - last) * 1000) }
            lastPresent = presented
            let ticks = SDL_GetTicks()
            for stamp in pendingStamps { stats.latencies.add(Double(ticks &- stamp)) }
            pendingStamps.removeAll(keepingCapacity: true)
            options.onFrame?(time)

            // 4. Pace: trust vsync only once presents are seen to wait for it.
            if window.hasVSync, timedPresents < 30 {
                timedPresents += 1
                if presented - presentStart > period / 4 { slowPresents += 1 }
                pacesItself = timedPresents < 30 || slowPresents < 15
            }
            if pacesItself {
                deadline += period
                // Pump while waiting so input is read (and timestamped) as it arrives.
                var remaining = deadline - now()
                if remaining <= 0 { deadline = now() }
                while remaining > 0 {
                    SDL_PumpEvents()
                    usleep(UInt32(min(remaining, 0.001) * 1e6))
                    remaining = deadline - now()
                }
            }
        }

        stats.seconds = now()
        var final: Pixmap?
        if let lastFrame { final = window.draw(lastFrame, in: target, readBack: true) }
        if let url = options.screenshot {
            do {
                guard let final else { throw PlayerError.windowFailed("no frame was drawn to save") }
                try final.writePNG(to: url, isOpaque: true)
            } catch {
                errors.append("cannot write the screenshot \(url.path): \(error)")
            }
        }
        window.close()
        self.window = nil
        let pacing = pacesItself ? "paced by sleeping to each refresh" : "paced by vsync (presents wait for the display)"
        let report = PlayerReport(stats: stats, renderer: window.rendererName + (window.hasVSync ? " (vsync)" : "") + ", " + pacing,
                                  lastFrame: final, errors: errors)
        if options.printsReport {
            FileHandle.standardError.write(Data(("renderer: \(report.renderer)\n" + stats.report + "\n").utf8))
        }
        return report
    }

    /// Gives the content the window's size (clamped) and scale when they changed.
    private func layOut(_ window: SDLWindow) {
        let points = window.pointSize, pixels = window.pixelSize
        let displayScale: CGFloat = points.width > 0 && pixels.width > 0 ? CGFloat(pixels.width) / CGFloat(points.width) : 1
        let scale = options.scale.map { $0.isFinite && $0 > 0 ? $0 : 1 } ?? max(1, displayScale)
        var side = options.maximumPixelSide
        if window.maximumTextureSide > 0 { side = min(side, window.maximumTextureSide) }
        let maxPoints = CGFloat(max(1, side)) / scale
        let size = CGSize(width: min(CGFloat(points.width), maxPoints), height: min(CGFloat(points.height), maxPoints))
        if laidOut?.points != size || laidOut?.scale != scale {
            laidOut = (size, scale)
            if size.width >= 1, size.height >= 1 { content.resize(to: size, scale: scale) }
        }
    }

    /// Renders the content and draws it centred (a failure keeps the last good frame).
    private func drawFrame(at time: Double, window: SDLWindow) {
        guard let laidOut, laidOut.points.width >= 1, laidOut.points.height >= 1 else {
            _ = window.draw(Pixmap.empty, in: (0, 0, 0, 0), readBack: false)  // a 0×0 window: nothing to lay out
            return
        }
        do {
            let pixmap = try content.frame(at: time)
            lastFrame = pixmap
        } catch {
            stats.failedFrames += 1
            if errors.count < 10 {
                let message = "frame at \(String(format: "%.3f", time)) s failed: \(error)"
                errors.append(message)
                FileHandle.standardError.write(Data("LimnerPlayer: \(message)\n".utf8))
            }
        }
        guard let frame = lastFrame else { return }
        let pixels = window.pixelSize, points = window.pointSize
        let drawableScale = points.width > 0 && pixels.width > 0 ? CGFloat(pixels.width) / CGFloat(points.width) : 1
        // Frame pixels → drawable pixels (1 unless the scale was forced).
        let factor = drawableScale / laidOut.scale
        let w = Int((CGFloat(frame.width) * factor).rounded()), h = Int((CGFloat(frame.height) * factor).rounded())
        // A view fills the window (its frame is the window's size, give or take rounding):
        // drawn at the corner; anything else (a fixed-size scene, a view larger than the
        // window or the clamp) is centred, and input is offset to match.
        let fills = content.isResizable && abs(w - pixels.width) <= 1 && abs(h - pixels.height) <= 1
        let x = fills ? 0 : (pixels.width - w) / 2, y = fills ? 0 : (pixels.height - h) / 2
        target = (x, y, w, h)
        originPoints = CGPoint(x: CGFloat(x) / drawableScale, y: CGFloat(y) / drawableScale)
        _ = window.draw(frame, in: target, readBack: false)
    }

    private func saveScreenshot(_ window: SDLWindow) {
        guard let frame = lastFrame, let shot = window.draw(frame, in: target, readBack: true) else { return }
        screenshots += 1
        let directory = options.screenshotDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = directory.appendingPathComponent("limner-frame-\(screenshots).png")
        do {
            try shot.writePNG(to: url, isOpaque: true)
            FileHandle.standardError.write(Data("LimnerPlayer: saved \(url.path)\n".utf8))
        } catch {
            errors.append("cannot save \(url.path): \(error)")
        }
    }
}
