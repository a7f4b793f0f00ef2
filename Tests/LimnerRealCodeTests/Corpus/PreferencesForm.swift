import Limner

struct PreferencesForm: View {
    @State private var notifications = true
    @State private var sounds = false

    var body: some View {
        Form {
            Section("Alerts") {
                Toggle("Notifications", isOn: $notifications)
                Toggle("Sounds", isOn: $sounds)
            }
        }
    }
}

#Preview("Preferences", traits: .fixedLayout(width: 360, height: 220)) {
    PreferencesForm()
}
