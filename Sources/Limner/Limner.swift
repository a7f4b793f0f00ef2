// Limner: SwiftUI's graphics system on Linux. `import Limner` is all a user writes.
//
// This module is the SwiftUI-compatible view layer:
// 1. Views (`View/`): the `View` protocol, `@ViewBuilder` (parameter packs → `TupleView`,
//    conditionals, `ForEach`, `Group`, `AnyView`), primitive views (`Text`, `Image`, `Color`,
//    shapes, gradients, `Canvas`, `Spacer`, stacks, `GeometryReader`).
// 2. Data (`Data/`): `@State` and `@Binding`, `@Environment`, `DynamicProperty`.
// 3. The graph (`Graph/`): `ViewGraph` resolves view values into `ResolvedNode`s, each with
//    an identity (the structural path from the root), its environment, and a behaviour for
//    layout and drawing. State lives in the graph by identity, so re-evaluating every body
//    with new state (or, later, a new time) keeps it. Deep trees run on a large-stack thread.
// 4. Layout (`Layout/`): proposal → size → placement as SwiftUI does (SWIFTUI-SEMANTICS §1):
//    `ProposedViewSize`, stacks with priority/flexibility distribution and default spacing,
//    frames, padding, fixedSize, overlay/background/mask, alignment guides.
// 5. Shapes and styles (`Shape/`, `Style/`): `Shape`, `InsettableShape`, the built-in
//    shapes, fill/stroke/trim/inset, `ShapeStyle` with colours and gradients.
// 6. Rendering (`Render/`): a laid-out tree is recorded as a `DisplayList` (LimnerGraphics);
//    opacity, blend mode and shadows go to each leaf unless a compositing group, drawing
//    group, mask or blur makes a layer. `ImageRenderer` turns it into pixels and PNG.
// 7. Animation (`Animation/`): `Animatable`, `VectorArithmetic`, `AnimatablePair`; the
//    timing engine (`withAnimation`, `Transaction`) will evaluate `animatableData` at a time.
// 8. Core Animation and UIKit (`Quartz/`): `LayerView` shows a `CALayer` tree (LimnerQuartz,
//    LimnerUIKit) inside a view.
@_exported import LimnerGeometry
@_exported import LimnerRaster
@_exported import LimnerText
@_exported import LimnerMedia
@_exported import LimnerGraphics
@_exported import LimnerQuartz
@_exported import LimnerUIKit
