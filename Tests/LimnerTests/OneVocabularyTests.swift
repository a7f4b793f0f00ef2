import Foundation
import Testing
@testable import Limner
import struct LimnerRaster.GradientStop

/// Where the view layer and `GraphicsContext` once each had their own copy of a computation,
/// the two now agree: these tests draw the same thing both ways.
@Suite struct OneVocabularyTests {
    /// The `with …` part of the first recorded line starting with `kind`.
    func paint(of kind: String, in list: String) -> String? {
        guard let line = list.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(kind) })
        else { return nil }
        guard let with = line.range(of: " with ") else { return nil }
        var depth = 0, out = ""
        for ch in line[with.upperBound...] {   // up to the paint's closing parenthesis
            out.append(ch)
            if ch == "(" { depth += 1 }
            if ch == ")" { depth -= 1; if depth == 0 { break } }
        }
        return out
    }

    static let gradient = EllipticalGradient(colors: [.red, .blue], center: UnitPoint(x: 0.3, y: 0.6), endRadiusFraction: 0.5)

    /// The centre and end radius of a printed radial gradient.
    func radial(_ paint: String?) -> (x: Double, y: Double, r: Double)? {
        guard let paint, paint.hasPrefix("radialGradient((") else { return nil }
        let numbers = paint.dropFirst("radialGradient((".count)
            .split(whereSeparator: { ", )r…".contains($0) }).prefix(4).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[3])
    }

    @Test func ellipticalGradientOnTextIsTheSameInAViewAndACanvas() throws {
        let text = Text("MMMM").font(.system(size: 30))
        let view = printedDisplayList(text.fixedSize().foregroundStyle(Self.gradient))
        // The same text drawn by a Canvas, with the gradient as the text's own style and as
        // the environment's foreground style (which the Canvas once ignored, drawing black).
        let ownStyle = printedDisplayList(Canvas { c, _ in
            c.draw(text.foregroundStyle(Self.gradient), at: .zero, anchor: .topLeading)
        }.frame(width: 300, height: 100))
        let foreground = printedDisplayList(Canvas { c, _ in
            c.draw(text, at: .zero, anchor: .topLeading)
        }.frame(width: 300, height: 100).foregroundStyle(Self.gradient))
        #expect(paint(of: "text", in: foreground) == paint(of: "text", in: ownStyle))
        // Each is the radial gradient over the longer (horizontal) axis of the text's
        // rectangle W × H: centre (0.3 W, 0.6 H), end radius 0.5 W. (A view maps it onto its
        // frame rounded to pixels, a Canvas onto the text's exact frame, so W and H differ by
        // less than a point.)
        for list in [view, ownStyle, foreground] {
            let g = try #require(radial(paint(of: "text", in: list)), "\(list)")
            #expect(abs(g.x / g.r - 0.6) < 1e-3)
        }
    }

    @Test func flattenedGradientMapsItsGeometry() {
        // An elliptical gradient on text becomes the radial gradient over the longer axis,
        // its centre mapped into the text's space; a rotated paint keeps its full reach.
        let stops = [GradientStop(location: 0, color: RGBAColor(red: 1, green: 0, blue: 0)),
                     GradientStop(location: 1, color: RGBAColor(red: 0, green: 0, blue: 1))]
        let scaled = ShadingPaint(paint: .radialGradient(stops: stops, center: CGPoint(x: 0.5, y: 0.5), startRadius: 0,
                                                         endRadius: 0.5, spread: .pad),
                                  transform: CGAffineTransform(a: 80, b: 0, c: 0, d: 20, tx: 10, ty: 0))
        guard case let .radialGradient(_, center, _, r1, _) = scaled.flattened else { Issue.record("not radial"); return }
        #expect(center == CGPoint(x: 50, y: 10))
        #expect(r1 == 40)
        let rotated = ShadingPaint(paint: scaled.paint, transform: CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 80, y: 20))
        guard case let .radialGradient(_, _, _, r2, _) = rotated.flattened else { Issue.record("not radial"); return }
        #expect(abs(r2 - 40) < 1e-9)
    }

    @Test func canvasForegroundShadingFollowsTheForegroundStyle() {
        let list = printedDisplayList(Canvas { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }.frame(width: 40, height: 20).foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                      endPoint: .trailing)))
        #expect(list.contains("linearGradient((0, 10) → (40, 10)"))
        // `resolve(_:)` fixes it with the context's environment, geometry still per drawing.
        let resolved = printedDisplayList(Canvas { c, _ in
            let shading = c.resolve(GraphicsContext.Shading.foreground)
            c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 4)), with: shading)
        }.frame(width: 40, height: 20).foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                      endPoint: .trailing)))
        #expect(resolved.contains("linearGradient((0, 2) → (10, 2)"))
        let plain = printedDisplayList(Canvas { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }.frame(width: 40, height: 20).foregroundColor(.green))
        #expect(plain.contains("color(#34C759FF)"))
    }

    @Test func everyViewBlendModeIsTheDrawingModeOfTheSameName() {
        #expect(BlendMode.allCases.count == 21)
        for mode in BlendMode.allCases {
            #expect(mode.graphics.description == "\(mode)")
        }
        #expect(BlendMode.multiply.graphics == .multiply)
        #expect(BlendMode.plusLighter.graphics == .plusLighter)
    }

    @Test func gradientStopsResolveOnceForViewsAndCanvases() {
        let gradient = Gradient(stops: [.init(color: .red, location: 0.6), .init(color: .blue, location: 0.2),
                                        .init(color: .green, location: .nan), .init(color: .black, location: 2)])
        let stops = gradient.resolvedStops(in: EnvironmentValues())
        #expect(stops.map(\.location) == [0.6, 0.6, 0.6, 1])
        // A view's gradient styles interpolate perceptually by default and a canvas's
        // shadings in the device space (docs/RealSwiftUIFiles.md); in one space they resolve
        // to the same stops.
        let view = printedDisplayList(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
            .frame(width: 10, height: 10).environment(\.gradientColorSpace, .device))
        let canvas = printedDisplayList(Canvas { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)),
                   with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 5), endPoint: CGPoint(x: 10, y: 5)))
        }.frame(width: 10, height: 10))
        #expect(paint(of: "fill", in: view) == paint(of: "fill", in: canvas))
    }

    @Test func templateImageTintTakesTheStylesOpacityInAViewAsInACanvas() throws {
        var pixels = try Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { pixels.setPixel(x: x, y: y, r: 0, g: 0, b: 0, a: 255) } }
        let image = Image(pixmap: pixels).renderingMode(.template)
        let style = AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)).opacity(0.5)
        let view = printedDisplayList(image.foregroundStyle(style))
        let canvas = printedDisplayList(Canvas { c, _ in
            c.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }.frame(width: 4, height: 4).foregroundStyle(style))
        let viewLine = try #require(view.split(separator: "\n").first { $0.contains("image ") })
        let canvasLine = try #require(canvas.split(separator: "\n").first { $0.contains("image ") })
        #expect(viewLine.contains("tint linearGradient((0, 2) → (4, 2)"))
        #expect(viewLine.contains("opacity 0.5"))
        #expect(canvasLine.contains("tint linearGradient((0, 2) → (4, 2)"))
        #expect(canvasLine.contains("opacity 0.5"))
    }
}
