import Foundation

/// Manages a view (`UIViewController`): loads it on first use and hears it appear.
///
/// The appearance calls (`viewWillAppear`, `viewDidAppear`) come when a host starts showing
/// the controller's view, or the window it is the root controller of, at that host's time 0,
/// or when it becomes the root controller of a window already shown, at that virtual time
/// (the controller it replaces gets `viewWillDisappear` / `viewDidDisappear`).
open class UIViewController {
    private var storedView: UIView?
    private var appeared = false
    /// The title.
    open var title: String?

    /// Creates a controller.
    public init() {}

    /// Creates a controller (there are no nibs here: the names are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Always nil (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded by `loadView()` then `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            storedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Loads the view if needed.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        viewDidLoad()
    }

    /// Creates the view (default: a plain 375 × 667 view, an iPhone's points).
    open func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

    /// Called after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Runs the appearance calls once (until the controller disappears).
    func beginAppearance() {
        guard !appeared else { return }
        appeared = true
        viewWillAppear(false)
        view.layoutIfNeeded()
        viewDidAppear(false)
    }

    /// `viewWillDisappear` of a controller leaving the screen.
    func beginDisappearance() {
        guard appeared else { return }
        viewWillDisappear(false)
    }

    /// `viewDidDisappear` once its view left; it may appear again later.
    func endDisappearance() {
        guard appeared else { return }
        appeared = false
        viewDidDisappear(false)
    }
}
