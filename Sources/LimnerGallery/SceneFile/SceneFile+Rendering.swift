import Foundation
import Limner

// Scene → `[FillCommand]` → `RasterContext`.
//
// Builder ops map one to one onto `Path` calls (the ops table of docs/SCENE-FORMAT.md);
// SVG path data goes through `Path(_ svgPathData:)`. A trim applies `Path.trimmedPath`; a
// stroke becomes its outline (`Path.strokeOutline`, device tolerance 0.025 px), filled
// non-zero whatever the command's fill rule, under the command's transform (so gradients stay
// in user space). Blend modes other than `normal` decode but do not render yet: they throw
// `SceneFileError.unsupported` naming the command, rather than drawing something the
// reference does not.

extension SceneFile {
    /// The raster commands of the scene, in drawing order.
    /// - Throws: `SceneFileError` for invalid SVG path data or a feature not drawn yet.
    public func fillCommands() throws(SceneFileError) -> [FillCommand] {
        var out: [FillCommand] = []
        out.reserveCapacity(commands.count)
        for (i, command) in commands.enumerated() {
            let field = "commands[\(i)]"
            guard command.blendMode == .normal else {
                throw .unsupported(scene: name, field: field + ".blendMode",
                                   feature: "blend mode \"\(command.blendMode.rawValue)\"")
            }
            var path = try command.path(scene: name, field: field)
            var fillRule = command.fillRule
            if let trim = command.trim { path = path.trimmedPath(from: trim.from, to: trim.to) }
            if let stroke = command.stroke {
                path = SceneFile.strokeOutline(path, stroke, transform: command.transform)
                fillRule = .nonZero
            }
            out.append(FillCommand(path: path,
                                   transform: command.transform, paint: command.paint.rasterPaint,
                                   fillRule: fillRule, antialiased: command.antialias,
                                   blendMode: .normal, opacity: Float(command.opacity)))
        }
        return out
    }

    /// The outline of `path` stroked with `stroke` under `transform`, in user space (the fill
    /// maps it by `transform` again). Hairlines (width 0) are outlined in device space by
    /// `strokeOutline` and brought back through the inverse transform.
    static func strokeOutline(_ path: Path, _ stroke: SceneStroke, transform: CGAffineTransform) -> Path {
        let cap: CGLineCap = switch stroke.cap { case .butt: .butt; case .round: .round; case .square: .square }
        let join: CGLineJoin = switch stroke.join { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        let style = StrokeStyle(lineWidth: stroke.width, lineCap: cap, lineJoin: join, miterLimit: stroke.miterLimit,
                                dash: stroke.dash.map { CGFloat($0) }, dashPhase: stroke.dashPhase)
        let tolerance = Path.defaultStrokeTolerance
        if stroke.width > 0 {
            return path.strokedPath(style, tolerance: tolerance / Path.largestStretch(transform))
        }
        guard transform.determinant != 0 else { return Path() }
        return path.strokeOutline(style: style, transform: transform, deviceTolerance: tolerance)
            .applying(transform.inverted())
    }

    /// Renders the scene: background, then every command in order, on up to `threadCount`
    /// threads (the pixels do not depend on it).
    public func render(threadCount: Int = 1) throws(SceneFileError) -> Pixmap {
        let commands = try fillCommands()
        let context: RasterContext
        do { context = try RasterContext(width: width, height: height) } catch {
            throw .invalidValue(scene: name, field: "width", reason: "\(error)")
        }
        if let background { context.clear(background) }
        context.render(commands, threadCount: threadCount)
        return context.pixmap
    }
}

extension SceneCommand {
    /// The command's path in user space. `scene` and `field` name it in errors.
    public func path(scene: String, field: String) throws(SceneFileError) -> Path {
        switch geometry {
        case .svg(let data):
            do { return try Path(data) } catch {
                throw .invalidValue(scene: scene, field: field + ".path", reason: "\(error)")
            }
        case .ops(let ops):
            var path = Path()
            for op in ops { path.apply(op) }
            return path
        }
    }
}

extension Path {
    /// Performs one builder op (the `Path` call of the ops table).
    public mutating func apply(_ op: SceneOp) {
        switch op {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .lines(let points): addLines(points)
        case .quad(let to, let control): addQuadCurve(to: to, control: control)
        case .cubic(let to, let c1, let c2): addCurve(to: to, control1: c1, control2: c2)
        case .close: closeSubpath()
        case .rect(let r): addRect(r)
        case .rects(let rs): addRects(rs)
        case .roundedRect(let r, let size, let style): addRoundedRect(in: r, cornerSize: size, style: style)
        case .ellipse(let r): addEllipse(in: r)
        case .arc(let center, let radius, let start, let end, let clockwise):
            addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(end),
                   clockwise: clockwise)
        case .relativeArc(let center, let radius, let start, let delta):
            addRelativeArc(center: center, radius: radius, startAngle: .radians(start), delta: .radians(delta))
        case .tangentArc(let t1, let t2, let radius):
            addArc(tangent1End: t1, tangent2End: t2, radius: radius)
        }
    }
}
