import Limner

// Ten previews in every form SwiftUI has, in one file: `PreviewTests` lists them through
// `PreviewRegistry` and renders them to PNGs named after this file and each preview.

struct BadgeView: View {
    var title: String
    var color: Color = .blue

    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(color, in: Capsule())
    }
}

final class SwatchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }
}

#Preview {
    BadgeView(title: "Default")
}

#Preview("Named") {
    BadgeView(title: "Named", color: .orange)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    BadgeView(title: "Fits", color: .green)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) {
    BadgeView(title: "Fixed", color: .purple)
}

#Preview("Landscape", traits: .landscapeLeft) {
    ZStack {
        Color(.systemGray6).ignoresSafeArea()
        BadgeView(title: "Landscape", color: .pink)
    }
}

#Preview("Two traits", traits: .sizeThatFitsLayout, .portrait) {
    VStack(spacing: 8) {
        BadgeView(title: "One")
        BadgeView(title: "Two", color: .red)
    }
    .padding()
}

#Preview("UIKit view", traits: .fixedLayout(width: 120, height: 80)) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    view.backgroundColor = .systemIndigo
    return view
}

#Preview("View controller") {
    SwatchViewController()
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(title: "Provider")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Provider light")
            BadgeView(title: "Provider", color: .mint)
                .padding()
                .background(Color(.systemBackground))
                .environment(\.colorScheme, .dark)
                .previewLayout(.fixed(width: 180, height: 80))
                .previewDisplayName("Provider dark")
        }
    }
}
