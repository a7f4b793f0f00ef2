import Foundation
@_spi(LimnerUIKit) import LimnerQuartz

// UIView's block animations. Inside the block, each change of an animatable layer property
// (position, bounds, opacity, backgroundColor, transform, cornerRadius) becomes an additive
// animation from (old − new) to zero on top of the new model value, the way UIKit has
// animated since iOS 8: overlapping animations of one property add up instead of jumping,
// and a delayed animation holds its start (fill mode backwards) until it begins. The
// completion runs when every animation of the block has ended, with `finished` false if one
// was removed early; a block that changes nothing completes at once (on the next callback turn).

extension UIView {
    /// Options of block animations (`UIView.AnimationOptions`). Curves, `repeat` and
    /// `autoreverse` apply; the others are accepted and have no effect here (no events,
    /// no layout inside the block).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 3 {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the changes made in `animations` over `duration` seconds after `delay`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(ViewAnimation(duration: duration, delay: delay, options: options, spring: nil), animations, completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds (ease in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds (ease in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes with UIKit's spring: `duration` is the time to settle within
    /// 0.1 %, `dampingRatio` 1 does not overshoot, `velocity` is in whole changes per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let v = Double(velocity.isFinite ? velocity : 0)
        let spring = DampedOscillator(settlingDuration: duration, dampingRatio: Double(dampingRatio), initialVelocity: v)
        run(ViewAnimation(duration: duration, delay: delay, options: options, spring: (spring, v)), animations, completion)
    }

    /// Animates the changes with a spring of perceptual duration `springDuration` (its
    /// undamped period) and `bounce` (−1…1), as SwiftUI's `Spring(duration:bounce:)` and
    /// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17: the same conversion). The
    /// animations last until the spring settles; `velocity` is in whole changes per second.
    public class func animate(springDuration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let v = Double(velocity.isFinite ? velocity : 0)
        let spring = DampedOscillator(perceptualDuration: springDuration, bounce: Double(bounce))
        run(ViewAnimation(duration: spring.settlingDuration(initialVelocity: v), delay: delay, options: options,
                          spring: (spring, v)), animations, completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside
    /// an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimation.stack.append(nil)
        actionsWithoutAnimation()
        ViewAnimation.stack.removeLast()
    }

    /// Whether animations are enabled (always true here).
    public class var areAnimationsEnabled: Bool { true }

    private class func run(_ animation: ViewAnimation, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        let group = AnimationCompletionGroup { finished in completion?(finished) }
        ViewAnimation.stack.append(animation)
        CATransaction.perform(duration: nil, timingFunction: nil, disableActions: false, completion: group) {
            animations()
        }
        ViewAnimation.stack.removeLast()
    }

    /// The action for a change of the backing layer: an animation inside an animation
    /// block for UIKit's animatable properties, `NSNull()` (no animation) otherwise.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let current = ViewAnimation.stack.last, let animation = current,
              ViewAnimation.animatableKeys.contains(event) else { return NSNull() }
        return ViewPropertyAction(animation: animation, key: event, oldValue: layer.value(forKeyPath: event))
    }
}

/// The parameters of the innermost `UIView.animate` block.
struct ViewAnimation {
    let duration: Double
    let delay: Double
    let options: UIView.AnimationOptions
    /// The spring of a spring animation and its initial velocity (whole changes per second).
    let spring: (oscillator: DampedOscillator, velocity: Double)?

    static let animatableKeys: Set<String> = ["position", "bounds", "opacity", "backgroundColor", "transform", "cornerRadius"]

    /// The blocks being run on this thread, innermost last (nil: `performWithoutAnimation`).
    static var stack: [ViewAnimation?] {
        get { (Thread.current.threadDictionary[key] as? Box)?.stack ?? [] }
        set {
            if let box = Thread.current.threadDictionary[key] as? Box { box.stack = newValue }
            else { let box = Box(); box.stack = newValue; Thread.current.threadDictionary[key] = box }
        }
    }
    private static let key = "LimnerUIKit.ViewAnimation.stack"
    private final class Box { var stack: [ViewAnimation?] = [] }
}

/// Adds the animation for one property change made in an animation block.
struct ViewPropertyAction: CAAction {
    let animation: ViewAnimation
    let key: String
    let oldValue: Any?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let newValue = layer.value(forKeyPath: key)
        let a = animation
        let duration = a.duration.isFinite && a.duration > 0 ? a.duration : 0
        guard duration > 0 else { return }
        let basic: CABasicAnimation
        if let (oscillator, velocity) = a.spring {
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = CGFloat(oscillator.mass)
            spring.stiffness = CGFloat(oscillator.stiffness)
            spring.damping = CGFloat(oscillator.damping)
            spring.allowsOverdamping = oscillator.dampingRatio > 1
            spring.initialVelocity = CGFloat(velocity)
            basic = spring
        } else {
            basic = CABasicAnimation(keyPath: key)
            basic.timingFunction = a.options.timingFunction
        }
        basic.duration = duration
        if let difference = AdditiveDifference.make(old: oldValue, new: newValue) {
            basic.isAdditive = true
            basic.fromValue = difference.from
            basic.toValue = difference.zero
        } else {
            basic.fromValue = oldValue
            basic.toValue = newValue
        }
        if a.delay.isFinite, a.delay > 0 {
            basic.beginTime = CACurrentMediaTimeOf(layer) + a.delay
            basic.fillMode = .backwards
        }
        if a.options.contains(.repeat) { basic.repeatCount = .infinity }
        if a.options.contains(.autoreverse) { basic.autoreverses = true }
        var name = key
        var n = 1
        while layer.animation(forKey: name) != nil { name = "\(key)-\(n)"; n += 1 }
        layer.add(basic, forKey: name)
    }
}

/// The host time of `layer` (see `CALayer.presentationTime`).
func CACurrentMediaTimeOf(_ layer: CALayer) -> Double { layer.presentationTime }

/// old − new for the kinds UIKit animates additively.
enum AdditiveDifference {
    static func make(old: Any?, new: Any?) -> (from: Any, zero: Any)? {
        switch (old, new) {
        case let (a as CGPoint, b as CGPoint): return (CGPoint(x: a.x - b.x, y: a.y - b.y), CGPoint.zero)
        case let (a as CGRect, b as CGRect):
            return (CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height), CGRect.zero)
        case let (a as CGSize, b as CGSize): return (CGSize(width: a.width - b.width, height: a.height - b.height), CGSize.zero)
        case let (a as CGFloat, b as CGFloat): return (a - b, CGFloat(0))
        default: return nil
        }
    }
}
