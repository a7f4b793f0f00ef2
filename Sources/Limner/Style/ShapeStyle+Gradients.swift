import Foundation

// SwiftUI's static gradient members of `ShapeStyle` (iOS 15): `.linearGradient(…)`,
// `.radialGradient(…)`, `.angularGradient(…)`, `.conicGradient(…)` and
// `.ellipticalGradient(…)`, usable wherever a style is asked for:
// `.foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`.

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around a unit point; radii in points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient filling the shape's rectangle.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of evenly spaced colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn (conic) gradient starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full-turn gradient of evenly spaced colours.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A full-turn gradient of stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

// Interpolation spaces (iOS 16): `Gradient.colorSpace(_:)`, `AnyGradient.colorSpace(_:)`,
// and the `AnyGradient` forms of the static members, so
// `.fill(.linearGradient(Gradient(colors: [.red, .green]).colorSpace(.device), startPoint: .leading, endPoint: .trailing))`
// and `.fill(Color.blue.gradient.colorSpace(.perceptual))` compile and draw as asked.

extension Gradient {
    /// This gradient interpolating its colours in `space` (see `Gradient.ColorSpace`).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var g = self
        g.interpolationSpace = space
        return AnyGradient(g)
    }
}

extension AnyGradient {
    /// This gradient interpolating its colours in `space` (see `Gradient.ColorSpace`).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { gradient.colorSpace(space) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of an `AnyGradient` (top to bottom unless told).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of an `AnyGradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of an `AnyGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of an `AnyGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn gradient of an `AnyGradient`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}

private struct GradientColorSpaceKey: EnvironmentKey {
    static let defaultValue = Gradient.ColorSpace.perceptual
}

extension EnvironmentValues {
    /// The space gradient styles below interpolate in when the gradient does not say
    /// (`Gradient.colorSpace(_:)`): `.perceptual` (OKLab) by default, as SwiftUI's gradients
    /// on iOS 16 and later; `.device` (sRGB) for what Core Graphics, Skia, CSS and SwiftUI's
    /// `.device` draw. Limner's option (SwiftUI has no such environment value):
    /// `.environment(\.gradientColorSpace, .device)`.
    public var gradientColorSpace: Gradient.ColorSpace {
        get { self[GradientColorSpaceKey.self] }
        set { self[GradientColorSpaceKey.self] = newValue }
    }
}

private struct GradientDitheringKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether gradient styles below are dithered: each pixel's exact colour rounded up or
    /// down by a fixed 8×8 ordered pattern keyed on its device pixel (never random, so the
    /// same view gives the same bytes), which breaks the bands of a slow ramp; every channel
    /// stays within one level of the undithered colour. On by default, as SwiftUI on iOS
    /// dithers its gradients (about one level of noise in the reference PNGs of public
    /// snapshot tests recorded on iOS simulators); `false` draws the
    /// rounded ramp that Core Graphics and Skia draw by default. `GraphicsContext` shadings
    /// (`.linearGradient(…)` and its siblings, in a `Canvas`) are not dithered. Limner's option (SwiftUI has no such environment
    /// value): `.environment(\.gradientDithering, false)`.
    public var gradientDithering: Bool {
        get { self[GradientDitheringKey.self] }
        set { self[GradientDitheringKey.self] = newValue }
    }
}
