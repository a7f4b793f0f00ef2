import Limner

/// A card whose "Details" button reveals more text, animated.
public struct DisclosureCard: View {
    @State private var isExpanded = false

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Order #1042").font(.headline)
                Spacer()
                Button(isExpanded ? "Hide" : "Details") {
                    withAnimation(.easeInOut(duration: 0.4)) { isExpanded.toggle() }
                }
            }
            if isExpanded {
                Text("Two items, shipped Tuesday. Arrives by Friday.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .transition(.opacity)
            }
            Rectangle()
                .fill(.orange)
                .frame(width: isExpanded ? 240 : 80, height: 6)
        }
        .padding(16)
        .frame(width: 300, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
    }
}
