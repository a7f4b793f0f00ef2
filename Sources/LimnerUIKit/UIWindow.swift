import Foundation

/// The root of a view hierarchy (`UIWindow`). Render it with a layer host:
/// `LayerHost(rootLayer: window.layer)` or `AnimationRenderer(layer: window.layer)`; when
/// the host starts, the root view controller's view appears.
open class UIWindow: UIView {
    private var storedRootViewController: UIViewController?
    /// A root view that is hosted without being a subview of this window.
    weak var hostedRoot: UIView?

    /// Creates a window with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    /// Always nil (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// The controller whose view fills the window. Replacing it while a started host shows
    /// the window (in a callback, a button action, an `asyncAfter`) runs the appearance calls
    /// at that virtual time: the old controller's `viewWillDisappear`, the new one's
    /// `viewDidLoad` (on first use) and `viewWillAppear`, the swap (views get
    /// `didMoveToWindow`), layout, then `viewDidAppear` and the old one's `viewDidDisappear`.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            let old = storedRootViewController
            guard old !== newValue else { return }
            let onScreen = layer.host?.hasStarted == true
            if onScreen { old?.beginDisappearance() }
            old?.view.removeFromSuperview()
            storedRootViewController = newValue
            if let controller = newValue {
                controller.view.frame = bounds
                addSubview(controller.view)
            }
            if onScreen {
                layoutIfNeeded()
                newValue?.beginAppearance()
                old?.endDisappearance()
            }
        }
    }

    /// Whether this is the key window (the last one made key).
    open private(set) var isKeyWindow = false

    /// Shows the window (it draws once a host renders it).
    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }

    /// Makes the window key.
    open func makeKey() { isKeyWindow = true }

    open override func layerHost(_ host: LayerHost, didStartAt time: CFTimeInterval) {
        layoutIfNeeded()
        storedRootViewController?.beginAppearance()
    }
}
