// Limner: SwiftUI's graphics system on Linux. `import Limner` is all a user writes.
//
// This module is the SwiftUI-compatible view layer:
// 1. Views (`View/`): the `View` protocol, `@ViewBuilder` (parameter packs → `TupleView`,
//    conditionals, `ForEach`, `Group`, `AnyView`), primitive views (`Text`, `Image`, `Color`,
//    shapes, gradients, `Canvas`, `Spacer`, stacks, `GeometryReader`).
// 2. Data (`Data/`): `@State` and `@Binding`, `@Environment`, `DynamicProperty`,
//    `@StateObject`/`@ObservedObject`/`@EnvironmentObject` (OpenCombine's `ObservableObject`),
//    `@Observable` models with `@Bindable` and `@Environment(Type.self)`.
// 3. The graph (`Graph/`): `ViewGraph` resolves view values into `ResolvedNode`s. Identity is
//    per node: the structural path from the root, where every modifier adds a step, so two
//    modifiers of one type on one view never share state. One store per identity keeps what
//    outlives an evaluation — state, animators, `onChange` values, appear flags,
//    subscriptions, transition records — and is purged only after layout (so state inside a
//    `GeometryReader`, whose content resolves during layout, survives).
// 4. Time (`Time/`, `Animation/`): a `ViewHost` owns a graph, a virtual clock (LimnerMotion's `VirtualClock`,
//    shared with layer hosts),
//    a reused raster context and the queue of scheduled work; `ImageRenderer`,
//    `AnimationRenderer` and the live window are its faces.
//    - Events (actions queued by updates, timer ticks, timeline entries, completions,
//      scripted input) run at exact virtual times, each followed by committed updates:
//      resolve under the pending `Transaction`, layout, geometry animation, store clean-up.
//    - A frame is a *peek*: the tree evaluated at time t against the committed state without
//      changing it, so frame(t) depends only on the events before t. Seeking backwards
//      starts the host again and replays events, never frames.
//    - Animations are evaluated in closed form (`Animation.sample(at:)`): timing curves by
//      `CubicTimingCurve`, springs by `DampedOscillator` (both in LimnerGeometry, shared with
//      Core Animation). An `Animator` per animatable value holds its target and additive runs;
//      merging springs take over position and velocity instead.
// 5. Layout (`Layout/`): proposal → size → placement as SwiftUI does:
//    `ProposedViewSize`, stacks with priority/flexibility distribution and default spacing,
//    frames, padding, fixedSize, overlay/background/mask, alignment guides.
// 6. Shapes and styles (`Shape/`, `Style/`): `Shape`, `InsettableShape`, the built-in
//    shapes, fill/stroke/trim/inset, `ShapeStyle` with colours and gradients.
// 7. Rendering (`Render/`): a laid-out tree is recorded as a `DisplayList` (LimnerGraphics);
//    opacity, blend mode and shadows go to each leaf unless a compositing group, drawing
//    group, mask or blur makes a layer. Views being removed with a transition draw after
//    their old parent's children until the removal animation ends. The effect modifiers
//    (`Effects/`: opacity, blend mode, groups, geometry, blur, shadow, clip, colour filters,
//    projections) add an `EffectNode` each, one file per family.
// 8. Core Animation and UIKit (`Quartz/`): `LayerView` shows a `CALayer` tree (LimnerQuartz,
//    LimnerUIKit) inside a view, at the host's time.
@_exported import LimnerGeometry
@_exported import LimnerText
@_exported import LimnerMedia
@_exported import LimnerGraphics
@_exported import OpenCombine
@_exported import Observation
@_exported import LimnerQuartz
@_exported import LimnerUIKit
