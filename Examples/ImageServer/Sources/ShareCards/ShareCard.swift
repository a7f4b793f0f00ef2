import Limner

/// The colours of a card.
public enum CardTheme: String, CaseIterable, Sendable {
    /// Black text on white, no gradient: the cheapest card.
    case plain
    /// A warm diagonal gradient.
    case dawn
    /// A deep blue gradient with a glow.
    case ocean
    /// Dark, with a violet accent.
    case night

    public var background: LinearGradient {
        switch self {
        case .plain:
            return LinearGradient(colors: [.white, .white], startPoint: .top, endPoint: .bottom)
        case .dawn:
            return LinearGradient(colors: [Color(red: 1, green: 0.55, blue: 0.35), Color(red: 0.93, green: 0.27, blue: 0.52)],
                                  startPoint: .topLeading, endPoint: .bottomTrailing)
        case .ocean:
            return LinearGradient(colors: [Color(red: 0.05, green: 0.2, blue: 0.45), Color(red: 0.1, green: 0.55, blue: 0.75)],
                                  startPoint: .top, endPoint: .bottom)
        case .night:
            return LinearGradient(colors: [Color(red: 0.07, green: 0.06, blue: 0.12), Color(red: 0.16, green: 0.1, blue: 0.28)],
                                  startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }

    var foreground: Color { self == .plain ? .black : .white }
    var accent: Color {
        switch self {
        case .plain: return .blue
        case .dawn: return .yellow
        case .ocean: return Color(red: 0.5, green: 0.9, blue: 1)
        case .night: return .purple
        }
    }
}

/// A share card: a title, a subtitle and a footer, as a SwiftUI view of any size (1200×630
/// for Open Graph by default).
public struct ShareCard: View {
    public var title: String
    public var subtitle: String
    public var theme: CardTheme
    /// Drawn in a circle at the top right when given (an avatar or a logo).
    public var badge: Image?
    /// The title's font family, a registered font's (nil: the system font).
    public var titleFamily: String?

    public init(title: String, subtitle: String = "", theme: CardTheme = .ocean, badge: Image? = nil,
                titleFamily: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.theme = theme
        self.badge = badge
        self.titleFamily = titleFamily
    }

    var titleFont: Font {
        titleFamily.map { .custom($0, size: 72) } ?? .system(size: 72, weight: .bold)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack(alignment: .top) {
                Capsule()
                    .fill(theme.accent)
                    .frame(width: 96, height: 12)
                Spacer()
                if let badge {
                    badge
                        .resizable()
                        .scaledToFill()
                        .frame(width: 120, height: 120)
                        .clipShape(Circle())
                        .overlay(Circle().stroke(theme.foreground.opacity(0.8), lineWidth: 4))
                }
            }
            Text(title)
                .font(titleFont)
                .foregroundStyle(theme.foreground)
                .lineLimit(3)
            if !subtitle.isEmpty {
                Text(subtitle)
                    .font(.system(size: 36))
                    .foregroundStyle(theme.foreground.opacity(0.8))
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
            HStack {
                Text("Rendered by Limner")
                    .font(.system(size: 28, weight: .semibold))
                Spacer()
                Text("limner.dev")
                    .font(.system(size: 28))
                    .foregroundStyle(theme.accent)
            }
            .foregroundStyle(theme.foreground.opacity(0.9))
        }
        .padding(64)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background {
            // The glow is an overlay of the background rectangle, so its 640-pt frame cannot
            // make the background taller than the card (as a ZStack sibling it would: a
            // ZStack is as tall as its tallest child, and the rectangle would then sit 5 pt
            // above the card's bottom edge — SwiftUI lays it out the same way).
            Rectangle()
                .fill(theme.background)
                .overlay(alignment: .topLeading) {
                    if theme != .plain {
                        Circle()
                            .fill(RadialGradient(colors: [theme.accent.opacity(0.45), theme.accent.opacity(0)],
                                                 center: .center, startRadius: 0, endRadius: 320))
                            .frame(width: 640, height: 640)
                            .offset(x: 720, y: -260)
                    }
                }
        }
        .clipped()
    }
}
