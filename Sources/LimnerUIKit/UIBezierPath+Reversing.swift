import Foundation

extension UIBezierPath {
    /// The same path drawn in the opposite direction (UIKit's `reversing()`): each subpath
    /// starts where it ended and runs its segments backwards (curves keep their shape, with
    /// their control points swapped); a closed subpath stays closed and keeps its start
    /// point. Subpaths keep their order. Useful for an even-odd-free hole: the reversed inner
    /// path winds the other way.
    public func reversing() -> UIBezierPath {
        UIBezierPath(cgPath: Self.reversed(path).cgPath)
    }

    /// `path` with every subpath reversed.
    static func reversed(_ path: Path) -> Path {
        enum Segment {
            case line(from: CGPoint)
            case quad(from: CGPoint, control: CGPoint)
            case curve(from: CGPoint, control1: CGPoint, control2: CGPoint)
        }
        var result = Path()
        var start: CGPoint?
        var current = CGPoint.zero
        var segments: [Segment] = []

        func flush(closed: Bool) {
            guard let s = start else { return }
            defer { segments = []; start = nil }
            if closed {
                result.move(to: s)
                if current != s { result.addLine(to: current) }
            } else {
                result.move(to: current)
            }
            for (i, segment) in segments.reversed().enumerated() {
                let isLast = i == segments.count - 1
                switch segment {
                case .line(let from):
                    // A closed subpath's first line is drawn by the close.
                    if !(closed && isLast) { result.addLine(to: from) }
                case .quad(let from, let control):
                    result.addQuadCurve(to: from, control: control)
                case .curve(let from, let c1, let c2):
                    result.addCurve(to: from, control1: c2, control2: c1)
                }
            }
            if closed { result.closeSubpath() }
        }

        path.forEach { element in
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p; current = p
            case .line(let p):
                if start == nil { start = current }
                segments.append(.line(from: current)); current = p
            case .quadCurve(let p, let c):
                if start == nil { start = current }
                segments.append(.quad(from: current, control: c)); current = p
            case .curve(let p, let c1, let c2):
                if start == nil { start = current }
                segments.append(.curve(from: current, control1: c1, control2: c2)); current = p
            case .closeSubpath:
                let s = start ?? current
                flush(closed: true)
                current = s
            }
        }
        flush(closed: false)
        return result
    }
}
