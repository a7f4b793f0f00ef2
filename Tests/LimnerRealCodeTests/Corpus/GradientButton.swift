import Limner

struct GradientButton: View {
    var body: some View {
        Text("Get Started")
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 220, height: 50)
            .background(
                Capsule().fill(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            )
            .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    GradientButton()
}
