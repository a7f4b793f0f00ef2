import Foundation
import Limner

/// A live window for Limner views: any `View` in an SDL2 window (X11 or Wayland) on a real
/// clock, drawn at the display's rate while something moves, with pointer input.
///
/// ```swift
/// import Limner
/// import LimnerPlayer
///
/// try LimnerPlayer.run(ContentView())
/// ```
///
/// - Time: the view's time is the seconds since the window opened, and its start date
///   (what `TimelineView` and `Timer.publish` show) is the date it opened. The player is
///   the only part of Limner that reads the wall clock; everything else runs on virtual time.
/// - Drawing: a frame is drawn only when something changed (input, a resize, an event on
///   the view's clock such as a timer tick) or moves (an animation, a `.animation`
///   timeline, a layer tree), paced to the display's refresh (vsync when the renderer
///   blocks on it, otherwise a sleep to the next refresh). Rasterizing uses
///   `PlayerOptions.threadCount` threads.
/// - Input: the primary mouse button (and touches, which SDL turns into it) goes through the
///   same hit-testing and gestures as `AnimationRenderer.tap`/`drag`. Esc or Q closes the
///   window, S saves a PNG of the frame on screen. Limner's views take no keyboard or
///   wheel input yet; those events are counted only.
/// - Size: the view is proposed the window's size and centred in it; a resize lays it out
///   again. Pixels per point follow the display (HiDPI) unless `PlayerOptions.scale` is set.
public enum LimnerPlayer {
    /// Shows `view` until the window is closed (or `options.quitAfter` passes); returns
    /// what was measured. Throws `PlayerError.noDisplay` when no display can be opened.
    @discardableResult
    public static func run(_ view: some View, options: PlayerOptions = PlayerOptions()) throws -> PlayerReport {
        try SDLWindow.initializeVideo()
        let content = ViewContent(view: view, proposal: options.proposal, startDate: Date(), threadCount: options.threadCount)
        return try PlayerLoop(content: content, options: options).run()
    }

    /// Shows a Core Animation layer tree (through `LayerView`, so its animations run on the
    /// window's clock).
    @discardableResult
    public static func run(layer: CALayer, options: PlayerOptions = PlayerOptions()) throws -> PlayerReport {
        try run(LayerView(layer), options: options)
    }

    /// Shows frames made by `render(time, scale)` at `size` points: redrawn at every
    /// refresh, taking no input (animated gallery scenes).
    @discardableResult
    public static func run(size: CGSize, options: PlayerOptions = PlayerOptions(),
                           render: @escaping (_ time: Double, _ scale: CGFloat) throws -> Pixmap) throws -> PlayerReport {
        try SDLWindow.initializeVideo()
        return try PlayerLoop(content: FrameRendererContent(size: size, render: render), options: options).run()
    }
}

/// How the window behaves.
public struct PlayerOptions: Sendable {
    /// The window title.
    public var title = "Limner"
    /// The size proposed to the view to size the window when it opens (default: its ideal size).
    public var proposal: ProposedViewSize = .unspecified
    /// Close the window after this many seconds (nil: when the user closes it).
    public var quitAfter: Double?
    /// Where to write the last frame presented, as a PNG, when the window closes.
    public var screenshot: URL?
    /// Where S saves frames (`limner-frame-N.png`; default the current directory).
    public var screenshotDirectory: URL?
    /// Pixels per point (nil: the display's).
    public var scale: CGFloat?
    /// Rasterizing threads.
    public var threadCount = 2
    /// The largest side, in pixels, of the area drawn: a bigger window (up to the 30 000
    /// pixels X11 allows) shows the view laid out for this size, centred on white.
    public var maximumPixelSide = 4096
    /// Whether to print the frame-time report when the window closes (to standard error).
    public var printsReport = true
    /// Called after each presented frame with its time (tests, instrumentation).
    public var onFrame: (@Sendable (_ time: Double) -> Void)?

    /// The default options.
    public init() {}
}

/// Why the window could not open or run.
public enum PlayerError: Error, Equatable, CustomStringConvertible {
    /// SDL could not open a display (no X server or Wayland compositor; `DISPLAY` and
    /// `WAYLAND_DISPLAY` unset or unreachable).
    case noDisplay(String)
    /// The window or its renderer could not be created.
    case windowFailed(String)

    public var description: String {
        switch self {
        case .noDisplay(let why):
            return "cannot open a window: no display (\(why)); set DISPLAY (X11) or WAYLAND_DISPLAY, or run under xvfb-run"
        case .windowFailed(let why): return "cannot create the window: \(why)"
        }
    }
}

/// What a window measured, returned when it closes.
public struct PlayerReport: Sendable {
    /// Frame intervals, dropped frames, render times, input latency.
    public var stats: FrameStats
    /// The renderer SDL chose, whether it syncs to the display, and how frames were paced.
    public var renderer: String
    /// The last frame presented, as read back from the renderer (nil if none).
    public var lastFrame: Pixmap?
    /// Errors from rendering frames (the window kept the last good frame), first ones only.
    public var errors: [String]
}
