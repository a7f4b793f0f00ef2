import Foundation
@_spi(LimnerUIKit) import LimnerQuartz
import LimnerText

/// Horizontal text alignment (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Justified (drawn as natural here).
    case justified = 3
    /// Left for left-to-right text.
    case natural = 4
}

/// A read-only text view (`UILabel`): one line by default, centred vertically in its bounds,
/// truncated at the end when it does not fit. Drawn by its backing `CATextLayer`.
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .black

    /// Creates a label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLayer.fontSize = 17
        textLayer.foregroundColor = UIColor.black.cgColor
        textLayer.truncationMode = .end
        textLayer.setLabelLayout(centersVertically: true, lineLimit: 1)
    }

    /// Always nil (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// The text.
    open var text: String? {
        get { textLayer.string as? String }
        set { textLayer.string = newValue }
    }
    /// The font (default system 17 pt; nil restores it).
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            textLayer.font = storedFont.fontName == "System" ? nil : storedFont.fontName
            textLayer.fontSize = storedFont.pointSize
        }
    }
    /// The text colour (default black; nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black; textLayer.foregroundColor = storedTextColor.cgColor }
    }
    /// Horizontal alignment (default natural).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            switch textAlignment {
            case .center: textLayer.alignmentMode = .center
            case .right: textLayer.alignmentMode = .right
            default: textLayer.alignmentMode = .left
            }
        }
    }
    /// The most lines shown (default 1; 0 for no limit).
    open var numberOfLines = 1 {
        didSet { textLayer.setLabelLayout(centersVertically: true, lineLimit: numberOfLines > 0 ? numberOfLines : nil) }
    }

    /// The text's size within `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let options = TextLayout.Options(lineLimit: numberOfLines > 0 ? numberOfLines : nil)
        let layout = TextLayout(text, font: storedFont.font, options: options)
        let measured = layout.measure(in: size)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's natural size.
    open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
