import Limner

struct InboxBadge: View {
    var unread = 12

    var body: some View {
        Image(systemName: "tray.fill")
            .font(.system(size: 34))
            .foregroundStyle(Color(.systemGray))
            .padding(10)
            .overlay(alignment: .topTrailing) {
                Text("\(unread)")
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color(.systemRed)))
            }
            .padding(8)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    InboxBadge()
}
