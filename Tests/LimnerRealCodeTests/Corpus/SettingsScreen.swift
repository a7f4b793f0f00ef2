import Limner

struct SettingsRow: View {
    let icon: String
    let title: String
    let tint: Color

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
            Text(title)
            Spacer()
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    SettingsRow(icon: "airplane", title: "Airplane Mode", tint: .orange)
                    SettingsRow(icon: "wifi", title: "Wi-Fi", tint: .blue)
                    SettingsRow(icon: "bolt.fill", title: "Battery", tint: .green)
                }
                Section("General") {
                    SettingsRow(icon: "gearshape", title: "About", tint: .gray)
                    SettingsRow(icon: "moon.fill", title: "Focus", tint: .indigo)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsScreen()
}
