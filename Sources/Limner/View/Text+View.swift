extension Text: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Text: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(identity: context.identity, environment: context.environment,
                      behavior: TextNodeLayout(text: self, environment: context.environment))]
    }
}

/// Text layout (SWIFTUI-SEMANTICS §1.3): one line per paragraph at the ideal size, wrapped
/// at word boundaries in a narrower width, truncated with "…" when the height or
/// `lineLimit` runs out. Sizes are rounded up to the pixel grid of the display scale.
final class TextNodeLayout: NodeBehavior {
    let text: Text
    let layout: TextLayout
    let scale: CGFloat

    init(text: Text, environment: EnvironmentValues) {
        self.text = text
        var font = text.resolvedFont(in: environment)
        if text.fontWeight == nil, let weight = environment.fontWeight { font = font.weight(weight) }
        let options = TextLayout.Options(alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit,
                                         truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing,
                                         kerning: text.kerning, tracking: text.tracking)
        layout = TextLayout(text.string, font: font, options: options)
        let s = environment.displayScale
        scale = s.isFinite && s > 0 ? s : 1
    }

    var debugName: String { "Text(\"\(text.string.prefix(24))\")" }

    private func available(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.width ?? .infinity, height: p.height ?? .infinity)
    }

    private func snap(_ v: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let s = layout.measure(in: available(proposal))
        return CGSize(width: snap(s.width), height: snap(s.height))
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout.firstBaseline(in: size) }
        if key == VerticalAlignment.lastTextBaseline.key { return layout.lastBaseline(in: size) }
        return nil
    }

    func layoutPriority(node: ResolvedNode) -> Double { 0 }

    /// Text asks for font-derived distances above and below it in a vertical stack (and
    /// the font's leading next to other text); nothing horizontally (SWIFTUI-SEMANTICS §1.7).
    func spacing(node: ResolvedNode) -> ViewSpacing {
        let m = layout.font.metrics
        let lineHeight = m.lineHeight
        let capHeight = TextNodeLayout.capHeight(layout.font)
        var s = ViewSpacing()
        s.top = .init(plain: max(0, lineHeight * 1.1 - m.ascent), text: m.leading)
        s.bottom = .init(plain: max(lineHeight * 1.1 - capHeight, snap(0.1 * lineHeight) + m.descent), text: m.leading)
        return s
    }

    /// The height of "H" in the primary font (0.7 em when the font has no "H").
    static func capHeight(_ font: ResolvedFont) -> CGFloat {
        let instance = font.primary
        if let glyph = instance.face.glyph(for: "H") {
            let bounds = instance.outline(glyph: glyph, size: font.size).boundingRect
            if !bounds.isNull, bounds.height > 0 { return bounds.height }
        }
        return font.size * 0.7
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let frame = layout.frame(in: node.size)
        let rect = CGRect(origin: .zero, size: node.size)
        let paint = text.foregroundColor.map { StylePaint(paint: .color($0.resolvedRGBA(in: node.environment))) }
            ?? node.environment.foregroundPaint(in: rect)
        builder.glyphs(text.string, frame: frame, origin: .zero, paint: paint)
    }
}

extension View {
    /// Sets the font of text below.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the weight of the font of text below.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// Sets the colour of text and shapes below.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundModifier(color: color, style: nil))
    }

    /// Sets the style of text and shapes below.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundModifier(color: style as? Color, style: AnyShapeStyle(style)))
    }

    /// Limits text below to `number` lines (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Aligns the lines of multiline text below.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }

    /// Chooses where text below is truncated.
    public func truncationMode(_ mode: TextTruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Adds space between lines of text below.
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }
}

/// Sets the foreground colour and style together.
struct ForegroundModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    let color: Color?
    let style: AnyShapeStyle?
    func modify(_ environment: inout EnvironmentValues) {
        environment.foregroundColor = color
        environment.foregroundStyle = style
    }
}
