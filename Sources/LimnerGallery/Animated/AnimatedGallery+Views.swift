import Foundation
import Limner

extension AnimatedGallery {
    /// A scene from a view: each rendering thread makes its own view (views keep their state
    /// in their own storage) and its own `AnimationRenderer`.
    static func viewScene<V: View>(_ name: String, title: String, size: CGSize, duration: Double,
                                   startDate: Date = Date(timeIntervalSince1970: 0),
                                   make: @escaping @Sendable () -> V) -> AnimatedScene {
        AnimatedScene(name, title: title, size: size, duration: duration) {
            let renderer = AnimationRenderer(content: make().frame(width: size.width, height: size.height))
            renderer.startDate = startDate
            renderer.threadCount = 1
            return { time, scale in
                if renderer.scale != scale { renderer.scale = scale }
                return try renderer.frame(at: time)
            }
        }
    }

    /// The moving effects of the seed tutorials, as our own views.
    public static let seedEffects: [AnimatedScene] = [
        viewScene("clip-pulse", title: "Animated clip shape (a star's animatable data)", size: CGSize(width: 240, height: 240),
                  duration: 4) { AnimatedViews.ClipPulse() },
        viewScene("spotlight-mask", title: "Mask alignment changing with a spring", size: CGSize(width: 300, height: 140),
                  duration: 6) { AnimatedViews.SpotlightMask() },
        viewScene("flowing-text", title: "Flowing text (Timer, onReceive, withAnimation in a GeometryReader)",
                  size: CGSize(width: 320, height: 90), duration: 10) { AnimatedViews.FlowingHeadline() },
        viewScene("spinning-symbol", title: "A repeatForever rotation drawn as a Canvas symbol", size: CGSize(width: 300, height: 120),
                  duration: 2) { AnimatedViews.SymbolCanvas() },
        viewScene("clock", title: "TimelineView clock", size: CGSize(width: 220, height: 220), duration: 5,
                  startDate: Date(timeIntervalSince1970: 36_570)) { AnimatedViews.Clock() },
        viewScene("matrix-rain", title: "Matrix digital rain (Canvas symbols, TimelineView)", size: CGSize(width: 480, height: 320),
                  duration: 6) { MatrixRain(columns: 30) },
    ]
}

extension AnimatedGallery {
    /// The Core Animation / UIKit lobby (seed 002's effects): each rendering thread builds
    /// its own window and layer tree.
    public static let opponentSearch = AnimatedScene("opponent-search", title: "Core Animation: avatars bounce, morph and turn square",
                                                     size: OpponentSearchScene.size, duration: OpponentSearchScene.duration) {
        let renderer = AnimationRenderer(layer: OpponentSearchScene.makeWindow().layer)
        renderer.threadCount = 1
        return { time, scale in
            if renderer.scale != scale { renderer.scale = scale }
            return try renderer.frame(at: time)
        }
    }

    /// The interactive scenes of seeds 000 and 001, driven by their scripted input.
    public static let interactive: [AnimatedScene] = InteractiveScenes.all.map { scene in
        AnimatedScene(scene.id + "-scripted", title: scene.title, size: scene.renderer().size(at: 0), duration: scene.duration) {
            let renderer = scene.renderer()
            renderer.threadCount = 1
            return { time, scale in
                if renderer.scale != scale {
                    renderer.scale = scale
                }
                return try renderer.frame(at: time)
            }
        }
    }
}
