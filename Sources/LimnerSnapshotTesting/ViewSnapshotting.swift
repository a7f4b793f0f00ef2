import Foundation
import Limner
import SnapshotTesting

#if !(os(iOS) || os(tvOS))

extension Snapshotting where Value: View, Format == Pixmap {
    /// A pixel-exact snapshot of a view at its ideal size, light mode, scale 1.
    ///
    /// ```swift
    /// assertSnapshot(of: ProfileCard(name: "Ada"), as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// A snapshot of a view as an image (PNG), named and shaped as swift-snapshot-testing's
    /// iOS strategy for SwiftUI views.
    ///
    /// The view is drawn as `ImageRenderer` draws it: at time 0, before `onAppear` actions
    /// and timers run (use `.frames(at: [0])` for the view after it appeared). Text uses the
    /// embedded fonts only unless the test opts in (`withSnapshotFonts`).
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match (see `ImageComparison`).
    ///   - perceptualPrecision: How alike a pixel must be to match: 1 exactly, 0.98 within a
    ///     CIE94 ΔE of 2 (about what the eye tells apart).
    ///   - layout: The size to draw at (`.sizeThatFits`, `.fixed(width:height:)`,
    ///     `.device(config:)`).
    ///   - colorScheme: The environment's colour scheme; dark also makes the background black.
    ///   - scale: Pixels per point; nil takes the device's for `.device`, else 1.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: LimnerSnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
                             scale: CGFloat? = nil) -> Snapshotting {
        let renderer = SnapshotRenderer(layout: layout, colorScheme: colorScheme, scale: scale)
        return Snapshotting<Pixmap, Pixmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in renderer.image(of: view) }
    }

    /// Frames of an animation as one image: the view at each of `times` (seconds after it
    /// appeared), left to right, after the scripted `input`.
    ///
    /// ```swift
    /// assertSnapshot(of: LikeButton(), as: .frames(at: [0.5, 0.65, 1.2], input: [.tap("Like", at: 0.5)]))
    /// ```
    ///
    /// Frames come from `AnimationRenderer`: exact virtual times, so the same frames every run.
    /// Each frame keeps its own size; the strip is as tall as the tallest, top-aligned.
    public static func frames(at times: [TimeInterval], input: [SnapshotInput] = [],
                              precision: Float = 1, perceptualPrecision: Float = 1,
                              layout: LimnerSnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
                              scale: CGFloat? = nil) -> Snapshotting {
        let renderer = SnapshotRenderer(layout: layout, colorScheme: colorScheme, scale: scale)
        return Snapshotting<Pixmap, Pixmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in strip(renderer.frames(of: view, at: times, input: input)) }
    }

    /// Frames side by side.
    static func strip(_ frames: [Pixmap]) -> Pixmap {
        let width = frames.reduce(0) { $0 + $1.width }, height = frames.map(\.height).max() ?? 0
        guard width > 0, height > 0, var out = try? Pixmap(width: width, height: height) else {
            return ErrorImage.make("No frames to show (no times given, or every frame was empty).")
        }
        var x0 = 0
        for frame in frames {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = frame.pixel(x: x, y: y)
                    out.setPixel(x: x0 + x, y: y, r: p.r, g: p.g, b: p.b, a: p.a)
                }
            }
            x0 += frame.width
        }
        return out
    }
}

extension Dictionary where Key == String {
    /// Frames of an animation as one image per time, for `assertSnapshots(of:as:)`: each is
    /// named by its time (`"0.25s"`, so the file is `<test>.0-25s.png`).
    ///
    /// ```swift
    /// assertSnapshots(of: Disclosure(), as: .frames(at: [0.5, 0.6, 1], input: [.tap("Details", at: 0.5)]))
    /// ```
    ///
    /// The view is rendered once per snapshot with the same script, so every frame is the
    /// one the single-image `.frames` strip shows at that time.
    public static func frames<V: View>(at times: [TimeInterval], input: [SnapshotInput] = [],
                                       precision: Float = 1, perceptualPrecision: Float = 1,
                                       layout: LimnerSnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
                                       scale: CGFloat? = nil) -> Self where Value == Snapshotting<V, Pixmap> {
        let renderer = SnapshotRenderer(layout: layout, colorScheme: colorScheme, scale: scale)
        var strategies: Self = [:]
        for time in times {
            strategies[frameName(time)] = Snapshotting<Pixmap, Pixmap>
                .image(precision: precision, perceptualPrecision: perceptualPrecision)
                .pullback { (view: V) in renderer.frames(of: view, at: [time], input: input)[0] }
        }
        return strategies
    }

    /// "0.25s", "1s", "0.0333333s".
    static func frameName(_ time: TimeInterval) -> String { String(format: "%gs", time) }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's display list as text (`DisplayList`'s description): every fill, stroke,
    /// glyph run and group it draws, in points. A pixel-free snapshot: it changes only when
    /// what the view draws changes, never with rasterization.
    ///
    /// ```swift
    /// assertSnapshot(of: Badge(count: 3), as: .displayList)
    /// ```
    public static var displayList: Snapshotting { .displayList() }

    /// The view's display list as text, laid out for `layout` in `colorScheme` (without the
    /// system background the image strategies draw; a `.device` layout's screen fills its
    /// own, as the device does).
    public static func displayList(layout: LimnerSnapshotLayout = .sizeThatFits,
                                   colorScheme: ColorScheme = .light) -> Snapshotting {
        let renderer = SnapshotRenderer(layout: layout, colorScheme: colorScheme, scale: nil)
        return Snapshotting<String, String>.lines.pullback { view in
            renderer.displayList(of: view).description + "\n"
        }
    }
}

#endif
