import Foundation
@_spi(LivePlayer) import Limner

/// What a window shows: a live view (laid out for the window, taking pointer input) or a
/// frame renderer (a function of time at a fixed size, such as an animated gallery scene).
protocol PlayerContent: AnyObject {
    /// The size the window opens at, in points.
    var idealSize: CGSize { get }
    /// Whether the content follows the window's size (a view) or keeps its own.
    var isResizable: Bool { get }
    /// The window's size in points and the pixels per point changed.
    func resize(to size: CGSize, scale: CGFloat)
    /// A pointer event at `time` seconds.
    func pointer(_ phase: PointerPhase, at point: CGPoint, time: Double)
    /// Whether the frame at `time` may differ from the last one.
    func needsFrame(at time: Double) -> Bool
    /// The frame at `time`.
    func frame(at time: Double) throws -> Pixmap
}

/// A view hosted live: proposed the window's size, centred in it (as SwiftUI's window
/// does), re-laid out on resize; pointer events go through the host's input dispatcher.
final class ViewContent: PlayerContent {
    let host: LiveViewHost
    let idealSize: CGSize
    var isResizable: Bool { true }

    /// `proposal` sizes the window at first (the view's ideal size for it).
    init(view: any View, proposal: ProposedViewSize, startDate: Date, threadCount: Int) {
        host = LiveViewHost(content: AnyView(view).frame(maxWidth: .infinity, maxHeight: .infinity), startDate: startDate)
        host.threadCount = threadCount
        host.proposedSize = proposal
        let size = host.size(at: 0)
        idealSize = CGSize(width: size.width.isFinite ? max(1, size.width.rounded(.up)) : 400,
                           height: size.height.isFinite ? max(1, size.height.rounded(.up)) : 300)
    }

    func resize(to size: CGSize, scale: CGFloat) {
        host.proposedSize = ProposedViewSize(width: size.width, height: size.height)
        host.scale = scale
    }

    func pointer(_ phase: PointerPhase, at point: CGPoint, time: Double) {
        let live: LiveViewHost.PointerPhase = switch phase {
        case .down: .down
        case .moved: .moved
        case .up: .up
        }
        host.pointer(live, at: point, time: time)
    }

    func needsFrame(at time: Double) -> Bool { host.needsFrame(at: time) }

    func frame(at time: Double) throws -> Pixmap { try host.frame(at: time) }
}

/// A frame renderer: `render(time, scale)` at a fixed size in points, drawn at every
/// display refresh (it is assumed to move), centred in the window; it takes no input.
final class FrameRendererContent: PlayerContent {
    let idealSize: CGSize
    var isResizable: Bool { false }
    private let render: (Double, CGFloat) throws -> Pixmap
    private var scale: CGFloat = 1

    init(size: CGSize, render: @escaping (Double, CGFloat) throws -> Pixmap) {
        idealSize = size
        self.render = render
    }

    func resize(to size: CGSize, scale: CGFloat) { self.scale = scale }
    func pointer(_ phase: PointerPhase, at point: CGPoint, time: Double) {}
    func needsFrame(at time: Double) -> Bool { true }
    func frame(at time: Double) throws -> Pixmap { try render(time, scale) }
}
