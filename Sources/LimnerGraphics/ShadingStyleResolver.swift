import Foundation
import LimnerGeometry

// `GraphicsContext.Shading.style(_:)` takes a SwiftUI `ShapeStyle`, and `ShapeStyle` lives in
// the view layer (Sources/Limner/Style): its conformers (gradients with unit points,
// `AnyShapeStyle`, the foreground style, styles that carry opacity) and how they resolve
// belong there, and LimnerGraphics cannot import the layer above it. So the dependency is
// inverted through this small hook instead of moving `ShapeStyle` down:
//
// - LimnerGraphics declares `ShadingStyleResolver`, a `package` protocol: something that
//   turns a drawn object's rectangle and an environment into a paint. `Shading` stores one
//   and asks it at draw time, when the rectangle is known.
// - The view layer declares `Shading.style<S: ShapeStyle>(_:)` with Apple's exact signature
//   (so `.style(.red)` and `.style(LinearGradient(...))` type-check against `ShapeStyle`'s
//   static members) and wraps the style in a resolver that calls its own style resolution.
//
// `package` keeps the hook out of the public API: users see only `style(_:)`. A public
// protocol that `ShapeStyle` refined would have put a resolution requirement on every user
// style type, and a registered global resolver closure would be shared mutable state.

/// Resolves a deferred style into a paint for one drawn object (see the comment above).
package protocol ShadingStyleResolver: Sendable {
    /// The paint for an object whose bounding rectangle in user space is `rect`.
    func resolve(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint
}

/// A resolved paint with the extras a style may bring.
package struct ShadingPaint {
    /// The paint; its geometry is in the space `transform` maps from.
    package var paint: ResolvedPaint
    /// Paint space → the drawing's user space (identity for most styles; a scale for
    /// elliptical gradients, whose circles become ellipses).
    package var transform: CGAffineTransform
    /// Extra opacity the style carries (`style.opacity(0.5)`).
    package var opacity: Double
    /// Whether a gradient paint is dithered (`FillCommand.dithers`): SwiftUI's gradient
    /// styles are, under `EnvironmentValues.gradientDithering`; `GraphicsContext` shadings are
    /// not.
    package var dithers = false

    /// A paint with its geometry in user space and no extra opacity unless given.
    package init(paint: ResolvedPaint, transform: CGAffineTransform = .identity, opacity: Double = 1) {
        self.paint = paint
        self.transform = transform
        self.opacity = opacity
    }

    /// This paint, dithered when `dithers`.
    package func dithered(_ dithers: Bool) -> ShadingPaint {
        var copy = self
        copy.dithers = dithers
        return copy
    }
}

/// The environment's foreground (for `Shading.foreground` fixed by `resolve(_:)`).
struct ForegroundResolver: ShadingStyleResolver {
    func resolve(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        environment.foregroundPaint(in: rect)
    }
}

/// A resolver whose environment was fixed by `GraphicsContext.resolve(_:)`.
struct EnvironmentBoundResolver: ShadingStyleResolver {
    let base: any ShadingStyleResolver
    let environment: EnvironmentValues

    func resolve(in rect: CGRect, environment _: EnvironmentValues) -> ShadingPaint {
        base.resolve(in: rect, environment: environment)
    }
}

extension ShadingPaint {
    /// The paint in user space, for items whose paint cannot carry its own transform (text,
    /// image tints): exact for an identity transform and for colours; a gradient's points
    /// are mapped, and an elliptical gradient becomes the radial one over its longer axis.
    package var flattened: ResolvedPaint {
        let t = transform
        if t.isIdentity { return paint }
        switch paint {
        case let .linearGradient(stops, s, e, spread):
            return .linearGradient(stops: stops, start: s.applying(t), end: e.applying(t), spread: spread)
        case let .radialGradient(stops, c, r0, r1, spread):
            let k = Double(max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d)))
            return .radialGradient(stops: stops, center: c.applying(t), startRadius: r0 * k, endRadius: r1 * k, spread: spread)
        case let .conicGradient(stops, c, angle, spread):
            return .conicGradient(stops: stops, center: c.applying(t), angle: angle, spread: spread)
        case .color, .tiledImage, .backdrop, .blurredBackdrop:
            return paint
        }
    }
}
