import Limner

struct ProgressRing: View {
    var progress: Double
    @State private var shown = 0.0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.systemGray5), lineWidth: 12)
            Circle()
                .trim(from: 0, to: shown)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.title3.bold())
        }
        .frame(width: 100, height: 100)
        .padding(10)
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) { shown = progress }
        }
    }
}

#Preview("Ring") {
    ProgressRing(progress: 0.75)
}
