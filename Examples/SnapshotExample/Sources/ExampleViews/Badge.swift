import Limner

/// An unread count in a capsule; hidden at zero, "99+" above 99.
public struct Badge: View {
    public var count: Int

    public init(count: Int) { self.count = count }

    public var body: some View {
        if count > 0 {
            Text(count > 99 ? "99+" : "\(count)")
                .font(.caption.bold())
                .monospacedDigit()
                .foregroundStyle(.white)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(Capsule().fill(.red))
        }
    }
}
