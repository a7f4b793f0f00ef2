import Foundation
import LimnerGeometry
import LimnerRaster

/// A bitmap for `CGContext.draw(_:in:)` (Core Graphics' `CGImage`, reduced to its pixels).
public final class CGImage: Sendable {
    /// The pixels.
    public let pixmap: Pixmap
    /// Width in pixels.
    public var width: Int { pixmap.width }
    /// Height in pixels.
    public var height: Int { pixmap.height }
    /// Wraps `pixmap`.
    public init(pixmap: Pixmap) { self.pixmap = pixmap }
}

/// How `drawPath(using:)` paints the current path (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// A Core Graphics-style drawing API recording into a `GraphicsContext`'s list
/// (`GraphicsContext.withCGContext`): a graphics-state stack, the CTM, a current path,
/// fill and stroke colours, line parameters, clipping and images.
///
/// As in Core Graphics, points added to the current path are mapped by the CTM in effect
/// when they are added; line widths and dashes use the CTM in effect when stroking. The
/// context starts with the graphics context's transform (y down). Images are drawn as Core
/// Graphics draws them in a y-down context: upside down (the image's first row at
/// `rect.maxY`); flip the CTM to draw them upright.
public final class CGContext {
    private struct State {
        var context: GraphicsContext
        var fill = Color.black
        var stroke = Color.black
        var style = StrokeStyle(lineWidth: 1)
    }

    private var state: State
    private var stack: [State] = []
    /// The current path, in the recording's space (CTM already applied).
    private var path = Path()

    init(_ context: GraphicsContext) { state = State(context: context) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line parameters, alpha,
    /// blend mode).
    public func saveGState() { stack.append(state) }

    /// Pops the graphics state pushed by the matching `saveGState()` (no-op when none).
    public func restoreGState() { if let s = stack.popLast() { state = s } }

    /// The current transformation matrix (user space → the recording's space).
    public var ctm: CGAffineTransform { state.context.transform }

    /// Translates user space.
    public func translateBy(x: CGFloat, y: CGFloat) { state.context.translateBy(x: x, y: y) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.context.scaleBy(x: x, y: y) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { state.context.rotate(by: .radians(Double(angle))) }
    /// Prepends `transform` to the CTM.
    public func concatenate(_ transform: CGAffineTransform) { state.context.concatenate(transform) }

    /// Sets the fill colour.
    public func setFillColor(_ color: Color) { state.fill = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = Color(white: Double(gray), opacity: Double(alpha)) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: Color) { state.stroke = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = Color(white: Double(gray), opacity: Double(alpha)) }
    /// Sets the line width (user space).
    public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = width }
    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap }
    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = limit }
    /// Sets the dash pattern (empty lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.style.dash = lengths
        state.style.dashPhase = phase
    }
    /// Sets the global alpha, multiplied into everything drawn.
    public func setAlpha(_ alpha: CGFloat) { state.context.opacity = Double(alpha) }
    /// Sets the blend mode.
    public func setBlendMode(_ mode: GraphicsContext.BlendMode) { state.context.blendMode = mode }

    // MARK: Path construction

    /// Discards the current path.
    public func beginPath() { path = Path() }
    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: point.applying(ctm)) }
    /// Adds a line.
    public func addLine(to point: CGPoint) { path.addLine(to: point.applying(ctm)) }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end.applying(ctm), control: control.applying(ctm))
    }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end.applying(ctm), control1: control1.applying(ctm), control2: control2.applying(ctm))
    }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: ctm) }
    /// Adds an ellipse.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: ctm) }
    /// Adds a circular arc (angles in radians).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: ctm)
    }
    /// Adds a path.
    public func addPath(_ p: CGPath) { path.addPath(Path(p), transform: ctm) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: Painting

    /// Fills the current path with the fill colour, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        var c = state.context
        c.transform = .identity
        c.fill(path, with: .color(state.fill), style: FillStyle(eoFill: rule == .evenOdd))
        path = Path()
    }

    /// Strokes the current path with the stroke colour and line parameters, then clears it.
    public func strokePath() {
        let t = ctm
        if t.determinant != 0 {
            state.context.stroke(path.applying(t.inverted()), with: .color(state.stroke), style: state.style)
        }
        path = Path()
    }

    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let saved = path
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke: fillPath(); path = saved; strokePath()
        case .eoFillStroke: fillPath(using: .evenOdd); path = saved; strokePath()
        }
    }

    /// Fills a rectangle.
    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    /// Makes a rectangle transparent (the `.clear` blend mode).
    public func clear(_ rect: CGRect) {
        var c = state.context
        c.blendMode = .clear
        c.opacity = 1
        c.fill(Path(rect), with: .color(.black))
    }

    /// Intersects the clip with the current path, then clears it.
    public func clip(using rule: CGPathFillRule = .winding) {
        let t = ctm
        state.context.transform = .identity
        state.context.clip(to: path, style: FillStyle(eoFill: rule == .evenOdd))
        state.context.transform = t
        path = Path()
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { state.context.clip(to: Path(rect)) }

    /// Draws `image` stretched into `rect` (upside down in a y-down CTM, as Core Graphics).
    public func draw(_ image: CGImage, in rect: CGRect) {
        var c = state.context
        c.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        c.draw(Image(pixmap: image.pixmap), in: rect)
    }
}

extension GraphicsContext {
    /// Runs `content` with a Core Graphics-style context drawing into this context's
    /// recording, starting from this context's transform, clips, filters, opacity and blend
    /// mode. Its state changes do not affect this context.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext(self))
    }
}
