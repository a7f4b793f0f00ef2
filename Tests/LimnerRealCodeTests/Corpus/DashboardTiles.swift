import Limner

struct StatTile: View {
    let symbol: String
    let value: String
    let label: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: symbol)
                .foregroundStyle(tint)
                .font(.title2)
            Text(value).font(.title.bold())
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .padding()
        .frame(width: 150, alignment: .leading)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}

struct DashboardTiles: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                StatTile(symbol: "heart.fill", value: "72", label: "BPM", tint: .red)
                StatTile(symbol: "bolt.fill", value: "480", label: "KCAL", tint: .orange)
            }
            HStack(spacing: 12) {
                StatTile(symbol: "moon.fill", value: "7h", label: "SLEEP", tint: .indigo)
                StatTile(symbol: "star.fill", value: "12", label: "STREAK", tint: .yellow)
            }
        }
        .padding()
        .background(Color(uiColor: .systemBackground))
    }
}

#Preview("Dashboard", traits: .sizeThatFitsLayout) {
    DashboardTiles()
}
