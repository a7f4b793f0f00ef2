import Foundation

/// Every animatable and drawn property of a layer, as one value: the model a layer holds,
/// and (with animations applied) its presentation at a time. Subclass properties (shape,
/// text, gradient) live here too, so that key paths reach them the same way.
struct LayerState {
    // Geometry.
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3D.identity
    var sublayerTransform = CATransform3D.identity
    // Appearance.
    var isHidden = false
    var opacity: Float = 1
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var cornerCurve = CALayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var masksToBounds = false
    var contents: CGImage?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsScale: CGFloat = 1
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    // CAShapeLayer.
    var path: CGPath?
    var fillColor: CGColor? = .black
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPattern: [NSNumber]?
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    // CATextLayer.
    var string: Any?
    var fontName: String?
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = .white
    var isWrapped = false
    var alignmentMode = CATextLayerAlignmentMode.natural
    var truncationMode = CATextLayerTruncationMode.none
    /// UILabel: text centred vertically in the bounds, at most `lineLimit` lines.
    var centersTextVertically = false
    var lineLimit: Int?
    // CAGradientLayer.
    var colors: [CGColor]?
    var locations: [Double]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var gradientType = CAGradientLayerType.axial

    /// `frame`: bounds, anchor point, position and transform combined (exact for transforms
    /// that are multiples of 90°; the bounding box of the transformed bounds otherwise).
    var frame: CGRect {
        let size = bounds.size
        let t = transform.affinePart
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let mapped = t == .identity ? local : local.applying(t)
        return mapped.offsetBy(dx: position.x, dy: position.y)
    }

    mutating func setFrame(_ frame: CGRect) {
        let f = frame.standardized
        let t = transform.affinePart
        if t == .identity {
            bounds.size = f.size
        } else {
            // Keep the transform; size the bounds so the transformed box matches the frame.
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1).applying(t)
            if unit.width > 0, unit.height > 0 {
                bounds.size = CGSize(width: f.width / unit.width, height: f.height / unit.height)
            }
        }
        position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
    }

    // MARK: Key paths

    /// The value at a key path (`"position"`, `"position.x"`, `"bounds.size.width"`,
    /// `"transform.scale"`, `"transform.rotation.z"`, `"path"`, …), nil for unknown keys.
    func value(forKeyPath keyPath: String) -> LayerValue? {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let head = parts.first else { return nil }
        let rest = parts.count > 1 ? parts[1] : nil
        switch head {
        case "position": return Self.point(position, rest)
        case "anchorPoint": return Self.point(anchorPoint, rest)
        case "bounds": return Self.rect(bounds, rest)
        case "frame": return Self.rect(frame, rest)
        case "transform": return Self.transformValue(transform, rest)
        case "sublayerTransform": return Self.transformValue(sublayerTransform, rest)
        case "shadowOffset": return Self.size(shadowOffset, rest)
        case "startPoint": return Self.point(startPoint, rest)
        case "endPoint": return Self.point(endPoint, rest)
        default: break
        }
        guard rest == nil else { return nil }
        switch head {
        case "zPosition": return .number(Double(zPosition))
        case "hidden", "isHidden": return .other(isHidden)
        case "opacity": return .number(Double(opacity))
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .number(Double(cornerRadius))
        case "borderWidth": return .number(Double(borderWidth))
        case "borderColor": return .color(borderColor)
        case "masksToBounds": return .other(masksToBounds)
        case "contents": return .other(contents)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowRadius": return .number(Double(shadowRadius))
        case "shadowPath": return .path(shadowPath)
        case "path": return .path(path)
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "lineWidth": return .number(Double(lineWidth))
        case "miterLimit": return .number(Double(miterLimit))
        case "lineDashPattern": return lineDashPattern.map { .numbers($0.map(\.doubleValue)) } ?? .other(nil)
        case "lineDashPhase": return .number(Double(lineDashPhase))
        case "strokeStart": return .number(Double(strokeStart))
        case "strokeEnd": return .number(Double(strokeEnd))
        case "fontSize": return .number(Double(fontSize))
        case "foregroundColor": return .color(foregroundColor)
        case "colors": return colors.map { .colors($0) } ?? .other(nil)
        case "locations": return locations.map { .numbers($0) } ?? .other(nil)
        case "string": return .other(string)
        default: return nil
        }
    }

    /// Writes a value at a key path; returns false for unknown keys or mismatched kinds.
    @discardableResult
    mutating func setValue(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let head = parts.first else { return false }
        let rest = parts.count > 1 ? parts[1] : nil
        switch head {
        case "position": return Self.setPoint(&position, value, rest)
        case "anchorPoint": return Self.setPoint(&anchorPoint, value, rest)
        case "bounds": return Self.setRect(&bounds, value, rest)
        case "frame":
            var f = frame
            guard Self.setRect(&f, value, rest) else { return false }
            setFrame(f); return true
        case "transform": return Self.setTransform(&transform, value, rest)
        case "sublayerTransform": return Self.setTransform(&sublayerTransform, value, rest)
        case "shadowOffset": return Self.setSize(&shadowOffset, value, rest)
        case "startPoint": return Self.setPoint(&startPoint, value, rest)
        case "endPoint": return Self.setPoint(&endPoint, value, rest)
        default: break
        }
        guard rest == nil else { return false }
        func number(_ assign: (Double) -> Void) -> Bool {
            guard case .number(let v) = value else { return false }
            assign(v); return true
        }
        func color(_ assign: (CGColor?) -> Void) -> Bool {
            guard case .color(let c) = value else { return false }
            assign(c); return true
        }
        switch head {
        case "zPosition": return number { zPosition = CGFloat($0) }
        case "hidden", "isHidden":
            guard case .other(let v as Bool) = value else { return false }
            isHidden = v; return true
        case "opacity": return number { opacity = Float($0) }
        case "backgroundColor": return color { backgroundColor = $0 }
        case "cornerRadius": return number { cornerRadius = CGFloat($0) }
        case "borderWidth": return number { borderWidth = CGFloat($0) }
        case "borderColor": return color { borderColor = $0 }
        case "masksToBounds":
            guard case .other(let v as Bool) = value else { return false }
            masksToBounds = v; return true
        case "contents":
            guard case .other(let v) = value else { return false }
            contents = v as? CGImage; return true
        case "shadowColor": return color { shadowColor = $0 }
        case "shadowOpacity": return number { shadowOpacity = Float($0) }
        case "shadowRadius": return number { shadowRadius = CGFloat($0) }
        case "shadowPath":
            guard case .path(let p) = value else { return false }
            shadowPath = p; return true
        case "path":
            guard case .path(let p) = value else { return false }
            path = p; return true
        case "fillColor": return color { fillColor = $0 }
        case "strokeColor": return color { strokeColor = $0 }
        case "lineWidth": return number { lineWidth = CGFloat($0) }
        case "miterLimit": return number { miterLimit = CGFloat($0) }
        case "lineDashPattern":
            switch value {
            case .numbers(let v): lineDashPattern = v.map { NSNumber(value: $0) }; return true
            case .other(nil): lineDashPattern = nil; return true
            default: return false
            }
        case "lineDashPhase": return number { lineDashPhase = CGFloat($0) }
        case "strokeStart": return number { strokeStart = CGFloat($0) }
        case "strokeEnd": return number { strokeEnd = CGFloat($0) }
        case "fontSize": return number { fontSize = CGFloat($0) }
        case "foregroundColor": return color { foregroundColor = $0 }
        case "colors":
            switch value {
            case .colors(let v): colors = v; return true
            case .other(nil): colors = nil; return true
            default: return false
            }
        case "locations":
            switch value {
            case .numbers(let v): locations = v; return true
            case .other(nil): locations = nil; return true
            default: return false
            }
        case "string":
            guard case .other(let v) = value else { return false }
            string = v; return true
        default: return false
        }
    }

    // MARK: Struct components

    private static func point(_ p: CGPoint, _ rest: String?) -> LayerValue? {
        switch rest {
        case nil: return .point(p)
        case "x": return .number(Double(p.x))
        case "y": return .number(Double(p.y))
        default: return nil
        }
    }

    private static func size(_ s: CGSize, _ rest: String?) -> LayerValue? {
        switch rest {
        case nil: return .size(s)
        case "width": return .number(Double(s.width))
        case "height": return .number(Double(s.height))
        default: return nil
        }
    }

    private static func rect(_ r: CGRect, _ rest: String?) -> LayerValue? {
        guard let rest else { return .rect(r) }
        let parts = rest.split(separator: ".", maxSplits: 1).map(String.init)
        let sub = parts.count > 1 ? parts[1] : nil
        switch parts[0] {
        case "origin": return point(r.origin, sub)
        case "size": return size(r.size, sub)
        default: return nil
        }
    }

    private static func setPoint(_ p: inout CGPoint, _ v: LayerValue, _ rest: String?) -> Bool {
        switch (rest, v) {
        case (nil, .point(let q)): p = q
        case ("x", .number(let x)): p.x = CGFloat(x)
        case ("y", .number(let y)): p.y = CGFloat(y)
        default: return false
        }
        return true
    }

    private static func setSize(_ s: inout CGSize, _ v: LayerValue, _ rest: String?) -> Bool {
        switch (rest, v) {
        case (nil, .size(let q)): s = q
        case ("width", .number(let w)): s.width = CGFloat(w)
        case ("height", .number(let h)): s.height = CGFloat(h)
        default: return false
        }
        return true
    }

    private static func setRect(_ r: inout CGRect, _ v: LayerValue, _ rest: String?) -> Bool {
        guard let rest else {
            guard case .rect(let q) = v else { return false }
            r = q; return true
        }
        let parts = rest.split(separator: ".", maxSplits: 1).map(String.init)
        let sub = parts.count > 1 ? parts[1] : nil
        switch parts[0] {
        case "origin": return setPoint(&r.origin, v, sub)
        case "size": return setSize(&r.size, v, sub)
        default: return false
        }
    }

    // Transform components: the transform is read as translation · rotation · scale (2D
    // decomposition of the affine part plus the z entries) and rebuilt the same way.

    private static func transformValue(_ t: CATransform3D, _ rest: String?) -> LayerValue? {
        guard let rest else { return .transform(t) }
        let d = TransformComponents(t)
        switch rest {
        case "scale": return .number(Double((d.scaleX + d.scaleY) / 2))
        case "scale.x": return .number(Double(d.scaleX))
        case "scale.y": return .number(Double(d.scaleY))
        case "scale.z": return .number(Double(t.m33))
        case "rotation", "rotation.z": return .number(Double(d.rotation))
        case "translation": return .size(CGSize(width: d.translationX, height: d.translationY))
        case "translation.x": return .number(Double(d.translationX))
        case "translation.y": return .number(Double(d.translationY))
        case "translation.z": return .number(Double(t.m43))
        default: return nil
        }
    }

    private static func setTransform(_ t: inout CATransform3D, _ v: LayerValue, _ rest: String?) -> Bool {
        guard let rest else {
            guard case .transform(let q) = v else { return false }
            t = q; return true
        }
        var d = TransformComponents(t)
        switch (rest, v) {
        case ("scale", .number(let s)): d.scaleX = CGFloat(s); d.scaleY = CGFloat(s)
        case ("scale.x", .number(let s)): d.scaleX = CGFloat(s)
        case ("scale.y", .number(let s)): d.scaleY = CGFloat(s)
        case ("scale.z", .number(let s)): t.m33 = CGFloat(s); return true
        case ("rotation", .number(let r)), ("rotation.z", .number(let r)): d.rotation = CGFloat(r)
        case ("translation", .size(let s)): d.translationX = s.width; d.translationY = s.height
        case ("translation.x", .number(let x)): d.translationX = CGFloat(x)
        case ("translation.y", .number(let y)): d.translationY = CGFloat(y)
        case ("translation.z", .number(let z)): t.m43 = CGFloat(z); return true
        default: return false
        }
        d.write(into: &t)
        return true
    }
}

/// The 2D part of a transform as translation, rotation, scale and shear:
/// M = scale(sx, sy) · shear · rotate(θ) · translate in row-vector order.
struct TransformComponents {
    var translationX: CGFloat, translationY: CGFloat
    var scaleX: CGFloat, scaleY: CGFloat
    var rotation: CGFloat
    var shear: CGFloat

    init(_ t: CATransform3D) {
        let a = t.m11, b = t.m12, c = t.m21, d = t.m22
        translationX = t.m41; translationY = t.m42
        var sx = (a * a + b * b).squareRoot()
        rotation = sx > 0 ? atan2(b, a) : 0
        let det = a * d - b * c
        // Row 2 minus its projection on row 1 gives shear and y scale.
        let dot = sx > 0 ? (a * c + b * d) / sx : 0
        var sy = sx > 0 ? det / sx : (c * c + d * d).squareRoot()
        shear = sy != 0 ? dot / sy : 0
        if sx == 0 && sy == 0 { sx = 0; sy = 0 }
        scaleX = sx; scaleY = sy
    }

    func write(into t: inout CATransform3D) {
        let cs = cos(rotation), sn = sin(rotation)
        // Rows: r1 = sx·(cos, sin); r2 = sy·(shear·(cos, sin) + (−sin, cos)).
        t.m11 = scaleX * cs; t.m12 = scaleX * sn
        t.m21 = scaleY * (shear * cs - sn); t.m22 = scaleY * (shear * sn + cs)
        t.m41 = translationX; t.m42 = translationY
    }
}
