import Foundation
import LimnerGeometry
import LimnerRaster

/// Stable number formatting for descriptions: at most four decimals, no trailing zeros,
/// no `-0`.
enum DisplayListFormat {
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        let r = (v * 10_000).rounded() / 10_000
        if r == 0 { return "0" }
        if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
        var s = String(format: "%.4f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func number(_ v: CGFloat) -> String { number(Double(v)) }
    static func number(_ v: Float) -> String { number(Double(v)) }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    static func transform(_ t: CGAffineTransform) -> String {
        "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0) }.joined(separator: " "))]"
    }

    static func path(_ p: Path) -> String {
        var parts: [String] = []
        p.forEach { e in
            switch e {
            case .move(let a): parts.append("M \(number(a.x)) \(number(a.y))")
            case .line(let a): parts.append("L \(number(a.x)) \(number(a.y))")
            case let .quadCurve(a, c): parts.append("Q \(number(c.x)) \(number(c.y)) \(number(a.x)) \(number(a.y))")
            case let .curve(a, c1, c2):
                parts.append("C \(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(a.x)) \(number(a.y))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func stops(_ s: [GradientStop]) -> String {
        "[" + s.map { "\(Color.hex($0.color))@\(number($0.location))" }.joined(separator: " ") + "]"
    }
}

extension ResolvedPaint: CustomStringConvertible {
    public var description: String {
        typealias F = DisplayListFormat
        switch self {
        case .color(let c): return "color(\(Color.hex(c)))"
        case let .linearGradient(stops, s, e, spread):
            return "linearGradient(\(F.point(s)) → \(F.point(e)) \(F.stops(stops)) \(spread))"
        case let .radialGradient(stops, c, r0, r1, spread):
            return "radialGradient(\(F.point(c)) r \(F.number(r0))…\(F.number(r1)) \(F.stops(stops)) \(spread))"
        case let .conicGradient(stops, c, a, spread):
            return "conicGradient(\(F.point(c)) angle \(F.number(a)) \(F.stops(stops)) \(spread))"
        case let .tiledImage(img, origin, src, scale):
            return "tiledImage(\(img.pixmap.width)×\(img.pixmap.height) origin \(F.point(origin)) source \(F.rect(src)) scale \(F.number(scale)))"
        case .backdrop: return "backdrop"
        case .blurredBackdrop(let sigma): return "backdrop(blur \(F.number(sigma)))"
        }
    }
}

extension DisplayList.Filter: CustomStringConvertible {
    public var description: String {
        typealias F = DisplayListFormat
        switch self {
        case let .blur(r, opaque, dithers, linear):
            var o: [String] = []
            if opaque { o.append("opaque") }
            if dithers { o.append("dithers") }
            if linear { o.append("linearColor") }
            return "blur(\(F.number(r))\(o.isEmpty ? "" : " " + o.joined(separator: " ")))"
        case let .shadow(c, r, off, mode, opts, linear):
            return "shadow(\(Color.hex(c)) radius \(F.number(r)) offset (\(F.number(off.width)), \(F.number(off.height))) \(mode) options \(opts)"
                + (linear ? " linearColor)" : ")")
        case let .colorMatrix(_, name, linear):
            return name + (linear ? " linearColor" : "")
        case let .alphaThreshold(lo, hi, c):
            return "alphaThreshold(\(F.number(lo))…\(F.number(hi)) \(Color.hex(c)))"
        case let .projection(p, linear):
            return "projection[\([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map { F.number($0) }.joined(separator: " "))]"
                + (linear ? " linearColor" : "")
        }
    }
}

extension DisplayList: CustomStringConvertible {
    /// The list as indented text, one line per item (groups list their clips, mask and
    /// content indented below them).
    public var description: String {
        var out: [String] = []
        append(to: &out, indent: 0)
        return out.joined(separator: "\n")
    }

    private func append(to out: inout [String], indent: Int) {
        typealias F = DisplayListFormat
        let pad = String(repeating: "  ", count: indent)
        func common(_ t: CGAffineTransform, _ o: Double, _ b: GraphicsContext.BlendMode) -> String {
            var s = ""
            if !t.isIdentity { s += " transform \(F.transform(t))" }
            if o != 1 { s += " opacity \(F.number(o))" }
            if b != .normal { s += " blend \(b)" }
            return s
        }
        for item in items {
            switch item {
            case .fill(let f):
                let style = (f.style.isEOFilled ? " evenOdd" : "") + (f.style.isAntialiased ? "" : " aliased")
                out.append(pad + "fill \(F.path(f.path)) with \(f.paint)\(style)" + common(f.transform, f.opacity, f.blendMode))
            case .stroke(let s):
                let st = s.style
                var desc = "width \(F.number(st.lineWidth))"
                if st.lineCap != .butt { desc += " cap \(st.lineCap)" }
                if st.lineJoin != .miter { desc += " join \(st.lineJoin)" }
                if st.miterLimit != 10 { desc += " miterLimit \(F.number(st.miterLimit))" }
                if !st.dash.isEmpty { desc += " dash [\(st.dash.map { F.number($0) }.joined(separator: " "))] phase \(F.number(st.dashPhase))" }
                out.append(pad + "stroke \(F.path(s.path)) with \(s.paint) \(desc)" + common(s.transform, s.opacity, s.blendMode))
            case .glyphs(let g):
                let size = g.frame.glyphRuns.first.map { F.number($0.size) } ?? "0"
                out.append(pad + "text \"\(g.string)\" size \(size) at \(F.point(g.origin)) frame \(F.number(g.frame.size.width))×\(F.number(g.frame.size.height)) with \(g.paint)"
                    + common(g.transform, g.opacity, g.blendMode))
            case .image(let i):
                let tint = i.tint.map { " tint \($0)" } ?? ""
                let interp = i.interpolation == .none ? " nearest" : ""
                out.append(pad + "image \(i.label) in \(F.rect(i.rect))\(tint)\(interp)" + common(i.transform, i.opacity, i.blendMode))
            case .group(let g):
                var head = "group"
                if g.isCompositingBoundary { head += " layer" }
                head += common(g.transform, g.opacity, g.blendMode)
                if !g.filters.isEmpty { head += " filters [\(g.filters.map(\.description).joined(separator: ", "))]" }
                out.append(pad + head)
                for c in g.clips {
                    switch c {
                    case let .path(p, t, style, inverse):
                        out.append(pad + "  clip \(F.path(p))" + (style.isEOFilled ? " evenOdd" : "")
                            + (style.isAntialiased ? "" : " aliased") + (inverse ? " inverse" : "")
                            + (t.isIdentity ? "" : " transform \(F.transform(t))"))
                    case let .layer(list, o, inverse):
                        out.append(pad + "  clipToLayer" + (o != 1 ? " opacity \(F.number(o))" : "") + (inverse ? " inverse" : ""))
                        list.append(to: &out, indent: indent + 2)
                    }
                }
                if let m = g.mask {
                    out.append(pad + "  mask \(m.mode)" + (m.inverse ? " inverse" : ""))
                    m.content.append(to: &out, indent: indent + 2)
                }
                out.append(pad + "  content")
                g.content.append(to: &out, indent: indent + 2)
            }
        }
    }
}
