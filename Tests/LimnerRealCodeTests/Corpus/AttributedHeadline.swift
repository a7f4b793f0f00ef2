import Limner

struct AttributedHeadline: View {
    var headline: AttributedString {
        var text = AttributedString("Big ")
        var container = AttributeContainer()
        container.font = .systemFont(ofSize: 34, weight: .bold)
        text.mergeAttributes(container)
        var rest = AttributedString("small")
        rest.font = .system(size: 12)
        return text + rest
    }

    var body: some View {
        Text(headline)
            .padding(8)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    AttributedHeadline()
}
