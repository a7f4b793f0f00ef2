import Limner

struct WaveText: View {
    let text = "WAVE"
    @State private var up = false

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(text.enumerated()), id: \.offset) { index, letter in
                Text(String(letter))
                    .font(.system(size: 30, weight: .black))
                    .foregroundStyle(.purple)
                    .offset(y: up ? -12 : 0)
                    .animation(.easeInOut(duration: 0.4).delay(Double(index) * 0.2), value: up)
            }
        }
        .padding(20)
        .onAppear { up = true }
    }
}

#Preview("Wave") {
    WaveText()
}
