import Limner

struct LiteralSwatches: View {
    let colors: [Color] = [
        Color(#colorLiteral(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)),
        Color(#colorLiteral(red: 0.95, green: 0.3, blue: 0.3, alpha: 1)),
        Color(#colorLiteral(red: 0.3, green: 0.8, blue: 0.4, alpha: 1)),
    ]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<colors.count, id: \.self) { i in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[i])
                    .frame(width: 50, height: 50)
            }
        }
        .padding(10)
    }
}

#Preview {
    LiteralSwatches()
}
