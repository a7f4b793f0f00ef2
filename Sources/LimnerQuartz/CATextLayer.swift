import Foundation
import LimnerText

/// A layer that draws a string (`CATextLayer`), top-aligned in its bounds, with HarfBuzz
/// shaping through LimnerText.
///
/// `string` is a `String` (an `NSAttributedString` draws its characters with the layer's
/// font and colour; its attributes are not read). `font` is a font name (`String`) or a
/// LimnerText `Font`; unknown names fall back through fontconfig. Not wrapped by default:
/// one line, truncated per `truncationMode`.
open class CATextLayer: CALayer {
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }

    /// The text (`String` or `NSAttributedString`).
    public var string: Any? {
        get { state.string }
        set { change("string") { $0.string = newValue } }
    }
    /// A font name (`String`) or `Font`; nil is the system font.
    public var font: Any? {
        get { state.fontName }
        set {
            let name: String?
            switch newValue {
            case let s as String: name = s
            case let f as Font: name = f.customName
            default: name = nil
            }
            change("font") { $0.fontName = name }
        }
    }
    /// The font size in points (default 36).
    public var fontSize: CGFloat {
        get { state.fontSize }
        set { change("fontSize") { $0.fontSize = newValue } }
    }
    /// The text colour (default opaque white).
    public var foregroundColor: CGColor? {
        get { state.foregroundColor }
        set { change("foregroundColor") { $0.foregroundColor = newValue } }
    }
    /// Whether the text wraps to the bounds' width (default false).
    public var isWrapped: Bool {
        get { state.isWrapped }
        set { change("wrapped") { $0.isWrapped = newValue } }
    }
    /// Horizontal alignment (default natural: left).
    public var alignmentMode: CATextLayerAlignmentMode {
        get { state.alignmentMode }
        set { change("alignmentMode") { $0.alignmentMode = newValue } }
    }
    /// How text that does not fit is shortened (default none).
    public var truncationMode: CATextLayerTruncationMode {
        get { state.truncationMode }
        set { change("truncationMode") { $0.truncationMode = newValue } }
    }

    /// UIKit labels: text centred vertically, at most `lineLimit` lines (nil: unlimited).
    @_spi(LimnerUIKit) public func setLabelLayout(centersVertically: Bool, lineLimit: Int?) {
        change("labelLayout") { $0.centersTextVertically = centersVertically; $0.lineLimit = lineLimit }
    }
}
