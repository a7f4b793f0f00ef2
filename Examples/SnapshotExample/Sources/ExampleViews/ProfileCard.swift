import Limner

/// A contact row: initials in a circle, a name and a role.
public struct ProfileCard: View {
    public var name: String
    public var role: String
    public var tint: Color

    public init(name: String, role: String, tint: Color = .indigo) {
        self.name = name
        self.role = role
        self.tint = tint
    }

    private var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text(initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(tint, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .frame(width: 280)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(.quaternary, lineWidth: 1))
        .padding(8)
    }
}
