import Limner

// Everyday SwiftUI views: widgets and small dashboards.

struct WeatherWidget: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "cloud.sun.fill")
                    .symbolRenderingMode(.multicolor)
                    .font(.title)
                Spacer()
                Text("21°").font(.system(size: 44, weight: .thin))
            }
            Spacer()
            Text("Partly Cloudy").font(.caption)
            Text("H:24° L:15°").font(.caption2)
        }
        .padding()
        .foregroundStyle(.white)
        .frame(width: 170, height: 170)
        .background(Color.blue.gradient, in: .rect(cornerRadius: 22))
    }
}

struct CalendarWidget: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("TUESDAY").font(.caption.bold()).foregroundStyle(.red)
            Text("24").font(.system(size: 56))
        }
        .frame(width: 150, height: 150)
        .background(.white)
    }
}

struct BatteryBar: View {
    var body: some View {
        ProgressView(value: 0.7)
            .tint(.green)
            .frame(width: 200)
            .padding()
            .background(.white)
    }
}

struct ProgressRing: View {
    var progress: Double = 0.75
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").font(.title.bold()).monospacedDigit()
        }
        .frame(width: 120, height: 120)
    }
}

struct StepsLabel: View {
    var body: some View {
        Label("8,214 steps", systemImage: "figure.walk")
            .font(.headline)
            .foregroundStyle(.orange)
            .padding()
            .background(.white)
    }
}

struct StockRow: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("AAPL").font(.headline)
                Text("Apple Inc.").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(189.84, format: .number.precision(.fractionLength(2))).monospacedDigit()
            Text("+1.2%")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(4)
                .background(.green, in: .rect(cornerRadius: 4))
        }
        .padding()
        .frame(width: 300)
        .background(.white)
    }
}

struct CountdownBadge: View {
    var body: some View {
        Text("3")
            .font(.system(size: 30, weight: .bold))
            .foregroundStyle(.white)
            .frame(width: 50, height: 50)
            .background(Circle().fill(.pink))
    }
}

struct TimelineList: View {
    let events = ["Wake up", "Coffee", "Stand-up", "Lunch"]
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(events, id: \.self) { event in
                HStack(alignment: .center, spacing: 8) {
                    Circle().fill(.blue).frame(width: 10, height: 10)
                    Text(event).font(.callout)
                }
            }
        }
        .padding()
        .frame(width: 200, alignment: .leading)
        .background(.white)
    }
}

struct PlayerControls: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "backward.fill")
            Image(systemName: "play.fill").font(.largeTitle)
            Image(systemName: "forward.fill")
        }
        .foregroundStyle(.white)
        .padding()
        .background(.black)
    }
}

struct TagCloud: View {
    let tags = ["swift", "ui", "linux", "png", "layout", "text", "shapes", "grids"]
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 4)
                    .background(.mint, in: Capsule())
            }
        }
        .frame(width: 280)
        .padding()
        .background(.white)
    }
}
