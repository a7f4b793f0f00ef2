import Limner

struct HueCycle: View {
    @State private var shift = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.red)
            .frame(width: 100, height: 100)
            .hueRotation(.degrees(shift ? 240 : 0))
            .onAppear {
                withAnimation(.linear(duration: 2)) { shift = true }
            }
    }
}

#Preview {
    HueCycle()
}
