@_exported import Limner

/// One scene of the gallery: a view, how to size it, and where it is listed.
public struct GalleryScene: Sendable {
    /// A stable identifier (`limner render <id>`), lowercase with dashes.
    public let id: String
    /// A short title.
    public let title: String
    /// The gallery section it is listed under.
    public let section: String
    /// One or two sentences on what the scene shows and what to look for.
    public let caption: String
    /// The size proposed to the view (`.unspecified`: its ideal size).
    public let proposal: ProposedViewSize
    private let make: @Sendable () -> AnyView

    /// A scene; `view` is built afresh for each render.
    public init(_ id: String, _ title: String, section: String, caption: String,
                proposal: ProposedViewSize = .unspecified, view: @escaping @Sendable () -> some View) {
        self.id = id
        self.title = title
        self.section = section
        self.caption = caption
        self.proposal = proposal
        self.make = { AnyView(view()) }
    }

    /// The scene's view (on a white backdrop when `backdrop` is set).
    public func view(backdrop: Bool = false) -> AnyView {
        backdrop ? AnyView(make().background(Color.white)) : make()
    }

    /// A renderer for the scene at `scale` pixels per point.
    public func renderer(scale: CGFloat = 1, backdrop: Bool = false) -> ImageRenderer<AnyView> {
        let r = ImageRenderer(content: view(backdrop: backdrop))
        r.proposedSize = proposal
        r.scale = scale
        return r
    }
}

/// Every static scene of the gallery, by section: the seed tutorials' scenes (clipping,
/// masking, blending and reverse masks, image-filled text, Canvas) and the system images.
public enum GalleryCatalog {
    /// The sections, in gallery order.
    public static let sections: [String] = ["Clipping", "Masking", "Blending", "Reverse mask", "Image-filled text",
                                            "Canvas", "System images"]

    /// All scenes, in gallery order.
    public static let scenes: [GalleryScene] =
        ClippingScenes.all + MaskingScenes.all + BlendingScenes.all + ReverseMaskScenes.all
        + FilledTextScenes.all + CanvasScenes.all + SystemImageScenes.all

    /// The scene with `id`, if any.
    public static func scene(id: String) -> GalleryScene? { scenes.first { $0.id == id } }

    /// The scenes of `section`, in order.
    public static func scenes(in section: String) -> [GalleryScene] { scenes.filter { $0.section == section } }
}
