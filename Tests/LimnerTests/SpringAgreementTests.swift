import Testing
@testable import Limner

/// SwiftUI's `Spring` and `Animation.spring(duration:bounce:)`, Core Animation's
/// `CASpringAnimation(perceptualDuration:bounce:)` and UIKit's
/// `UIView.animate(springDuration:bounce:…)` are one spring: the same stiffness, damping and
/// settling time for every bounce, Apple's recorded values where there are some, and a bounce
/// that reads back as given.
@Suite("One spring conversion")
struct SpringAgreementTests {
    /// The spring UIKit's `animate(springDuration:bounce:)` gives a view's position.
    func uiKitSpring(duration: Double, bounce: Double) throws -> CASpringAnimation {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        let host = LayerHost(rootLayer: window.layer)
        host.schedule(after: 0.1) {
            UIView.animate(springDuration: duration, bounce: CGFloat(bounce), animations: { box.center.x += 50 })
        }
        host.advance(to: 0.1)
        return try #require(box.layer.animation(forKey: "position") as? CASpringAnimation)
    }

    static let bounces: [Double] = [-1, -0.75, -0.5, -0.25, 0, 0.15, 0.25, 0.3, 0.5, 0.75, 1]

    @Test(arguments: bounces)
    func everyFormAgrees(bounce: Double) throws {
        let spring = Spring(duration: 0.5, bounce: bounce)
        guard case let .spring(fromAnimation, _, _, _) = Animation.spring(duration: 0.5, bounce: bounce).node else {
            Issue.record("Animation.spring is not a spring"); return
        }
        let ca = CASpringAnimation(perceptualDuration: 0.5, bounce: CGFloat(bounce))
        let ui = try uiKitSpring(duration: 0.5, bounce: bounce)
        for (name, k, c) in [("Animation", fromAnimation.stiffness, fromAnimation.damping),
                             ("CASpringAnimation", Double(ca.stiffness), Double(ca.damping)),
                             ("UIKit", Double(ui.stiffness), Double(ui.damping))] {
            #expect(abs(k - spring.stiffness) <= 1e-9 * spring.stiffness, "\(name) stiffness at bounce \(bounce)")
            #expect(abs(c - spring.damping) <= 1e-9 * spring.damping, "\(name) damping at bounce \(bounce)")
        }
        #expect(abs(ca.settlingDuration - spring.settlingDuration) <= 1e-9 * spring.settlingDuration)
        #expect(abs(ui.settlingDuration - spring.settlingDuration) <= 1e-9 * spring.settlingDuration)
        #expect(abs(ui.duration - spring.settlingDuration) <= 1e-9 * spring.settlingDuration)
        // Round trips (bounce −1 is taken as −0.999 999).
        #expect(abs(spring.bounce - bounce) <= 1.01e-6, "Spring.bounce at \(bounce)")
        #expect(abs(Double(ca.bounce) - bounce) <= 1.01e-6, "CASpringAnimation.bounce at \(bounce)")
        #expect(abs(ca.perceptualDuration - 0.5) <= 1e-12)
        // Every form settles (bounce 1, undamped, is capped at 10 000 s).
        #expect(spring.settlingDuration > 0 && spring.settlingDuration <= 10_000)
    }

    /// SWIFTUI-SEMANTICS.md §9.2: duration 0.5 gives k = 157.91; c = 25.13 (bounce 0),
    /// 21.36 (snappy, 0.15), 17.59 (bouncy, 0.3).
    @Test func applesRecordedValues() throws {
        for (bounce, damping) in [(0.0, 25.13), (0.15, 21.36), (0.3, 17.59)] {
            let ca = CASpringAnimation(perceptualDuration: 0.5, bounce: CGFloat(bounce))
            let ui = try uiKitSpring(duration: 0.5, bounce: bounce)
            for (k, c) in [(Spring(duration: 0.5, bounce: bounce).stiffness, Spring(duration: 0.5, bounce: bounce).damping),
                           (Double(ca.stiffness), Double(ca.damping)), (Double(ui.stiffness), Double(ui.damping))] {
                #expect(abs(k - 157.91) < 0.005)
                #expect(abs(c - damping) < 0.005)
            }
        }
        #expect(abs(Spring.snappy.damping - 21.36) < 0.005 && abs(Spring.bouncy.damping - 17.59) < 0.005)
    }

    /// Bounce −1 used to make `CASpringAnimation` undamped (ζ = 0, never settling) while
    /// `Spring` was heavily over-damped: both are ζ = 10⁶ now.
    @Test func bounceMinusOneIsOverDampedEverywhere() {
        let ca = CASpringAnimation(perceptualDuration: 0.5, bounce: -1)
        #expect(ca.allowsOverdamping)
        #expect(abs(Double(ca.damping) / (2 * (Double(ca.stiffness) * Double(ca.mass)).squareRoot()) - 1e6) < 1)
        #expect(abs(Spring(duration: 0.5, bounce: -1).dampingRatio - 1e6) < 1)
    }

    /// Springs whose natural frequency √(k/m) overflows stay evaluable in bounded time: with
    /// a tiny mass (damping 10 is then far above critical, capped to it) they settle at once;
    /// stiffness 10³⁰⁰ on mass 1 with damping 10 is all but undamped (ζ ≈ 0) and reports the
    /// 10 000 s cap.
    @Test func overflowingSpringsAreBounded() {
        for (mass, stiffness, settles) in [(1e-300, 1.0, true), (1e-300, 1e300, true),
                                           (Double.leastNonzeroMagnitude, 100, true), (1, 1e300, false)] {
            let spring = Spring(mass: mass, stiffness: stiffness, damping: 10)
            let ca = CASpringAnimation()
            ca.mass = CGFloat(mass); ca.stiffness = CGFloat(stiffness)
            for duration in [spring.settlingDuration, ca.settlingDuration] {
                #expect(duration.isFinite && duration <= 10_000)
                #expect(settles ? duration < 1e-3 : duration == 10_000, "mass \(mass), stiffness \(stiffness)")
            }
            #expect(spring.value(target: 1.0, time: 0.5).isFinite)
            #expect(spring.oscillator.angularFrequency <= DampedOscillator.maximumAngularFrequency * (1 + 1e-12))
        }
    }
}
