extension Color: View {
    /// A colour fills its frame.
    public var body: _ShapeView<Rectangle, Color> { _ShapeView(shape: Rectangle(), style: self) }
}

extension LinearGradient: View {
    /// A gradient fills its frame.
    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension RadialGradient: View {
    /// A gradient fills its frame.
    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension AngularGradient: View {
    /// A gradient fills its frame.
    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView(shape: Rectangle(), style: self) }
}

extension EllipticalGradient: View {
    /// A gradient fills its frame.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { _ShapeView(shape: Rectangle(), style: self) }
}
