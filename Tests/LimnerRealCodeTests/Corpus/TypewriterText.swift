import Limner

struct TypewriterText: View {
    let message = "HELLO"
    @State private var shown = false

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(message.enumerated()), id: \.offset) { index, character in
                Text(String(character))
                    .font(.system(size: 28, weight: .bold, design: .monospaced))
                    .foregroundStyle(.indigo)
                    .opacity(shown ? 1 : 0)
                    .animation(.linear(duration: 0.1).delay(Double(index) * 0.2), value: shown)
            }
        }
        .padding(12)
        .onAppear { shown = true }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    TypewriterText()
}
