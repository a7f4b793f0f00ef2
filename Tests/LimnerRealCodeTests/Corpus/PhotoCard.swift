import Limner

struct PhotoCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            LinearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 120)
            VStack(alignment: .leading, spacing: 4) {
                Text("Lake Tahoe").font(.headline)
                Text("California").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(12)
        }
        .frame(width: 220)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.25), radius: 8, x: 0, y: 6)
        .padding(24)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    PhotoCard()
}
