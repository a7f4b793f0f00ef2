/// Why a scene file could not be loaded or rendered. Every case names the scene and, where
/// there is one, the field (a JSON path such as `commands[2].ops[0].to`).
public enum SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(scene: String, reason: String)
    /// The bytes are not JSON.
    case malformedJSON(scene: String, reason: String)
    /// A required field is absent.
    case missingField(scene: String, field: String)
    /// A field has the wrong type or an invalid value.
    case invalidValue(scene: String, field: String, reason: String)
    /// A key the format does not define (usually a typo).
    case unknownKey(scene: String, field: String)
    /// A builder op the format does not define.
    case unknownOp(scene: String, field: String, op: String)
    /// A feature the renderer cannot draw yet (`stroke`, `trim`, a blend mode other than
    /// `normal`); the scene decodes but does not render.
    case unsupported(scene: String, field: String, feature: String)

    /// The scene the error is about (the file name when the `name` field was unreadable).
    public var scene: String {
        switch self {
        case .unreadable(let s, _), .malformedJSON(let s, _), .missingField(let s, _),
             .invalidValue(let s, _, _), .unknownKey(let s, _), .unknownOp(let s, _, _),
             .unsupported(let s, _, _):
            return s
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let s, let r): return "scene \(s): cannot read the file: \(r)"
        case .malformedJSON(let s, let r): return "scene \(s): not valid JSON: \(r)"
        case .missingField(let s, let f): return "scene \(s): missing field \(f)"
        case .invalidValue(let s, let f, let r): return "scene \(s): \(f): \(r)"
        case .unknownKey(let s, let f): return "scene \(s): unknown key \(f)"
        case .unknownOp(let s, let f, let op): return "scene \(s): \(f): unknown op \"\(op)\""
        case .unsupported(let s, let f, let feature):
            return "scene \(s): \(f): \(feature) is not supported by the renderer yet"
        }
    }
}
