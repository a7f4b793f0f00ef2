import Foundation

// Animatable data of the built-in values a view's drawing depends on.

extension Color {
    /// Linear-light RGBA, each component × 128 (SwiftUI's scale, so that absolute
    /// completion thresholds suit colours): ((r, g), (b, a)).
    typealias LinearData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    func linearData(in environment: EnvironmentValues) -> LinearData {
        let c = resolvedRGBA(in: environment)
        func lin(_ v: Float) -> Double { Self.decodeForAnimation(Double(v)) * 128 }
        return AnimatablePair(AnimatablePair(lin(c.red), lin(c.green)), AnimatablePair(lin(c.blue), Double(c.alpha) * 128))
    }

    init(linearData d: LinearData) {
        self.init(.sRGBLinear, red: d.first.first / 128, green: d.first.second / 128, blue: d.second.first / 128,
                  opacity: d.second.second / 128)
    }

    /// sRGB decoding (odd-symmetric for extended values).
    static func decodeForAnimation(_ x: Double) -> Double {
        let a = abs(x)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return x < 0 ? -l : l
    }
}

extension ResolveContext {
    /// A colour at its presented value: colours interpolate in linear light. The colour itself is returned while no animation runs.
    func animatedColor(_ color: Color, _ property: AnimatedProperty) -> Color {
        let target = color.linearData(in: environment)
        let presented = animated(target, property)
        return presented == target ? color : Color(linearData: presented)
    }

    /// A shape style at its presented value: colours animate, and so do gradients (their
    /// points, radii or angles, and each stop's colour and location, stop by stop, as
    /// SwiftUI interpolates two gradients of the same stops; a stop added or removed
    /// appears or goes at once). Other styles change at once.
    func animatedStyle<S: ShapeStyle>(_ style: S) -> S {
        if let color = style as? Color, let presented = animatedColor(color, .styleColor) as? S { return presented }
        if let g = style as? LinearGradient {
            let presented = LinearGradient(gradient: animatedGradient(g.gradient),
                                           startPoint: animating(g.startPoint, .linearStart),
                                           endPoint: animating(g.endPoint, .linearEnd))
            return presented as? S ?? style
        }
        if let g = style as? RadialGradient {
            let presented = RadialGradient(gradient: animatedGradient(g.gradient), center: animating(g.center, .radialCenter),
                                           startRadius: finiteAnimated(g.startRadius, .radialStartRadius),
                                           endRadius: finiteAnimated(g.endRadius, .radialEndRadius))
            return presented as? S ?? style
        }
        if let g = style as? EllipticalGradient {
            let presented = EllipticalGradient(gradient: animatedGradient(g.gradient), center: animating(g.center, .ellipticalCenter),
                                               startRadiusFraction: finiteAnimated(g.startRadiusFraction, .ellipticalStartFraction),
                                               endRadiusFraction: finiteAnimated(g.endRadiusFraction, .ellipticalEndFraction))
            return presented as? S ?? style
        }
        if let g = style as? AngularGradient {
            let presented = AngularGradient(gradient: animatedGradient(g.gradient), center: animating(g.center, .angularCenter),
                                            startAngle: g.startAngle.radians.isFinite ? animating(g.startAngle, .angularStart) : g.startAngle,
                                            endAngle: g.endAngle.radians.isFinite ? animating(g.endAngle, .angularEnd) : g.endAngle)
            return presented as? S ?? style
        }
        return style
    }

    /// A gradient with each stop's colour and location at its presented value.
    private func animatedGradient(_ gradient: Gradient) -> Gradient {
        var presented = gradient
        presented.stops = gradient.stops.enumerated().map { i, stop in
            Gradient.Stop(color: animatedColor(stop.color, .gradientStopColor(i)),
                          location: finiteAnimated(stop.location, .gradientStopLocation(i)))
        }
        return presented
    }

    /// `value` animated when it is finite (a NaN target would poison the animator).
    private func finiteAnimated(_ value: CGFloat, _ property: AnimatedProperty) -> CGFloat {
        value.isFinite ? animated(value, property) : value
    }
}
