import Limner

/// A card with a symbol, a city and a temperature.
struct WeatherCard: View {
    var city: String
    var degrees: Int

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "sun.max.fill")
                .font(.system(size: 34))
                .foregroundStyle(Color.yellow)
            VStack(alignment: .leading, spacing: 2) {
                Text(city).font(.headline)
                Text("\(degrees)°").font(.system(size: 28, weight: .semibold, design: .rounded))
            }
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.blue.opacity(0.15)))
    }
}

/// A tag-shaped label.
struct PriceTag: View {
    var price: String

    var body: some View {
        Text(price)
            .font(.system(size: 20, weight: .bold))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.green))
            .padding(8)
    }
}

/// Three dots whose opacity and size pulse one after another (a repeating animation).
struct LoadingDots: View {
    @State private var on = false

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(Color.indigo)
                    .frame(width: 20, height: 20)
                    .scaleEffect(on ? 1 : 0.5)
                    .opacity(on ? 1 : 0.3)
                    .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: on)
            }
        }
        .onAppear { on = true }
    }
}
