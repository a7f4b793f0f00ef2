import Foundation

/// A property value as animations see it: what `fromValue`, `toValue`, keyframe values and
/// key-path reads are converted to, so that they can be interpolated and added.
///
/// Interpolation per kind: numbers, points, sizes, rects, colours (straight components) and
/// number arrays linearly; transforms entry by entry; paths by `PathMorph`; anything else
/// (booleans, images, arrays of different lengths) discretely, switching to the end value
/// only at the end (fraction 1).
enum LayerValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case colors([CGColor])
    case numbers([Double])
    case other(Any?)

    /// Converts a user value (`fromValue`, `toValue`, keyframe values).
    init(any value: Any?) {
        switch value {
        case nil: self = .other(nil)
        case let v as LayerValue: self = v
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as Path: self = .path(v.cgPath)
        case let v as [CGColor]: self = .colors(v)
        case let v as [Double]: self = .numbers(v)
        case let v as [CGFloat]: self = .numbers(v.map(Double.init))
        case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
        case let v as [Any]:
            if v.allSatisfy({ $0 is CGColor }) { self = .colors(v.compactMap { $0 as? CGColor }) }
            else { self = .other(v) }
        default: self = .other(value)
        }
    }

    /// The value as a user sees it through `value(forKeyPath:)`.
    var anyValue: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .colors(let v): return v
        case .numbers(let v): return v.map { NSNumber(value: $0) }
        case .other(let v): return v
        }
    }

    var number: Double? { if case .number(let v) = self { return v }; return nil }

    /// `a + (b − a)·f`.
    static func interpolate(_ a: LayerValue, _ b: LayerValue, _ f: Double) -> LayerValue {
        let g = CGFloat(f)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * g }
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x + (y - x) * f)
        case let (.point(p), .point(q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case let (.size(p), .size(q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: mix(p.origin.x, q.origin.x), y: mix(p.origin.y, q.origin.y),
                                width: mix(p.size.width, q.size.width), height: mix(p.size.height, q.size.height)))
        case let (.transform(p), .transform(q)):
            if CATransform3DIsAffine(p) && CATransform3DIsAffine(q) {
                // Affine pairs blend their translation, rotation, scale and shear, so a
                // rotation keeps its size on the way.
                let a = TransformComponents(p), b = TransformComponents(q)
                var c = a
                c.translationX = mix(a.translationX, b.translationX); c.translationY = mix(a.translationY, b.translationY)
                c.scaleX = mix(a.scaleX, b.scaleX); c.scaleY = mix(a.scaleY, b.scaleY)
                c.rotation = mix(a.rotation, b.rotation); c.shear = mix(a.shear, b.shear)
                var t = CATransform3D.identity
                c.write(into: &t)
                return .transform(t)
            }
            return .transform(CATransform3D(entries: zip(p.entries, q.entries).map { mix($0, $1) }))
        case let (.color(p), .color(q)):
            return .color(mixColors(p, q, g))
        case let (.path(p), .path(q)):
            guard let p, let q else { return f < 1 ? a : b }
            return .path(PathMorph.interpolate(Path(p), Path(q), fraction: f).cgPath)
        case let (.colors(p), .colors(q)) where p.count == q.count:
            return .colors(zip(p, q).map { mixColors($0, $1, g) ?? .clear })
        case let (.numbers(p), .numbers(q)) where p.count == q.count:
            return .numbers(zip(p, q).map { $0 + ($1 - $0) * f })
        default:
            return f < 1 ? a : b
        }
    }

    private static func mixColors(_ p: CGColor?, _ q: CGColor?, _ g: CGFloat) -> CGColor? {
        if p == nil && q == nil { return nil }
        // A missing colour is its partner's hue at zero alpha, so fades do not pass through black.
        let a = p ?? q!.copy(alpha: 0)!, b = q ?? p!.copy(alpha: 0)!
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * g }
        return CGColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                       alpha: mix(a.alpha, b.alpha))
    }

    /// `a + b` (additive and cumulative animations, `byValue`); kinds without a sum give `b`.
    static func add(_ a: LayerValue, _ b: LayerValue) -> LayerValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(q, p))
        case let (.color(p?), .color(q?)):
            return .color(CGColor(red: p.red + q.red, green: p.green + q.green, blue: p.blue + q.blue,
                                  alpha: p.alpha + q.alpha))
        case let (.numbers(p), .numbers(q)) where p.count == q.count: return .numbers(zip(p, q).map(+))
        default: return b
        }
    }

    /// `a − b`; kinds without a difference give `a`.
    static func subtract(_ a: LayerValue, _ b: LayerValue) -> LayerValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x - y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(CATransform3DInvert(q), p))
        case let (.color(p?), .color(q?)):
            return .color(CGColor(red: p.red - q.red, green: p.green - q.green, blue: p.blue - q.blue,
                                  alpha: p.alpha - q.alpha))
        case let (.numbers(p), .numbers(q)) where p.count == q.count: return .numbers(zip(p, q).map(-))
        default: return a
        }
    }

    /// The value scaled by `k` (cumulative repeats); kinds without scaling stay as they are.
    func scaled(by k: Double) -> LayerValue {
        let g = CGFloat(k)
        switch self {
        case .number(let v): return .number(v * k)
        case .point(let p): return .point(CGPoint(x: p.x * g, y: p.y * g))
        case .size(let s): return .size(CGSize(width: s.width * g, height: s.height * g))
        case .rect(let r): return .rect(CGRect(x: r.origin.x * g, y: r.origin.y * g, width: r.size.width * g, height: r.size.height * g))
        case .numbers(let v): return .numbers(v.map { $0 * k })
        default: return self
        }
    }

    /// The distance between two values, for paced keyframes (0 where there is none).
    static func distance(_ a: LayerValue, _ b: LayerValue) -> Double {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(y - x)
        case let (.point(p), .point(q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case let (.rect(p), .rect(q)):
            return Double(hypot(hypot(q.origin.x - p.origin.x, q.origin.y - p.origin.y),
                                hypot(q.size.width - p.size.width, q.size.height - p.size.height)))
        default: return 0
        }
    }
}
