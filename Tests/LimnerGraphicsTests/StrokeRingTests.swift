import Foundation
import Testing
@testable import LimnerGraphics
import LimnerTestSupport

/// Solid strokes of rectangles with miter joins, circles, capsules and circular rounded
/// rectangles are drawn as the ring between the shape grown and shrunk by half the width
/// (`Path.strokeRing`): the same pixels as the stroker's outline, within anti-aliasing
/// rounding (a rectangle's: the exact area, where the stroker over-covers one inner corner),
/// and only for those shapes.
@Suite struct StrokeRingTests {
    /// The shapes a ring serves, in `rect`, each with the path whose stroker outline is the
    /// reference: itself, except for the continuous capsule, whose zero-length edge lines
    /// (kept so rounded rectangles morph) the stroker joins with up to 16 levels more
    /// coverage at the capsule's ends than the exact stroke; the circular capsule is the
    /// same shape without them.
    static func ringShapes(in rect: CGRect) -> [(String, Path, reference: Path)] {
        let r = min(rect.width, rect.height) / 2
        let circle = Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: 2 * r, height: 2 * r))
        let capsule = Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: .circular)
        let rounded = Path(roundedRect: rect, cornerRadius: r / 2, style: .circular)
        return [
            ("circle", circle, circle),
            ("capsule continuous", Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: .continuous), capsule),
            ("capsule circular", capsule, capsule),
            ("rounded rect circular", rounded, rounded),
        ]
    }

    /// Stroking through the renderer (ring) and filling the stroker's outline (at a tolerance
    /// of 0.001) give the same picture: every channel within 6 levels of 255 (a pen wider
    /// than the shape, where the stroker's inner offset loops), the mean under 0.05 levels,
    /// for widths from thin to wider than the shape (no hole left), under rotations and a
    /// non-uniform scale.
    @Test func ringMatchesStrokerOutline() throws {
        let size = CGSize(width: 96, height: 80)
        let transforms = [
            CGAffineTransform.identity,
            CGAffineTransform(rotationAngle: 0.37).concatenating(CGAffineTransform(translationX: 30, y: -8)),
            CGAffineTransform(scaleX: 1.7, y: 0.8).concatenating(CGAffineTransform(rotationAngle: -0.5))
                .concatenating(CGAffineTransform(translationX: 10, y: 30)),
        ]
        let rects = [CGRect(x: 20.3, y: 15.6, width: 28, height: 28), CGRect(x: 14.5, y: 20.25, width: 44, height: 19)]
        for rect in rects {
            for (name, path, reference) in Self.ringShapes(in: rect) {
                #expect(path.strokeRing(StrokeStyle(lineWidth: 3)) != nil, "\(name) is drawn as a ring")
                for width in [0.5, 3, 6, min(rect.width, rect.height) + 4] {
                    for t in transforms {
                        let style = StrokeStyle(lineWidth: width)
                        let ring = CanvasRenderer(size: size).render { context, _ in
                            context.transform = t
                            context.stroke(path, with: .color(Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.8)), style: style)
                        }
                        let stroker = CanvasRenderer(size: size).render { context, _ in
                            context.transform = t
                            context.fill(reference.strokedPath(style, tolerance: 0.001), with: .color(Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.8)))
                        }
                        var worst = 0, total = 0
                        for y in 0..<ring.height {
                            for x in 0..<ring.width {
                                let a = ring.pixel(x: x, y: y), b = stroker.pixel(x: x, y: y)
                                for d in [abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a))] {
                                    worst = max(worst, d); total += d
                                }
                            }
                        }
                        let mean = Double(total) / Double(4 * ring.width * ring.height)
                        #expect(worst <= 6, "\(name), width \(width), \(t): worst \(worst)")
                        #expect(mean < 0.05, "\(name), width \(width), \(t): mean \(mean)")
                    }
                }
            }
        }
    }

    /// The area of the pixel at (`x`, `y`) that `r` covers.
    static func overlap(_ r: CGRect, _ x: Int, _ y: Int) -> Double {
        let w = min(r.maxX, Double(x + 1)) - max(r.minX, Double(x))
        let h = min(r.maxY, Double(y + 1)) - max(r.minY, Double(y))
        return w > 0 && h > 0 ? w * h : 0
    }

    /// A rectangle stroked with miter joins through `GraphicsContext`, under transforms that
    /// keep it axis-aligned, covers each pixel by exactly the area of the ring between the
    /// rectangle grown and shrunk by half the width (to one level of 255): thin and thick pens,
    /// on whole and fractional coordinates, and a pen wider than the rectangle (no hole).
    @Test func rectangleStrokeCoversTheExactArea() throws {
        let size = CGSize(width: 64, height: 48)
        let transforms = [CGAffineTransform.identity,
                          CGAffineTransform(a: 2, b: 0, c: 0, d: 1.5, tx: -7.3, ty: 2.2),
                          CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 64, ty: 0.5)]
        let rects = [CGRect(x: 8, y: 6, width: 30, height: 20), CGRect(x: 10.3, y: 7.8, width: 21.45, height: 13.1),
                     CGRect(x: 40.6, y: 30.2, width: 3.3, height: 9)]
        var worst = 0
        for rect in rects {
            for width in [0.5, 1, 2, 3.7, 12] {
                for t in transforms {
                    let image = CanvasRenderer(size: size).render { context, _ in
                        context.transform = t
                        context.stroke(Path(rect), with: .color(.white), style: StrokeStyle(lineWidth: width))
                    }
                    let device = rect.applying(t), pen = CGSize(width: abs(t.a) * width / 2, height: abs(t.d) * width / 2)
                    let outer = device.insetBy(dx: -pen.width, dy: -pen.height)
                    let hole = min(rect.width, rect.height) > width ? device.insetBy(dx: pen.width, dy: pen.height) : .null
                    for y in 0..<image.height {
                        for x in 0..<image.width {
                            let area = Self.overlap(outer, x, y) - (hole.isNull ? 0 : Self.overlap(hole, x, y))
                            let expected = Int((area * 255).rounded())
                            let d = abs(Int(image.pixel(x: x, y: y).a) - expected)
                            worst = max(worst, d)
                            #expect(d <= 1, "\(rect) width \(width) under \(t): (\(x), \(y)) \(image.pixel(x: x, y: y).a), exact \(expected)")
                        }
                    }
                }
            }
        }
    }

    /// Rotated, a rectangle's ring gives the stroker outline's pixels (within rounding), but
    /// at the inner corner of the stroker's start point, where its outline turns through the
    /// corner and counts a small square twice.
    @Test func rotatedRectangleRingMatchesTheStroker() throws {
        let size = CGSize(width: 80, height: 80)
        let rect = CGRect(x: 20.4, y: 18.7, width: 36, height: 27)
        for angle in [0.1, 0.7, 2.5] {
            // About the canvas centre.
            let t = CGAffineTransform(translationX: -40, y: -40).concatenating(CGAffineTransform(rotationAngle: angle))
                .concatenating(CGAffineTransform(translationX: 40, y: 40))
            for width in [1.0, 2, 5] {
                let style = StrokeStyle(lineWidth: width)
                let ring = CanvasRenderer(size: size).render { context, _ in
                    context.transform = t
                    context.stroke(Path(rect), with: .color(.white), style: style)
                }
                let stroker = CanvasRenderer(size: size).render { context, _ in
                    context.transform = t
                    context.fill(Path(rect).strokedPath(style, tolerance: 0.001), with: .color(.white))
                }
                // The inner corner at the start point (the rectangle's minX, minY corner).
                let corner = CGPoint(x: rect.minX + width / 2, y: rect.minY + width / 2).applying(t)
                var worst = 0
                for y in 0..<ring.height {
                    for x in 0..<ring.width {
                        let d = abs(Int(ring.pixel(x: x, y: y).a) - Int(stroker.pixel(x: x, y: y).a))
                        let nearCorner = abs(Double(x) + 0.5 - corner.x) < 2 && abs(Double(y) + 0.5 - corner.y) < 2
                        if nearCorner {
                            // The stroker's corner pixel covers at least the ring's.
                            #expect(Int(ring.pixel(x: x, y: y).a) <= Int(stroker.pixel(x: x, y: y).a) + 1)
                        } else {
                            worst = max(worst, d)
                        }
                    }
                }
                #expect(worst <= 1, "angle \(angle), width \(width): worst \(worst)")
            }
        }
    }

    /// A pen wider than the shape leaves no hole: the ring is the grown shape alone.
    @Test func widePenLeavesOnlyTheGrownShape() throws {
        let rect = CGRect(x: 0, y: 0, width: 28, height: 12)
        let capsule = Path(roundedRect: rect, cornerSize: CGSize(width: 6, height: 6), style: .continuous)
        let wide = try #require(capsule.strokeRing(StrokeStyle(lineWidth: 12)))
        #expect(wide == Path(roundedRect: rect.insetBy(dx: -6, dy: -6), cornerSize: CGSize(width: 12, height: 12), style: .circular))
        let thin = try #require(capsule.strokeRing(StrokeStyle(lineWidth: 3)))
        #expect(thin.verbs.filter { $0 == .move }.count == 2)
    }

    /// Only solid strokes of the recognised shapes are rings: dashes, ellipses, continuous
    /// corners below a capsule's radius, elliptical corners, open or altered paths and bad
    /// widths keep the stroker.
    @Test func otherPathsAndStylesKeepTheStroker() {
        let rect = CGRect(x: 3, y: 4, width: 30, height: 20)
        let circle = Path(ellipseIn: CGRect(x: 3, y: 4, width: 20, height: 20))
        #expect(circle.strokeRing(StrokeStyle(lineWidth: 2, dash: [3, 2])) == nil)
        #expect(circle.strokeRing(StrokeStyle(lineWidth: 0)) == nil)
        #expect(circle.strokeRing(StrokeStyle(lineWidth: .nan)) == nil)
        #expect(circle.strokeRing(StrokeStyle(lineWidth: -1)) == nil)
        #expect(Path(ellipseIn: rect).strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        #expect(Path(roundedRect: rect, cornerRadius: 4, style: .continuous).strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 6, height: 3), style: .circular)
            .strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2, lineJoin: .bevel)) == nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2, lineJoin: .round)) == nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2, miterLimit: 1.41)) == nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2, dash: [4, 2])) == nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2, miterLimit: 1.42)) != nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2, miterLimit: .nan)) != nil)
        #expect(Path(rect).strokeRing(StrokeStyle(lineWidth: 2)) != nil)
        // A rectangle's sides drawn open, off the axes, or with a zero-length side.
        var openRect = Path()
        openRect.addLines([CGPoint(x: 3, y: 4), CGPoint(x: 33, y: 4), CGPoint(x: 33, y: 24), CGPoint(x: 3, y: 24)])
        #expect(openRect.strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        #expect(Path(rect).applying(CGAffineTransform(rotationAngle: 0.3)).strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        #expect(Path(CGRect(x: 3, y: 4, width: 0, height: 20)).strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        var open = Path()
        open.move(to: CGPoint(x: 23, y: 14))
        open.addArc(center: CGPoint(x: 13, y: 14), radius: 10, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
        #expect(open.strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        // The same elements with one control point moved are not a circle.
        var points = circle.elements
        if case let .curve(to, c1, c2) = points[2] { points[2] = .curve(to: to, control1: CGPoint(x: c1.x + 0.5, y: c1.y), control2: c2) }
        var altered = Path()
        for e in points { altered.append(e) }
        #expect(altered.strokeRing(StrokeStyle(lineWidth: 2)) == nil)
        #expect(circle.strokeRing(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel)) != nil)
    }
}
