import Foundation
import Testing
@testable import LimnerGraphics

/// The members added when the `GraphicsContext` surface was audited against Apple's
/// documentation: `Shading.backdrop`, `resolve(_: Shading)`, `ShadowOptions.disablesGroup`,
/// `FilterOptions.linearColor` on every filter, `BlurOptions.dithersResult`.
@Suite struct ContextAuditTests {
    let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    // MARK: Shading.backdrop

    @Test func backdropCopiesWhatIsAlreadyDrawn() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 40)), with: .color(white: 0.5))
            // Multiplying the backdrop by itself squares it: 128·128/255 = 64.
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .backdrop)
        }
        #expect(TestSupport.close(TestSupport.rgba(p, 5, 5), [64, 64, 64, 255], 1))
        #expect(TestSupport.rgba(p, 30, 5) == [0, 0, 0, 0])   // nothing there to copy
        // Normal blending at full opacity changes nothing.
        let plain = TestSupport.render(40, 40) { context, _ in
            context.fill(square, with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .backdrop)
        }
        let reference = TestSupport.render(40, 40) { context, _ in context.fill(square, with: .color(.red)) }
        #expect(plain == reference)
    }

    @Test func backdropInsideALayerStartsTransparent() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(square, with: .color(.red))
            context.drawLayer { layer in
                layer.blendMode = .copy
                layer.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .backdrop)
            }
        }
        #expect(TestSupport.rgba(p, 20, 20) == [255, 59, 48, 255])
        #expect(TestSupport.record { context, _ in context.fill(square, with: .backdrop) }
            .description.contains("with backdrop"))
    }

    // MARK: resolve(_: Shading)

    @Test func resolvedShadingKeepsTheEnvironmentItWasResolvedIn() {
        let p = TestSupport.render(4, 4) { context, _ in
            context.environment.foregroundColor = .green
            let green = context.resolve(.foreground)
            context.environment.colorScheme = .dark
            let darkBlue = context.resolve(.color(.blue))
            context.environment.foregroundColor = .red
            context.environment.colorScheme = .light
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: green)
            context.fill(Path(CGRect(x: 2, y: 0, width: 2, height: 4)), with: darkBlue)
        }
        #expect(TestSupport.rgba(p, 0, 0) == [52, 199, 89, 255])
        #expect(TestSupport.rgba(p, 3, 0) == [10, 132, 255, 255])
        // Unresolved, the same shadings follow the context's environment at draw time.
        let q = TestSupport.render(4, 4) { context, _ in
            context.environment.foregroundColor = .red
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground)
        }
        #expect(TestSupport.rgba(q, 0, 0) == [255, 59, 48, 255])
    }

    @Test func resolvedGradientAndPaletteKeepTheirGeometry() {
        let g = Gradient(colors: [.black, .white])
        let shading = GraphicsContext.Shading.linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 40, y: 0))
        let a = TestSupport.render(40, 4) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 4)), with: context.resolve(shading))
        }
        let b = TestSupport.render(40, 4) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 4)), with: shading)
        }
        #expect(a == b)
        let palette = TestSupport.render(4, 4) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)),
                         with: context.resolve(.palette([.color(.green), .color(.red)])))
        }
        #expect(TestSupport.rgba(palette, 1, 1) == [52, 199, 89, 255])
    }

    // MARK: ShadowOptions.disablesGroup

    func halfOpaqueShadowed(_ options: GraphicsContext.ShadowOptions) -> Pixmap {
        TestSupport.render(40, 40) { context, _ in
            context.opacity = 0.5
            context.addFilter(.shadow(color: .black, radius: 0, x: 4, y: 4, options: options))
            context.fill(square, with: .color(.white))
        }
    }

    @Test func disablesGroupCompositesShadowAndDrawingSeparately() {
        // Grouped: the opaque square hides its shadow inside the layer, then the layer is
        // composited at 50 %: white at alpha 128. Separate: black at 50 %, then white at 50 %
        // over it: colour 128, alpha 0.5 + 0.5·0.5 = 0.75 → 191.
        let grouped = halfOpaqueShadowed([])
        let separate = halfOpaqueShadowed(.disablesGroup)
        #expect(TestSupport.close(TestSupport.rgba(grouped, 25, 25), [128, 128, 128, 128], 1))
        #expect(TestSupport.close(TestSupport.rgba(separate, 25, 25), [128, 128, 128, 191], 1))
        // Outside the overlap both show the same shadow and the same square.
        #expect(TestSupport.rgba(grouped, 32, 32) == TestSupport.rgba(separate, 32, 32))
        #expect(TestSupport.rgba(grouped, 12, 12) == TestSupport.rgba(separate, 12, 12))
        // Shadow only: nothing to separate.
        #expect(halfOpaqueShadowed(.shadowOnly) == halfOpaqueShadowed([.shadowOnly, .disablesGroup]))
    }

    @Test func disablesGroupBlendsTheShadowWithTheDestination() {
        // A multiply shadow over a red backdrop darkens it only when composited separately;
        // in a group it multiplies with the empty layer (normal over red).
        func render(_ options: GraphicsContext.ShadowOptions) -> Pixmap {
            TestSupport.render(40, 40) { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(red: 1, green: 0.5, blue: 0.5))
                var c = context
                c.addFilter(.shadow(color: Color(white: 0.5), radius: 0, x: 4, y: 4, blendMode: .multiply, options: options))
                c.fill(square, with: .color(.white))
            }
        }
        #expect(TestSupport.close(TestSupport.rgba(render([]), 32, 32), [128, 128, 128, 255], 1))
        #expect(TestSupport.close(TestSupport.rgba(render(.disablesGroup), 32, 32), [128, 64, 64, 255], 1))
    }

    @Test func filtersAfterASeparatedShadowApplyToEachPart() {
        // A colour invert applied after the separated shadow (added before it: the filter
        // added last runs first) inverts both parts: the shadow turns white, the white square black.
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.colorInvert())
            context.addFilter(.shadow(color: .black, radius: 0, x: 4, y: 4, options: .disablesGroup))
            context.fill(square, with: .color(.white))
        }
        #expect(TestSupport.rgba(p, 32, 32) == [255, 255, 255, 255])
        #expect(TestSupport.rgba(p, 20, 20) == [0, 0, 0, 255])
        let list = TestSupport.record { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 4, y: 4, options: [.shadowAbove, .disablesGroup]))
            context.fill(square, with: .color(.white))
        }
        #expect(list.description.contains("options [shadowAbove disablesGroup])"))
    }

    // MARK: FilterOptions.linearColor

    @Test func linearColorReachesShadowAndProjection() {
        // Shadow: a 50 % white square over its own shadow (black at the square's alpha, 0.5,
        // offset 0) gives alpha 0.75 and colour 0.5/0.75 of white: 2/3 of the encoding
        // without linearColor (premultiplied 128), linear 2/3 → encoded 0.836 with it
        // (premultiplied 0.836 · 0.75 · 255 = 160).
        func shadowed(_ options: GraphicsContext.FilterOptions) -> Pixmap {
            TestSupport.render(40, 40) { context, _ in
                context.addFilter(.shadow(color: .black, radius: 0), options: options)
                context.fill(square, with: .color(white: 1, opacity: 0.5))
            }
        }
        #expect(TestSupport.close(TestSupport.rgba(shadowed([]), 20, 20), [128, 128, 128, 192], 1))
        #expect(TestSupport.close(TestSupport.rgba(shadowed(.linearColor), 20, 20), [160, 160, 160, 192], 2))
        let recorded = TestSupport.record { context, _ in
            context.addFilter(.shadow(radius: 1), options: .linearColor)
            context.addFilter(.projectionTransform(ProjectionTransform()), options: .linearColor)
            context.fill(square, with: .color(.black))
        }
        // The filter added last runs first: the projection, then the shadow.
        #expect(recorded.description.contains("filters [projection[1 0 0 0 1 0 0 0 1] linearColor, shadow("))
        #expect(recorded.description.contains("options [] linearColor)]"))

        // Projection: a half-pixel shift of a black/white edge resamples to 50 % in the
        // encoding without linearColor (128) and to linear 0.5 with it (188).
        func shifted(_ options: GraphicsContext.FilterOptions) -> Pixmap {
            TestSupport.render(40, 4) { context, _ in
                context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 0.5, y: 0))),
                                  options: options)
                context.drawLayer { layer in  // one draw: both halves go through the filter together
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 4)), with: .color(.white))
                    layer.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 4)), with: .color(.black))
                }
            }
        }
        #expect(TestSupport.close(TestSupport.rgba(shifted([]), 20, 1), [128, 128, 128, 255], 1))
        #expect(TestSupport.close(TestSupport.rgba(shifted(.linearColor), 20, 1), [188, 188, 188, 255], 2))
    }

    @Test func alphaThresholdIgnoresLinearColor() {
        func render(_ options: GraphicsContext.FilterOptions) -> Pixmap {
            TestSupport.render(40, 40) { context, _ in
                context.addFilter(.blur(radius: 2))
                context.addFilter(.alphaThreshold(min: 0.5, color: .blue), options: options)
                context.fill(square, with: .color(.black))
            }
        }
        #expect(render([]) == render(.linearColor))
    }

    // MARK: BlurOptions.dithersResult

    @Test func dithersResultIsRecordedAndDrawsTheRoundedBlur() {
        func render(_ options: GraphicsContext.BlurOptions) -> Pixmap {
            TestSupport.render(40, 40) { context, _ in
                context.addFilter(.blur(radius: 3, options: options))
                context.fill(square, with: .color(red: 0.2, green: 0.6, blue: 0.9))
            }
        }
        #expect(render(.dithersResult) == render([]))
        let list = TestSupport.record { context, _ in
            context.addFilter(.blur(radius: 3, options: [.dithersResult, .opaque]))
            context.fill(square, with: .color(.black))
        }
        #expect(list.description.contains("blur(3 opaque dithers)"))
    }
}
