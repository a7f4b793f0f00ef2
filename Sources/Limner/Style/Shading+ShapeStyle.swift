import Foundation
import LimnerGraphics

// `GraphicsContext.Shading.style(_:)` lives here, beside `ShapeStyle`, because LimnerGraphics
// cannot see the view layer; LimnerGraphics stores the style behind its package-level
// `ShadingStyleResolver` hook and asks it for a paint when something is drawn (see
// Sources/LimnerGraphics/ShadingStyleResolver.swift for why the hook is shaped that way).

extension GraphicsContext.Shading {
    /// A shading that draws with `style` (SwiftUI's `Shading.style(_:)`): colours as
    /// themselves, unit-space styles (gradients with `UnitPoint`s) mapped onto the bounding
    /// rectangle of what is drawn (a path's bounds, a text's frame, an image's rectangle),
    /// `.foreground` as the context environment's foreground, and a style's own opacity
    /// multiplied in.
    public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading {
        GraphicsContext.Shading(resolver: ShapeStyleResolver(style: style))
    }
}

/// Resolves a `ShapeStyle` for `Shading.style(_:)` with the view layer's own style
/// resolution (`ShapeStyle.paint(in:environment:)`).
struct ShapeStyleResolver<S: ShapeStyle>: ShadingStyleResolver {
    let style: S

    func resolve(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        style.paint(in: rect, environment: environment)
    }

    /// This resolver with its style at the value `context` presents (`animatedStyle`).
    func presented(in context: ResolveContext) -> any ShadingStyleResolver {
        ShapeStyleResolver(style: context.animatedStyle(style))
    }
}

/// A style resolver whose style can be presented at a frame's time (`ShapeStyleResolver`).
protocol PresentableStyleResolver {
    func presented(in context: ResolveContext) -> any ShadingStyleResolver
}

extension ShapeStyleResolver: PresentableStyleResolver {}
