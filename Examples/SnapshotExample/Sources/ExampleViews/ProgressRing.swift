import Limner

/// A ring that fills clockwise to `progress`, with the percentage in the middle.
public struct ProgressRing: View {
    public var progress: Double

    public init(progress: Double) { self.progress = progress }

    public var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.25), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(colors: [.teal, .blue], center: .center),
                        style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int((progress * 100).rounded())) %")
                .font(.title3.weight(.semibold))
                .monospacedDigit()
        }
        .frame(width: 100, height: 100)
        .padding(10)
    }
}
