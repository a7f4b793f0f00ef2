import Limner

/// Cards that fade and shrink the further down the scroll view they sit.
struct FadingCards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.indigo)
                        .frame(height: 40)
                        .visualEffect { content, proxy in
                            let y = proxy.frame(in: .scrollView).minY
                            return content
                                .opacity(1 - y / 300)
                                .scaleEffect(1 - y / 600)
                        }
                }
            }
            .padding(10)
        }
        .frame(width: 200, height: 300)
    }
}

#Preview {
    FadingCards()
}
