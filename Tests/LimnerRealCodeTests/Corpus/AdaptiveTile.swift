import Limner

extension UIColor {
    static let tileBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)
            : UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
    }
}

struct AdaptiveTile: View {
    var body: some View {
        Text("Adaptive")
            .font(.headline)
            .foregroundStyle(Color(.label))
            .frame(width: 140, height: 70)
            .background(Color(uiColor: .tileBackground))
    }
}

#Preview("Light", traits: .sizeThatFitsLayout) {
    AdaptiveTile()
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
    AdaptiveTile().environment(\.colorScheme, .dark)
}
