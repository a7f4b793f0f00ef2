import Limner

struct MessageRow: View {
    var body: some View {
        HStack(spacing: 10) {
            Circle().fill(.teal).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 4) {
                Capsule().fill(Color(.systemGray4)).frame(width: 120, height: 10)
                Capsule().fill(Color(.systemGray5)).frame(width: 80, height: 10)
            }
            Spacer()
        }
        .padding(12)
        .frame(width: 300)
    }
}

struct RightToLeftRow: View {
    var body: some View {
        VStack(spacing: 0) {
            MessageRow()
            MessageRow().environment(\.layoutDirection, .rightToLeft)
        }
    }
}

#Preview("Both directions", traits: .sizeThatFitsLayout) {
    RightToLeftRow()
}
