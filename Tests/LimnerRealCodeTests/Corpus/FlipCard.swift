import Limner

struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue)
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange)
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 160, height: 100)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .padding(20)
        .onAppear {
            withAnimation(.linear(duration: 1)) { flipped = true }
        }
    }
}

#Preview("Flip", traits: .sizeThatFitsLayout) {
    FlipCard()
}
