import Foundation

/// Shows an image (`UIImageView`): the layer's contents, placed by `contentMode`
/// (default `.scaleToFill`).
open class UIImageView: UIView {
    private var storedImage: UIImage?

    /// Creates an image view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates an image view the size of `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Always nil (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// The image.
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            layer.contents = newValue?.cgImage
            layer.contentsScale = newValue?.scale ?? 1
        }
    }

    /// How the image fills the bounds.
    open override var contentMode: ContentMode {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { storedImage?.size ?? .zero }
}
