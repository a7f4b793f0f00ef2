import SwiftUI

#if canImport(SwiftUI)
struct ImportSwiftUICard: View {
    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: "star.fill").foregroundStyle(.yellow).font(.title)
            Text("import SwiftUI").font(.headline)
        }
        .padding(20)
        .background(Color(uiColor: .systemGray6), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ImportSwiftUICard()
}
#endif
