import Limner

// Everyday SwiftUI views: cards, badges, chips. Written against SwiftUI's API; only the
// import differs from an app's source.

struct ShareCard: View {
    var body: some View {
        ZStack {
            Color.indigo
            VStack(alignment: .leading, spacing: 6) {
                Text("Limner").font(.largeTitle).bold()
                Text("SwiftUI on Linux").foregroundStyle(.secondary)
            }
            .padding(24)
            .frame(width: 320, height: 180, alignment: .leading)
            .background(.white)
            .clipShape(.rect(cornerRadius: 24))
        }
        .frame(width: 360, height: 220)
    }
}

struct NewBadge: View {
    var body: some View {
        Text("NEW")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(.red, in: .capsule)
    }
}

struct ProfileCard: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.blue.gradient)
                .frame(width: 56, height: 56)
                .overlay { Text("AL").font(.headline).foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Engineer").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .frame(width: 300)
        .background(.background, in: .rect(cornerRadius: 16))
        .padding(10)
        .background(Color(white: 0.9))
    }
}

struct SwiftChip: View {
    var body: some View {
        Label("Swift", systemImage: "tag")
            .font(.footnote)
            .foregroundStyle(.blue)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Color.blue.opacity(0.15), in: Capsule())
            .padding(4)
            .background(.white)
    }
}

struct StackedCards: View {
    let colors: [Color] = [.red, .orange, .yellow]
    var body: some View {
        ZStack {
            ForEach(0..<3) { i in
                RoundedRectangle(cornerRadius: 12)
                    .fill(colors[i])
                    .frame(width: 200, height: 120)
                    .offset(x: CGFloat(i) * 10, y: CGFloat(i) * 10)
            }
        }
        .frame(width: 240, height: 160)
    }
}

struct ReceiptCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total")
            Divider()
            Text("$42.00").font(.title2.bold())
        }
        .padding()
        .frame(width: 200)
        .background(.white)
    }
}

struct ReminderBanner: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bell.fill")
                .foregroundStyle(.white)
                .padding(8)
                .background(.orange, in: .rect(cornerRadius: 8))
            VStack(alignment: .leading) {
                Text("Reminder").font(.headline)
                Text("Stand up and stretch").font(.subheadline)
            }
            Spacer()
        }
        .padding(12)
        .frame(width: 300)
        .background(Color(white: 0.95), in: .rect(cornerRadius: 14))
    }
}

struct QuoteCard: View {
    var body: some View {
        Text("“Stay hungry, stay foolish.”")
            .font(.title2)
            .italic()
            .foregroundStyle(.white)
            .multilineTextAlignment(.center)
            .padding(20)
            .frame(width: 260, height: 140)
            .background(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
            .clipShape(RoundedRectangle(cornerRadius: 20))
    }
}

struct TicketHole: View {
    var body: some View {
        Rectangle()
            .subtracting(Circle())
            .fill(.teal)
            .frame(width: 200, height: 100)
    }
}

struct AvatarStack: View {
    let colors: [Color] = [.red, .green, .blue]
    var body: some View {
        HStack(spacing: -12) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(colors[i])
                    .frame(width: 40, height: 40)
                    .overlay(Circle().stroke(.white, lineWidth: 2))
            }
        }
    }
}
