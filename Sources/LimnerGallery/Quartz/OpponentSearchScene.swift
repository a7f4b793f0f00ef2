import Foundation
import Limner

/// The "searching for an opponent" screen of a game lobby, built with LimnerUIKit: a dark
/// gradient backdrop, a status line, two round photo avatars (a square photo layer masked
/// by a circular shape layer, a white ring layer on top, a name label below) that bump into
/// each other on springs and squash where they meet, the opponent appearing after 4 s, then
/// both turning into squares once connected and a "Search again" button fading in.
///
/// Timeline (seconds): bumps start at 0 and repeat every 2.1 s; the opponent is found at 4,
/// connected at 8, "Ready to play" at 9; the bump that starts after the connection morphs
/// into squares (9.4–9.65) and is the last. `duration` covers it all.
public enum OpponentSearchScene {
    /// The screen size (an iPhone's points).
    public static let size = CGSize(width: 320, height: 568)
    /// Seconds worth rendering.
    public static let duration: Double = 11

    /// A window showing the screen; host its layer to render it
    /// (`LayerHost(rootLayer: window.layer)` or `AnimationRenderer(layer: window.layer)`).
    public static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = LobbyController()
        window.makeKeyAndVisible()
        return window
    }

    /// A cartoon portrait, drawn procedurally: `hue` sets the backdrop and shirt colours.
    public static func portrait(hue: Double, hair: Color, side: CGFloat = 220) -> UIImage {
        let pixmap = CanvasRenderer(size: CGSize(width: side, height: side)).render { context, size in
            let w = size.width
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [Color(hue: hue, saturation: 0.45, brightness: 0.95),
                                                                 Color(hue: hue, saturation: 0.7, brightness: 0.7)]),
                                               startPoint: .zero, endPoint: CGPoint(x: 0, y: w)))
            context.fill(Path(ellipseIn: CGRect(x: w * 0.18, y: w * 0.72, width: w * 0.64, height: w * 0.6)),
                         with: .color(Color(hue: (hue + 0.5).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.55)))
            context.fill(Path(roundedRect: CGRect(x: w * 0.42, y: w * 0.58, width: w * 0.16, height: w * 0.2), cornerRadius: w * 0.04),
                         with: .color(Color(red: 0.93, green: 0.76, blue: 0.62)))
            context.fill(Path(ellipseIn: CGRect(x: w * 0.27, y: w * 0.2, width: w * 0.46, height: w * 0.5)),
                         with: .color(Color(red: 0.96, green: 0.8, blue: 0.66)))
            context.fill(Path(ellipseIn: CGRect(x: w * 0.25, y: w * 0.13, width: w * 0.5, height: w * 0.26)), with: .color(hair))
            for x in [0.4, 0.6] {
                context.fill(Path(ellipseIn: CGRect(x: w * x - w * 0.03, y: w * 0.42, width: w * 0.06, height: w * 0.07)),
                             with: .color(Color(white: 0.15)))
            }
            var smile = Path()
            smile.addArc(center: CGPoint(x: w * 0.5, y: w * 0.5), radius: w * 0.1, startAngle: .degrees(25),
                         endAngle: .degrees(155), clockwise: false)
            context.stroke(smile, with: .color(Color(red: 0.6, green: 0.25, blue: 0.2)), lineWidth: w * 0.025)
        }
        return UIImage(pixmap: pixmap, scale: 2)
    }
}

/// One player: photo, round mask, ring and name. It bumps towards a point and back.
final class PlayerBadge: UIView {
    let ringWidth: CGFloat = 6
    let bumpDuration = 1.0
    let photo = CALayer()
    let ring = CAShapeLayer()
    let roundMask = CAShapeLayer()
    let nameLabel = UILabel()
    var finishAsSquare = false
    private(set) var isSquare = false

    var picture: UIImage? {
        didSet { photo.contents = picture?.cgImage; setNeedsLayout() }
    }
    var playerName: String? {
        didSet { nameLabel.text = playerName }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = UIFont(name: "ArialRoundedMTBold", size: 18)
        nameLabel.textAlignment = .center
        nameLabel.textColor = .black
    }

    required init?(coder: NSCoder) { return nil }

    override func didMoveToWindow() {
        guard window != nil, photo.superlayer == nil else { return }
        layer.addSublayer(photo)
        photo.mask = roundMask
        layer.addSublayer(ring)
        addSubview(nameLabel)
    }

    override func layoutSubviews() {
        let side = picture?.size ?? bounds.size
        photo.frame = CGRect(x: (bounds.width - side.width + ringWidth) / 2, y: (bounds.height - side.height - ringWidth) / 2,
                             width: side.width, height: side.height)
        ring.path = UIBezierPath(ovalIn: bounds).cgPath
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = ringWidth
        ring.fillColor = UIColor.clear.cgColor
        roundMask.path = ring.path
        roundMask.position = CGPoint(x: 0, y: 10)
        nameLabel.frame = CGRect(x: 0, y: bounds.height + 10, width: bounds.width, height: 24)
    }

    /// Springs to `point`, squashing into `squashed`, then springs back; repeats until square.
    func bump(towards point: CGPoint, squashed: CGSize) {
        let home = center
        UIView.animate(withDuration: bumpDuration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       animations: { self.center = point },
                       completion: { _ in if self.finishAsSquare { self.becomeSquare() } })
        UIView.animate(withDuration: bumpDuration, delay: bumpDuration, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
                       animations: { self.center = home },
                       completion: { _ in
                           LayerHost.schedule(after: 0.1) {
                               if !self.isSquare { self.bump(towards: point, squashed: squashed) }
                           }
                       })
        let fromLeft = home.x < point.x
        let squashedFrame = CGRect(x: fromLeft ? bounds.width - squashed.width : 0, y: bounds.height - squashed.height,
                                   width: squashed.width, height: squashed.height)
        let squash = CABasicAnimation(keyPath: "path")
        squash.duration = bumpDuration
        squash.toValue = UIBezierPath(ovalIn: squashedFrame).cgPath
        squash.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.add(squash, forKey: nil)
        roundMask.add(squash, forKey: nil)
    }

    /// Morphs ring and mask from the circle to the bounds' square.
    func becomeSquare() {
        isSquare = true
        let square = UIBezierPath(rect: bounds).cgPath
        let morph = CABasicAnimation(keyPath: "path")
        morph.duration = 0.25
        morph.fromValue = ring.path
        morph.toValue = square
        ring.add(morph, forKey: nil)
        ring.path = square
        roundMask.add(morph, forKey: nil)
        roundMask.path = square
    }
}

/// The lobby screen's controller.
final class LobbyController: UIViewController {
    let me = PlayerBadge(frame: CGRect(x: 40, y: 230, width: 100, height: 100))
    let rival = PlayerBadge(frame: CGRect(x: 180, y: 230, width: 100, height: 100))
    let status = UILabel(frame: CGRect(x: 0, y: 90, width: 320, height: 30))
    let versus = UILabel(frame: CGRect(x: 140, y: 268, width: 40, height: 24))
    let again = UIButton(frame: CGRect(x: 90, y: 460, width: 140, height: 44))

    override func loadView() {
        let root = UIView(frame: CGRect(origin: .zero, size: OpponentSearchScene.size))
        let backdrop = CAGradientLayer()
        backdrop.frame = root.bounds
        backdrop.colors = [UIColor(red: 0.99, green: 0.86, blue: 0.45, alpha: 1).cgColor,
                           UIColor(red: 0.96, green: 0.55, blue: 0.35, alpha: 1).cgColor]
        root.layer.addSublayer(backdrop)
        let title = UILabel(frame: CGRect(x: 0, y: 40, width: 320, height: 40))
        title.text = "Battle Lobby"
        title.font = .boldSystemFont(ofSize: 30)
        title.textColor = .white
        title.textAlignment = .center
        root.addSubview(title)
        status.text = "Searching for opponent..."
        status.font = .systemFont(ofSize: 18)
        status.textColor = UIColor(white: 0.25, alpha: 1)
        status.textAlignment = .center
        root.addSubview(status)
        versus.text = "vs."
        versus.font = .boldSystemFont(ofSize: 20)
        versus.textAlignment = .center
        versus.textColor = .white
        versus.alpha = 0
        root.addSubview(versus)
        again.setTitle("Search again", for: .normal)
        again.setTitleColor(.white, for: .normal)
        again.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        again.layer.cornerRadius = 22
        again.alpha = 0
        root.addSubview(again)
        me.picture = OpponentSearchScene.portrait(hue: 0.58, hair: Color(red: 0.35, green: 0.22, blue: 0.12))
        me.playerName = "Me"
        rival.picture = OpponentSearchScene.portrait(hue: 0.0, hair: Color(white: 0.95)).withEmptyLook()
        root.addSubview(me)
        root.addSubview(rival)
        view = root
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startSearch()
    }

    func startSearch() {
        let side = me.frame.size
        let offset = side.width / 1.9
        let squashed = CGSize(width: side.width * 0.85, height: side.height * 1.1)
        let mid = view.frame.width / 2
        me.bump(towards: CGPoint(x: mid - offset, y: me.center.y), squashed: squashed)
        rival.bump(towards: CGPoint(x: mid + offset, y: rival.center.y), squashed: squashed)
        LayerHost.schedule(after: 4) { self.opponentFound() }
    }

    func opponentFound() {
        status.text = "Connecting..."
        rival.picture = OpponentSearchScene.portrait(hue: 0.0, hair: Color(red: 0.85, green: 0.55, blue: 0.2))
        rival.playerName = "Ray"
        LayerHost.schedule(after: 4) { self.connected() }
    }

    func connected() {
        me.finishAsSquare = true
        rival.finishAsSquare = true
        LayerHost.schedule(after: 1) { self.ready() }
    }

    func ready() {
        status.text = "Ready to play"
        UIView.animate(withDuration: 0.2) {
            self.versus.alpha = 1
            self.again.alpha = 1
        }
    }
}

extension UIImage {
    /// A grey placeholder of the same size: the opponent before one is found.
    fileprivate func withEmptyLook() -> UIImage {
        let s = size
        let pixmap = CanvasRenderer(size: s, scale: scale).render { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.82)))
            context.fill(Path(ellipseIn: CGRect(x: size.width * 0.3, y: size.height * 0.2, width: size.width * 0.4,
                                                height: size.width * 0.4)), with: .color(Color(white: 0.65)))
            context.fill(Path(ellipseIn: CGRect(x: size.width * 0.15, y: size.height * 0.65, width: size.width * 0.7,
                                                height: size.height * 0.6)), with: .color(Color(white: 0.65)))
        }
        return UIImage(pixmap: pixmap, scale: scale)
    }
}
