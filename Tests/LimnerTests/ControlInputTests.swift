import Foundation
import Testing
@testable import Limner

/// A button that counts its presses into a probe.
private struct Counter: View {
    let probe: Probe<Int>
    var title = "Add"
    @State private var count = 0
    var body: some View {
        probe.values.append(count)
        return VStack {
            Text("\(count)")
            Button(title) { count += 1 }
        }
    }
}

/// A 10×10 square that counts taps.
struct TapCounter: View {
    let probe: Probe<Int>
    @State private var n = 0
    var body: some View {
        probe.values.append(n)
        return Color.red.frame(width: 10, height: 10).onTapGesture { n += 1 }
    }
}

func renderer<V: View>(_ view: V, width: CGFloat? = nil) -> AnimationRenderer<V> {
    let r = AnimationRenderer(content: view)
    if let width { r.proposedSize = ProposedViewSize(width: width, height: nil) }
    return r
}

@Suite("Controls under scripted input")
struct ControlInputTests {
    @Test func buttonTappedByLabelRunsItsAction() throws {
        let probe = Probe<Int>()
        let r = renderer(Counter(probe: probe))
        r.tap("Add", at: 0.5)
        r.tap("Add", at: 1.5)
        _ = try r.frame(at: 0.4)
        #expect(probe.last == 0)
        _ = try r.frame(at: 1)
        #expect(probe.last == 1)
        _ = try r.frame(at: 2)
        #expect(probe.last == 2)
        // Seeking backwards replays the input: the same state at the same time.
        _ = try r.frame(at: 1)
        #expect(probe.last == 1)
    }

    @Test func tapByLabelNeedsExactlyOneControl() {
        let none = renderer(Counter(probe: Probe()))
        none.tap("Missing", at: 0.5)
        #expect(throws: AnimationRendererError.noControl(label: "Missing", time: 0.5)) { try none.frame(at: 1) }
        #expect((try? none.frame(at: 0.4)) != nil)  // frames before the tap are fine
        let two = renderer(VStack { Counter(probe: Probe()); Counter(probe: Probe()) })
        two.tap("Add", at: 0.5)
        #expect(throws: AnimationRendererError.ambiguousControl(label: "Add", count: 2, time: 0.5)) { try two.frame(at: 1) }
    }

    @Test func pressedButtonDrawsFaded() throws {
        let r = renderer(Button("Go") {}.font(.system(size: 40)))
        r.scale = 1
        r.tap("Go", at: 0.5)
        func strongBlue(_ p: Pixmap) -> Int {
            var n = 0
            for y in 0..<p.height { for x in 0..<p.width {
                let c = p.pixel(x: x, y: y)
                if c.a > 200 && c.b > 200 && c.r < 60 { n += 1 }
            } }
            return n
        }
        let resting = strongBlue(try r.frame(at: 0.4))
        let pressed = strongBlue(try r.frame(at: 0.55))
        let released = strongBlue(try r.frame(at: 0.7))
        #expect(resting > 20)
        #expect(pressed == 0)   // the label fades to 20 % while the press lasts
        #expect(released == resting)
    }

    @Test func customButtonStyleSeesIsPressed() throws {
        struct Squash: ButtonStyle {
            let probe: Probe<Bool>
            func makeBody(configuration: Configuration) -> some View {
                probe.values.append(configuration.isPressed)
                return configuration.label.padding(10)
            }
        }
        let probe = Probe<Bool>()
        let r = renderer(Button("Press") {}.buttonStyle(Squash(probe: probe)))
        r.longPress(at: CGPoint(x: 20, y: 15), time: 1, duration: 1)
        _ = r.displayList(at: 0.5)
        #expect(probe.last == false)
        _ = r.displayList(at: 1.5)
        #expect(probe.last == true)
        _ = r.displayList(at: 2.5)
        #expect(probe.last == false)
    }

    @Test func primitiveButtonStyleTriggersFromItsOwnGesture() throws {
        struct DoubleTapToFire: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10).onTapGesture(count: 2) { configuration.trigger() }
            }
        }
        let probe = Probe<Int>()
        struct Host: View {
            let probe: Probe<Int>
            @State private var n = 0
            var body: some View {
                probe.values.append(n)
                return Button("Fire") { n += 1 }.buttonStyle(DoubleTapToFire())
            }
        }
        let r = renderer(Host(probe: probe))
        r.tap(at: CGPoint(x: 20, y: 15), time: 0.5)
        _ = r.displayList(at: 1)
        #expect(probe.last == 0)   // one tap is not enough
        r.tap(at: CGPoint(x: 20, y: 15), time: 0.7)
        _ = r.displayList(at: 1)
        #expect(probe.last == 1)
    }

    @Test func toggleFlipsOnTapOfItsSwitch() throws {
        struct Host: View {
            let probe: Probe<Bool>
            @State private var on = false
            var body: some View {
                probe.values.append(on)
                return Toggle("Wi-Fi", isOn: $on).frame(width: 300)
            }
        }
        let probe = Probe<Bool>()
        let r = renderer(Host(probe: probe))
        r.tap(at: CGPoint(x: 20, y: 15), time: 0.2)    // on the label: nothing
        r.tap("Wi-Fi", at: 0.5)                        // the switch
        _ = r.displayList(at: 0.4)
        #expect(probe.last == false)
        _ = r.displayList(at: 1)
        #expect(probe.last == true)
    }

    @Test func sliderFollowsADragOfItsThumb() throws {
        struct Host: View {
            let probe: Probe<(Double, Bool)>
            let editing: Probe<Bool>
            @State private var value = 0.0
            var body: some View {
                Slider(value: $value, in: 0...10, onEditingChanged: { editing.values.append($0) })
                    .frame(width: 228)
                    .transaction { t in probe.values.append((value, t.isContinuous)) }
            }
        }
        let probe = Probe<(Double, Bool)>(), editing = Probe<Bool>()
        let r = renderer(Host(probe: probe, editing: editing))
        // Thumb centre at x 14 (value 0); travel 200 pt: +100 pt is half the range.
        r.drag(from: CGPoint(x: 14, y: 15), to: CGPoint(x: 114, y: 15), start: 0.5, duration: 0.5)
        r.drag(from: CGPoint(x: 200, y: 15), to: CGPoint(x: 220, y: 15), start: 2, duration: 0.5)  // not on the thumb
        _ = r.displayList(at: 0.75)
        let mid = probe.last!
        #expect(mid.0 > 1 && mid.0 < 5)
        _ = r.displayList(at: 3)
        #expect(abs(probe.last!.0 - 5) < 1e-9)
        #expect(editing.values == [true, false])
        #expect(probe.values.contains { $0.1 })  // changes during the drag were continuous
    }

    @Test func steppedSliderAndBadRanges() throws {
        struct Host: View {
            let probe: Probe<Double>
            let range: (Double, Double)
            let step: Double?
            @State private var value: Double
            init(probe: Probe<Double>, range: (Double, Double), step: Double?, initial: Double) {
                self.probe = probe; self.range = range; self.step = step; _value = State(initialValue: initial)
            }
            var body: some View {
                probe.values.append(value)
                return Slider<EmptyView, EmptyView>(value: $value, lower: range.0, upper: range.1, step: step, onEditingChanged: { _ in },
                                                    label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
                    .frame(width: 228)
            }
        }
        func run(_ range: (Double, Double), step: Double?, initial: Double = 0, to x: CGFloat) throws -> Double {
            let probe = Probe<Double>()
            let r = renderer(Host(probe: probe, range: range, step: step, initial: initial))
            r.drag(from: CGPoint(x: 14, y: 15), to: CGPoint(x: x, y: 15), start: 0.1, duration: 0.3)
            _ = try r.frame(at: 1)
            return probe.last!
        }
        #expect(try run((0, 10), step: 3, to: 14 + 110) == 6)        // 5.5 → nearest step 6
        #expect(try run((0, 10), step: 0, to: 14 + 100) == 5)        // step 0: continuous
        #expect(try run((0, 10), step: .nan, to: 14 + 100) == 5)     // step NaN: continuous
        #expect(try run((3, 3), step: nil, initial: 3, to: 200) == 3) // empty range: stays at its bound
        #expect(try run((.nan, 1), step: nil, initial: 0.25, to: 200) == 0.25)  // NaN bound: inert
        #expect(try run((5, 1), step: nil, initial: 2, to: 200) == 2)          // reversed: inert
        // The public form, through a Slider over a one-value range, with a NaN value.
        struct NaNValue: View {
            @State private var v = Double.nan
            var body: some View { Slider(value: $v, in: 0...1).frame(width: 100) }
        }
        #expect((try? renderer(NaNValue()).frame(at: 0)) != nil)
    }

    @Test func stepperStepsWithinBoundsAndNeverOverflows() throws {
        struct Host: View {
            let probe: Probe<Int>
            let bounds: ClosedRange<Int>?
            @State var value: Int
            var body: some View {
                probe.values.append(value)
                return Group {
                    if let bounds { Stepper("Count", value: $value, in: bounds, step: 2) } else { Stepper("Count", value: $value) }
                }.frame(width: 300)
            }
        }
        let probe = Probe<Int>()
        let r = renderer(Host(probe: probe, bounds: 0...5, value: 2))
        for i in 0..<3 { r.tap("Count", at: 0.2 + 0.3 * Double(i)) }
        _ = try r.frame(at: 0.4)
        #expect(probe.last == 4)
        _ = try r.frame(at: 2)
        #expect(probe.last == 5)   // 4 + 2 clamped to 5, then no further
        // The decrement half (left quarter of the 94 pt control at the trailing edge).
        r.tap(at: CGPoint(x: 300 - 94 + 20, y: 16), time: 2.5)
        _ = try r.frame(at: 3)
        #expect(probe.last == 3)

        let top = Probe<Int>()
        let max = renderer(Host(probe: top, bounds: nil, value: Int.max))
        max.tap("Count", at: 0.5)
        _ = try max.frame(at: 1)
        #expect(top.last == Int.max)
    }

    @Test func stepperClosuresAndDisabled() throws {
        struct Host: View {
            let probe: Probe<Int>
            let disabled: Bool
            @State private var n = 0
            var body: some View {
                probe.values.append(n)
                return Stepper("N", onIncrement: { n += 10 }, onDecrement: { n -= 1 }).frame(width: 200).disabled(disabled)
            }
        }
        let probe = Probe<Int>()
        let r = renderer(Host(probe: probe, disabled: false))
        r.tap("N", at: 0.2)
        r.tap(at: CGPoint(x: 200 - 70, y: 16), time: 0.6)
        _ = try r.frame(at: 1)
        #expect(probe.last == 9)
        let off = Probe<Int>()
        let d = renderer(Host(probe: off, disabled: true))
        d.tap("N", at: 0.2)
        _ = try d.frame(at: 1)
        #expect(off.last == 0)
    }

    @Test func badPointerInputHasDefinedResults() throws {
        let probe = Probe<Int>()
        let r = renderer(TapCounter(probe: probe))
        r.tap(at: CGPoint(x: CGFloat.nan, y: 5), time: 0.1)          // touches nothing
        r.tap(at: CGPoint(x: 1e12, y: -1e12), time: 0.2)              // touches nothing
        r.tap(at: CGPoint(x: 5, y: 5), time: .nan)                    // never happens
        r.drag(from: CGPoint(x: CGFloat.infinity, y: 0), to: .zero, start: 0.3, duration: .nan)  // starts on nothing
        _ = try r.frame(at: 0.35)
        #expect(probe.last == 0)
        r.longPress(at: CGPoint(x: 5, y: 5), time: 0.4, duration: -1)  // down and up at once: a tap
        r.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5), start: 0.5, duration: 0)  // likewise
        _ = try r.frame(at: 1)
        #expect(probe.last == 2)
        #expect(r.size(at: 1) == CGSize(width: 10, height: 10))
    }

    @Test func tenThousandTapsInOneSecond() throws {
        let probe = Probe<Int>()
        let r = renderer(TapCounter(probe: probe))
        for i in 0..<10_000 { r.tap(at: CGPoint(x: 5, y: 5), time: Double(i) / 10_000) }
        _ = try r.frame(at: 1.5)
        // Each new pointer-down lifts the previous pointer, so every tap completes.
        #expect(probe.last == 10_000)
    }
}
