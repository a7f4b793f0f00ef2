import Foundation
import Testing
@testable import Limner

/// The resting look of each control against the iOS 17 metrics in `ControlMetrics`.
///
/// Tolerances: colours within 2 levels per channel (8-bit premultiplied compositing rounds
/// each blend; a translucent fill over white lands within 1 level of the exact value, the
/// second level is for the anti-aliased edge when a sample sits on one); sizes within one
/// pixel at scale 2 (edges that fall between pixels are partly covered, and a pixel counts
/// as drawn from 1/4 coverage).
@Suite("Control resting looks")
struct ControlLookTests {
    private func render<V: View>(_ view: V, scale: CGFloat = 2) throws -> Pixmap {
        let r = AnimationRenderer(content: view.background(Color.white))
        r.scale = scale
        return try r.frame(at: 0)
    }

    private func close(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: (Int, Int, Int), _ tolerance: Int = 2) -> Bool {
        abs(Int(p.r) - rgb.0) <= tolerance && abs(Int(p.g) - rgb.1) <= tolerance && abs(Int(p.b) - rgb.2) <= tolerance
    }

    /// A translucent colour composited over white, in 0…255.
    private func overWhite(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Int, Int, Int) {
        (Int((255 * (1 - a) + r * a).rounded()), Int((255 * (1 - a) + g * a).rounded()), Int((255 * (1 - a) + b * a).rounded()))
    }

    /// Rows (or columns) in `range` whose pixel differs from white by more than 12 levels.
    private func drawnRun(_ p: Pixmap, column x: Int) -> Int {
        (0..<p.height).filter { y in let c = p.pixel(x: x, y: y); return Int(c.r) + Int(c.g) + Int(c.b) < 3 * 255 - 12 }.count
    }
    private func drawnRun(_ p: Pixmap, row y: Int) -> Int {
        (0..<p.width).filter { x in let c = p.pixel(x: x, y: y); return Int(c.r) + Int(c.g) + Int(c.b) < 3 * 255 - 12 }.count
    }

    @Test func switchIs51By31GreenWhenOn() throws {
        // The switch sits at the trailing edge: x 49…100 in a 100 pt row.
        let on = try render(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 100))
        #expect(on.height == 62)
        let left = 49
        // 16 pt into the track (past its rounded end, clear of the knob): systemGreen #34C759
        // over the full 31 pt height.
        #expect(close(on.pixel(x: 2 * (left + 12), y: 31), (52, 199, 89)))
        #expect(abs(drawnRun(on, column: 2 * (left + 16)) - 62) <= 1)
        // The knob (white) sits at the right: 27 pt wide, inset 2 pt, centre 13.5 pt from it.
        #expect(close(on.pixel(x: 2 * (left + 51 - 2 - 13), y: 31), (255, 255, 255)))
        // Nothing is drawn left of the switch.
        #expect(close(on.pixel(x: 2 * (left - 8), y: 31), (255, 255, 255)))
        let off = try render(Toggle(isOn: .constant(false)) { EmptyView() }.frame(width: 100))
        // Off: the track shows systemFill (#787880 at 16 %) right of the knob.
        #expect(close(off.pixel(x: 2 * (left + 42), y: 31), overWhite(120, 120, 128, 0.16)))
        #expect(close(off.pixel(x: 2 * (left + 2 + 13), y: 31), (255, 255, 255)))
    }

    @Test func sliderTrackIs4PointsWithTheAccentLeftOfTheThumb() throws {
        let p = try render(Slider(value: .constant(0.5)).frame(width: 200))
        #expect(p.height == 62)   // 31 pt
        // Left of the thumb: the 4 pt track in systemBlue #007AFF.
        #expect(close(p.pixel(x: 2 * 20, y: 31), (0, 122, 255)))
        #expect(abs(drawnRun(p, column: 2 * 20) - 8) <= 1)
        // Right of it: systemFill at 20 %.
        #expect(close(p.pixel(x: 2 * 180, y: 31), overWhite(120, 120, 128, 0.2)))
        // The thumb is white at the centre (x 100 pt) and 28 pt across: its shadow marks its
        // edges, so the row through its centre is white for about 28 pt around x 100.
        #expect(close(p.pixel(x: 200, y: 31), (255, 255, 255)))
        #expect(close(p.pixel(x: 2 * 88, y: 31), (255, 255, 255)))
        // A tint replaces the accent colour.
        let red = try render(Slider(value: .constant(0.5)).frame(width: 200).tint(.red))
        #expect(close(red.pixel(x: 2 * 20, y: 31), (255, 59, 48)))
    }

    @Test func stepperIs94By32OnTertiaryFill() throws {
        // The control sits at the trailing edge: x 106…200 in a 200 pt row.
        let p = try render(Stepper(label: { EmptyView() }, onIncrement: {}, onDecrement: {}).frame(width: 200))
        #expect(p.height == 64)
        let left = 106
        let fill = overWhite(118, 118, 128, 0.12)
        #expect(close(p.pixel(x: 2 * (left + 10), y: 2 * 6), fill))
        #expect(abs(drawnRun(p, row: 2 * 6) - 188) <= 2)      // 94 pt wide
        #expect(abs(drawnRun(p, column: 2 * (left + 30)) - 64) <= 1)   // 32 pt tall
        // The divider at the centre: 18 pt of separator colour over the fill.
        let divider = p.pixel(x: 2 * (left + 47), y: 32)
        #expect(Int(divider.r) < fill.0 - 20)
        // The − glyph: black at its centre (x 23.5, y 16).
        #expect(close(p.pixel(x: 2 * left + 47, y: 32), (0, 0, 0), 40))
        // At a bound the glyph turns tertiaryLabel: grey, not black.
        let bounded = try render(Stepper("", value: .constant(0), in: 0...3).frame(width: 200))
        let minus = bounded.pixel(x: 2 * left + 47, y: 32)
        #expect(minus.r > 120 && minus.r < 220)
    }

    @Test func segmentedPickerIs32TallWithAWhiteThumb() throws {
        let p = try render(Picker("Colour", selection: .constant(1)) {
            Text("Red").tag(0); Text("Green").tag(1); Text("Blue").tag(2)
        }.pickerStyle(.segmented).frame(width: 300))
        #expect(p.height == 64)
        let fill = overWhite(118, 118, 128, 0.12)
        #expect(close(p.pixel(x: 2 * 10, y: 2 * 4), fill))          // the first segment's background
        #expect(close(p.pixel(x: 2 * 105, y: 2 * 4), (255, 255, 255))) // the thumb under the second
    }

    @Test func borderedButtonsFollowControlSize() throws {
        func height(_ size: ControlSize) throws -> Int {
            let p = try render(Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size), scale: 1)
            // Rows with any fully blue pixel.
            return (0..<p.height).filter { y in (0..<p.width).contains { x in close(p.pixel(x: x, y: y), (0, 122, 255)) } }.count
        }
        // Regular: the 17 pt body line (about 20.3 pt) plus 7 pt above and below ≈ 34 pt.
        #expect(abs(try height(.regular) - 34) <= 1)
        #expect(abs(try height(.large) - 48) <= 1)
        let p = try render(Button("Go") {}.buttonStyle(.borderedProminent), scale: 1)
        #expect(close(p.pixel(x: 6, y: 17), (0, 122, 255)))
        let destructive = try render(Button("Delete", role: .destructive) {}.buttonStyle(.bordered), scale: 1)
        #expect(close(destructive.pixel(x: 6, y: 17), overWhite(255, 59, 48, 0.15)))
    }

    @Test func segmentedPickerSelectsByTap() throws {
        struct Host: View {
            let probe: Probe<String>
            @State private var colour = "red"
            var body: some View {
                probe.values.append(colour)
                return Picker("Colour", selection: $colour) {
                    ForEach(["red", "green", "blue"], id: \.self) { Text($0.capitalized).tag($0) }
                }.pickerStyle(.segmented).frame(width: 300)
            }
        }
        let probe = Probe<String>()
        let r = AnimationRenderer(content: Host(probe: probe))
        r.tap("Blue", at: 0.5)
        r.tap(at: CGPoint(x: 150, y: 16), time: 1.5)
        _ = try r.frame(at: 1)
        #expect(probe.last == "blue")
        _ = try r.frame(at: 2)
        #expect(probe.last == "green")
    }

    @Test("labelsHidden(): a Toggle and a Stepper are their control alone, at its size")
    func labelsHiddenLeavesTheControl() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
        #expect(ImageRenderer(content: toggle).size == ControlMetrics.switchSize)
        let stepper = Stepper("Count", value: .constant(3), in: 0...10).labelsHidden()
        #expect(ImageRenderer(content: stepper).size == ControlMetrics.stepperSize)
        // In a row of their own: the label shows where the row puts it, not the control's.
        let row = HStack {
            Text("Wi-Fi")
            Spacer()
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
        }
        .frame(width: 200)
        let p = try render(row)
        // The switch at the trailing edge, green 12 pt into it.
        #expect(close(p.pixel(x: 2 * (200 - 51 + 12), y: 31), (52, 199, 89)))
        // With its label, a toggle fills the row.
        #expect(ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 200)).size.width == 200)
        #expect(ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true))).size.width > ControlMetrics.switchSize.width)
    }

    @Test("A progress bar's fill grows under withAnimation, frame by frame, and at once without one")
    func progressBarAnimates() throws {
        struct Download: View {
            let animated: Bool
            @State private var done = 0.0
            var body: some View {
                ProgressView(value: done)
                    .frame(width: 100)
                    .onAppear {
                        if animated { withAnimation(.linear(duration: 1)) { done = 1 } } else { done = 1 }
                    }
            }
        }
        /// The width of the accent fill along the bar's middle row, in points.
        func fill(_ p: Pixmap) -> Int {
            (0..<p.width).filter { x in let c = p.pixel(x: x, y: p.height / 2); return c.b > 200 && c.r < 60 }.count / 2
        }
        let animated = AnimationRenderer(content: Download(animated: true).background(Color.white))
        animated.scale = 2
        #expect(fill(try animated.frame(at: 0)) <= 1)
        #expect(abs(fill(try animated.frame(at: 0.5)) - 50) <= 1)
        #expect(abs(fill(try animated.frame(at: 1)) - 100) <= 1)
        let atOnce = AnimationRenderer(content: Download(animated: false).background(Color.white))
        atOnce.scale = 2
        #expect(abs(fill(try atOnce.frame(at: 0)) - 100) <= 1)
    }
}

