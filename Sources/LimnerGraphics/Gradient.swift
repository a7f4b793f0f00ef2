import Foundation
import LimnerRaster

/// Colour stops along 0…1 (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, 0…1.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1 (one colour: a solid gradient).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        }
    }

    /// The stops resolved for the rasterizer. Locations are clamped to 0…1 and made
    /// non-decreasing, as Core Graphics does. With `linearColor`, each segment is subdivided
    /// so that interpolating the sRGB-encoded result linearly stays within 1/255 of
    /// interpolating in linear light (`GradientOptions.linearColor`).
    package func resolvedStops(in environment: EnvironmentValues, linearColor: Bool = false) -> [GradientStop] {
        var out: [GradientStop] = []
        out.reserveCapacity(stops.count)
        var last: Double = 0
        for s in stops {
            let loc = max(last, min(max(Double(s.location.isNaN ? 0 : s.location), 0), 1))
            last = loc
            out.append(GradientStop(location: loc, color: s.color.resolvedRGBA(in: environment)))
        }
        guard linearColor, out.count > 1 else { return out }
        var fine: [GradientStop] = [out[0]]
        for i in 1..<out.count {
            let a = out[i - 1], b = out[i]
            let steps = 16
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                func mix(_ x: Float, _ y: Float) -> Float {
                    Float(Color.encode(Color.decode(Double(x)) * (1 - t) + Color.decode(Double(y)) * t))
                }
                let c = RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                  blue: mix(a.color.blue, b.color.blue),
                                  alpha: a.color.alpha * Float(1 - t) + b.color.alpha * Float(t))
                fine.append(GradientStop(location: a.location + (b.location - a.location) * t, color: c))
            }
        }
        return fine
    }
}
