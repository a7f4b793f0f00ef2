import Limner

struct NightCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tonight").font(.title2.bold()).foregroundStyle(Color(.label))
            Text("Clear skies, 12°").foregroundStyle(Color(.secondaryLabel))
        }
        .padding(20)
        .frame(width: 240, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding(12)
        .background(Color(.systemBackground))
    }
}

struct NightCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NightCard()
                .previewDisplayName("Light")
            NightCard()
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.sizeThatFits)
    }
}
