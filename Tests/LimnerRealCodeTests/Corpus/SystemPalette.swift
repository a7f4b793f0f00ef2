import Limner

struct SystemPalette: View {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen,
                             .systemMint, .systemTeal, .systemCyan, .systemBlue,
                             .systemIndigo, .systemPurple, .systemPink, .systemBrown]
    let columns = Array(repeating: GridItem(.fixed(40), spacing: 8), count: 4)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 8) {
            ForEach(colors.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(colors[index]))
                    .frame(height: 40)
            }
        }
        .padding(8)
    }
}

struct SystemPalette_Previews: PreviewProvider {
    static var previews: some View {
        SystemPalette()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Palette")
    }
}
