import LimnerRaster
/// A colour, gradient or other paint for filling shapes and text: SwiftUI's `ShapeStyle`.
///
/// Unit-space styles (gradients) are mapped onto the rectangle of the view being drawn (its
/// layout frame). Limner resolves its own styles; a style type defined outside Limner
/// draws with the foreground style.
public protocol ShapeStyle: Sendable {}

/// A style Limner knows how to resolve. Its paint is LimnerGraphics' `ShadingPaint`: the
/// same value `GraphicsContext.Shading.style(_:)` hands to a Canvas drawing.
protocol ResolvableShapeStyle: ShapeStyle {
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint
}

extension ShapeStyle {
    /// The paint of any style (the foreground paint for styles Limner does not know).
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        if let style = self as? any ResolvableShapeStyle { return style.paint(in: rect, environment: environment) }
        return environment.foregroundPaint(in: rect)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    /// Erases `style`'s type.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        if let s = base as? any ResolvableShapeStyle { return s.paint(in: rect, environment: environment) }
        return environment.foregroundPaint(in: rect)
    }
}

/// The foreground style of the environment (`foregroundStyle`, else `foregroundColor`,
/// else `.primary`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The foreground style.
    public init() {}
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        environment.foregroundPaint(in: rect)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        ShadingPaint(paint: .color(resolvedRGBA(in: environment)))
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}

/// A gradient along the line between two unit points of the drawing's rectangle.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// Creates a linear gradient of evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient of stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        ShadingPaint(paint: .linearGradient(stops: gradient.resolvedStops(in: environment, defaultColorSpace: environment.gradientColorSpace),
                                          start: startPoint.point(in: rect), end: endPoint.point(in: rect), spread: .pad))
            .dithered(environment.gradientDithering)
    }
}

/// A radial gradient around a unit point of the drawing's rectangle; radii in points.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// Creates a radial gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates a radial gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        ShadingPaint(paint: .radialGradient(stops: gradient.resolvedStops(in: environment, defaultColorSpace: environment.gradientColorSpace), center: center.point(in: rect),
                                          startRadius: Double(startRadius), endRadius: Double(endRadius), spread: .pad))
            .dithered(environment.gradientDithering)
    }
}

/// A radial gradient in a unit square stretched to the drawing's rectangle: radius
/// fractions of 0.5 reach the rectangle's edges.
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// Creates an elliptical gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Creates an elliptical gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        let unitToRect = CGAffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
        return ShadingPaint(paint: .radialGradient(stops: gradient.resolvedStops(in: environment, defaultColorSpace: environment.gradientColorSpace),
                                                 center: CGPoint(x: center.x, y: center.y),
                                                 startRadius: Double(startRadiusFraction), endRadius: Double(endRadiusFraction),
                                                 spread: .pad),
                          transform: unitToRect)
            .dithered(environment.gradientDithering)
    }
}

/// A conic gradient around a unit point of the drawing's rectangle:
/// angle 0 points along +x and angles grow clockwise on screen. A span shorter than a turn
/// leaves a wedge filled with the end colours, switching halfway across it; a longer span
/// draws only its last turn.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    /// Creates an angular gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates an angular gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .radians(2 * .pi))
    }
    /// A full turn of evenly spaced colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        let turn = 2 * Double.pi
        var start = startAngle.radians, end = endAngle.radians
        if !start.isFinite || !end.isFinite { start = 0; end = 0 }
        if end - start > turn { start = end - turn }
        var stops = gradient.resolvedStops(in: environment, defaultColorSpace: environment.gradientColorSpace)
        let span = end - start
        if span < turn, span >= 0, let first = stops.first, let last = stops.last {
            let f = span / turn
            stops = stops.map { GradientStop(location: $0.location * f, color: $0.color) }
            let switchAt = f + (1 - f) / 2
            stops += [GradientStop(location: switchAt, color: last.color), GradientStop(location: switchAt, color: first.color),
                      GradientStop(location: 1, color: first.color)]
        } else if span < 0 {
            stops = stops.isEmpty ? [] : [GradientStop(location: 0, color: stops[0].color), GradientStop(location: 1, color: stops[0].color)]
        }
        return ShadingPaint(paint: .conicGradient(stops: stops, center: center.point(in: rect), angle: start, spread: .pad))
            .dithered(environment.gradientDithering)
    }
}
