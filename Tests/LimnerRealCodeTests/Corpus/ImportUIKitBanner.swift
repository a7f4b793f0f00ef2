import UIKit

final class BannerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        let stripe = UIView(frame: CGRect(x: 0, y: frame.height - 8, width: frame.width, height: 8))
        stripe.backgroundColor = .systemOrange
        addSubview(stripe)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

#Preview("Banner", traits: .fixedLayout(width: 200, height: 60)) {
    BannerView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
}
