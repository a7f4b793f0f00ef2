import Foundation

/// Why `ImageRenderer` or `AnimationRenderer` produced no image.
public enum ImageRendererError: Error, Equatable {
    /// The laid-out size is empty, infinite or too large for a bitmap.
    case invalidSize(CGSize)
    /// Views were nested deeper than the limit, so nothing below it was resolved.
    case nestingTooDeep(limit: Int)
    /// The view tree has more views than one update resolves
    /// (`GraphDiagnostic.maximumViewCount`, e.g. a `ForEach` over a million elements); only
    /// part of it was resolved, so no image is drawn.
    case tooManyViews(limit: Int)
}

/// Renders a view to pixels: SwiftUI's `ImageRenderer`.
///
/// The view is laid out for `proposedSize` (its ideal size by default), recorded as a
/// `DisplayList` and rendered at `scale` pixels per point. It shows the view as it is at
/// time 0, before any `onAppear` or timer has run (use `AnimationRenderer` for later
/// times). The renderer keeps its view host, so `@State` persists from one render to the
/// next.
public final class ImageRenderer<Content: View> {
    /// The view.
    public var content: Content
    /// The size proposed to the view (default `.unspecified`: the ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point (default 1).
    public var scale: CGFloat = 1
    /// Whether the image has no transparency: transparent areas become black (default false).
    public var isOpaque: Bool = false

    private var host: ViewHost?

    /// Creates a renderer for `content`.
    public init(content: Content) { self.content = content }

    /// The view's display list (in points).
    public var displayList: DisplayList { record().list }

    /// The view's laid-out size, in points.
    public var size: CGSize { record().size }

    /// What the last render noticed (nesting limits, invalid frames, missing images).
    public var diagnostics: [GraphDiagnostic] { host?.diagnostics ?? [] }

    /// The rendered pixels, or nil when the view's size cannot be rendered.
    public var pixmap: Pixmap? { try? renderedPixmap() }

    /// The rendered image as PNG data.
    public func pngData() throws -> Data {
        try renderedPixmap().pngData(isOpaque: isOpaque)
    }

    /// The rendered image as JPEG data at `quality` 0…1 (libjpeg-turbo; no alpha:
    /// transparent pixels come out as over black, so set `isOpaque` or draw a background).
    public func jpegData(quality: Double = 0.9) throws -> Data {
        try renderedPixmap().jpegData(quality: quality)
    }

    /// The rendered image as lossy WebP data at `quality` 0…1 (libwebp; alpha kept).
    public func webPData(quality: Double = 0.8) throws -> Data {
        try renderedPixmap().webPData(quality: quality)
    }

    /// The rendered image encoded as `format`: PNG at a chosen compression, JPEG, lossy or
    /// lossless WebP. A PNG of an `isOpaque` renderer is written without alpha.
    public func data(format: ImageEncoding) throws -> Data {
        var encoding = format
        if case .png(let compression, let opaque) = format, isOpaque, !opaque {
            encoding = .png(compression: compression, opaque: true)
        }
        return try renderedPixmap().encoded(as: encoding)
    }

    private func configuredHost() -> ViewHost {
        let host = self.host ?? ViewHost(rootView: content)
        self.host = host
        host.graph.rootView = content
        host.proposedSize = proposedSize
        host.scale = scale
        host.isOpaque = isOpaque
        return host
    }

    /// Laid-out size and display list (in points).
    func record() -> (size: CGSize, list: DisplayList) {
        configuredHost().snapshot()
    }

    /// The rendered pixels; throws `ImageRendererError` when the view's size cannot be
    /// rendered.
    public func renderedPixmap() throws -> Pixmap {
        try configuredHost().snapshotPixmap()
    }
}
