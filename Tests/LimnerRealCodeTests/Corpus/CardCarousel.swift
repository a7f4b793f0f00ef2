import Limner

/// A horizontally scrolling row of cards, two thirds of the visible width each.
struct CardCarousel: View {
    private let colors: [Color] = [.red, .orange, .green, .blue, .purple]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(colors[index])
                        .frame(height: 80)
                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .frame(width: 320, height: 100)
    }
}

/// Tags in a scrolling feed whose tinted background spans the feed's width.
struct TagFeed: View {
    var clipsContent = true

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(["Swift", "Linux", "Canvas"], id: \.self) { tag in
                    Text(tag)
                        .padding(6)
                        .background(Capsule().fill(.yellow))
                }
            }
            .padding(12)
            .background(Color.teal.opacity(0.3))
            .offset(y: -20)
        }
        .scrollClipDisabled(!clipsContent)
        .frame(width: 240, height: 160)
        .padding(.top, 30)
    }
}

#Preview("Carousel") {
    CardCarousel()
}

#Preview("Feed") {
    TagFeed()
}
