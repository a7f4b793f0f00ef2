import Testing
@testable import Limner

/// The less common everyday API: colour filters, z-index, 3D and projection effects,
/// shape transforms, ViewThatFits, ScrollView, EquatableView, colour scheme, control size.
@Suite struct OnceEachAPITests {
    @Test func grayscaleRemovesColour() throws {
        let p = try render(Color.red.frame(width: 10, height: 10).grayscale(1))
        let c = p.color(at: 5, 5)
        #expect(abs(c.r - c.g) <= 2 && abs(c.g - c.b) <= 2)
        let q = try render(Color.red.frame(width: 10, height: 10).grayscale(.nan))
        expectPixel(q, 5, 5, systemRed)
    }

    @Test func colorMultiplyAndInvert() throws {
        let p = try render(Color.white.frame(width: 10, height: 10).colorMultiply(.blue))
        expectPixel(p, 5, 5, systemBlue)
        let q = try render(Color.white.frame(width: 10, height: 10).colorInvert())
        expectPixel(q, 5, 5, black)
        let b = try render(Color.black.frame(width: 10, height: 10).brightness(1))
        expectPixel(b, 5, 5, white)
    }

    @Test func saturationContrastHueAndLuminance() throws {
        let s = try render(Color.red.frame(width: 10, height: 10).saturation(0)).color(at: 5, 5)
        #expect(abs(s.r - s.g) <= 2)
        let c = try render(Color.black.frame(width: 10, height: 10).contrast(0)).color(at: 5, 5)
        #expect(abs(c.r - 128) <= 2)
        let h = try render(Color.red.frame(width: 10, height: 10).hueRotation(.degrees(120))).color(at: 5, 5)
        #expect(h.g > h.r)
        let l = try render(Color.white.frame(width: 10, height: 10).luminanceToAlpha()).color(at: 5, 5)
        #expect(l.a > 250 && l.r == 0)
    }

    @Test func zIndexChangesTheDrawingOrder() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        expectPixel(try render(view), 10, 10, systemRed)
        let stack = HStack(spacing: -10) {
            Color.red.frame(width: 20, height: 20).zIndex(2)
            Color.blue.frame(width: 20, height: 20)
        }
        expectPixel(try render(stack), 15, 10, systemRed)
    }

    @Test func rotation3DAtZeroChangesNothing() throws {
        let p = try render(Color.green.frame(width: 20, height: 20).rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0)))
        expectPixel(p, 1, 1, systemGreen)
        expectPixel(p, 19, 19, systemGreen)
    }

    @Test func rotation3DAboutYNarrowsTheView() throws {
        let flat = try render(Color.green.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0).padding(10))
        // Without perspective, cos 60° = 0.5: the 40-point view spans 20 points around its centre.
        expectClear(flat, 18, 20)
        expectPixel(flat, 22, 20, systemGreen)
        expectPixel(flat, 38, 20, systemGreen)
        expectClear(flat, 42, 20)
        // With perspective 1 (the eye 40 points away) the near edge grows and the far one shrinks.
        let deep = try render(Color.green.frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).padding(10))
        #expect(deep.color(at: 13, 20).a > 200)
        #expect(deep.color(at: 42, 20).a == 0)
    }

    @Test func projectionEffectTranslates() throws {
        var t = ProjectionTransform()
        t.m31 = 10
        let p = try render(Color.red.frame(width: 10, height: 10).projectionEffect(t).frame(width: 30, height: 10, alignment: .leading))
        expectClear(p, 5, 5)
        expectPixel(p, 15, 5, systemRed)
    }

    @Test func shapeTransforms() throws {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Rectangle().offset(x: 5).path(in: r).boundingRect == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(Rectangle().scale(0.5).path(in: r).boundingRect == CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        let rotated = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: r).boundingRect
        #expect(abs(rotated.minX + 10) < 1e-9 && abs(rotated.maxY - 10) < 1e-9)
    }

    @Test func viewThatFitsPicksTheFirstThatFits() {
        let view = ViewThatFits {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }.frame(width: 150)
        let root = layoutRoot(view)
        #expect(leafFrames(root, named: "Rectangle").contains { $0.width == 100 })
        let p = try? render(view)
        if let p { expectPixel(p, 75, 5, systemBlue) }
        // None fits: the last.
        let none = layoutRoot(ViewThatFits { Color.red.frame(width: 300); Color.blue.frame(width: 200) }.frame(width: 50))
        #expect(frames(none).contains { $0.name.hasPrefix("Frame(200") })
    }

    @Test func scrollViewShowsTheTopOfItsContentClipped() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 50)
                Color.blue.frame(height: 500)
            }
        }.frame(width: 60, height: 100)
        let p = try render(view)
        #expect(p.height == 100)
        expectPixel(p, 30, 25, systemRed)
        expectPixel(p, 30, 90, systemBlue)
    }

    @Test func equatableViewDrawsItsContent() throws {
        struct Swatch: View, Equatable {
            var body: some View { Color.green.frame(width: 10, height: 10) }
        }
        expectPixel(try render(Swatch().equatable()), 5, 5, systemGreen)
    }

    @Test func preferredColorSchemeDark() throws {
        let p = try render(Rectangle().fill(.primary).frame(width: 10, height: 10).preferredColorScheme(.dark))
        expectPixel(p, 5, 5, white)
    }

    @Test func controlSizeChangesTheSpinner() {
        let regular = layoutRoot(ProgressView()).children[0].size
        let large = layoutRoot(ProgressView().controlSize(.large)).children[0].size
        #expect(regular == CGSize(width: 20, height: 20) && large == CGSize(width: 37, height: 37))
    }
}
