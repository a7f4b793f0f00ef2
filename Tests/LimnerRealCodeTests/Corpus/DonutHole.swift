import Limner

struct DonutShape: Shape {
    func path(in rect: CGRect) -> Path {
        let outer = UIBezierPath(ovalIn: rect)
        let inner = UIBezierPath(ovalIn: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        outer.append(inner.reversing())
        return Path(outer.cgPath)
    }
}

struct DonutHole: View {
    var body: some View {
        DonutShape()
            .fill(Color.pink)
            .frame(width: 100, height: 100)
            .padding(10)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    DonutHole()
}
