import Limner
import LimnerCLI

/// The scenes this program renders: `MyViews render --list`, `MyViews animate --list`.
@main
struct MyViews: LimnerCommand {
    static let scenes: [LimnerScene] = [
        .view("weather-card", title: "A weather card") { WeatherCard(city: "Lisbon", degrees: 21) },
        .view("price-tag", title: "A price tag") { PriceTag(price: "€ 12") },
        .animation("loading-dots", title: "Three dots that pulse in turn",
                   size: CGSize(width: 160, height: 60), duration: 1.2) { LoadingDots() },
    ]
}
