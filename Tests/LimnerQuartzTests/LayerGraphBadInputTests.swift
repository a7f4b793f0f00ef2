import Foundation
import Testing
@testable import LimnerQuartz
import LimnerGraphics

/// Bad input in the layer model, one test per class of failure: layer graphs that are not
/// trees, quadratic transaction stacks, morphs between large paths, non-finite local times.
/// Each must finish in bounded time in a debug build.
@Suite struct LayerGraphBadInputTests {
    /// One mask layer assigned to a chain of layers: it moves, as a sublayer would, so each
    /// layer is drawn once (before, an 8-deep chain of shared masks drew 8⁸ times).
    @Test func sharedMaskMovesInsteadOfFormingADAG() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let mask = CALayer()
        mask.frame = root.bounds
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        var layers: [CALayer] = []
        var parent = root
        for _ in 0..<8 {
            let l = CALayer()
            l.frame = root.bounds
            l.backgroundColor = CGColor(gray: 0, alpha: 1)
            parent.addSublayer(l)
            l.mask = mask
            layers.append(l)
            parent = l
        }
        // Only the last assignment holds.
        #expect(layers.dropLast().allSatisfy { $0.mask == nil })
        #expect(layers.last?.mask === mask)
        #expect(mask.maskedLayer === layers.last)
        let start = Date()
        let p = try LayerHost(rootLayer: root).render(at: 0)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(Q.rgba(p, 10, 10)[3] == 255)
    }

    /// A layer that is a sublayer of the layer it then masks leaves the sublayers, so the
    /// tree walks (presentation marking, drawing) never meet it twice or loop.
    @Test func maskThatIsAlsoASublayerLeavesTheSublayers() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let content = CALayer()
        content.frame = root.bounds
        content.backgroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(content)
        let m = CALayer()
        m.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        m.backgroundColor = CGColor(gray: 0, alpha: 1)
        content.addSublayer(m)
        content.mask = m
        #expect(content.sublayers == nil)
        #expect(m.superlayer == nil)
        let p = try LayerHost(rootLayer: root).render(at: 0)
        #expect(Q.rgba(p, 5, 10)[3] == 255)
        #expect(Q.rgba(p, 15, 10)[3] == 0)
        // And back: adding the mask as a sublayer takes it from the layer it masked.
        root.addSublayer(m)
        #expect(content.mask == nil)
        #expect(m.superlayer === root)
    }

    /// Unbalanced `CATransaction.begin()`s: each is constant time (the stack was copied on
    /// every begin), and reading the settings stays correct.
    @Test func hundredThousandUnbalancedBeginsAreLinear() {
        let start = Date()
        for _ in 0..<100_000 { CATransaction.begin() }
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        for _ in 0..<100_000 { CATransaction.commit() }
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(CATransaction.animationDuration() == AnimationLocalTime.defaultDuration)
    }

    /// A 20 000-point polygon morphing into an ellipse: one frame in bounded time, ends on
    /// the end path, and the halfway path has the doubled segment count.
    @Test func largePolygonMorphIsNotQuadratic() {
        var polygon = Path()
        let n = 20_000
        for k in 0..<n {
            let a = Double(k) / Double(n) * 2 * .pi
            let r = 40 + 5 * sin(17 * a)
            let p = CGPoint(x: 50 + r * cos(a), y: 50 + r * sin(a))
            if k == 0 { polygon.move(to: p) } else { polygon.addLine(to: p) }
        }
        polygon.closeSubpath()
        let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 80, height: 60))
        let start = Date()
        let mid = PathMorph.interpolate(polygon, ellipse, fraction: 0.5)
        #expect(Date().timeIntervalSince(start) < 10)
        let cubics = mid.verbs.filter { $0 == .cubic }.count
        #expect(cubics == 2 * n)
        let bounds = mid.boundingRect
        #expect(bounds.minX > 0 && bounds.maxX < 100 && bounds.minY > 0 && bounds.maxY < 100)
    }

    /// Splitting keeps the path's shape and order: halving a square's sides gives its
    /// corners and midpoints in order around it.
    @Test func splitHalvesLongestFirstInPathOrder() {
        var sub = CubicSubpath.subpaths(of: Path(CGRect(x: 0, y: 0, width: 40, height: 20)))[0]
        sub.split(toCount: 6)
        // The two 40-long sides are halved first, each at its midpoint, in path order.
        #expect(sub.segments.map(\.end) == [
            CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 20),
            CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 0),
        ])
    }

    /// Speed 0 with a huge negative begin time, read at a huge time: (t − begin) overflows
    /// and ∞ · 0 was NaN, which trapped on the way to the cycle index.
    @Test func frozenAnimationAtOverflowingTimeIsDefined() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.duration = 2
        a.speed = 0
        a.timeOffset = 1
        a.beginTime = -1.7e308
        let timing = AnimationLocalTime(a)
        let local = timing.localTime(atParentTime: 1.7e308)
        #expect(local?.time == 1)
        #expect(local?.cycle == 0)
    }
}
