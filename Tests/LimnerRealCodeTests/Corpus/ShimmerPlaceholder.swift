import Limner

struct ShimmerPlaceholder: View {
    @State private var move = false

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(.systemGray5))
            .frame(width: 200, height: 24)
            .overlay(
                LinearGradient(colors: [.clear, .white.opacity(0.8), .clear], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 60)
                    .offset(x: move ? 130 : -130)
            )
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { move = true }
            }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ShimmerPlaceholder()
}
