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
                // Entering the window made the new controller appear (`WindowMove`); the
                // old one disappears after it.
                layoutIfNeeded()
                newValue?.beginAppearance()
                old?.endDisappearance()
            }
        }
    }

    /// Whether this is the key window (the last one made key).
    open private(set) var isKeyWindow = false

    /// Shows the window (it draws once a host renders it). Like the windows an application
    /// shows, it stays alive from then on, so `AnimationRenderer(layer: makeWindow().layer)`
    /// renders a window nobody else holds (`UIWindow.visibleWindows`).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        UIWindow.shown.keep(self)
    }

    /// The windows made key and visible, oldest first (UIApplication's `windows`).
    public static var visibleWindows: [UIWindow] { shown.all }

    private static let shown = ShownWindows()

    /// Makes the window key (the window that was key is no longer).
    open func makeKey() {
        UIWindow.shown.key?.isKeyWindow = false
        isKeyWindow = true
        UIWindow.shown.key = self
    }

    /// The key window, if one is shown.
    static var keyWindow: UIWindow? { shown.key }

    open override func layerHost(_ host: LayerHost, didStartAt time: CFTimeInterval) {
        // The root controller, then the controllers of views inside it (children), appear.
        let controllers = controllersInSubtree
        for c in controllers { c.willAppear() }
        layoutIfNeeded()
        for c in controllers { c.didAppear() }
    }
}

/// The windows kept alive once shown (a lock guards them: windows are made on any thread).
private final class ShownWindows: @unchecked Sendable {
    private var windows: [UIWindow] = []
    private let lock = NSLock()
    func keep(_ window: UIWindow) {
        lock.lock(); defer { lock.unlock() }
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    var all: [UIWindow] { lock.lock(); defer { lock.unlock() }; return windows }
    private weak var storedKey: UIWindow?
    var key: UIWindow? {
        get { lock.lock(); defer { lock.unlock() }; return storedKey }
        set { lock.lock(); storedKey = newValue; lock.unlock() }
    }
}

/// The application (`UIApplication`): here, the windows shown and the key one, so code that
/// reaches its window through `UIApplication.shared` (a "search again" that replaces the key
/// window's root controller) works unchanged.
open class UIApplication: @unchecked Sendable {
    // Unchecked: it holds no state of its own; the windows are behind `ShownWindows`' lock.
    /// The one application.
    public static let shared = UIApplication()

    init() {}

    /// The windows made key and visible, oldest first.
    open var windows: [UIWindow] { UIWindow.visibleWindows }

    /// The window made key last (`makeKey()`, `makeKeyAndVisible()`).
    open var keyWindow: UIWindow? { UIWindow.keyWindow }
}
