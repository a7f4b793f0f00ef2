import Limner

/// A like counter that ticks up every second and asks for haptics as it does.
struct LikeCounter: View {
    var withFeedback = true
    @State private var likes = 0
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let label = Label("\(likes)", systemImage: likes > 0 ? "heart.fill" : "heart")
            .font(.headline)
            .foregroundStyle(.pink)
            .padding(12)
            .background(.pink.opacity(0.12), in: Capsule())
            .onReceive(timer) { _ in likes += 1 }
        if withFeedback {
            label
                .sensoryFeedback(.success, trigger: likes)
                .sensoryFeedback(.impact(weight: .light, intensity: 0.7), trigger: likes) { old, new in
                    new > old
                }
                .sensoryFeedback(trigger: likes) { _, new in
                    new.isMultiple(of: 5) ? .levelChange : nil
                }
        } else {
            label
        }
    }
}

#Preview {
    LikeCounter()
}
