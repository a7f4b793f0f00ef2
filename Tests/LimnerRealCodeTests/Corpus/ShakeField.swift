import Limner

struct Shake: AnimatableModifier {
    var shakes: CGFloat

    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: sin(shakes * .pi * 2) * 10)
    }
}

struct ShakeField: View {
    @State private var attempts: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .stroke(Color.red, lineWidth: 2)
            .frame(width: 160, height: 36)
            .modifier(Shake(shakes: attempts))
            .padding(.horizontal, 20)
            .padding(.vertical, 6)
            .onAppear {
                withAnimation(.linear(duration: 1)) { attempts = 3 }
            }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ShakeField()
}
