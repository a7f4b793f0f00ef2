extension Text: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Text: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let behavior: any NodeBehavior
        let missing: [Unicode.Scalar]
        var (text, environment) = presentingFontSize(in: context)
        text = text.presentingColor(in: context)
        if text.isRelativeToNow { text = text.presented(at: tickingDate(in: context)) }
        if runs.isEmpty {
            let layout = TextNodeLayout(text: text, environment: environment)
            (behavior, missing) = (layout, layout.layout.unsupportedScalars)
        } else {
            let layout = ConcatenatedTextLayout(text: text, environment: environment)
            (behavior, missing) = (layout, layout.unsupportedScalars)
        }
        if !missing.isEmpty { context.graph.report(.missingGlyphs(String(String.UnicodeScalarView(missing)))) }
        return [ResolvedNode(identity: context.identity, environment: environment, behavior: behavior)]
    }

    /// The date a text relative to now (`Text(_:style:)` with `.timer`, `.relative`,
    /// `.offset`) is shown at: the host's date at the last committed update (a frame
    /// presents the committed tree). A committed update schedules one on the host's clock at
    /// the text's next change, so the text ticks each second between state updates, as on a
    /// device, and a frame's text stays a function of its time (the tree stays reusable
    /// between ticks).
    private func tickingDate(in context: ResolveContext) -> Date {
        let graph = context.graph
        let now = graph.startDate.addingTimeInterval(graph.timeReads.committed)
        guard !graph.isPeeking, let next = nextChange(after: now), let schedule = graph.scheduleHandler else { return now }
        let record = graph.record(.textTick(at: context.identity)) { TextTickRecord() }
        let at = max(next.timeIntervalSince(graph.startDate), graph.timeReads.committed.nextUp)
        guard at.isFinite, record.scheduledAt != at else { return now }
        record.scheduledAt = at
        // Only while the text is still shown (its record kept) does the tick update.
        schedule(at) { [weak graph, weak record] in if record != nil { graph?.requestUpdate() } }
        return now
    }

    /// The text and environment with the font's point size presented at the frame's time:
    /// a change of size under an animation (`.font(.system(size: big ? 40 : 20))`, `.title`
    /// → `.largeTitle`) interpolates the size, and the text is laid out at each size on the
    /// way, as SwiftUI's text interpolates between sizes of one font. The text's own font
    /// (`Text.font(_:)`) animates when it has one, else the environment's. Weight, design
    /// and family change at once. In a concatenation, runs with their own font keep it.
    private func presentingFontSize(in context: ResolveContext) -> (Text, EnvironmentValues) {
        var text = self, environment = context.environment
        let size = Double((font ?? environment.font ?? .body).size)
        let presented = context.animated(size, .fontSize)
        guard presented != size, presented.isFinite else { return (text, environment) }
        let points = CGFloat(max(0, presented))
        if let own = font {
            text.font = own.withSize(points)
        } else {
            environment.font = (environment.font ?? .body).withSize(points)
        }
        return (text, environment)
    }
}

extension Text {
    /// The text with its own colour or style at the value the frame presents: a change of
    /// `Text.foregroundColor(_:)` or `Text.foregroundStyle(_:)` under an animation
    /// interpolates (in linear light, as the view modifiers' colours do), run by run in a
    /// concatenation.
    fileprivate func presentingColor(in context: ResolveContext) -> Text {
        var text = self
        if runs.isEmpty {
            text.presentColor(in: context, .styleColor)
        } else {
            for i in text.runs.indices { text.runs[i].presentColor(in: context, .runColor(i)) }
        }
        return text
    }

    private mutating func presentColor(in context: ResolveContext, _ property: AnimatedProperty) {
        if let resolver = styleResolver as? any PresentableStyleResolver {
            styleResolver = resolver.presented(in: context)
        } else if let color = foregroundColor {
            foregroundColor = context.animatedColor(color, property)
        }
    }
}

/// The next tick a text relative to now scheduled (see `Text.tickingDate`).
final class TextTickRecord {
    var scheduledAt: Double?
}

/// Text layout: one line per paragraph at the ideal size, wrapped
/// at word boundaries in a narrower width, truncated with "…" when the height or
/// `lineLimit` runs out. Sizes are rounded up to the pixel grid of the display scale.
///
/// The environment's `textCase`, `monospacedDigit()`, `tracking`/`kerning` and
/// `minimumScaleFactor` apply here: when the text would be truncated in the proposed size,
/// the font shrinks (down to the factor) to the largest size that fits, found by bisection.
final class TextNodeLayout: NodeBehavior {
    let text: Text
    let layout: TextLayout
    let scale: CGFloat
    private let font: Font
    private let string: String
    private let options: TextLayout.Options
    private let minimumScaleFactor: CGFloat
    private var scaledLayouts: [CGFloat: TextLayout] = [:]
    /// The last size measured for a proposed area, and the last frame laid out in a size:
    /// a reused tree (`PeekCache`) asks for the same ones every frame.
    private var lastMeasure: (area: CGSize, size: CGSize)?
    /// Kept as separate properties: reading an optional tuple copies it through the
    /// runtime's generic value witnesses.
    private var lastFrameSize: CGSize?
    private var lastFrame: TextFrame?
    private var lastFont: ResolvedFont
    /// Whether the text has a background colour, and an underline or strikethrough (fixed:
    /// recording skips reading them from `text` for the many texts without).
    private let hasBackground: Bool
    private let hasDecorations: Bool
    /// The paint last resolved and the rectangle it was resolved in (nil: none kept), as
    /// `ShapeLayout` keeps its own.
    private var paintRect: CGRect?
    private var lastPaint = ShadingPaint(paint: .color(.clear))

    /// Its only layout state is caches of its own text's layouts, sizes and frames.
    var isReusableAcrossFrames: Bool { true }

    init(text: Text, environment: EnvironmentValues) {
        self.text = text
        var font = text.resolvedFont(in: environment)
        if text.fontWeight == nil, let weight = environment.fontWeight { font = font.weight(weight) }
        if environment.monospacedDigit { font = font.monospacedDigit() }
        if environment.isBold, text.fontWeight == nil, environment.fontWeight == nil { font = font.bold() }
        if environment.isItalic { font = font.italic() }
        self.font = font
        hasBackground = text.backgroundColor != nil
        hasDecorations = text.underline != nil || text.strikethrough != nil
        let options = TextLayout.Options(alignment: environment.directionalTextAlignment, lineLimit: environment.lineLimit,
                                         truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing,
                                         kerning: text.kerning != 0 ? text.kerning : environment.textKerning,
                                         tracking: text.tracking != 0 ? text.tracking : environment.textTracking)
        self.options = options
        string = environment.textCase.map { $0.apply(to: text.string) } ?? text.string
        layout = TextLayout(string, font: font, options: options)
        lastFont = layout.font
        let s = environment.displayScale
        scale = s.isFinite && s > 0 ? s : 1
        let f = environment.minimumScaleFactor
        minimumScaleFactor = f.isFinite ? min(max(f, 0.01), 1) : 1
    }

    var debugName: String { "Text(\"\(text.string.prefix(24))\")" }
    var ownExplicitGuides: ExplicitGuides { .textBaselines }

    private func available(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.width ?? .infinity, height: p.height ?? .infinity)
    }

    private func snap(_ v: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }

    /// The layout used in `size`: the full-size one, or a shrunk one when the text does
    /// not fit and `minimumScaleFactor` allows shrinking.
    func fittingLayout(in size: CGSize) -> TextLayout {
        guard minimumScaleFactor < 1, layout.frame(in: size).isTruncated else { return layout }
        var lo = minimumScaleFactor, hi: CGFloat = 1
        if !layoutAt(lo).frame(in: size).isTruncated {
            for _ in 0..<10 {
                let mid = (lo + hi) / 2
                if layoutAt(mid).frame(in: size).isTruncated { hi = mid } else { lo = mid }
            }
        }
        return layoutAt(lo)
    }

    private func layoutAt(_ factor: CGFloat) -> TextLayout {
        if let hit = scaledLayouts[factor] { return hit }
        let l = TextLayout(string, font: font.withSize(font.size * factor), options: options)
        scaledLayouts[factor] = l
        return l
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let area = available(proposal)
        if let last = lastMeasure, last.area == area { return last.size }
        let s = fittingLayout(in: area).measure(in: area)
        let size = CGSize(width: snap(s.width), height: snap(s.height))
        lastMeasure = (area, size)
        return size
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        let l = fittingLayout(in: size)
        if key == VerticalAlignment.firstTextBaseline.key { return l.firstBaseline(in: size) }
        if key == VerticalAlignment.lastTextBaseline.key { return l.lastBaseline(in: size) }
        return nil
    }

    func layoutPriority(node: ResolvedNode) -> Double { 0 }

    /// Text asks for font-derived distances above and below it in a vertical stack (and
    /// the font's leading next to other text); nothing horizontally.
    func spacing(node: ResolvedNode) -> ViewSpacing { TextNodeLayout.spacing(for: layout.font, snap: snap) }

    static func spacing(for font: ResolvedFont, snap: (CGFloat) -> CGFloat) -> ViewSpacing {
        let m = font.metrics
        let lineHeight = m.lineHeight
        let capHeight = TextNodeLayout.capHeight(font)
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
        let frame: TextFrame
        if lastFrameSize == node.size, let last = lastFrame {
            frame = last
        } else {
            let l = fittingLayout(in: node.size)
            (frame, lastFont) = (l.frame(in: node.size), l.font)
            (lastFrame, lastFrameSize) = (frame, node.size)
        }
        let rect = CGRect(origin: .zero, size: node.size)
        if paintRect != rect {
            lastPaint = text.paint(in: rect, environment: node.environment)
            paintRect = rect
        }
        let paint = lastPaint
        if hasBackground { text.renderBackground(frame: frame, origin: .zero, environment: node.environment, into: &builder) }
        builder.glyphs(string, frame: frame, origin: .zero, paint: paint)
        if hasDecorations {
            text.renderDecorations(frame: frame, origin: .zero, fontSize: lastFont.size, paint: paint,
                                   environment: node.environment, into: &builder)
        }
    }
}

extension Text {
    /// The paint of this text in `rect`: its `shading` (its own style, else its colour, else
    /// the environment's foreground), as a `GraphicsContext` resolves it.
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        shading.resolve(in: environment, bounds: { rect })
    }

    /// Fills the background colour (if any) behind each line of `frame`, a line's advance
    /// wide and from its ascent to its descent.
    func renderBackground(frame: TextFrame, origin: CGPoint, environment: EnvironmentValues,
                          into builder: inout RenderBuilder) {
        guard let backgroundColor else { return }
        var path = Path()
        for line in frame.lines where line.width > 0 {
            path.addRect(CGRect(x: origin.x + line.origin.x, y: origin.y + line.origin.y - line.ascent,
                                width: line.width, height: line.ascent + line.descent))
        }
        guard !path.isEmpty else { return }
        builder.fill(path, paint: ShadingPaint(paint: .color(backgroundColor.resolvedRGBA(in: environment))))
    }

    /// Draws underline and strikethrough bars under or through each line of `frame`, solid or
    /// dashed by their pattern (dash lengths in multiples of the bar's thickness).
    func renderDecorations(frame: TextFrame, origin: CGPoint, fontSize: CGFloat, paint: ShadingPaint,
                           environment: EnvironmentValues, into builder: inout RenderBuilder) {
        let thickness = max(1 / max(environment.displayScale, 1), fontSize / 17)
        for (decoration, offset) in [(underline, fontSize * 0.12), (strikethrough, -fontSize * 0.3)] {
            guard let decoration else { continue }
            let barPaint = decoration.color.map { ShadingPaint(paint: .color($0.resolvedRGBA(in: environment))) } ?? paint
            var path = Path()
            for line in frame.lines where line.width > 0 {
                let y = origin.y + line.origin.y + offset - thickness / 2
                let x0 = origin.x + line.origin.x, x1 = x0 + line.width
                let dashes = decoration.pattern.dashes
                guard !dashes.isEmpty else {
                    path.addRect(CGRect(x: x0, y: y, width: line.width, height: thickness))
                    continue
                }
                var x = x0, index = 0
                while x < x1 {
                    let length = dashes[index % dashes.count] * thickness
                    if index % 2 == 0 { path.addRect(CGRect(x: x, y: y, width: min(length, x1 - x), height: thickness)) }
                    x += length
                    index += 1
                }
            }
            builder.fill(path, paint: barPaint)
        }
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
        modifier(ForegroundModifier(color: style as? Color, style: AnyShapeStyle(style), animatable: style))
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

/// Sets the foreground colour and style together. A colour or gradient animates (its
/// presented value is set for the content), as SwiftUI interpolates `foregroundStyle`.
struct ForegroundModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let color: Color?
    let style: AnyShapeStyle?
    /// The style as given, for its animation (nil: `foregroundColor`, whose colour animates).
    var animatable: (any ShapeStyle)? = nil

    func modify(_ environment: inout EnvironmentValues, color: Color?, style: AnyShapeStyle?) {
        let outer = environment
        environment.foregroundColor = color
        environment.foregroundStyle = style.map { HierarchicalShapeStyle.captured($0, outer: outer) }
        environment.foregroundLevels = []
    }

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        var presentedColor = color
        var presentedStyle = style
        if let animatable {
            func open<S: ShapeStyle>(_ s: S) -> (any ShapeStyle) { context.animatedStyle(s) }
            let presented = open(animatable)
            presentedColor = presented as? Color
            presentedStyle = AnyShapeStyle(presented)
        } else if let color {
            presentedColor = context.animatedColor(color, .styleColor)
        }
        modify(&inner.environment, color: presentedColor, style: presentedStyle)
        return content(inner)
    }
}
