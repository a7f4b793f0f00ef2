import Foundation

extension Image {
    /// An image named `name`: an image file (PNG, JPEG or WebP) found at `name` (a path),
    /// `name`.png, `.jpg`, `.jpeg` or `.webp`, or any of these in
    /// the directories of the `LIMNER_IMAGE_PATH` environment variable (colon-separated),
    /// else the system image of that name. An image found nowhere is empty (zero-sized,
    /// draws nothing, reported as a diagnostic), never a crash.
    public init(_ name: String, bundle: Bundle? = nil) {
        var directories = [""]
        if let list = ProcessInfo.processInfo.environment["LIMNER_IMAGE_PATH"] {
            directories += list.split(separator: ":").map { String($0) + "/" }
        }
        for directory in directories {
            for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg", name + ".webp"] {
                if let image = Image(contentsOfFile: directory + candidate) {
                    self = image
                    return
                }
            }
        }
        self = Image.hasSystemImage(named: name) ? Image(systemName: name) : Image.missing(named: name)
    }
}

extension Image {
    /// The pixels of a `UIImage` at its scale (an image decoded with `UIImage(data:)` from
    /// PNG, JPEG or WebP bytes, say); an image without pixels is empty.
    public init(uiImage: UIImage) {
        if let cgImage = uiImage.cgImage {
            self.init(pixmap: cgImage.pixmap, scale: uiImage.scale)
        } else {
            self = Image.missing(named: "UIImage without pixels")
        }
    }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Image: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        if systemName != nil, let effect = context.environment.symbolEffectPresentation {
            return resolveUnderSymbolEffect(effect, in: context)
        }
        let contents = self.contents
        if contents == nil { context.graph.report(.missingImage("\(self)")) }
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: ImageLayout(image: self, contents: contents))]
    }
}

/// An image's layout: its own size in points, or, when resizable, the proposal (the
/// image's size where unspecified). A missing image is 0×0.
///
/// A system symbol (not resizable) takes its size from the font, as SF Symbols do: the
/// icon's 20-unit drawing area (the 24-unit Material box less its 2-unit margin) becomes
/// 1.2 × the font's point size (20.4 pt for the 17 pt body font, where an SF Symbol frame
/// measures about 20.33), times 0.8 for `imageScale(.small)` and 1.3 for `.large` (Apple
/// publishes no factors; these are Limner's). Its first and last text baselines are put
/// so that the symbol's centre sits at half the cap height (0.7 em) above the baseline,
/// the way symbols sit in a line of text.
struct ImageLayout: NodeBehavior {
    let image: Image
    let contents: ImageContents?

    var debugName: String { "Image" }
    var ownExplicitGuides: ExplicitGuides { isSymbol ? .textBaselines : .none }

    /// The design box of a system icon and its margin, in icon units.
    static let iconBox: CGFloat = 24
    static let iconMargin: CGFloat = 2

    /// The point size of the font in `environment`.
    static func fontSize(_ environment: EnvironmentValues) -> CGFloat {
        let font = environment.font ?? .body
        let size = font.size
        return size.isFinite && size > 0 ? size : 17
    }

    /// The frame of a system symbol in `environment`.
    static func symbolSize(_ environment: EnvironmentValues) -> CGSize {
        let side = fontSize(environment) * 1.2 * environment.imageScale.factor
        return CGSize(width: side, height: side)
    }

    private var isSymbol: Bool { image.systemName != nil && !image.isResizable }

    /// For a resizable symbol of the set: its glyph's bounds in the icon's 24-unit box. A
    /// resizable SF Symbol fills its frame with the glyph (its ideal size, and so its aspect
    /// ratio under `scaledToFit()`, is the glyph's), not with the icon font's padded box.
    private var resizableGlyphBounds: CGRect? {
        guard image.isResizable, let name = image.systemName, SystemImageSet.contains(name) else { return nil }
        return SystemImageSet.glyphBounds(named: name)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        guard let contents else { return .zero }
        if isSymbol { return ImageLayout.symbolSize(node.environment) }
        if let glyph = resizableGlyphBounds { return proposal.replacingUnspecifiedDimensions(by: glyph.size) }
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: contents.size) : contents.size
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guard isSymbol, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        let font = ImageLayout.fontSize(node.environment)
        return size.height / 2 + 0.35 * font
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        guard let contents else { return }
        var rect = CGRect(origin: .zero, size: node.size)
        if isSymbol {
            // The drawing area fills the frame; the icon's margin falls outside it.
            let unit = rect.width / (ImageLayout.iconBox - 2 * ImageLayout.iconMargin)
            rect = rect.insetBy(dx: -ImageLayout.iconMargin * unit, dy: -ImageLayout.iconMargin * unit)
        } else if let glyph = resizableGlyphBounds, rect.width > 0, rect.height > 0 {
            // The glyph's bounds fill the frame; the rest of the box falls outside it.
            let sx = rect.width / glyph.width, sy = rect.height / glyph.height
            rect = CGRect(x: -glyph.minX * sx, y: -glyph.minY * sy,
                          width: ImageLayout.iconBox * sx, height: ImageLayout.iconBox * sy)
        }
        let label = "image \(contents.pixmap.width)×\(contents.pixmap.height)"
        var tint = image.drawsAsTemplate ? node.environment.foregroundPaint(in: rect) : nil
        if image.systemName != nil {
            let mode = SymbolRenderingMode.kind(of: image, in: node.environment)
            let variable = node.environment.symbolVariableColor
            if let layers = image.symbolLayers, SymbolRenderingMode.drawsLayers(layers, in: mode, variableColor: variable) {
                // Each layer covers the same box; they are drawn back to front, the variable
                // ones at the opacity a variable-colour effect gives them now.
                let variableCount = layers.compactMap(\.variableIndex).max().map { $0 + 1 } ?? 0
                for layer in layers {
                    var paint = layer.paint(mode, in: rect, environment: node.environment)
                    if let variable, let index = layer.variableIndex {
                        paint.opacity *= variable.opacity(ofLayer: index, of: variableCount)
                    }
                    guard paint.opacity > 0 else { continue }
                    builder.image(layer.contents, label: label + " layer", rect: rect, tint: paint,
                                  interpolation: image.interpolation, antialiased: image.isAntialiased)
                }
                return
            }
            // A symbol is always drawn in a style: rendered `.original`, a symbol of one
            // layer takes the foreground style as multicolour's uncoloured layers do.
            if tint == nil, image.isSymbolOfTheSet { tint = node.environment.foregroundPaint(in: rect) }
        }
        builder.image(contents, label: label, rect: rect, tint: tint,
                      interpolation: image.interpolation, antialiased: image.isAntialiased)
    }
}
