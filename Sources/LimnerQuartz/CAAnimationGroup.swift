import Foundation

/// Runs several animations together on one layer (`CAAnimationGroup`). Each child's times
/// are in the group's local time (a child `beginTime` of 0 starts with the group), and
/// children are cut off at the group's duration. The group's own `timingFunction` is not
/// applied to its children.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    public var animations: [CAAnimation]?

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = Self.init()
        c.copyTiming(from: self)
        c.animations = animations?.map { $0.copy() as! CAAnimation }
        return c
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to state: inout LayerState, localTime: Double, cycle: Int) {
        for child in animations ?? [] { child.apply(to: &state, parentTime: localTime) }
    }
}
