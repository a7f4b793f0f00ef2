import Limner

// Everyday SwiftUI views: settings rows, toolbars, text styling, tiles and buttons.

struct SettingsRow: View {
    var body: some View {
        HStack {
            Image(systemName: "wifi")
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(.blue, in: .rect(cornerRadius: 6))
            Text("Wi-Fi")
            Spacer()
            Text("Home").foregroundStyle(.secondary)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
        .padding()
        .frame(width: 320)
        .background(.white)
    }
}

struct IconToolbar: View {
    let icons = ["house.fill", "magnifyingglass", "plus.circle.fill", "heart", "person.crop.circle"]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(icons, id: \.self) { name in
                Image(systemName: name)
                    .imageScale(.large)
                    .frame(maxWidth: .infinity)
            }
        }
        .foregroundStyle(.blue)
        .frame(width: 300, height: 44)
        .background(Color(white: 0.97))
    }
}

struct DistanceText: View {
    var body: some View {
        (Text("42").font(.largeTitle.bold()) + Text(" km").foregroundStyle(.secondary))
            .padding()
            .background(.white)
    }
}

struct SectionHeader: View {
    var body: some View {
        Text("Recent activity")
            .textCase(.uppercase)
            .font(.caption)
            .foregroundStyle(.secondary)
            .padding(8)
            .background(.white)
    }
}

struct ShrinkingHeadline: View {
    var body: some View {
        Text("A long headline that has to shrink to fit")
            .font(.title)
            .lineLimit(1)
            .minimumScaleFactor(0.3)
            .frame(width: 200)
            .background(.yellow)
    }
}

struct StatTiles: View {
    let stats: [(String, String, Color)] = [("Steps", "8,214", .orange), ("Sleep", "7h 12m", .indigo),
                                            ("Water", "1.8 L", .cyan), ("Heart", "62", .red)]
    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
            ForEach(0..<stats.count, id: \.self) { i in
                VStack(spacing: 4) {
                    Text(stats[i].1).font(.title2.bold())
                    Text(stats[i].0).font(.caption)
                }
                .frame(maxWidth: .infinity)
                .padding()
                .background(stats[i].2, in: .rect(cornerRadius: 12))
            }
        }
        .padding()
        .frame(width: 320)
        .background(.white)
    }
}

struct GradientButton: View {
    var body: some View {
        Text("Continue")
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding()
            .background(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing), in: .capsule)
            .frame(width: 260)
    }
}

struct CornerShapes: View {
    var body: some View {
        Circle()
            .symmetricDifference(Rectangle())
            .fill(.purple)
            .frame(width: 100, height: 100)
    }
}

struct UploadProgress: View {
    var body: some View {
        ProgressView("Uploading", value: 0.4)
            .tint(.purple)
            .frame(width: 200)
            .padding()
            .background(.white)
    }
}

struct LevelsCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Primary")
            Text("Secondary").foregroundStyle(.secondary)
            Rectangle().fill(.secondary).frame(width: 40, height: 10)
        }
        .foregroundStyle(.blue, .green)
        .padding()
        .background(.white)
    }
}

struct DefaultBackgroundCard: View {
    var body: some View {
        Text("Card")
            .padding()
            .background(in: RoundedRectangle(cornerRadius: 8))
            .backgroundStyle(.yellow)
    }
}

struct AccentDot: View {
    var body: some View {
        HStack {
            Circle().fill(Color.accentColor).frame(width: 20, height: 20)
            Circle().fill(.tint).frame(width: 20, height: 20)
        }
        .accentColor(.pink)
    }
}
