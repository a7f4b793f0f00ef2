import Limner

/// A whole screen: a title, three features and a button at the bottom.
public struct WelcomeScreen: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text("Welcome to Trails")
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            VStack(alignment: .leading, spacing: 16) {
                feature("map", title: "Offline maps", detail: "Download a region before you go.")
                feature("heart", title: "Favourites", detail: "Keep the walks you love in one place.")
                feature("bell", title: "Alerts", detail: "Hear about closures on your routes.")
            }
            Spacer()
            Button {
            } label: {
                Text("Continue")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(.blue, in: RoundedRectangle(cornerRadius: 14))
            }
        }
        .padding(24)
    }

    private func feature(_ symbol: String, title: String, detail: String) -> some View {
        HStack(alignment: .top, spacing: 14) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(.blue)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
