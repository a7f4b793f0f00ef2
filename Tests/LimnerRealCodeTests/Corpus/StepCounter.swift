import Limner

/// A step counter whose digits would roll as it counts, ticking once a second.
struct StepCounter: View {
    @State private var steps = 98
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: steps >= 100 ? "figure.run" : "figure.walk")
                .contentTransition(.symbolEffect(.replace))
            Text("\(steps)")
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(steps)))
        }
        .padding()
        .onReceive(timer) { _ in
            withAnimation(.snappy) { steps += 1 }
        }
    }
}

#Preview {
    StepCounter()
}
