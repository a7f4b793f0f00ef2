import Foundation
import Testing
import Limner

/// A view that switches from its first to its second look on appear, under a one-second
/// linear animation.
private struct Switching<V: View>: View {
    let look: (Bool) -> V
    @State private var on = false

    var body: some View {
        look(on)
            .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

/// One row of the table: the modifier with its value at the start and at the end, and the
/// same view drawn statically at the halfway value.
private struct Row: Sendable {
    let name: String
    let animated: @Sendable () -> AnyView
    let halfway: @Sendable () -> AnyView
    let start: @Sendable () -> AnyView
    let end: @Sendable () -> AnyView
}

private func row<V: View>(_ name: String, _ look: @escaping @Sendable (Double) -> V) -> Row {
    Row(name: name,
        animated: { AnyView(Switching { look($0 ? 1 : 0) }) },
        halfway: { AnyView(look(0.5)) },
        start: { AnyView(look(0)) },
        end: { AnyView(look(1)) })
}

/// A 60 × 40 card of two colours, so colour filters and projections show.
private struct Card: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red
            Color.blue
        }
        .frame(width: 60, height: 40)
    }
}

/// The linear-light midpoint of two sRGB colours (how SwiftUI and Limner interpolate colours).
private func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> Color {
    func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func m(_ x: Double, _ y: Double) -> Double { lin(x / 255) + (lin(y / 255) - lin(x / 255)) * t }
    return Color(.sRGBLinear, red: m(a.0, b.0), green: m(a.1, b.1), blue: m(a.2, b.2))
}

private let rows: [Row] = [
    row("rotation3DEffect") { t in Card().rotation3DEffect(.degrees(70 * t), axis: (x: 0, y: 1, z: 0)).padding(20) },
    row("projectionEffect") { t in
        Card().projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5 * t, d: 1, tx: 0, ty: 0))).padding(30)
    },
    row("hueRotation") { t in Card().hueRotation(.degrees(150 * t)) },
    row("dashPhase") { t in
        Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 4, dash: [12, 12], dashPhase: 12 * t))
            .frame(width: 60, height: 40).padding(4)
    },
    row("lineWidth") { t in Circle().stroke(.black, lineWidth: 2 + 10 * t).frame(width: 50, height: 50).padding(8) },
    row("blur") { t in Card().blur(radius: 6 * t).padding(20) },
    row("shadow") { t in Card().shadow(color: .black, radius: 8 * t, x: 10 * t, y: 6 * t).padding(30) },
    row("saturation") { t in Card().saturation(1 - t) },
    row("contrast") { t in Card().contrast(1 - 0.8 * t) },
    row("brightness") { t in Card().brightness(0.5 * t) },
    row("grayscale") { t in Card().grayscale(t) },
    row("colorMultiply") { t in Card().colorMultiply(mix((255, 255, 255), (255, 204, 0), t)) },
    row("opacity") { t in Card().opacity(1 - t) },
    row("cornerRadius") { t in Card().cornerRadius(20 * t) },
    row("clipShape") { t in Card().clipShape(RoundedRectangle(cornerRadius: 20 * t)) },
    row("offset") { t in Card().offset(x: 30 * t, y: 10 * t).frame(width: 120, height: 70, alignment: .topLeading) },
    row("rotationEffect") { t in Card().rotationEffect(.degrees(90 * t)).frame(width: 80, height: 80) },
    row("scaleEffect(anchor:)") { t in Card().scaleEffect(1 + t, anchor: .topLeading).frame(width: 130, height: 90, alignment: .topLeading) },
    row("frame") { t in Color.green.frame(width: 20 + 60 * t, height: 30).frame(width: 100, height: 40, alignment: .leading) },
    row("padding") { t in Color.green.padding(20 * t).background(Color.yellow).frame(width: 100, height: 100) },
    row("foregroundStyle colour") { t in
        Rectangle().foregroundStyle(mix((255, 59, 48), (0, 122, 255), t)).frame(width: 40, height: 40)
    },
    row("foregroundStyle gradient") { t in
        Rectangle().foregroundStyle(.linearGradient(colors: [mix((255, 59, 48), (52, 199, 89), t), .blue],
                                                    startPoint: .leading, endPoint: UnitPoint(x: 1 - 0.5 * t, y: 0.5)))
            .frame(width: 60, height: 30)
    },
    row("fill colour") { t in Circle().fill(mix((255, 149, 0), (175, 82, 222), t)).frame(width: 40, height: 40) },
    row("font size") { t in Text("Ag").font(.system(size: 20 + 20 * t)).frame(width: 90, height: 60) },
    row("font size (text style)") { t in
        Text("Ag").font(t == 0 ? .title : t == 1 ? .largeTitle : .system(size: 31)).frame(width: 90, height: 60)
    },
    row("Text.foregroundColor") { t in
        Text("Ag").font(.system(size: 40, weight: .black)).foregroundColor(mix((255, 59, 48), (0, 122, 255), t))
            .frame(width: 90, height: 60)
    },
    row("Text.foregroundStyle") { t in
        Text("Ag").font(.system(size: 40, weight: .black)).foregroundStyle(mix((52, 199, 89), (175, 82, 222), t))
            .frame(width: 90, height: 60)
    },
    row("text view foregroundStyle") { t in
        Label("Ag", systemImage: "star.fill").font(.system(size: 30, weight: .black))
            .foregroundStyle(mix((255, 149, 0), (0, 122, 255), t)).frame(width: 120, height: 60)
    },
    row("Text runs' colours") { t in
        (Text("A").foregroundColor(mix((255, 59, 48), (52, 199, 89), t)) + Text("g").foregroundColor(mix((0, 122, 255), (255, 204, 0), t)))
            .font(.system(size: 40, weight: .black)).frame(width: 90, height: 60)
    },
    row("trim") { t in Circle().trim(from: 0, to: 0.2 + 0.6 * t).stroke(.black, lineWidth: 6).frame(width: 50, height: 50).padding(6) },
]

/// The value at t = 0.5 of a one-second linear animation is the halfway value, for every
/// modifier SwiftUI animates: the frame equals the view drawn statically at the halfway
/// value, and differs from both ends (so the modifier did not jump).
@Suite struct AnimatableModifierTests {
    /// The largest difference of one channel between two pixmaps of the same size.
    static func maxDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        let x = a.premultipliedRGBA(), y = b.premultipliedRGBA()
        var m = 0
        for i in x.indices { m = max(m, abs(Int(x[i]) - Int(y[i]))) }
        return m
    }

    @Test(arguments: rows.map(\.name))
    func halfwayAtHalfTime(_ name: String) throws {
        let row = try #require(rows.first { $0.name == name })
        let animated = AnimationRenderer(content: row.animated())
        let mid = try animated.frame(at: 0.5)
        let expected = try render(row.halfway())
        let start = try render(row.start()), end = try render(row.end())
        dump(mid, "anim-\(name)-mid"); dump(expected, "anim-\(name)-expected")
        #expect(Self.maxDifference(mid, expected) <= 2, "\(name): t = 0.5 is not the halfway value")
        #expect(Self.maxDifference(mid, start) > 8, "\(name): t = 0.5 still shows the start")
        #expect(Self.maxDifference(mid, end) > 8, "\(name): t = 0.5 already shows the end")
        // And the animation ends at the end value.
        #expect(Self.maxDifference(try animated.frame(at: 1.5), end) <= 2, "\(name): the end")
    }
}

/// A title that grows under `withAnimation`, with a bar below it that the growing text
/// pushes down: the size interpolates at every frame and the layout follows it.
private struct GrowingTitle: View {
    var size: CGFloat? = nil
    @State private var big = false

    var body: some View {
        VStack(spacing: 0) {
            Text("Hello").font(.system(size: size ?? (big ? 40 : 20)))
            Color.blue.frame(width: 20, height: 6)
        }
        .frame(width: 140, height: 70, alignment: .top)
        .onAppear { if size == nil { withAnimation(.linear(duration: 1)) { big = true } } }
    }
}

@Suite struct FontSizeAnimationTests {
    @Test(arguments: [(0.25, 25.0), (0.5, 30.0), (0.75, 35.0), (1.2, 40.0)])
    func theSizeAtEachTimeIsTheInterpolatedSize(_ time: Double, _ size: Double) throws {
        let frame = try AnimationRenderer(content: GrowingTitle()).frame(at: time)
        let expected = try render(GrowingTitle(size: CGFloat(size)))
        #expect(AnimatableModifierTests.maxDifference(frame, expected) <= 2, "t = \(time): not \(size) pt")
    }

    @Test func theBarBelowMovesDownAsTheTextGrows() throws {
        let renderer = AnimationRenderer(content: GrowingTitle())
        func barTop(_ p: Pixmap) -> Int? {
            (0..<p.height).first { y in let c = p.color(at: 70, CGFloat(y)); return c.a > 200 && c.b > 200 && c.r < 50 }
        }
        let tops = try [0.0, 0.25, 0.5, 0.75, 1.0].map { try #require(barTop(try renderer.frame(at: $0))) }
        #expect(tops == tops.sorted() && Set(tops).count == tops.count, "\(tops)")
    }
}
