import Limner

struct LoadingSpinner: View {
    @State private var spinning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(.angularGradient(colors: [.blue.opacity(0.1), .blue], center: .center,
                                     startAngle: .degrees(0), endAngle: .degrees(252)),
                    style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 60, height: 60)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    LoadingSpinner()
}
