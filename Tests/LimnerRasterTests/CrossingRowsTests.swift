import Foundation
import LimnerTestSupport
import Testing
@testable import LimnerRaster

/// Coverage where edges cross or run together inside a pixel (`CrossingRows`), against an
/// independent reference (`exactPolygonCoverage`: 512 sub-rows per pixel row, each covered
/// exactly between the polygon's crossings under the fill rule).
@Suite struct CrossingRowsTests {
    /// The largest difference in 8-bit levels between a mask and the reference. `splits`:
    /// whether bands of few segments are resolved by splitting them where they meet (the
    /// default), or every band by the slab walk.
    static func worst(_ contours: [[CGPoint]], width: Int, height: Int, evenOdd: Bool, exact: Bool = true,
                      splits: Bool = true) -> Double {
        let r = MaskRasterizer()
        r.resolvesCrossings = exact
        r.crossingArrangementLimit = splits ? CrossingRows.defaultArrangementLimit : 0
        let m = r.mask(polygonPath(contours), width: width, height: height, fillRule: evenOdd ? .evenOdd : .nonZero)
        let ref = exactPolygonCoverage(contours, width: width, height: height, evenOdd: evenOdd)
        return zip(m.storage, ref).map { abs(Double($0) - $1 * 255) }.max() ?? 0
    }

    /// Both ways of resolving crossing rows: splitting a band's segments where they meet, and
    /// the slab walk.
    static let methods = [true, false]

    @Test(arguments: methods)
    func aBowtieIsExactWhereItsEdgesCross(splits: Bool) {
        // The crossing at (5.3, 4.6) lies inside a pixel; summed coverage gets it wrong by tens
        // of levels under both rules.
        let bowtie = [[CGPoint(x: 1.2, y: 1.1), CGPoint(x: 9.4, y: 8.1), CGPoint(x: 9.1, y: 1.3), CGPoint(x: 1.4, y: 8.3)]]
        for evenOdd in [false, true] {
            #expect(Self.worst(bowtie, width: 11, height: 10, evenOdd: evenOdd, exact: false) > 20)
            #expect(Self.worst(bowtie, width: 11, height: 10, evenOdd: evenOdd, splits: splits) <= 1.5)
        }
    }

    @Test(arguments: methods)
    func overlappingContoursRunningTheSameWayAreExact(splits: Bool) {
        // Two squares wound the same way, a fraction of a pixel apart: along their near-parallel
        // sides one cell holds windings 0, 1 and 2; under non-zero summing counts the overlap twice.
        let a = [CGPoint(x: 2.2, y: 2.3), CGPoint(x: 14.6, y: 2.3), CGPoint(x: 14.6, y: 13.7), CGPoint(x: 2.2, y: 13.7)]
        let b = a.map { CGPoint(x: $0.x + 0.45, y: $0.y + 0.35) }
        #expect(Self.worst([a, b], width: 18, height: 17, evenOdd: false, exact: false) > 40)
        for evenOdd in [false, true] {
            #expect(Self.worst([a, b], width: 18, height: 17, evenOdd: evenOdd, splits: splits) <= 1.5)
        }
    }

    @Test(arguments: [false, true], methods)
    func randomSelfIntersectingPolygonsMatchTheReference(evenOdd: Bool, splits: Bool) {
        var g = SeededGenerator(seed: evenOdd ? 41 : 14)
        var worstBefore = 0.0
        for _ in 0..<120 {
            let size = 4 + g.unit() * 28
            let points = (0..<10).map { _ in CGPoint(x: 1 + g.unit() * size, y: 1 + g.unit() * size) }
            let side = Int(size) + 3
            worstBefore = max(worstBefore, Self.worst([points], width: side, height: side, evenOdd: evenOdd, exact: false))
            let after = Self.worst([points], width: side, height: side, evenOdd: evenOdd, splits: splits)
            #expect(after <= 1.5, "\(points)")
        }
        #expect(worstBefore > 40)
    }

    @Test(arguments: [false, true], methods)
    func horizontalEdgesCrossedByOthersMatchTheReference(evenOdd: Bool, splits: Bool) {
        // Corners on four heights only: many edges are horizontal (they add no coverage and
        // are not stored as segments), and others cross them.
        var g = SeededGenerator(seed: evenOdd ? 5 : 6)
        for _ in 0..<80 {
            let heights = (0..<4).map { _ in 1 + g.unit() * 14 }
            let points = (0..<8).map { _ in CGPoint(x: 1 + g.unit() * 14, y: heights[Int(g.unit() * 4)]) }
            #expect(Self.worst([points], width: 18, height: 18, evenOdd: evenOdd, splits: splits) <= 1.5, "\(points)")
        }
    }

    @Test(arguments: methods)
    func polygonsCrossingManyBandsMatchTheReference(splits: Bool) {
        // Tall stars: their edges span several 64-row bands, so each band lists its own.
        var g = SeededGenerator(seed: 7)
        for k in 0..<6 {
            let n = 5 + 2 * k
            let c = CGPoint(x: 40.3 + g.unit(), y: 90.6 + g.unit())
            let star = (0..<n).map { i -> CGPoint in
                let a = Double(i * (n / 2)) * 2 * .pi / Double(n) + g.unit() * 0.01
                return CGPoint(x: c.x + 37 * cos(a), y: c.y + 85 * sin(a))
            }
            for evenOdd in [false, true] {
                #expect(Self.worst([star], width: 82, height: 180, evenOdd: evenOdd, splits: splits) <= 1.5)
            }
        }
    }

    @Test(arguments: methods)
    func longSidesRunningTheSameWayMatchTheReference(splits: Bool) {
        // Pairs of tall quadrilaterals wound the same way whose right sides (both running down)
        // meet at a small angle: they share pixels only in the rows around where they meet,
        // which detection finds from the lines' difference rather than row by row. Rows are
        // picked across three bands.
        var g = SeededGenerator(seed: 23)
        var worstBefore = 0.0
        for _ in 0..<5 {
            let top = 1.3 + g.unit(), bottom = 132 + g.unit() * 6, meet = 20 + g.unit() * 100
            let slope = (g.unit() - 0.5) * 0.6, angle = (g.unit() - 0.5) * 0.1
            let a = { (y: Double) in 70.2 + slope * y }
            let b = { (y: Double) in a(y) + angle * (y - meet) }
            let first = [CGPoint(x: a(top), y: top), CGPoint(x: a(bottom), y: bottom),
                         CGPoint(x: a(bottom) - 6.3, y: bottom), CGPoint(x: a(top) - 6.3, y: top)]
            let second = [CGPoint(x: b(top + 2), y: top + 2), CGPoint(x: b(bottom - 3), y: bottom - 3),
                          CGPoint(x: b(bottom - 3) - 3.6, y: bottom - 3), CGPoint(x: b(top + 2) - 3.6, y: top + 2)]
            for evenOdd in [false, true] {
                worstBefore = max(worstBefore, Self.worst([first, second], width: 140, height: 140, evenOdd: evenOdd, exact: false))
                #expect(Self.worst([first, second], width: 140, height: 140, evenOdd: evenOdd, splits: splits) <= 1.5,
                        "\(first) \(second)")
            }
        }
        #expect(worstBefore > 20)
    }

    @Test(arguments: [false, true], methods)
    func sharedEdgesAndVerticesOnEdgesMatchTheReference(evenOdd: Bool, splits: Bool) {
        // Where splitting must find more than crossings: rectangles sharing a side or part of
        // one (collinear edges running the same way or opposite ways), a corner lying on
        // another contour's side, a contour touching itself at a vertex, and whole-pixel
        // coordinates, where such meetings fall on pixel boundaries.
        var g = SeededGenerator(seed: evenOdd ? 61 : 16)
        for _ in 0..<60 {
            let snap = g.unit() < 0.5
            func coordinate(_ v: Double) -> Double { snap ? v.rounded() : v }
            let x = coordinate(1 + g.unit() * 6), y = coordinate(1 + g.unit() * 6)
            let w = coordinate(2 + g.unit() * 8), h = coordinate(2 + g.unit() * 8)
            let first = [CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h)]
            // The second rectangle shares the first's right side (part of it), wound either way.
            let top = y + coordinate(g.unit() * h * 0.5), bottom = y + h + coordinate((g.unit() - 0.5) * h)
            var second = [CGPoint(x: x + w, y: top), CGPoint(x: x + w + coordinate(1 + g.unit() * 5), y: top),
                          CGPoint(x: x + w + coordinate(1 + g.unit() * 5), y: bottom), CGPoint(x: x + w, y: bottom)]
            if g.unit() < 0.5 { second.reverse() }
            // A triangle with a corner on the first's bottom side, crossing it, and a bowtie
            // whose two halves meet at a vertex.
            let onBottom = CGPoint(x: x + coordinate(g.unit() * w), y: y + h)
            let third = [onBottom, CGPoint(x: onBottom.x + coordinate(3 + g.unit() * 4), y: y + h + coordinate(2 + g.unit() * 3)),
                         CGPoint(x: onBottom.x - coordinate(1 + g.unit() * 4), y: y + h - coordinate(1 + g.unit() * 3))]
            let c = CGPoint(x: x + coordinate(g.unit() * w), y: y + coordinate(g.unit() * h))
            let fourth = [c, CGPoint(x: c.x + 3, y: c.y - 2), CGPoint(x: c.x + 3, y: c.y + 2.5), c,
                          CGPoint(x: c.x - 2, y: c.y - 3), CGPoint(x: c.x - 3.5, y: c.y + 1)]
            let contours = [first, second, third, fourth]
            #expect(Self.worst(contours, width: 28, height: 26, evenOdd: evenOdd, splits: splits) <= 1.5, "\(contours)")
        }
    }

    @Test(arguments: [false, true])
    func bothWaysAgreeOnBandsOfManyAndFewSegments(evenOdd: Bool) {
        // Random polygons of 6 to 90 points crossing themselves, some with more segments in a
        // band than splitting takes (those go to the slab walk either way), some across bands.
        var g = SeededGenerator(seed: evenOdd ? 77 : 78)
        for _ in 0..<24 {
            let count = 6 + Int(g.unit() * 84), width = 8 + g.unit() * 50, height = 8 + g.unit() * 110
            let points = (0..<count).map { _ in CGPoint(x: 1 + g.unit() * width, y: 1 + g.unit() * height) }
            let side = Int(max(width, height)) + 3
            #expect(Self.worst([points], width: side, height: side, evenOdd: evenOdd) <= 1.5, "\(points)")
            let a = MaskRasterizer(), b = MaskRasterizer()
            b.crossingArrangementLimit = 0
            let rule: FillRule = evenOdd ? .evenOdd : .nonZero
            let split = a.mask(polygonPath([points]), width: side, height: side, fillRule: rule).storage
            let walked = b.mask(polygonPath([points]), width: side, height: side, fillRule: rule).storage
            #expect(zip(split, walked).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        }
    }

    @Test func itsSortsOrderAnyCount() {
        // Insertion up to 48 items, insertion over gaps up to 1 024, the library's sort past
        // that: each must order whatever it is given, ties and runs included.
        var g = SeededGenerator(seed: 99)
        for n in [0, 1, 2, 3, 47, 48, 49, 57, 100, 301, 702, 1_024, 1_025, 3_000] {
            for ties in [false, true] {
                var values = (0..<n).map { _ in ties ? Double(Int(g.unit() * 5)) : g.unit() * 1_000 - 500 }
                if n > 10 { values.replaceSubrange(0..<(n / 3), with: (0..<(n / 3)).map(Double.init)) }
                let expected = values.sorted()
                values.withUnsafeMutableBufferPointer { if let base = $0.baseAddress { CrossingRows.sort(base, n, by: <) } }
                #expect(values == expected, "\(n) items, ties \(ties)")
            }
        }
    }

    @Test func shapesThatDoNotCrossKeepTheirBytes() {
        // Convex shapes skip the pass; rings and other non-crossing shapes run it and must come
        // out the same byte for byte.
        var g = SeededGenerator(seed: 3)
        var shapes: [Path] = []
        for _ in 0..<60 {
            let x = g.unit() * 30, y = g.unit() * 30, w = 0.5 + g.unit() * 40, h = 0.5 + g.unit() * 40
            shapes.append(Path(ellipseIn: CGRect(x: x, y: y, width: w, height: h)))
            shapes.append(Path(roundedRect: CGRect(x: y, y: x, width: h, height: w), cornerRadius: g.unit() * 8))
            let ring = CGRect(x: x, y: y, width: w + 2, height: h + 2)
            shapes.append(Path(ringIn: ring, inset: 0.3 + g.unit() * 3))
            shapes.append(polygonPath([[CGPoint(x: x, y: y), CGPoint(x: x + w, y: y + g.unit() * h), CGPoint(x: x + g.unit() * w, y: y + h)]]))
        }
        for (i, shape) in shapes.enumerated() {
            for rule in [FillRule.nonZero, .evenOdd] {
                let on = MaskRasterizer(), off = MaskRasterizer()
                off.resolvesCrossings = false
                let t = CGAffineTransform(rotationAngle: Double(i) * 0.37).concatenating(.init(translationX: 40, y: 40))
                let a = on.mask(shape, transform: t, width: 90, height: 90, fillRule: rule).storage
                let b = off.mask(shape, transform: t, width: 90, height: 90, fillRule: rule).storage
                let differing = zip(a, b).filter { $0 != $1 }.count
                #expect(differing == 0, "shape \(i) (\(rule)): \(differing) bytes differ")
            }
        }
    }

    @Test func pathologicalCrossingsStayBounded() {
        // Thousands of edges crossing in one band: the pass stops at its bounds and leaves the
        // rest summed, without trapping or hanging.
        var points: [CGPoint] = []
        var g = SeededGenerator(seed: 99)
        for _ in 0..<6_000 { points.append(CGPoint(x: g.unit() * 300, y: g.unit() * 60)) }
        let start = Date()
        let m = MaskRasterizer().mask(polygonPath([points]), width: 300, height: 60, fillRule: .evenOdd)
        #expect(m.width == 300)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func aLongChainSpanningOneRowRangeStaysBounded() {
        // 60 000 segments of one y-monotone chain zig-zagging across the width: every box
        // shares every other's x range but few share a row, and chains never cross themselves.
        // Each pair the sweep visits counts against the bound, tested or not (this took
        // minutes when only tested pairs counted).
        var points = [CGPoint(x: 0, y: 0)]
        for i in 1..<60_000 { points.append(CGPoint(x: Double(i % 2) * 64, y: Double(i) * 64 / 60_000)) }
        let start = Date()
        let m = MaskRasterizer().mask(polygonPath([points]), width: 64, height: 64, fillRule: .evenOdd)
        #expect(m.width == 64)
        #expect(Date().timeIntervalSince(start) < 20)
    }
}

extension Path {
    /// A rectangle with a rectangular hole `inset` inside it, wound the other way.
    init(ringIn rect: CGRect, inset: Double) {
        self.init()
        addRect(rect)
        let inner = rect.insetBy(dx: inset, dy: inset)
        move(to: CGPoint(x: inner.minX, y: inner.minY))
        addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
        addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
        addLine(to: CGPoint(x: inner.maxX, y: inner.minY))
        closeSubpath()
    }
}
