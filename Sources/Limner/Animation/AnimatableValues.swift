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
    func animatedColor(_ color: Color, _ name: String) -> Color {
        let target = color.linearData(in: environment)
        let presented = animated(target, name)
        return presented == target ? color : Color(linearData: presented)
    }

    /// A shape style at its presented value (colours animate; other styles change at once).
    func animatedStyle<S: ShapeStyle>(_ style: S) -> S {
        if let color = style as? Color, let presented = animatedColor(color, "style.color") as? S { return presented }
        return style
    }
}
