// `background` and `overlay` with a shape style, optionally in a shape: the style fills
// the shape laid out like any background (proposed the view's size, centred).

extension View {
    /// Fills the view's frame with `style` behind it (`.background(.white)`). As in SwiftUI,
    /// on `edges` where the frame reaches the safe area's edge the fill runs on to the
    /// screen's edge (`ignoresSafeArea`); that matters only on a device's screen
    /// (`DeviceScreen`), everywhere else the whole canvas is safe.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills `shape`, in the view's frame, with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Fills `shape`, in the view's frame, with the background style behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills the view's frame with `style` in front of it (running on under the safe area on
    /// `edges`, as `background(_:ignoresSafeAreaEdges:)` does).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills `shape`, in the view's frame, with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }
}
