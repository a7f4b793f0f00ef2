import Limner

struct MarchingAnts: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        Rectangle()
            .strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: phase))
            .foregroundStyle(.black)
            .frame(width: 120, height: 80)
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    phase -= 20
                }
            }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    MarchingAnts()
}
