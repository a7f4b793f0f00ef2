import Limner

struct HeartbeatShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let mid = rect.midY
        path.move(to: CGPoint(x: rect.minX, y: mid))
        path.addLine(to: CGPoint(x: rect.width * 0.3, y: mid))
        path.addLine(to: CGPoint(x: rect.width * 0.4, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.width * 0.5, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.width * 0.6, y: mid))
        path.addLine(to: CGPoint(x: rect.maxX, y: mid))
        return path
    }
}

struct HeartbeatLine: View {
    @State private var drawn: CGFloat = 0

    var body: some View {
        HeartbeatShape()
            .trim(from: 0, to: drawn)
            .stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            .frame(width: 200, height: 60)
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1)) { drawn = 1 }
            }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    HeartbeatLine()
}
