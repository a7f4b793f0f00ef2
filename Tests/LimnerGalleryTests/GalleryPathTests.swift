import Foundation
import Testing
import Limner
@testable import LimnerGallery

/// Writes `pixmap` to $LIMNER_FRAMES_DIR when set, for a person to look at.
private func keep(_ pixmap: Pixmap, _ name: String) throws {
    guard let dir = ProcessInfo.processInfo.environment["LIMNER_FRAMES_DIR"] else { return }
    try pixmap.pngData().write(to: URL(fileURLWithPath: "\(dir)/\(name).png"))
}

private func same(_ a: Pixmap, _ b: Pixmap) -> Bool {
    a.width == b.width && a.height == b.height && a.premultipliedRGBA() == b.premultipliedRGBA()
}

/// Every gallery animation, rendered the way the gallery exports it (one frame renderer,
/// times in increasing order), equals the scene's own direct rendering at the same times:
/// a fresh renderer jumping straight to each time, and for the Core Animation lobby a
/// `LayerHost` hosting a window of its own.
@Suite("Gallery animations: the export path equals the direct rendering")
struct GalleryPathTests {
    static let fractions: [Double] = [0, 0.15, 0.4, 0.7, 0.95]

    @Test(arguments: AnimatedGallery.scenes.filter { $0.name != "opponent-search" }.map(\.name))
    func sceneThroughTheGalleryPath(_ name: String) throws {
        let scene = try #require(AnimatedGallery.scene(named: name))
        let times = Self.fractions.map { ($0 * scene.duration * 30).rounded() / 30 }
        let render = scene.makeFrameRenderer()
        for t in times {
            let gallery = try render(t, 1)
            let direct = try scene.makeFrameRenderer()(t, 1)
            let equal = same(gallery, direct)
            #expect(equal, "\(name) at \(t)")
        }
    }

    /// The lobby through `AnimationRenderer(layer:)` (what the GIF, MP4 and `limner play`
    /// use) equals `LayerHost` at the same times, and shows the chapter's timeline: the
    /// avatars bounce from the start, the opponent ("Ray") is found at 4 s, the avatars turn
    /// square after 9 s.
    @Test func lobbyThroughTheGalleryPath() throws {
        let scene = try #require(AnimatedGallery.scene(named: "opponent-search"))
        let times: [Double] = [0, 0.5, 1, 2.2, 3.9, 4.5, 8, 9.5, 9.7, 11]
        let render = scene.makeFrameRenderer()
        let window = OpponentSearchScene.makeWindow()
        let host = LayerHost(rootLayer: window.layer)
        var frames: [Double: Pixmap] = [:]
        for t in times {
            let gallery = try render(t, 1)
            let direct = try host.render(at: t, scale: 1)
            try keep(gallery, "lobby-gallery-\(t)")
            try keep(direct, "lobby-host-\(t)")
            let equal = same(gallery, direct)
            #expect(equal, "lobby at \(t)")
            frames[t] = gallery
        }
        // Moving: the avatars bounce (0 → 0.5 → 1 all differ), the rival changes at 4 s,
        // the squares appear after 9.4 s.
        let f = frames.mapValues { $0 }
        #expect(!same(f[0]!, f[0.5]!))
        #expect(!same(f[0.5]!, f[1]!))
        #expect(!same(f[3.9]!, f[4.5]!))
        #expect(!same(f[9.5]!, f[11]!))
    }

    /// The lobby's model changes at its virtual times: the opponent's name before and after
    /// 4 s, and the badges' ring path square once connected.
    @Test func lobbyTimelineThroughAnimationRenderer() throws {
        let window = OpponentSearchScene.makeWindow()
        let renderer = AnimationRenderer(layer: window.layer)
        let controller = try #require(window.rootViewController as? LobbyController)
        _ = try renderer.frame(at: 3.9)
        #expect(controller.rival.playerName == nil)
        #expect(controller.status.text == "Searching for opponent...")
        _ = try renderer.frame(at: 4.1)
        #expect(controller.rival.playerName == "Ray")
        #expect(controller.status.text == "Connecting...")
        #expect(!controller.me.isSquare)
        _ = try renderer.frame(at: 10.5)
        #expect(controller.me.isSquare)
        #expect(controller.rival.isSquare)
        #expect(controller.status.text == "Ready to play")
    }
}
