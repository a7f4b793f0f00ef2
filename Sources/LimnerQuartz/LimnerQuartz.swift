// LimnerQuartz: Core Animation's layer model on Linux. It knows nothing of views.
//
// 1. Layers (`CALayer`, `CAShapeLayer`, `CATextLayer`, `CAGradientLayer`) hold model values
//    in one `LayerState` each; every property is also reachable by key path
//    (`value(forKeyPath:)`), which is how animations read and write it.
// 2. Animations (`CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`,
//    `CAAnimationGroup`) are evaluated in closed form: `AnimationLocalTime` maps a host time
//    to a local time (beginTime, speed, timeOffset, repeat, autoreverse, fill mode), the
//    animation maps it to a value. The presentation of a layer at time t is its model state
//    with its animations applied in the order they were added; nothing is stepped.
// 3. Time: a `LayerHost` owns a root layer and a virtual clock (LimnerMotion's `VirtualClock`,
//    the one view hosts use; current while callbacks run). `CACurrentMediaTime()` reads the
//    current clock. Callbacks (animation delegates,
//    transaction completions, `LayerHost.schedule(after:_:)`) run in time order as the host
//    advances; every model mutation they make is journaled, so seeking back undoes it and
//    seeking forward again replays it without running user code twice.
// 4. Rendering: `LayerTreeRenderer` turns the presentation tree at t into a `DisplayList`
//    (LimnerGraphics). Plain layers flatten into items with composed transforms; a group is
//    made only where a mask, `masksToBounds`, group opacity or a shadow needs one.
@_exported import LimnerGeometry
@_exported import LimnerGraphics
