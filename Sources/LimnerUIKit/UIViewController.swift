import Foundation

/// Manages a view (`UIViewController`): loads it on first use and hears it appear.
///
/// The appearance calls (`viewWillAppear`, `viewDidAppear`, and the disappear pair) come at
/// the virtual time the controller's view enters or leaves a window a host shows: when the
/// host starts (its time 0), when the controller becomes the root controller of a shown
/// window (the controller it replaces disappears), and when its view is added to or removed
/// from a shown window's hierarchy — a child controller's (`addChild`, `addSubview`,
/// `didMove(toParent:)`) or any other controller's.
open class UIViewController {
    private var storedView: UIView?
    /// Where the controller is in its appearance cycle.
    private var appearance = Appearance.disappeared
    private enum Appearance { case disappeared, appearing, appeared, disappearing }
    private var storedChildren: [UIViewController] = []
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

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

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

    // MARK: Containment

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    /// Makes `childController` a child (taking it from its old parent): calls its
    /// `willMove(toParent:)` with this controller. Add its view to yours, then call its
    /// `didMove(toParent:)`; its view appears when it enters a shown window.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.parent = self
    }

    /// Leaves the parent: calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)` and
    /// remove the view from its superview first (the view disappears then).
    open func removeFromParent() {
        guard let parent else { return }
        parent.storedChildren.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Appears now: `viewWillAppear`, layout, `viewDidAppear` (when not already on screen).
    func beginAppearance() {
        willAppear()
        view.layoutIfNeeded()
        didAppear()
    }

    /// `viewWillAppear`, unless the controller is appearing or on screen.
    func willAppear() {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        viewWillAppear(false)
    }

    /// `viewDidAppear` after `willAppear`.
    func didAppear() {
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(false)
    }

    /// `viewWillDisappear` of a controller leaving the screen.
    func beginDisappearance() {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(false)
    }

    /// `viewDidDisappear` once its view left; it may appear again later.
    func endDisappearance() {
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(false)
    }

    /// Whether the controller is appearing or on screen.
    var isAppearingOrAppeared: Bool { appearance == .appearing || appearance == .appeared }
}
