import Testing
@testable import Limner

/// A 100×20 strip whose secondary content, a 20×20 red square, moves from the leading to the
/// trailing edge with `animation` once the strip appears: as an overlay, a background, or the
/// mask of a red strip (over black).
private struct HoppingSecondary: View {
    let role: SecondaryRole
    let animation: Animation
    @State private var trailing = false
    var body: some View {
        strip
            .frame(width: 100, height: 20)
            .background(Color.black)
            .onAppear { withAnimation(animation) { trailing = true } }
    }

    @ViewBuilder private var strip: some View {
        let alignment: Alignment = trailing ? .trailing : .leading
        switch role {
        case .overlay: Color.black.overlay(alignment: alignment) { Color.red.frame(width: 20, height: 20) }
        case .background: Color.clear.background(alignment: alignment) { Color.red.frame(width: 20, height: 20) }
        case .mask: Color.red.mask(alignment: alignment) { Rectangle().frame(width: 20, height: 20) }
        }
    }
}

/// A word on a red card, masked by a circle that a timer sends to the next corner every 1.2 s
/// with a spring; the card has a background of its own, and a black one around its padding,
/// so three secondary views hang off one chain of modifiers.
private struct CornerSpotlight: View {
    @State private var corner = 0
    let timer = Timer.publish(every: 1.2, on: .main, in: .common).autoconnect()
    static let corners: [Alignment] = [.topLeading, .bottomTrailing, .topTrailing]
    var body: some View {
        Text("Card")
            .font(.system(size: 40, weight: .bold))
            .frame(width: 280, height: 120)
            .background(Color.red)
            .mask(alignment: Self.corners[corner]) { Circle().frame(width: 110, height: 110) }
            .onReceive(timer) { _ in
                withAnimation(.spring(response: 0.6, dampingFraction: 0.6)) { corner = (corner + 1) % Self.corners.count }
            }
            .padding(10)
            .background(Color.black)
    }
}

/// Shows the number it was first given, kept in its own state.
private struct Remembered: View {
    @State private var number: Int
    init(_ number: Int) { _number = State(initialValue: number) }
    var body: some View {
        Color(red: Double(number) / 255, green: 0, blue: 0).frame(width: 10, height: 10)
    }
}

/// The x of the leftmost red pixel in row `y`.
private func redX(_ p: Pixmap, row y: Int) -> Int? {
    (0..<p.width).first { x in
        let px = p.pixel(x: x, y: y)
        return px.r > 200 && px.g < 60 && px.a > 200
    }
}

@Suite("The secondary views of a modifier chain")
struct SecondaryAlignmentAnimationTests {
    @Test("Overlay, background and mask content slide to a new alignment",
          arguments: [SecondaryRole.overlay, .background, .mask])
    func slides(role: SecondaryRole) throws {
        let renderer = AnimationRenderer(content: HoppingSecondary(role: role, animation: .linear(duration: 1)))
        #expect(redX(try renderer.frame(at: 0), row: 10) == 0)
        #expect(redX(try renderer.frame(at: 0.5), row: 10) == 40)
        #expect(redX(try renderer.frame(at: 0.25), row: 10) == 20)
        #expect(redX(try renderer.frame(at: 1), row: 10) == 80)
        #expect(redX(try renderer.frame(at: 3), row: 10) == 80)
    }

    @Test("A mask among backgrounds springs to its next corner, frame by frame")
    func maskAmongBackgroundsSprings() throws {
        let renderer = AnimationRenderer(content: CornerSpotlight())
        // Row 60 of the 300×140 frame crosses the circle near its middle: its left edge is at
        // x 10 in the top-leading corner and 180 in the bottom-trailing one.
        let xs = try (36...72).map { k in try #require(redX(try renderer.frame(at: Double(k) / 30), row: 60)) }
        #expect(xs.first == 10)                                  // the tick at 1.2 s starts it
        #expect(xs[3] > 10 && xs[3] < 180)                       // 0.1 s in: on its way
        #expect(Set(xs).count > 12)                              // moving, not hopping
        #expect(xs.max()! > 185)                                 // a 0.6-damped spring overshoots
        #expect(abs(xs[35] - 181) <= 1)                          // and settles by 2.37 s
    }

    @Test("Two overlays of one view keep their own state")
    func overlaysKeepTheirState() throws {
        let view = Color.black.frame(width: 30, height: 10)
            .overlay(alignment: .leading) { Remembered(100) }
            .overlay(alignment: .trailing) { Remembered(200) }
        let frame = try AnimationRenderer(content: view).frame(at: 0)
        #expect(frame.pixel(x: 5, y: 5).r == 100)
        #expect(frame.pixel(x: 25, y: 5).r == 200)
    }
}
