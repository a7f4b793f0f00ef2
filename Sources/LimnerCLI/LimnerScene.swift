import Foundation
import Limner

/// One scene a `LimnerCommand` offers on its command line: a view (`render`, `play`) or an
/// animation (`animate`, `play`), under a name the commands take.
///
/// ```swift
/// static let scenes: [LimnerScene] = [
///     .view("badge", title: "A badge") { Badge() },
///     .animation("pulse", size: CGSize(width: 200, height: 200), duration: 2) { Pulse() },
/// ]
/// ```
public struct LimnerScene: Sendable {
    /// What a scene is, which decides the commands that take it.
    public enum Kind: String, Sendable {
        /// A view: `render` writes it as a PNG, `play` shows it live (clicks and drags reach it).
        case view
        /// An animation: `animate` writes its frames at exact times, `play` shows them on the real clock.
        case animation
    }

    /// Renders the frame at `time` seconds, at `scale` pixels per point. One renderer serves one
    /// thread, in increasing time order (it may keep state, as a view host does).
    public typealias FrameRenderer = (_ time: Double, _ scale: CGFloat) throws -> Pixmap

    /// The name the commands take (`render <name>`); letters, digits, `-`, `_` and `.`.
    public let name: String
    /// A short description for `--list`.
    public let title: String
    /// A view or an animation.
    public let kind: Kind
    /// The size proposed to a view (`.unspecified`: its ideal size).
    public let proposal: ProposedViewSize
    /// An animation's frame size in points (zero for a view).
    public let size: CGSize
    /// An animation's length in seconds, the default duration of `animate` (zero for a view).
    public let duration: Double
    private let makeView: (@Sendable () -> AnyView)?
    private let makeRenderer: (@Sendable () -> FrameRenderer)?

    /// A view, rendered at the size it chooses for `proposal`.
    public static func view(_ name: String, title: String = "", proposal: ProposedViewSize = .unspecified,
                            content: @escaping @Sendable () -> some View) -> LimnerScene {
        LimnerScene(name: name, title: title, kind: .view, proposal: proposal, size: .zero, duration: 0,
                    makeView: { AnyView(content()) }, makeRenderer: nil)
    }

    /// An animated view (animations, transitions, `TimelineView`, timers), `size` points large,
    /// rendered by `AnimationRenderer` at exact frame times from `startDate`. Each rendering
    /// thread gets its own view from `content`.
    public static func animation(_ name: String, title: String = "", size: CGSize, duration: Double,
                                 startDate: Date = Date(timeIntervalSince1970: 0),
                                 content: @escaping @Sendable () -> some View) -> LimnerScene {
        animation(name, title: title, size: size, duration: duration) {
            let renderer = AnimationRenderer(content: content().frame(width: size.width, height: size.height))
            renderer.startDate = startDate
            renderer.threadCount = 1
            return { time, scale in
                if renderer.scale != scale { renderer.scale = scale }
                return try renderer.frame(at: time)
            }
        }
    }

    /// An animation drawn by any frame function (a `CanvasRenderer`, a Core Animation layer tree
    /// through `AnimationRenderer(layer:)`, …). `makeFrameRenderer` is called once per thread.
    public static func animation(_ name: String, title: String = "", size: CGSize, duration: Double,
                                 makeFrameRenderer: @escaping @Sendable () -> FrameRenderer) -> LimnerScene {
        LimnerScene(name: name, title: title, kind: .animation, proposal: .unspecified, size: size, duration: duration,
                    makeView: nil, makeRenderer: makeFrameRenderer)
    }

    private init(name: String, title: String, kind: Kind, proposal: ProposedViewSize, size: CGSize, duration: Double,
                 makeView: (@Sendable () -> AnyView)?, makeRenderer: (@Sendable () -> FrameRenderer)?) {
        self.name = name
        self.title = title
        self.kind = kind
        self.proposal = proposal
        self.size = size
        self.duration = duration
        self.makeView = makeView
        self.makeRenderer = makeRenderer
    }

    /// A new instance of a view scene's view (nil for an animation).
    public func view() -> AnyView? { makeView?() }

    /// A new frame renderer for one thread (nil for a view).
    public func makeFrameRenderer() -> FrameRenderer? { makeRenderer?() }

    /// A view scene rendered at `scale` pixels per point.
    public func renderedImage(scale: CGFloat) throws -> Pixmap {
        guard let view = view() else { throw CommandFailure("\(name) is an animation; render it with animate") }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        renderer.scale = scale
        return try renderer.renderedPixmap()
    }

    /// The problem with this scene's definition, if any (an empty or unusual name, a size or
    /// duration that is not positive).
    var definitionProblem: String? {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        if name.isEmpty || name.unicodeScalars.contains(where: { !allowed.contains($0) }) || name.hasPrefix("-") {
            return "scene name '\(name)' must be letters, digits, '-', '_' or '.', not starting with '-'"
        }
        if kind == .animation {
            if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
                return "animation '\(name)' has size \(size.width)×\(size.height); both sides must be positive"
            }
            if !(duration.isFinite && duration > 0) {
                return "animation '\(name)' has duration \(duration); it must be a positive number of seconds"
            }
        }
        return nil
    }
}

/// A failure a command reports in one sentence (`Error: …`), with exit status 1.
public struct CommandFailure: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let description: String
    /// A failure saying `message`.
    public init(_ message: String) { description = message }
}
