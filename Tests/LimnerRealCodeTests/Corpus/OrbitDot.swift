import Limner

struct OrbitDot: View {
    @State private var angle = 0.0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.systemGray4), lineWidth: 1)
                .frame(width: 100, height: 100)
            Circle()
                .fill(Color.purple)
                .frame(width: 16, height: 16)
                .offset(y: -50)
                .rotationEffect(.degrees(angle))
        }
        .frame(width: 130, height: 130)
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { angle = 360 }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    OrbitDot()
}
