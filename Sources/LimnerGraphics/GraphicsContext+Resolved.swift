import Foundation
import LimnerGeometry
import LimnerText

extension GraphicsContext {
    /// Text resolved against a context's environment: shaped, measurable, drawable.
    public struct ResolvedText {
        /// The text it came from.
        public let text: Text
        /// The shaped text.
        public let layout: TextLayout
        /// The paint for glyphs (the text's colour, else the environment's foreground).
        public var shading: Shading

        /// The size the text takes when offered `size` (wrapping as Text layout does).
        public func measure(in size: CGSize) -> CGSize { layout.measure(in: size) }

        /// The first line's baseline from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout.firstBaseline(in: size) }

        /// The last line's baseline from the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout.lastBaseline(in: size) }
    }

    /// An image resolved against a context's environment.
    public struct ResolvedImage {
        /// The image it came from.
        public let image: Image
        /// Its pixels (nil: an unknown system name, which draws nothing).
        public let contents: ImageContents?
        /// The distance from the top to the baseline: the height (images have no baseline).
        public var baseline: CGFloat { size.height }
        /// The paint for template images' alpha; nil draws the image's own colours.
        public var shading: Shading?

        /// The size in points.
        public var size: CGSize { contents?.size ?? .zero }
    }

    /// Shapes `text` with this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, layout: text.textLayout(in: environment), shading: text.shading)
    }

    /// `shading` with its colours fixed by this context's environment (system colours by the
    /// colour scheme, `.foreground` by the foreground colour), so it draws the same through
    /// a context whose environment differs.
    public func resolve(_ shading: Shading) -> Shading { shading.resolved(in: environment) }

    /// Resolves `image` with this context's environment. Template images get the
    /// foreground shading.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, contents: image.contents, shading: image.isTemplate ? .foreground : nil)
    }
}
