import Limner

struct GentleAppear: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var visible = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.mint)
            .frame(width: 80, height: 80)
            .offset(y: visible || reduceMotion ? 0 : 40)
            .opacity(visible ? 1 : 0)
            .frame(width: 120, height: 140)
            .onAppear {
                withAnimation(reduceMotion ? .linear(duration: 0.2) : .spring()) { visible = true }
            }
    }
}

#Preview {
    GentleAppear()
}

#Preview("Reduced motion") {
    GentleAppear().environment(\.accessibilityReduceMotion, true)
}
