import Foundation
import LimnerGeometry
import LimnerGraphics
import LimnerRaster

// Strict JSON decoding of scene files.
//
// Every level (scene, command, op, paint, stroke, tolerance) lists the keys it accepts and
// rejects any other; numbers, points ([x, y]), rects ([x, y, w, h]), colours ([r, g, b, a])
// and stops ([location, r, g, b, a]) are checked for arity and finiteness. Problems are
// raised as `DecodingError`s or `SceneDecodingIssue`s carrying the coding path and turned
// into `SceneFileError`s, with the path written as `commands[2].ops[0].to`, at the top.

extension SceneFile {
    /// Decodes a scene from JSON. `sourceName` (usually the file name without extension)
    /// names the scene in errors when the `name` field itself is unreadable.
    public init(jsonData data: Data, sourceName: String = "<unnamed>") throws(SceneFileError) {
        let probe = try? JSONDecoder().decode(NameProbe.self, from: data)
        let label = probe?.name ?? sourceName
        do {
            self = try JSONDecoder().decode(SceneFileDecoding.self, from: data).scene
        } catch let error as DecodingError {
            throw SceneFileError(error, scene: label)
        } catch let issue as SceneDecodingIssue {
            throw issue.error(scene: label)
        } catch {
            throw .malformedJSON(scene: label, reason: "\(error)")
        }
    }

    /// Reads and decodes the scene file at `url`; its `name` must match the file name.
    public init(contentsOf url: URL) throws(SceneFileError) {
        let fileName = url.deletingPathExtension().lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(scene: fileName, reason: "\(url.path): \(error.localizedDescription)")
        }
        try self.init(jsonData: data, sourceName: fileName)
        guard name == fileName else {
            throw .invalidValue(scene: fileName, field: "name",
                                reason: "\"\(name)\" does not match the file name \(url.lastPathComponent)")
        }
    }
}

// MARK: - Error plumbing

/// A problem found while decoding, with where it was found.
struct SceneDecodingIssue: Error {
    enum Kind { case unknownKey, unknownOp(String), invalid(String) }
    var path: [any CodingKey]
    var kind: Kind

    func error(scene: String) -> SceneFileError {
        let field = SceneKey.format(path)
        switch kind {
        case .unknownKey: return .unknownKey(scene: scene, field: field)
        case .unknownOp(let op): return .unknownOp(scene: scene, field: field, op: op)
        case .invalid(let reason): return .invalidValue(scene: scene, field: field, reason: reason)
        }
    }
}

extension SceneFileError {
    init(_ error: DecodingError, scene: String) {
        switch error {
        case .keyNotFound(let key, let ctx):
            self = .missingField(scene: scene, field: SceneKey.format(ctx.codingPath + [key]))
        case .typeMismatch(let type, let ctx):
            self = .invalidValue(scene: scene, field: SceneKey.format(ctx.codingPath),
                                 reason: "expected \(SceneKey.describe(type))")
        case .valueNotFound(let type, let ctx):
            self = .invalidValue(scene: scene, field: SceneKey.format(ctx.codingPath),
                                 reason: "expected \(SceneKey.describe(type)), found null")
        case .dataCorrupted(let ctx):
            if ctx.codingPath.isEmpty {
                let reason = (ctx.underlyingError as NSError?)?.localizedDescription ?? ctx.debugDescription
                self = .malformedJSON(scene: scene, reason: reason)
            } else {
                self = .invalidValue(scene: scene, field: SceneKey.format(ctx.codingPath), reason: ctx.debugDescription)
            }
        @unknown default:
            self = .malformedJSON(scene: scene, reason: "\(error)")
        }
    }
}

/// Any string or index key.
struct SceneKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }

    /// `commands[2].ops[0].to`.
    static func format(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let i = key.intValue { out += "[\(i)]" } else { out += out.isEmpty ? key.stringValue : "." + key.stringValue }
        }
        return out.isEmpty ? "<root>" : out
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [Any].Type, is [Double].Type: return "an array"
        default: return type == [String: Any].self ? "an object" : "\(type)"
        }
    }
}

private struct NameProbe: Decodable { var name: String? }

typealias SceneContainer = KeyedDecodingContainer<SceneKey>

extension KeyedDecodingContainer where K == SceneKey {
    /// Rejects keys outside `allowed`.
    func only(_ allowed: Set<String>) throws {
        for key in allKeys where !allowed.contains(key.stringValue) {
            throw SceneDecodingIssue(path: codingPath + [key], kind: .unknownKey)
        }
    }

    func invalid(_ key: String, _ reason: String) -> SceneDecodingIssue {
        SceneDecodingIssue(path: codingPath + [SceneKey(key)], kind: .invalid(reason))
    }

    func has(_ key: String) -> Bool { contains(SceneKey(key)) }

    func number(_ key: String) throws -> Double {
        let v = try decode(Double.self, forKey: SceneKey(key))
        guard v.isFinite else { throw invalid(key, "expected a finite number") }
        return v
    }

    func number(_ key: String, default d: Double) throws -> Double {
        has(key) ? try number(key) : d
    }

    func string(_ key: String) throws -> String { try decode(String.self, forKey: SceneKey(key)) }

    func bool(_ key: String, default d: Bool) throws -> Bool {
        has(key) ? try decode(Bool.self, forKey: SceneKey(key)) : d
    }

    /// A fixed-length array of finite numbers.
    func numbers(_ key: String, count: Int, what: String) throws -> [Double] {
        let v = try decode([Double].self, forKey: SceneKey(key))
        guard v.count == count, v.allSatisfy(\.isFinite) else {
            throw invalid(key, "expected \(what), got \(v.count) numbers")
        }
        return v
    }

    func point(_ key: String) throws -> CGPoint {
        let v = try numbers(key, count: 2, what: "[x, y]")
        return CGPoint(x: v[0], y: v[1])
    }

    func rect(_ key: String) throws -> CGRect {
        let v = try numbers(key, count: 4, what: "[x, y, w, h]")
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func color(_ key: String) throws -> RGBAColor {
        let v = try numbers(key, count: 4, what: "[r, g, b, a]")
        return RGBAColor(red: Float(v[0]), green: Float(v[1]), blue: Float(v[2]), alpha: Float(v[3]))
    }

    /// A list of fixed-length number arrays (points, rects, stops).
    func tuples(_ key: String, count: Int, what: String) throws -> [[Double]] {
        let v = try decode([[Double]].self, forKey: SceneKey(key))
        for (i, t) in v.enumerated() where t.count != count || !t.allSatisfy(\.isFinite) {
            throw SceneDecodingIssue(path: codingPath + [SceneKey(key), SceneKey(intValue: i)!],
                                     kind: .invalid("expected \(what), got \(t.count) numbers"))
        }
        return v
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ key: String, default d: E) throws -> E where E.RawValue == String {
        guard has(key) else { return d }
        let raw = try string(key)
        guard let v = E(rawValue: raw) else {
            let names = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw invalid(key, "unknown value \"\(raw)\"; expected one of \(names)")
        }
        return v
    }
}

// MARK: - Decodable conformances (internal: the public API is `SceneFile(jsonData:)`)

/// Wraps the decoding so `SceneFile` itself need not be publicly `Decodable`.
private struct SceneFileDecoding: Decodable {
    var scene: SceneFile
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        try c.only(["name", "title", "category", "width", "height", "background", "tolerance",
                    "toleranceReason", "commands"])
        let name = try c.string("name")
        guard !name.isEmpty else { throw c.invalid("name", "must not be empty") }
        let width = try c.decode(Int.self, forKey: SceneKey("width"))
        let height = try c.decode(Int.self, forKey: SceneKey("height"))
        for (key, v) in [("width", width), ("height", height)] where !(1...SceneFile.maximumSize).contains(v) {
            throw c.invalid(key, "\(v) is outside 1…\(SceneFile.maximumSize)")
        }
        var tolerance: SceneTolerance?
        if c.has("tolerance") {
            let t = try c.nestedContainer(keyedBy: SceneKey.self, forKey: SceneKey("tolerance"))
            try t.only(["channel", "outliers"])
            let channel = try t.decode(Int.self, forKey: SceneKey("channel"))
            let outliers = try t.number("outliers")
            guard (0...255).contains(channel) else { throw t.invalid("channel", "\(channel) is outside 0…255") }
            guard (0...1).contains(outliers) else { throw t.invalid("outliers", "\(outliers) is outside 0…1") }
            guard c.has("toleranceReason") else {
                throw DecodingError.keyNotFound(SceneKey("toleranceReason"), .init(codingPath: c.codingPath,
                    debugDescription: "a tolerance override needs a reason"))
            }
            let reason = try c.string("toleranceReason")
            guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw c.invalid("toleranceReason", "must say why the scene needs its own tolerance")
            }
            tolerance = SceneTolerance(channel: channel, outliers: outliers, reason: reason)
        } else if c.has("toleranceReason") {
            throw c.invalid("toleranceReason", "given without a tolerance")
        }
        scene = SceneFile(
            name: name,
            title: c.has("title") ? try c.string("title") : nil,
            category: c.has("category") ? try c.string("category") : nil,
            width: width, height: height,
            background: c.has("background") ? try c.color("background") : nil,
            tolerance: tolerance,
            commands: try c.decode([ItemDecoding].self, forKey: SceneKey("commands")).map(\.item))
    }
}

/// One entry of a command list: `{"layer": …}`, `{"clip": …}` or a draw command.
private struct ItemDecoding: Decodable {
    var item: SceneItem
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        if c.has("layer") {
            try c.only(["layer"])
            item = .layer(try c.decode(LayerDecoding.self, forKey: SceneKey("layer")).layer)
        } else if c.has("clip") {
            try c.only(["clip"])
            item = .clip(try c.decode(ClipDecoding.self, forKey: SceneKey("clip")).clip)
        } else {
            item = .draw(try CommandDecoding(from: decoder).command)
        }
    }
}

private struct LayerDecoding: Decodable {
    var layer: SceneLayer
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        try c.only(["opacity", "blendMode", "mask", "commands"])
        layer = SceneLayer(opacity: try c.opacity(),
                           blendMode: try c.enumValue("blendMode", default: SceneBlendMode.normal),
                           mask: c.has("mask") ? try c.decode(MaskDecoding.self, forKey: SceneKey("mask")).mask : nil,
                           commands: try c.decode([ItemDecoding].self, forKey: SceneKey("commands")).map(\.item))
    }
}

private struct MaskDecoding: Decodable {
    var mask: SceneMask
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        try c.only(["type", "inverse", "commands"])
        mask = SceneMask(kind: try c.enumValue("type", default: SceneMask.Kind.alpha),
                         inverse: try c.bool("inverse", default: false),
                         commands: try c.decode([ItemDecoding].self, forKey: SceneKey("commands")).map(\.item))
    }
}

private struct ClipDecoding: Decodable {
    var clip: SceneClip
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        try c.only(["path", "ops", "transform", "fillRule", "antialias", "inverse"])
        clip = SceneClip(geometry: try c.geometry(), transform: try c.transform(), fillRule: try c.fillRule(),
                         antialias: try c.bool("antialias", default: true),
                         inverse: try c.bool("inverse", default: false))
    }
}

extension KeyedDecodingContainer where K == SceneKey {
    /// `path` (SVG data) or `ops` (builder calls), exactly one of them.
    func geometry() throws -> SceneGeometry {
        switch (has("path"), has("ops")) {
        case (true, true): throw invalid("path", "a command has either path or ops, not both")
        case (true, false): return .svg(try string("path"))
        case (false, true): return .ops(try decode([OpDecoding].self, forKey: SceneKey("ops")).map(\.op))
        case (false, false):
            throw DecodingError.keyNotFound(SceneKey("path"), .init(codingPath: codingPath,
                debugDescription: "a command needs path or ops"))
        }
    }

    /// `transform`, identity when absent.
    func transform() throws -> CGAffineTransform {
        guard has("transform") else { return .identity }
        let t = try numbers("transform", count: 6, what: "[a, b, c, d, tx, ty]")
        return CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
    }

    /// `fillRule`, non-zero when absent.
    func fillRule() throws -> FillRule {
        switch has("fillRule") ? try string("fillRule") : "nonzero" {
        case "nonzero": return .nonZero
        case "evenodd": return .evenOdd
        case let other: throw invalid("fillRule", "unknown rule \"\(other)\"; expected \"nonzero\" or \"evenodd\"")
        }
    }

    /// `opacity` in 0…1, 1 when absent.
    func opacity() throws -> Double {
        let opacity = try number("opacity", default: 1)
        guard (0...1).contains(opacity) else { throw invalid("opacity", "\(opacity) is outside 0…1") }
        return opacity
    }
}

private struct CommandDecoding: Decodable {
    var command: SceneCommand
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        try c.only(["path", "ops", "transform", "fillRule", "antialias", "paint", "stroke", "trim",
                    "blendMode", "opacity"])
        var trim: SceneTrim?
        if c.has("trim") {
            let t = try c.numbers("trim", count: 2, what: "[from, to]")
            trim = SceneTrim(from: t[0], to: t[1])
        }
        command = SceneCommand(
            geometry: try c.geometry(), transform: try c.transform(), fillRule: try c.fillRule(),
            antialias: try c.bool("antialias", default: true),
            paint: c.has("paint") ? try c.decode(PaintDecoding.self, forKey: SceneKey("paint")).paint : .solid(.black),
            stroke: c.has("stroke") ? try c.decode(StrokeDecoding.self, forKey: SceneKey("stroke")).stroke : nil,
            trim: trim,
            blendMode: try c.enumValue("blendMode", default: SceneBlendMode.normal),
            opacity: try c.opacity())
    }
}

private struct OpDecoding: Decodable {
    var op: SceneOp
    static let keys: [String: Set<String>] = [
        "move": ["to"], "line": ["to"], "lines": ["points"], "quad": ["to", "control"],
        "cubic": ["to", "control1", "control2"], "close": [], "rect": ["rect"], "rects": ["rects"],
        "roundedRect": ["rect", "cornerSize", "style"], "ellipse": ["rect"],
        "arc": ["center", "radius", "startAngle", "endAngle", "clockwise"],
        "relativeArc": ["center", "radius", "startAngle", "delta"],
        "tangentArc": ["tangent1End", "tangent2End", "radius"],
    ]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        let name = try c.string("op")
        guard let allowed = Self.keys[name] else {
            throw SceneDecodingIssue(path: c.codingPath + [SceneKey("op")], kind: .unknownOp(name))
        }
        try c.only(allowed.union(["op"]))
        switch name {
        case "move": op = .move(to: try c.point("to"))
        case "line": op = .line(to: try c.point("to"))
        case "lines": op = .lines(try c.tuples("points", count: 2, what: "[x, y]").map { CGPoint(x: $0[0], y: $0[1]) })
        case "quad": op = .quad(to: try c.point("to"), control: try c.point("control"))
        case "cubic": op = .cubic(to: try c.point("to"), control1: try c.point("control1"), control2: try c.point("control2"))
        case "close": op = .close
        case "rect": op = .rect(try c.rect("rect"))
        case "rects":
            op = .rects(try c.tuples("rects", count: 4, what: "[x, y, w, h]").map {
                CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
            })
        case "roundedRect":
            let size = try c.numbers("cornerSize", count: 2, what: "[w, h]")
            let style: RoundedCornerStyle
            switch c.has("style") ? try c.string("style") : "continuous" {
            case "continuous": style = .continuous
            case "circular": style = .circular
            case let other: throw c.invalid("style", "unknown style \"\(other)\"; expected \"circular\" or \"continuous\"")
            }
            op = .roundedRect(try c.rect("rect"), cornerSize: CGSize(width: size[0], height: size[1]), style: style)
        case "ellipse": op = .ellipse(try c.rect("rect"))
        case "arc":
            op = .arc(center: try c.point("center"), radius: try c.number("radius"),
                      startAngle: try c.number("startAngle"), endAngle: try c.number("endAngle"),
                      clockwise: try c.decode(Bool.self, forKey: SceneKey("clockwise")))
        case "relativeArc":
            op = .relativeArc(center: try c.point("center"), radius: try c.number("radius"),
                              startAngle: try c.number("startAngle"), delta: try c.number("delta"))
        default: // "tangentArc"
            op = .tangentArc(tangent1End: try c.point("tangent1End"), tangent2End: try c.point("tangent2End"),
                             radius: try c.number("radius"))
        }
    }
}

private struct PaintDecoding: Decodable {
    var paint: ScenePaint
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        let type = try c.string("type")
        let gradientKeys: Set<String> = ["type", "stops", "spread"]
        switch type {
        case "solid":
            try c.only(["type", "color"])
            paint = .solid(try c.color("color"))
        case "linear":
            try c.only(gradientKeys.union(["start", "end"]))
            paint = .linear(start: try c.point("start"), end: try c.point("end"), stops: try Self.stops(c), spread: try Self.spread(c))
        case "radial":
            try c.only(gradientKeys.union(["startCenter", "startRadius", "endCenter", "endRadius"]))
            let r0 = try c.number("startRadius"), r1 = try c.number("endRadius")
            guard r0 >= 0 else { throw c.invalid("startRadius", "must not be negative") }
            guard r1 >= 0 else { throw c.invalid("endRadius", "must not be negative") }
            paint = .radial(startCenter: try c.point("startCenter"), startRadius: r0,
                            endCenter: try c.point("endCenter"), endRadius: r1, stops: try Self.stops(c), spread: try Self.spread(c))
        case "conic":
            try c.only(gradientKeys.union(["center", "angle"]))
            paint = .conic(center: try c.point("center"), angle: try c.number("angle", default: 0),
                           stops: try Self.stops(c), spread: try Self.spread(c))
        default:
            throw c.invalid("type", "unknown paint type \"\(type)\"; expected solid, linear, radial or conic")
        }
    }

    private static func stops(_ c: SceneContainer) throws -> [GradientStop] {
        let raw = try c.tuples("stops", count: 5, what: "[location, r, g, b, a]")
        guard !raw.isEmpty else { throw c.invalid("stops", "a gradient needs at least one stop") }
        var last = -Double.infinity
        return try raw.enumerated().map { i, s in
            guard (0...1).contains(s[0]), s[0] >= last else {
                throw SceneDecodingIssue(path: c.codingPath + [SceneKey("stops"), SceneKey(intValue: i)!],
                                         kind: .invalid("locations must be in 0…1 and non-decreasing"))
            }
            last = s[0]
            return GradientStop(location: s[0], color: RGBAColor(red: Float(s[1]), green: Float(s[2]),
                                                                 blue: Float(s[3]), alpha: Float(s[4])))
        }
    }

    private static func spread(_ c: SceneContainer) throws -> SpreadMode {
        switch c.has("spread") ? try c.string("spread") : "pad" {
        case "pad": return .pad
        case "repeat": return .repeat
        case "reflect": return .reflect
        case let other: throw c.invalid("spread", "unknown spread \"\(other)\"; expected pad, repeat or reflect")
        }
    }
}

private struct StrokeDecoding: Decodable {
    var stroke: SceneStroke
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SceneKey.self)
        try c.only(["width", "cap", "join", "miterLimit", "dash", "dashPhase"])
        let width = try c.number("width", default: 1)
        guard width >= 0 else { throw c.invalid("width", "must not be negative") }
        var dash: [Double] = []
        if c.has("dash") {
            dash = try c.decode([Double].self, forKey: SceneKey("dash"))
            guard dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw c.invalid("dash", "lengths must be finite and not negative")
            }
        }
        stroke = SceneStroke(width: width, cap: try c.enumValue("cap", default: .butt),
                             join: try c.enumValue("join", default: .miter),
                             miterLimit: try c.number("miterLimit", default: 10), dash: dash,
                             dashPhase: try c.number("dashPhase", default: 0))
    }
}
