import Foundation

/// The interactive scenes of the clipping (seed 000) and masking (seed 001) tutorials,
/// written as our own views, each with the scripted input that drives it the way the
/// articles' recordings do: the Slider sliding, the Stepper stepping, the Show/Hide and
/// Random-alignment buttons pressed.
public enum InteractiveScenes {
    /// All interactive scenes, in gallery order.
    public static let all: [InteractiveScene] = [doubleEllipses, evenOddStepper, showHide, randomAlignment]

    /// Two ellipses whose overlap follows a slider (the tutorial's even-odd section).
    public static let doubleEllipses = InteractiveScene(
        "interactive-double-ellipses", "Slider: overlapping ellipses",
        caption: "Two ellipses in 300×100, even-odd filled, with a Slider for their overlap. The script drags the thumb from 0.1 to the end over 1.5 s, then back to the middle.",
        duration: 4, frameTimes: [0, 0.3, 1, 1.8, 3.5],
        script: { r in
            // The slider spans x 105…300 (after the 97 pt label and 8 pt spacing) at y 123.5;
            // its thumb centre travels 119…286, so 0.1 is at x 135.7.
            r.drag(from: CGPoint(x: 135.7, y: 123.5), to: CGPoint(x: 300, y: 123.5), start: 0.2, duration: 1.5)
            r.drag(from: CGPoint(x: 286, y: 123.5), to: CGPoint(x: 214, y: 123.5), start: 2.2, duration: 1)
        },
        view: { EllipseSliderScene() })

    /// The headline clipped by N even-odd ellipses, N from a Stepper, overlap from a Slider.
    public static let evenOddStepper = InteractiveScene(
        "interactive-even-odd-stepper", "Stepper and Slider: even-odd clip",
        caption: "\"Five stars\" clipped by N overlapping ellipses (even-odd, aliased). The script taps the Stepper's + four times (2 → 6 ellipses), then drags the overlap Slider to about 0.6.",
        proposal: ProposedViewSize(width: 440, height: nil),
        duration: 4, frameTimes: [0, 0.25, 1.5, 2.6, 3.6],
        script: { r in
            for i in 0..<4 { r.tap("Ellipses number:", at: 0.2 + Double(i) * 0.3) }
            r.drag(from: CGPoint(x: EvenOddStepperScene.thumbX(0.1), y: EvenOddStepperScene.sliderY),
                   to: CGPoint(x: EvenOddStepperScene.thumbX(0.6), y: EvenOddStepperScene.sliderY), start: 2, duration: 1)
        },
        view: { EvenOddStepperScene() })

    /// Eight ellipses and eight bars whose overlap animates when the button is pressed.
    public static let showHide = InteractiveScene(
        "interactive-show-hide", "Button: Show/Hide animates the clip",
        caption: "Eight ellipses and eight bars as even-odd clips; Button(\"Show/Hide\") toggles their overlap with withAnimation(.easeInOut(duration: 2)). The script presses it at 0.5 s (pressed look at 0.55 s) and again at 3 s.",
        duration: 5.5, frameTimes: [0, 0.55, 1, 1.6, 2.7, 3.6, 5.5],
        script: { r in
            r.tap("Show/Hide", at: 0.5)
            r.tap("Show/Hide", at: 3)
        },
        view: { ShowHideScene() })

    /// A 60×60 mask moved around a 200×200 yellow square by a button.
    public static let randomAlignment = InteractiveScene(
        "interactive-random-alignment", "Button: mask alignment",
        caption: "A yellow 200×200 square masked by a 60×60 rectangle; each press of \"Random alignment\" moves the mask to another alignment with the default animation. Ours walks the alignments in a fixed order instead of at random so every run is the same.",
        duration: 3.5, frameTimes: [0, 0.6, 0.8, 1.6, 2.6, 3.5],
        script: { r in
            for t in [0.5, 1.5, 2.5] { r.tap("Random alignment", at: t) }
        },
        view: { AlignmentScene() })
}

/// The yellow "Five stars" headline of the clipping tutorial.
private func headline() -> some View {
    Text("Five stars").background(Color.yellow).font(.system(size: 90))
}

private struct EllipseSliderScene: View {
    @State private var overlap = 0.1
    var body: some View {
        VStack {
            EllipseChain(count: 2, overlap: overlap).fill(.black, style: FillStyle(eoFill: true)).frame(width: 300, height: 100)
            HStack {
                Text("Overlapping")
                Slider(value: $overlap, in: 0...1)
            }
        }
        .frame(width: 300)
    }
}

private struct EvenOddStepperScene: View {
    @State private var count = 2
    @State private var overlap = 0.1
    /// Layout of the controls at width 440 (see the script): 12 pt padding each side, the
    /// headline 109 pt tall, the 32 pt stepper, then the slider after its 97 pt label.
    static let sliderY: CGFloat = 109 + 12 + 32 + 12 + 15.5
    static func thumbX(_ f: CGFloat) -> CGFloat { 12 + 105 + 14 + f * (440 - 24 - 105 - 28) }
    var body: some View {
        VStack(spacing: 12) {
            headline().clipShape(EllipseChain(count: count, overlap: overlap), style: FillStyle(eoFill: true, antialiased: false))
                .frame(height: 109)
            Stepper("Ellipses number:", value: $count, in: 2...16)
            HStack {
                Text("Overlapping")
                Slider(value: $overlap, in: 0...1)
            }
        }
        .padding(.horizontal, 12)
    }
}

private struct ShowHideScene: View {
    @State private var overlap = 0.0
    var body: some View {
        VStack(spacing: 16) {
            headline().clipShape(EllipseChain(count: 8, overlap: overlap), style: FillStyle(eoFill: true, antialiased: false))
            headline().clipShape(BarChain(count: 8, overlap: overlap), style: FillStyle(eoFill: true, antialiased: false))
            Button("Show/Hide") {
                withAnimation(.easeInOut(duration: 2)) { overlap = overlap == 1 ? 0 : 1 }
            }
        }
    }
}

private struct AlignmentScene: View {
    private let alignments: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing,
                                           .bottomLeading, .bottomTrailing]
    @State private var index = 0
    var body: some View {
        VStack {
            Color.yellow
                .frame(width: 200, height: 200)
                .mask(alignment: alignments[index]) { Rectangle().frame(width: 60, height: 60) }
                .border(Color.red)
            Button("Random alignment") {
                withAnimation { index = (index + 4) % alignments.count }
            }
        }
        .padding(8)
    }
}
