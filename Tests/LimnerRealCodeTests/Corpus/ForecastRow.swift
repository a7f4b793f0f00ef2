import Limner

struct ForecastRow: View {
    let days = [("Mon", "sun.max.fill", Color.yellow), ("Tue", "cloud.fill", Color.gray), ("Wed", "bolt.fill", Color.orange)]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(days, id: \.0) { day in
                VStack(spacing: 6) {
                    Text(day.0).font(.caption).foregroundStyle(Color(.secondaryLabel))
                    Image(systemName: day.1)
                        .font(.title2)
                        .foregroundStyle(day.2)
                }
            }
        }
        .padding()
        .background(Color(.tertiarySystemFill), in: Capsule())
        .padding(6)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ForecastRow()
}
