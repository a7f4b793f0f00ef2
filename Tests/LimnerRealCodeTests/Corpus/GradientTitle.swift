import Limner

struct GradientTitle: View {
    var body: some View {
        Text("Limner")
            .font(.system(size: 48, weight: .heavy))
            .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            .padding(.horizontal, 12)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    GradientTitle()
}
