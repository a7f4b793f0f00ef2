// LimnerUIKit: the small core of UIKit that layer-based drawing code uses, on top of
// LimnerQuartz. Views are layer delegates: every visual property lives in the view's
// layer, so rendering, seeking and animation are Core Animation's.
//
// - `UIView` (geometry, hierarchy, window callbacks, layout), `UILabel`, `UIImageView`,
//   `UIButton` (a title), `UIViewController`, `UIWindow`.
// - `UIView.animate(…)`: property changes inside the block become additive Core Animation
//   animations from the old value to the new one (UIKit's behaviour since iOS 8), with a
//   timing curve or UIKit's spring model (duration = settling time to 0.1 %, damping ratio,
//   initial velocity in distances per second).
// - Values: `UIColor`, `UIFont`, `UIImage`, `UIBezierPath`.
//
// Not provided: events and gesture recognizers, Auto Layout, storyboards and nibs
// (`init?(coder:)` fails), scroll views, text input, trait collections, dark mode.
@_exported import LimnerQuartz
