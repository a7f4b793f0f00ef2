import Foundation
import LimnerGeometry

extension DisplayList {
    /// A conservative bounding box of everything drawn, in this list's space (nil when
    /// nothing is drawn). Strokes grow by half the line width times the miter limit, glyphs
    /// by their line height, filters by their reach; inverse clips do not shrink it.
    public var bounds: CGRect? {
        var r: CGRect?
        func add(_ b: CGRect?) {
            guard let b, !b.isNull, b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite else { return }
            r = r.map { $0.union(b) } ?? b
        }
        for item in items {
            switch item {
            case .fill(let f):
                let b = f.path.boundingRect
                if !b.isNull { add(b.applying(f.transform)) }
            case .stroke(let s):
                let b = s.path.boundingRect
                if !b.isNull {
                    let grow = s.style.lineWidth / 2 * max(s.style.miterLimit, 1.5)
                    add(b.insetBy(dx: -grow, dy: -grow).applying(s.transform))
                }
            case .glyphs(let g):
                let pad = g.frame.lines.map(\.height).max() ?? 0
                let box = CGRect(origin: g.origin, size: g.frame.size).insetBy(dx: -pad, dy: -pad)
                add(box.applying(g.transform))
            case .image(let i):
                add(i.rect.applying(i.transform))
            case .group(let g):
                guard var b = g.content.bounds else { continue }
                for f in g.filters { b = f.grow(b) }
                for c in g.clips {
                    if case let .path(p, t, _, false) = c {
                        let pb = p.boundingRect
                        b = pb.isNull ? .null : b.intersection(pb.applying(t))
                    } else if case let .layer(l, _, false) = c {
                        b = b.intersection(l.bounds ?? .null)
                    }
                }
                if b.isNull || b.isEmpty { continue }
                add(b.applying(g.transform))
            }
        }
        return r
    }
}

extension DisplayList.Filter {
    /// `rect` grown by how far the filter can move or spread content.
    func grow(_ rect: CGRect) -> CGRect {
        switch self {
        case let .blur(radius, _, _, _):
            let e = 3 * max(radius, 0)
            return rect.insetBy(dx: -e, dy: -e)
        case let .shadow(_, radius, offset, _, _, _):
            let e = 3 * max(radius, 0)
            return rect.union(rect.offsetBy(dx: offset.width, dy: offset.height)).insetBy(dx: -e, dy: -e)
        case .colorMatrix, .alphaThreshold:
            return rect
        case .projection(let p, _):
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(p.apply)
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .infinite }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
}
