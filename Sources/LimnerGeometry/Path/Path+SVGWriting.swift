import Foundation

// SVG path data out: `description`.
//
// Absolute commands only (M L Q C Z), one space between tokens, each number in the shortest
// form that reads back to the same `Double` (integers without a fraction, `Double`'s
// shortest round-trip digits otherwise, with an exponent when Swift chooses one, e.g.
// `1e-05`). Hence `try Path(p.description) == p` for every path with finite coordinates,
// with two normalisations: `-0` is written `0` (equal under `==`), and nothing is lost
// because consecutive moves were already collapsed when the path was built.
//
// Unlike SwiftUI, whose description is its own postfix format (`x y m x y l … h`), this is
// standard SVG path data. Non-finite coordinates are written as `nan`, `inf` or `-inf`,
// which no SVG parser (including ours) accepts.

extension Path: CustomStringConvertible {
    /// The path as SVG path data with absolute commands; `try Path(description)` rebuilds it.
    public var description: String {
        var out = ""
        out.reserveCapacity(points.count * 12 + verbs.count * 2)
        var first = true
        func token(_ s: String) {
            if !first { out.append(" ") }
            out.append(s)
            first = false
        }
        func pt(_ p: CGPoint) {
            token(Path.svgNumber(p.x))
            token(Path.svgNumber(p.y))
        }
        forEach { element in
            switch element {
            case .move(let p): token("M"); pt(p)
            case .line(let p): token("L"); pt(p)
            case .quadCurve(let p, let c): token("Q"); pt(c); pt(p)
            case .curve(let p, let c1, let c2): token("C"); pt(c1); pt(c2); pt(p)
            case .closeSubpath: token("Z")
            }
        }
        return out
    }

    /// The shortest text that parses back to exactly `v`.
    internal static func svgNumber(_ v: Double) -> String {
        if v == v.rounded(.towardZero) && v.magnitude < 1e15 {
            return String(Int64(v))
        }
        return v.description
    }
}
