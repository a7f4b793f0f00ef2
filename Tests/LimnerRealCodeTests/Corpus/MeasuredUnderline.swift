import Limner

/// A title whose accent bar is as wide as the title, measured with `onGeometryChange`.
struct MeasuredUnderline: View {
    @State private var titleWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Quarterly report")
                .font(.title2.bold())
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newWidth in
                    titleWidth = newWidth
                }
            Capsule()
                .fill(.orange)
                .frame(width: titleWidth, height: 4)
        }
        .padding()
    }
}

#Preview {
    MeasuredUnderline()
}
