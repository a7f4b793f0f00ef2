import Foundation
import Testing
import Limner

private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureGreen = Color(red: 0, green: 1, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// A 101 × 4 bar, so that the pixel at x = 50 sits at t = 0.5 (x = 25 at 0.252, 75 at 0.748).
private func bar<S: ShapeStyle>(_ style: S) -> some View {
    Rectangle().fill(style).frame(width: 101, height: 4)
}

/// Gradients interpolate as SwiftUI's do since iOS 16: perceptually (OKLab) unless the
/// gradient asks for the device space. Expected colours are OKLab mixes computed
/// independently (Björn Ottosson's matrices, in double precision, outside Limner).
@Suite struct GradientColorSpaceTests {
    @Test func linearGradientsMixInOKLabByDefault() throws {
        let p = try render(bar(LinearGradient(colors: [pureRed, pureGreen], startPoint: .leading, endPoint: .trailing)))
        dump(p, "gradient-perceptual-red-green")
        expectPixel(p, 50, 2, (208, 168, 0), tolerance: 3)
        expectPixel(p, 25, 2, (237, 116, 0), tolerance: 4)
        expectPixel(p, 75, 2, (160, 213, 0), tolerance: 4)
        let w = try render(bar(LinearGradient(colors: [.white, pureBlue], startPoint: .leading, endPoint: .trailing)))
        expectPixel(w, 50, 2, (116, 163, 255), tolerance: 3)
        let g = try render(bar(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        expectPixel(g, 50, 2, (99, 99, 99), tolerance: 3)
    }

    @Test func deviceSpaceMixesComponentByComponent() throws {
        let gradient = Gradient(colors: [pureRed, pureGreen])
        let asked = try render(bar(.linearGradient(gradient.colorSpace(.device), startPoint: .leading, endPoint: .trailing)))
        expectPixel(asked, 50, 2, (128, 128, 0), tolerance: 2)
        // The environment's default, for a whole tree.
        let tree = try render(bar(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
            .environment(\.gradientColorSpace, .device))
        expectPixel(tree, 50, 2, (128, 128, 0), tolerance: 2)
        // A gradient's own space wins over the environment's.
        let own = try render(bar(.linearGradient(gradient.colorSpace(.perceptual), startPoint: .leading, endPoint: .trailing))
            .environment(\.gradientColorSpace, .device))
        expectPixel(own, 50, 2, (208, 168, 0), tolerance: 3)
    }

    @Test func everyGradientStyleIsPerceptual() throws {
        let colors = [pureRed, pureGreen]
        // Radial: the centre to 50 pt; the pixel 25 pt right of the centre is halfway.
        let radial = try render(Rectangle().fill(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 50))
            .frame(width: 101, height: 101))
        expectPixel(radial, 75.5, 50.5, (208, 168, 0), tolerance: 6)
        // Angular: halfway round a full turn (the pixel left of the centre).
        let angular = try render(Rectangle().fill(AngularGradient(colors: colors, center: .center))
            .frame(width: 101, height: 101))
        expectPixel(angular, 20, 50.5, (208, 168, 0), tolerance: 6)
        // `Color.gradient` and the `AnyGradient` static members take part.
        let any = try render(Rectangle().fill(.linearGradient(Gradient(colors: colors).colorSpace(.perceptual),
                                                              startPoint: .leading, endPoint: .trailing)).frame(width: 101, height: 4))
        expectPixel(any, 50, 2, (208, 168, 0), tolerance: 3)
    }

    @Test func transparentStopsTakeTheirNeighboursColour() throws {
        // Premultiplied mixing: fading blue out never passes through grey.
        let p = try render(bar(LinearGradient(colors: [.clear, pureBlue], startPoint: .leading, endPoint: .trailing)))
        let c = p.color(at: 50, 2)
        #expect(abs(c.a - 128) <= 2)
        #expect(c.r <= 3 && c.g <= 3 && c.b >= 250, "\(c)")
    }

    @Test func canvasGradientsStayInTheDeviceSpace() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [pureRed, pureGreen]), startPoint: .zero,
                                               endPoint: CGPoint(x: size.width, y: 0)))
        }
        .frame(width: 101, height: 4)
        expectPixel(try render(canvas), 50, 2, (128, 128, 0), tolerance: 2)
    }

    @Test func animatedGradientsKeepTheirSpace() throws {
        struct Fading: View {
            @State private var on = false
            var body: some View {
                Rectangle()
                    .fill(.linearGradient(Gradient(colors: [pureRed, on ? pureGreen : pureBlue]).colorSpace(.device),
                                          startPoint: .leading, endPoint: .trailing))
                    .frame(width: 101, height: 4)
                    .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let end = try AnimationRenderer(content: Fading()).frame(at: 2)
        expectPixel(end, 50, 2, (128, 128, 0), tolerance: 2)
    }
}
