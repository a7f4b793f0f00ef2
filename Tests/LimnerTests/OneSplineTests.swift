import Testing
@testable import Limner
@testable import LimnerQuartz

/// Views' keyframes and Core Animation's cubic keyframes run on one spline (LimnerMotion's
/// `KeyframeSpline`): Hermite segments with Catmull–Rom velocities.
@Suite("One keyframe spline for views and layers")
struct OneSplineTests {
    /// A layer in a hosted root, animated along `values` (one second per segment) in `mode`.
    private func layer(values: [Double], mode: CAAnimationCalculationMode) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let host = LayerHost(rootLayer: root)
        host.advance(to: 0)
        let layer = CALayer()
        root.addSublayer(layer)
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = values
        k.calculationMode = mode
        k.duration = Double(values.count - 1)
        layer.add(k, forKey: nil)
        return layer
    }

    private func x(_ layer: CALayer, at t: Double) -> Double {
        Double(layer.presentation(at: t).value(forKeyPath: "position.x") as? CGFloat ?? .nan)
    }

    @Test func coreAnimationsCubicModeIsUniformCatmullRom() {
        let l = layer(values: [0, 10, 40, 20], mode: .cubic)
        // 0.5·(2b + (c − a)f + (2a − 5b + 4c − d)f² + (−a + 3b − 3c + d)f³), the ends repeated.
        func catmullRom(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ f: Double) -> Double {
            0.5 * (2 * b + (c - a) * f + (2 * a - 5 * b + 4 * c - d) * f * f + (-a + 3 * b - 3 * c + d) * f * f * f)
        }
        for (t, expected) in [(0.0, 0.0), (0.5, catmullRom(0, 0, 10, 40, 0.5)), (1, 10), (1.5, catmullRom(0, 10, 40, 20, 0.5)),
                              (2.25, catmullRom(10, 40, 20, 20, 0.25)), (2.9, catmullRom(10, 40, 20, 20, 0.9))] {
            #expect(abs(x(l, at: t) - expected) < 1e-9, "t = \(t)")
        }
        #expect(abs(x(l, at: 1.5) - 26.875) < 1e-12)
    }

    @Test func viewsAndLayersAgreeBetweenInteriorKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(40.0, duration: 1)
                CubicKeyframe(20.0, duration: 1)
            }
        }
        let l = layer(values: [0, 10, 40, 20], mode: .cubic)
        // The segment from 10 to 40 has neighbours on both sides: the same velocities in both.
        for t in stride(from: 1.0, through: 2.0, by: 0.125) {
            #expect(abs(timeline.value(time: t) - x(l, at: t)) < 1e-9, "t = \(t)")
        }
        // At the ends they differ as documented: views start from rest, layers do not.
        #expect(timeline.value(time: 0.5) < x(l, at: 0.5))
    }
}
