import Limner

struct PulsingDot: View {
    @State private var pulse = false

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.green.opacity(0.4))
                .frame(width: 40, height: 40)
                .scaleEffect(pulse ? 2 : 1)
                .opacity(pulse ? 0 : 1)
            Circle()
                .fill(Color.green)
                .frame(width: 16, height: 16)
        }
        .frame(width: 100, height: 100)
        .onAppear {
            withAnimation(.easeOut(duration: 1).repeatForever(autoreverses: false)) { pulse = true }
        }
    }
}

#Preview {
    PulsingDot()
}
