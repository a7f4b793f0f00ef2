import Limner

struct SegmentPill: View {
    @Namespace private var pill
    @State private var selection = "Day"
    private let segments = ["Day", "Week", "Month"]
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        HStack(spacing: 0) {
            ForEach(segments, id: \.self) { segment in
                Text(segment)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selection == segment ? .white : .primary)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if selection == segment {
                            Capsule()
                                .fill(Color.blue)
                                .matchedGeometryEffect(id: "pill", in: pill)
                        }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
        .frame(width: 300)
        .onReceive(timer) { _ in
            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                let next = (segments.firstIndex(of: selection)! + 1) % segments.count
                selection = segments[next]
            }
        }
    }
}

#Preview {
    SegmentPill()
        .padding()
}
