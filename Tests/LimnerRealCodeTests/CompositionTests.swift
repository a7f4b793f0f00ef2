import Foundation
import Testing
import Limner

/// Filters and shadows composed in SwiftUI's order.
@Suite struct CompositionTests {
    /// The metaball idiom: threshold added first, blur second — the blur runs first, so two
    /// nearby circles merge into one blob with a crisp edge.
    @Test func metaballsMergeWithCrispEdges() throws {
        let canvas = Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
            context.addFilter(.blur(radius: 10))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 20, y: 40, width: 50, height: 50)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 80, y: 40, width: 50, height: 50)), with: .color(.black))
            }
        }
        .frame(width: 150, height: 130)
        let p = try render(canvas)
        dump(p, "metaballs")
        // Every pixel is either fully yellow or empty: thresholded after the blur.
        var partial = 0
        for y in 0..<p.height { for x in 0..<p.width {
            let a = p.color(at: CGFloat(x), CGFloat(y)).a
            if a > 0 && a < 255 { partial += 1 }
        } }
        #expect(partial < 40, "\(partial) soft pixels")
        // The gap between the circles is bridged.
        expectPixel(p, 75, 65, systemYellow)
        expectClear(p, 5, 5)
    }

    /// A shadow after `clipShape` shadows the clipped view as one layer: the shadow falls
    /// outside the clip, following the clip's outline.
    @Test func shadowAfterClipShapeFallsOutsideTheClip() throws {
        let view = ZStack {
            Color.blue
            Color.red.frame(width: 30, height: 30)
        }
        .frame(width: 80, height: 60)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black, radius: 0, x: 8, y: 8)
        .padding(20)
        let p = try render(view)
        // Below-right of the card: its hard shadow.
        expectPixel(p, 20 + 80 + 4, 20 + 30, black)
        expectPixel(p, 20 + 40, 20 + 60 + 4, black)
        // Inside: the card, not darkened by the inner red square's shadow.
        expectPixel(p, 20 + 40 + 16 + 4, 20 + 30 + 16 + 4, systemBlue)
    }

    /// `.shadow(a).shadow(b)`: the outer shadow b also shadows a's shadow.
    @Test func stackedShadowsCompose() throws {
        let view = Color.red.frame(width: 20, height: 20)
            .shadow(color: .blue, radius: 0, x: 10, y: 0)
            .shadow(color: .green, radius: 0, x: 0, y: 10)
            .padding(30)
        let p = try render(view)
        expectPixel(p, 40, 40, systemRed)
        expectPixel(p, 55, 40, systemBlue)    // a: to the right
        expectPixel(p, 40, 55, systemGreen)   // b of the view: below
        expectPixel(p, 55, 55, systemGreen)   // b of a's shadow: below-right
    }
}
