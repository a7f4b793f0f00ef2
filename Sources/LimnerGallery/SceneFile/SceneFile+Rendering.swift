import Foundation
import Limner

// Scene → `[FillCommand]` → `RasterContext`.
//
// Builder ops map one to one onto `Path` calls (the ops table of docs/SCENE-FORMAT.md);
// SVG path data goes through `Path(_ svgPathData:)`. Strokes, trims and blend modes other
// than `normal` decode but do not render yet: they throw `SceneFileError.unsupported` naming
// the command, rather than drawing something the reference does not.

extension SceneFile {
    /// The raster commands of the scene, in drawing order.
    /// - Throws: `SceneFileError` for invalid SVG path data or a feature not drawn yet.
    public func fillCommands() throws(SceneFileError) -> [FillCommand] {
        var out: [FillCommand] = []
        out.reserveCapacity(commands.count)
        for (i, command) in commands.enumerated() {
            let field = "commands[\(i)]"
            if command.stroke != nil { throw .unsupported(scene: name, field: field + ".stroke", feature: "stroke") }
            if command.trim != nil { throw .unsupported(scene: name, field: field + ".trim", feature: "trim") }
            guard command.blendMode == .normal else {
                throw .unsupported(scene: name, field: field + ".blendMode",
                                   feature: "blend mode \"\(command.blendMode.rawValue)\"")
            }
            out.append(FillCommand(path: try command.path(scene: name, field: field),
                                   transform: command.transform, paint: command.paint.rasterPaint,
                                   fillRule: command.fillRule, antialiased: command.antialias,
                                   blendMode: .normal, opacity: Float(command.opacity)))
        }
        return out
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
