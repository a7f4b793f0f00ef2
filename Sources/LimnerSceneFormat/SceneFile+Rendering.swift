import Foundation
import LimnerGeometry
import LimnerGraphics
import LimnerRaster

// Scene → `RasterContext`.
//
// Builder ops map one to one onto `Path` calls (the ops table of docs/SCENE-FORMAT.md);
// SVG path data goes through `Path(_ svgPathData:)`. A trim applies `Path.trimmedPath`; a
// stroke becomes its outline (`Path.strokeOutline`, device tolerance 0.025 px), filled
// non-zero whatever the command's fill rule, under the command's transform (so gradients stay
// in user space). Consecutive draws become one `RasterContext.render` batch with the blend
// mode of each command. A clip ends the batch and intersects the context's `Clip` with
// the path's coverage until the end of its list. A layer draws its list into a transparent
// canvas-sized pixmap (its clips start afresh) and is composited by `GroupCompositing`, as a
// display list's group is: the layer times its opacity, blended with coverage = the clip
// current where the layer stands × the mask.

extension SceneFile {
    /// The raster commands of a scene made only of draw commands, in drawing order.
    /// - Throws: `SceneFileError` for invalid SVG path data, or `.unsupported` when the scene
    ///   has layers or clips (which are not fill commands; `render` draws them).
    public func fillCommands() throws(SceneFileError) -> [FillCommand] {
        var out: [FillCommand] = []
        out.reserveCapacity(commands.count)
        for (i, item) in commands.enumerated() {
            guard let command = item.command else {
                throw .unsupported(scene: name, field: "commands[\(i)]", feature: "a layer or clip in fillCommands()")
            }
            out.append(try command.fillCommand(scene: name, field: "commands[\(i)]"))
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

    /// Renders the scene: background, then every item in order, on up to `threadCount`
    /// threads (the pixels do not depend on it).
    public func render(threadCount: Int = 1) throws(SceneFileError) -> Pixmap {
        try SceneRenderer().render(self, threadCount: threadCount)
    }
}

extension SceneCommand {
    /// The raster command: path (trimmed, stroked), transform, paint, blend mode, opacity.
    /// `scene` and `field` name the command in errors.
    public func fillCommand(scene: String, field: String) throws(SceneFileError) -> FillCommand {
        var path = try path(scene: scene, field: field)
        var rule = fillRule
        if let trim { path = path.trimmedPath(from: trim.from, to: trim.to) }
        if let stroke {
            path = SceneFile.strokeOutline(path, stroke, transform: transform)
            rule = .nonZero
        }
        var command = FillCommand(path: path, transform: transform, paint: paint.rasterPaint, fillRule: rule,
                                  antialiased: antialias, blendMode: blendMode.blendMode.raster, opacity: Float(opacity))
        // As GraphicsContext draws strokes: their outlines' own overlaps keep summed coverage.
        command.exactCrossings = stroke == nil
        return command
    }

    /// The command's path in user space. `scene` and `field` name it in errors.
    public func path(scene: String, field: String) throws(SceneFileError) -> Path {
        try SceneCommand.path(geometry, scene: scene, field: field)
    }

    /// The path of `geometry` in user space. `scene` and `field` name it in errors.
    static func path(_ geometry: SceneGeometry, scene: String, field: String) throws(SceneFileError) -> Path {
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
