import Foundation
import Limner

#if !(os(iOS) || os(tvOS))

/// The view a snapshot draws: the tested view laid out for a layout, over the system
/// background, in a colour scheme.
struct SnapshotFrame<Content: View>: View {
    var content: Content
    var layout: LimnerSnapshotLayout
    var colorScheme: ColorScheme
    /// Whether to fill the system background (images; a display list shows the view alone).
    var fillsBackground = true

    var body: some View {
        backed.environment(\.colorScheme, colorScheme)
    }

    @ViewBuilder private var backed: some View {
        if fillsBackground {
            framed.background(SnapshotFrame.systemBackground(colorScheme))
        } else {
            framed
        }
    }

    @ViewBuilder private var framed: some View {
        switch layout {
        case .device(let config):
            if let screen = config.screen {
                screen.host(content)
            } else {
                content
                    .environment(\.horizontalSizeClass, config.horizontalSizeClass)
                    .environment(\.verticalSizeClass, config.verticalSizeClass)
            }
        case .fixed(let width, let height):
            content.frame(width: max(0, width), height: max(0, height))
        case .sizeThatFits:
            content
        }
    }

    /// UIKit's `systemBackground`: white, or black in dark mode.
    static func systemBackground(_ scheme: ColorScheme) -> Color { scheme == .dark ? .black : .white }
}

/// Renders snapshots: one place for the settings every strategy shares.
struct SnapshotRenderer {
    var layout: LimnerSnapshotLayout
    var colorScheme: ColorScheme
    var scale: CGFloat?

    /// The scale in effect: the strategy's, else the layout's (a device's), else 1.
    var effectiveScale: CGFloat {
        if let scale, scale.isFinite, scale > 0 { return scale }
        return layout.defaultScale
    }

    /// The view as `ImageRenderer` draws it (time 0, before `onAppear`), or an image that
    /// says why there is none.
    func image<V: View>(of view: V) -> Pixmap {
        withFonts {
            let renderer = ImageRenderer(content: SnapshotFrame(content: view, layout: layout, colorScheme: colorScheme))
            renderer.scale = effectiveScale
            do { return try renderer.renderedPixmap() } catch {
                return ErrorImage.make("No image could be made of this view: \(error). Give it a size (a layout of "
                                       + ".fixed(width:height:) or .device(config:), or a frame).")
            }
        }
    }

    /// The view at each of `times` seconds after it appeared, with `input` scripted first.
    /// A frame that cannot be rendered is an image that says why.
    func frames<V: View>(of view: V, at times: [TimeInterval], input: [SnapshotInput]) -> [Pixmap] {
        withFonts {
            let renderer = AnimationRenderer(content: SnapshotFrame(content: view, layout: layout, colorScheme: colorScheme))
            renderer.scale = effectiveScale
            for step in input { step.schedule(on: renderer) }
            return times.map { time in
                do { return try renderer.frame(at: time) } catch {
                    return ErrorImage.make("No frame at \(time) s: \(error).")
                }
            }
        }
    }

    /// The view's display list, as `ImageRenderer` records it (in points, without the
    /// background).
    func displayList<V: View>(of view: V) -> DisplayList {
        withFonts {
            ImageRenderer(content: SnapshotFrame(content: view, layout: layout, colorScheme: colorScheme,
                                                 fillsBackground: false)).displayList
        }
    }

    private func withFonts<R>(_ body: () -> R) -> R {
        FontLibrary.$current.withValue(SnapshotFonts.current.library, operation: body)
    }
}

#endif

/// The image a snapshot is when there is nothing to draw.
enum ErrorImage {
    /// A picture of an error message (white text on red, as swift-snapshot-testing draws a
    /// view it cannot snapshot), so the failure shows in the image and never records a blank.
    static func make(_ message: String) -> Pixmap {
        let label = Text("Error: " + message)
            .font(.system(size: 14))
            .foregroundStyle(.white)
            .frame(width: 400)
            .padding(16)
            .background(Color(red: 1, green: 0, blue: 0))
        let renderer = ImageRenderer(content: label)
        if let pixmap = FontLibrary.$current.withValue(.embeddedOnly, operation: { renderer.pixmap }) { return pixmap }
        var pixmap = try! Pixmap(width: 1, height: 1)  // 1×1 is always a valid size
        pixmap.setPixel(x: 0, y: 0, r: 255, g: 0, b: 0, a: 255)
        return pixmap
    }
}
