import Foundation

/// Why `ImageRenderer` produced no image.
public enum ImageRendererError: Error, Equatable {
    /// The laid-out size is empty, infinite or too large for a bitmap.
    case invalidSize(CGSize)
}

/// Renders a view to pixels: SwiftUI's `ImageRenderer`.
///
/// The view is laid out for `proposedSize` (its ideal size by default), recorded as a
/// `DisplayList` and rendered at `scale` pixels per point. The renderer keeps a view graph,
/// so `@State` persists from one render to the next (a scene is a function of state and
/// time).
public final class ImageRenderer<Content: View> {
    /// The view.
    public var content: Content
    /// The size proposed to the view (default `.unspecified`: the ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point (default 1).
    public var scale: CGFloat = 1
    /// Whether the image has no transparency: transparent areas become black (default false).
    public var isOpaque: Bool = false

    private var graph: ViewGraph?

    /// Creates a renderer for `content`.
    public init(content: Content) { self.content = content }

    /// The view's laid-out size and drawing.
    public var displayList: DisplayList { record().list }

    /// The rendered pixels, or nil when the view's size cannot be rendered.
    public var pixmap: Pixmap? { try? renderedPixmap() }

    /// The rendered image as PNG data.
    public func pngData() throws -> Data {
        try renderedPixmap().pngData(isOpaque: isOpaque)
    }

    /// Laid-out size and display list (in points).
    func record() -> (size: CGSize, list: DisplayList) {
        ViewGraph.withLargeStack {
            let graph = self.graph ?? ViewGraph(rootView: content)
            self.graph = graph
            graph.rootView = content
            var environment = graph.environment
            environment.displayScale = scale.isFinite && scale > 0 ? scale : 1
            graph.environment = environment
            let root = graph.update()
            let size = graph.layout(proposedSize)
            var builder = RenderBuilder()
            builder.render(root)
            return (size, builder.displayList)
        }
    }

    /// The rendered pixels; throws `ImageRendererError.invalidSize` when the view's size
    /// cannot be rendered.
    public func renderedPixmap() throws -> Pixmap {
        let (size, list) = record()
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = (size.width * s).rounded(.up), h = (size.height * s).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w * h <= CGFloat(1 << 28) else { throw ImageRendererError.invalidSize(size) }
        var content = list
        if isOpaque {
            content.items.insert(.fill(DisplayList.Fill(path: Path(CGRect(origin: .zero, size: size)), paint: .color(.black))), at: 0)
        }
        return try DisplayListRenderer(scale: s).render(content, size: size)
    }
}
