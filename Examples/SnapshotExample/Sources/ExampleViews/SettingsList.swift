import Limner

/// A settings group: labelled rows with toggles, on the grouped background.
public struct SettingsList: View {
    @State private var notifications = true
    @State private var sounds = false

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("NOTIFICATIONS")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 16)
                .padding(.bottom, 6)
            VStack(spacing: 0) {
                Toggle("Allow Notifications", isOn: $notifications)
                    .padding(.horizontal, 16)
                    .frame(height: 44)
                Divider().padding(.leading, 16)
                Toggle("Sounds", isOn: $sounds)
                    .padding(.horizontal, 16)
                    .frame(height: 44)
            }
            .background(.background, in: RoundedRectangle(cornerRadius: 10))
        }
        .padding(16)
        .frame(width: 340)
        .background(Color.gray.opacity(0.15))
    }
}
