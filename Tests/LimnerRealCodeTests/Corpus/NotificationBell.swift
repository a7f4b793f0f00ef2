import Limner

struct NotificationBell: View {
    @State private var count = 3

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.system(size: 40))
            .foregroundStyle(.gray)
            .symbolEffect(.bounce.up.byLayer, value: count)
            .overlay(alignment: .topTrailing) {
                Text("\(count)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .frame(width: 18, height: 18)
                    .background(.red, in: Circle())
                    .offset(x: 6, y: -6)
            }
            .symbolEffect(.pulse, options: .repeating, isActive: count > 0)
            .padding(16)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    NotificationBell()
}
