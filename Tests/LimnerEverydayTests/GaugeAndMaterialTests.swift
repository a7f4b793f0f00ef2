import Testing
@testable import Limner

/// `Gauge` with its styles and bad ranges, and the blur-and-tint `Material`.
@Suite struct GaugeAndMaterialTests {
    @Test func linearGaugeFillsToTheValue() throws {
        let p = try render(Gauge(value: 30, in: 0...120) { Text("Speed") }.tint(.red).frame(width: 200).background(.white))
        let y = CGFloat(p.height) - 2
        expectPixel(p, 200 * 0.2, y, systemRed)
        expectPixel(p, 200 * 0.5, y, (228, 228, 230), tolerance: 2)
    }

    @Test func gaugeFractions() {
        typealias G = Gauge<Text, EmptyView, EmptyView, EmptyView>
        #expect(G.fraction(5.0, in: 0...10) == 0.5)
        #expect(G.fraction(50.0, in: 0...10) == 1)
        #expect(G.fraction(Double.nan, in: 0...10) == 0)
        #expect(G.fraction(3.0, in: 3...3) == 0)                      // an empty range
        #expect(G.fraction(3.0, in: -Double.infinity...Double.infinity) == 0)
        #expect(G.fraction(-Double.infinity, in: 0...1) == 0)
    }

    @Test func circularStylesAre58Points() throws {
        for view in [AnyView(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular)),
                     AnyView(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity))] {
            #expect(layoutRoot(view).children[0].size == CGSize(width: 58, height: 58))
        }
        let p = try render(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity).tint(.green))
        expectPixel(p, 52, 29, systemGreen)                   // a quarter turn, on the right
        #expect(p.color(at: 3, 29).g < 150)                   // three quarters: only the track
        let empty = try render(Gauge(value: Double.nan) { Text("x") }.gaugeStyle(.accessoryCircularCapacity).tint(.green))
        #expect(!empty.contains(systemGreen, in: rect(0, 0, 58, 58), tolerance: 30))
    }

    @Test func materialBlursWhatIsBehindAndTintsIt() throws {
        let backdrop = HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 100, height: 50)
        let plain = try render(backdrop)
        expectPixel(plain, 48, 25, systemRed)
        let p = try render(ZStack { backdrop; Color.clear.frame(width: 100, height: 50).background(.regularMaterial) })
        let middle = p.color(at: 49, 25)
        #expect(middle.r > 150 && middle.b > 200 && middle.g > 130, "middle \(middle)")   // red and blue mixed, lightened
        let left = p.color(at: 40, 25)
        #expect(left.r > left.b, "left \(left)")
        #expect(printedDisplayList(ZStack { backdrop; Color.clear.background(.thinMaterial) }).contains("backdrop(blur 10)"))
    }
}

func printedDisplayList<V: View>(_ view: V) -> String { ImageRenderer(content: view).displayList.description }

/// `ShapeStyle.shadow(.drop/.inner)`.
@Suite struct ShadowStyleTests {
    @Test func dropShadowFallsBelowTheShape() throws {
        let p = try render(Rectangle().fill(Color.red.shadow(.drop(color: .black, radius: 0, x: 5, y: 5)))
            .frame(width: 20, height: 20).padding(10))
        expectPixel(p, 20, 20, systemRed)
        expectPixel(p, 33, 33, black)
        expectClear(p, 5, 5)
    }

    @Test func innerShadowStaysInside() throws {
        let p = try render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 5, y: 5)))
            .frame(width: 20, height: 20).padding(10))
        expectPixel(p, 12, 20, black)       // the left band, inside
        expectPixel(p, 25, 25, white)
        expectClear(p, 33, 33)              // nothing outside
    }
}
