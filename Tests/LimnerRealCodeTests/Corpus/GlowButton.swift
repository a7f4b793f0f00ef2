import Limner

struct GlowButton: View {
    var body: some View {
        Text("GO")
            .font(.title.bold())
            .foregroundStyle(.white)
            .frame(width: 100, height: 100)
            .background(Circle().fill(Color.blue))
            .shadow(color: .blue.opacity(0.6), radius: 10)
            .shadow(color: .blue.opacity(0.3), radius: 24)
            .padding(40)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    GlowButton()
}
