import Foundation

// SVG path data in: the full SVG 1.1 / SVG 2 path grammar.
//
// - Commands M L H V C S Q T A Z in both cases; a command's arguments may repeat without the
//   letter (extra pairs after a moveto are linetos).
// - Numbers: optional sign, digits with an optional fraction (`.5`, `1.`), optional exponent
//   (`1e-3`, `2E+4`); a number ends where the next cannot continue it, so `M1-2`, `.5.5` and
//   the flags in `a1 1 0 00 1 1` need no separators. Separators are whitespace and at most
//   one comma between arguments; a comma right after a command letter or before the next
//   command is an error.
// - S and T reflect the previous command's last control point when it was a C/S (or Q/T),
//   and otherwise use the current point.
// - Arcs follow the SVG implementation notes (F.6): identical endpoints skip the segment,
//   a zero radius makes a line, radii are made non-negative and scaled up when too small,
//   then the arc becomes cubics of at most 90° (the end point is kept exact).
// - After Z the current point is the subpath's start; a drawing command there starts a new
//   subpath from it.
// - The empty string (or only whitespace) is the empty path.
//
// Unlike browsers, which render the path up to the first error, any error throws an
// `SVGPathError` with the character offset. Numbers that overflow to infinity, and relative
// coordinates that accumulate to it, also throw, so a parsed path is always finite.
// The parser makes one pass over the UTF-8 bytes: linear time, memory linear in the output.

extension Path {
    /// Creates a path from SVG path data (the `d` attribute), or throws `SVGPathError`.
    ///
    /// Quadratic commands stay quadratic; arcs become cubic curves. An empty string gives
    /// the empty path. Unlike SwiftUI's failable `init?(_ string:)`, which reads only the
    /// format of SwiftUI's own `description`, this reads standard SVG and says what is wrong;
    /// `description` writes SVG, so `try Path(p.description) == p`.
    public init(_ svgPathData: String) throws {
        var parser = SVGPathParser(Array(svgPathData.utf8))
        self = try parser.parse()
    }
}

/// A single-pass SVG path data parser.
internal struct SVGPathParser {
    private let s: [UInt8]
    private var i = 0
    private var path = Path()
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    private var lastCubicControl: CGPoint?
    private var lastQuadControl: CGPoint?

    init(_ bytes: [UInt8]) { s = bytes }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func startsNumber(_ c: UInt8) -> Bool { isDigit(c) || c == 0x2B || c == 0x2D || c == 0x2E }

    private var peek: UInt8? { i < s.count ? s[i] : nil }

    private mutating func skipSpace() {
        while i < s.count && SVGPathParser.isSpace(s[i]) { i += 1 }
    }

    /// Whitespace, at most one comma, whitespace.
    private mutating func skipCommaSpace() {
        skipSpace()
        if peek == 0x2C {
            i += 1
            skipSpace()
        }
    }

    private func fail(_ kind: SVGPathError.Kind, at offset: Int? = nil) -> SVGPathError {
        SVGPathError(kind: kind, offset: offset ?? i)
    }

    /// Reads a number at `i` (separators already skipped).
    private mutating func number() throws(SVGPathError) -> Double {
        let start = i
        if let c = peek, c == 0x2B || c == 0x2D { i += 1 }
        var digits = false
        while let c = peek, SVGPathParser.isDigit(c) { i += 1; digits = true }
        if peek == 0x2E {
            i += 1
            while let c = peek, SVGPathParser.isDigit(c) { i += 1; digits = true }
        }
        guard digits else { throw fail(.expectedNumber, at: start) }
        if let c = peek, c == 0x65 || c == 0x45 {
            // An exponent only when digits follow; otherwise the `e` is left for the caller.
            var j = i + 1
            if j < s.count && (s[j] == 0x2B || s[j] == 0x2D) { j += 1 }
            if j < s.count && SVGPathParser.isDigit(s[j]) {
                i = j
                while let c = peek, SVGPathParser.isDigit(c) { i += 1 }
            }
        }
        let text = String(decoding: s[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw fail(.numberOutOfRange, at: start) }
        return v
    }

    /// The next argument: separators (a comma only when not first), then a number.
    private mutating func argument(first: Bool) throws(SVGPathError) -> Double {
        if first { skipSpace() } else { skipCommaSpace() }
        return try number()
    }

    private mutating func flag() throws(SVGPathError) -> Bool {
        skipCommaSpace()
        switch peek {
        case 0x30: i += 1; return false
        case 0x31: i += 1; return true
        default: throw fail(.expectedFlag)
        }
    }

    private mutating func point(first: Bool, relative: Bool) throws(SVGPathError) -> CGPoint {
        let start = i
        let x = try argument(first: first)
        let y = try argument(first: false)
        return try absolute(x, y, relative: relative, offset: start)
    }

    private func absolute(_ x: Double, _ y: Double, relative: Bool, offset: Int) throws(SVGPathError) -> CGPoint {
        let p = relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
        guard p.x.isFinite, p.y.isFinite else { throw fail(.numberOutOfRange, at: offset) }
        return p
    }

    mutating func parse() throws(SVGPathError) -> Path {
        skipSpace()
        guard let first = peek else { return path }
        guard first == 0x4D || first == 0x6D else { throw fail(.missingMoveTo) }
        while true {
            skipSpace()
            guard let c = peek else { break }
            let commandOffset = i
            i += 1
            let relative = c >= 0x61
            let upper = relative ? c - 0x20 : c
            if upper == 0x5A {  // Z
                path.closeSubpath()
                current = subpathStart
                lastCubicControl = nil
                lastQuadControl = nil
                continue
            }
            guard [0x4D, 0x4C, 0x48, 0x56, 0x43, 0x53, 0x51, 0x54, 0x41].contains(upper) else {
                throw fail(.expectedCommand, at: commandOffset)
            }
            var command = upper
            while true {
                try group(command, first: true, relative: relative)
                // A moveto's extra pairs are linetos.
                if command == 0x4D { command = 0x4C }
                skipSpace()
                if peek == 0x2C {
                    i += 1
                    skipSpace()
                    guard let n = peek, SVGPathParser.startsNumber(n) else { throw fail(.expectedNumber) }
                    continue
                }
                guard let n = peek, SVGPathParser.startsNumber(n) else { break }
            }
        }
        return path
    }

    /// Parses one argument group of `command` and appends its segment.
    private mutating func group(_ command: UInt8, first: Bool, relative: Bool) throws(SVGPathError) {
        let offset = i
        switch command {
        case 0x4D:  // M
            let p = try point(first: first, relative: relative)
            path.move(to: p)
            current = p
            subpathStart = p
            lastCubicControl = nil; lastQuadControl = nil
        case 0x4C:  // L
            let p = try point(first: first, relative: relative)
            lineTo(p)
        case 0x48:  // H
            let x = try argument(first: first)
            lineTo(try absolute(x, relative ? 0 : current.y, relative: relative, offset: offset))
        case 0x56:  // V
            let y = try argument(first: first)
            lineTo(try absolute(relative ? 0 : current.x, y, relative: relative, offset: offset))
        case 0x43:  // C
            let c1 = try point(first: first, relative: relative)
            let c2 = try point(first: false, relative: relative)
            let p = try point(first: false, relative: relative)
            cubicTo(p, c1, c2)
        case 0x53:  // S
            let c2 = try point(first: first, relative: relative)
            let p = try point(first: false, relative: relative)
            let c1 = reflect(lastCubicControl)
            guard c1.x.isFinite, c1.y.isFinite else { throw fail(.numberOutOfRange, at: offset) }
            cubicTo(p, c1, c2)
        case 0x51:  // Q
            let c = try point(first: first, relative: relative)
            let p = try point(first: false, relative: relative)
            quadTo(p, c)
        case 0x54:  // T
            let p = try point(first: first, relative: relative)
            let c = reflect(lastQuadControl)
            guard c.x.isFinite, c.y.isFinite else { throw fail(.numberOutOfRange, at: offset) }
            quadTo(p, c)
        default:  // A
            let rx = try argument(first: first)
            let ry = try argument(first: false)
            let rotation = try argument(first: false)
            let large = try flag()
            let sweep = try flag()
            let p = try point(first: false, relative: relative)
            arcTo(p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
        }
    }

    private func reflect(_ control: CGPoint?) -> CGPoint {
        guard let c = control else { return current }
        return CGPoint(x: 2 * current.x - c.x, y: 2 * current.y - c.y)
    }

    private mutating func lineTo(_ p: CGPoint) {
        path.addLine(to: p)
        current = p
        lastCubicControl = nil; lastQuadControl = nil
    }

    private mutating func cubicTo(_ p: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
        path.addCurve(to: p, control1: c1, control2: c2)
        current = p
        lastCubicControl = c2; lastQuadControl = nil
    }

    private mutating func quadTo(_ p: CGPoint, _ c: CGPoint) {
        path.addQuadCurve(to: p, control: c)
        current = p
        lastQuadControl = c; lastCubicControl = nil
    }

    private mutating func arcTo(_ p: CGPoint, rx: Double, ry: Double, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        lastCubicControl = nil; lastQuadControl = nil
        let p0 = current
        guard p != p0 else { return }  // F.6.2: identical endpoints omit the arc.
        path.addEllipticalArc(from: p0, to: p, rx: rx, ry: ry, rotationDegrees: rotationDegrees,
                              largeArc: largeArc, sweep: sweep)
        current = p
    }
}
