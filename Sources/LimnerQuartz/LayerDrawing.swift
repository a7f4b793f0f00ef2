import Foundation
import LimnerRaster
import LimnerText

/// Where contents go in the bounds for each `CALayerContentsGravity`. Gravities are in
/// screen terms (`.top` is the top edge on screen); Core Animation on iOS, whose layers are
/// flipped, swaps top and bottom for images whose contents are not flipped.
enum ContentsGravity {
    static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let w = size.width, h = size.height
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .zero }
            let sx = bounds.width / w, sy = bounds.height / h
            let k = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fw = w * k, fh = h * k
            return CGRect(x: bounds.midX - fw / 2, y: bounds.midY - fh / 2, width: fw, height: fh)
        case .center: return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        default: return bounds
        }
    }
}

/// A shape layer's fill and stroke.
enum ShapeDrawing {
    static func append(_ s: LayerState, transform m: CGAffineTransform, opacity: Double, into items: inout [DisplayList.Item]) {
        guard let cg = s.path else { return }
        let path = Path(cg)
        if let fill = s.fillColor, fill.alpha > 0 {
            items.append(.fill(DisplayList.Fill(path: path, paint: .color(fill.rgba),
                                                style: FillStyle(eoFill: s.fillRule == .evenOdd),
                                                transform: m, opacity: opacity)))
        }
        guard let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0, s.lineWidth.isFinite else { return }
        var stroked = path
        let start = min(max(s.strokeStart.isFinite ? s.strokeStart : 0, 0), 1)
        let end = min(max(s.strokeEnd.isFinite ? s.strokeEnd : 1, 0), 1)
        if start >= end { return }
        if start > 0 || end < 1 { stroked = path.trimmedPath(from: start, to: end) }
        let cap: CGLineCap = s.lineCap == .round ? .round : s.lineCap == .square ? .square : .butt
        let join: CGLineJoin = s.lineJoin == .round ? .round : s.lineJoin == .bevel ? .bevel : .miter
        let dash = (s.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        let style = StrokeStyle(lineWidth: s.lineWidth, lineCap: cap, lineJoin: join, miterLimit: s.miterLimit,
                                dash: dash, dashPhase: s.lineDashPhase)
        items.append(.stroke(DisplayList.Stroke(path: stroked, paint: .color(stroke.rgba), style: style,
                                                transform: m, opacity: opacity)))
    }
}

/// A text layer's string.
enum TextDrawing {
    static func append(_ s: LayerState, transform m: CGAffineTransform, opacity: Double, into items: inout [DisplayList.Item]) {
        let string: String
        switch s.string {
        case let v as String: string = v
        case let v as NSAttributedString: string = v.string
        case let v?: string = String(describing: v)
        case nil: return
        }
        guard !string.isEmpty, let color = s.foregroundColor, color.alpha > 0, s.fontSize > 0, s.fontSize.isFinite,
              s.bounds.width > 0 else { return }
        let font: Font = s.fontName.map { Font.custom($0, size: s.fontSize) } ?? .system(size: s.fontSize)
        let alignment: TextAlignment
        switch s.alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .trailing
        default: alignment = .leading
        }
        let truncation: TextTruncationMode
        switch s.truncationMode {
        case .start: truncation = .head
        case .middle: truncation = .middle
        default: truncation = .tail
        }
        let lineLimit = s.lineLimit ?? (s.isWrapped ? nil : 1)
        let options = TextLayout.Options(alignment: alignment, lineLimit: lineLimit, truncationMode: truncation)
        let layout = TextLayout(string, font: font, options: options)
        let wraps = s.isWrapped || (s.lineLimit ?? 1) != 1
        let proposalWidth = wraps || s.truncationMode != .none || s.centersTextVertically ? s.bounds.width : .infinity
        let frame = layout.frame(in: CGSize(width: proposalWidth, height: .infinity))
        guard !frame.lines.isEmpty else { return }
        let factor: CGFloat = alignment == .center ? 0.5 : alignment == .trailing ? 1 : 0
        let x = s.bounds.minX + (s.bounds.width - frame.size.width) * factor
        let y = s.centersTextVertically ? s.bounds.midY - frame.size.height / 2 : s.bounds.minY
        items.append(.glyphs(DisplayList.Glyphs(string: string, frame: frame, origin: CGPoint(x: x, y: y),
                                                paint: .color(color.rgba), transform: m, opacity: opacity)))
    }
}

/// A gradient layer's fill.
enum GradientDrawing {
    static func append(_ s: LayerState, transform m: CGAffineTransform, opacity: Double, into items: inout [DisplayList.Item]) {
        guard let colors = s.colors, !colors.isEmpty, s.bounds.width > 0, s.bounds.height > 0 else { return }
        let n = colors.count
        let locations = s.locations.flatMap { $0.count == n ? $0 : nil }
            ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        let stops = zip(locations, colors).map { GradientStop(location: $0.isFinite ? $0 : 0, color: $1.rgba) }
        let b = s.bounds
        func point(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        let start = point(s.startPoint), end = point(s.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        switch s.gradientType {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            let sx = max(rx, 1e-6), sy = max(ry, 1e-6)
            // Unit circle in a space scaled by (rx, ry) about the centre.
            let toBounds = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: start.x, ty: start.y)
            let path = Path(b).applying(toBounds.inverted())
            items.append(.fill(DisplayList.Fill(path: path, paint: .radialGradient(stops: stops, center: .zero, startRadius: 0,
                                                                                   endRadius: 1, spread: .pad),
                                                transform: toBounds.concatenating(m), opacity: opacity)))
        case .conic:
            let angle = Double(atan2(end.y - start.y, end.x - start.x))
            items.append(.fill(DisplayList.Fill(path: Path(b), paint: .conicGradient(stops: stops, center: start, angle: angle, spread: .pad),
                                                transform: m, opacity: opacity)))
        default:
            items.append(.fill(DisplayList.Fill(path: Path(b), paint: .linearGradient(stops: stops, start: start, end: end, spread: .pad),
                                                transform: m, opacity: opacity)))
        }
    }
}
