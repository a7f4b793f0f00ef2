import Foundation
@_spi(LimnerUIKit) import LimnerQuartz

/// A rectangle on screen backed by a layer (`UIView`). The view is its layer's delegate:
/// geometry, alpha, colour and visibility are the layer's properties, so they animate,
/// seek and render as Core Animation does. Outside `UIView.animate` blocks a view's
/// property changes do not animate (the view answers `NSNull` to the layer's action search).
open class UIView: CALayerDelegate, LayerHostDelegate, CustomStringConvertible {
    /// The class of the backing layer (`CALayer`; `CAShapeLayer` etc. in subclasses).
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer.
    public let layer: CALayer
    private var storedSubviews: [UIView] = []
    private weak var storedSuperview: UIView?
    /// The window of a view hosted as a root without one (see `layerHost(_:didStartAt:)`).
    weak var hostingWindow: UIWindow?
    /// The view controller whose view this is.
    weak var viewController: UIViewController?
    private var storedBackgroundColor: UIColor?
    private var storedMaskView: UIView?

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        layer.delegate = self
        layer.frame = frame
    }

    /// Views cannot be decoded from archives here (there are no storyboards): always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The rectangle in the superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    /// The view's own coordinate rectangle.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// A transform about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// Opacity, 0…1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// The fill behind the content.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue; layer.backgroundColor = newValue?.cgColor }
    }
    /// Whether the view is not drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one.
    open var mask: UIView? {
        get { storedMaskView }
        set { storedMaskView = newValue; layer.mask = newValue?.layer }
    }
    /// How content fills the bounds when the size changes (used by `UIImageView`).
    open var contentMode: ContentMode = .scaleToFill
    /// A number that identifies the view.
    open var tag = 0
    /// Kept for code that sets it; this UIKit core has no events.
    open var isUserInteractionEnabled = true

    // MARK: Hierarchy

    /// The superview.
    open var superview: UIView? { storedSuperview }
    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in (the root's window, or the window hosting the root).
    open var window: UIWindow? {
        var v: UIView = self
        while let s = v.storedSuperview { v = s }
        return (v as? UIWindow) ?? v.hostingWindow
    }

    /// Adds `view` on top (moving it from its old superview).
    open func addSubview(_ view: UIView) { insertSubview(view, at: storedSubviews.count) }

    /// Inserts `view` at `index` (clamped).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let oldWindow = view.window
        let moves = WindowMove(view: view, from: oldWindow, to: window)
        moves.begin()
        if view.storedSuperview === self {
            setSubviews(storedSubviews.filter { $0 !== view })
        } else if view.storedSuperview != nil {
            view.removeFromSuperview()
        }
        view.willMove(toSuperview: self)
        var list = storedSubviews
        let i = min(max(index, 0), list.count)
        list.insert(view, at: i)
        setSubviews(list)
        setSuperview(of: view, to: self)
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: i)))
        view.didMoveToSuperview()
        didAddSubview(view)
        if view.window !== oldWindow { view.notifyWindowChange() }
        setNeedsLayout()
        moves.end()
    }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? storedSubviews.count)
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (storedSubviews.firstIndex { $0 === siblingSubview }).map { $0 + 1 } ?? storedSubviews.count)
    }

    /// Moves `view` to the top.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Moves `view` to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        let moves = WindowMove(view: self, from: oldWindow, to: nil)
        moves.begin()
        defer { moves.end() }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.setSubviews(parent.storedSubviews.filter { $0 !== self })
        parent.setSuperview(of: self, to: nil)
        layer.removeFromSuperlayer()
        didMoveToSuperview()
        if window !== oldWindow { notifyWindowChange() }
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.storedSuperview
        }
        return false
    }

    /// The first view with `tag` in this subtree.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.storedSubviews.reversed())
        }
        return nil
    }

    private func sublayerIndex(forSubviewAt index: Int) -> Int {
        // Subview layers keep their order among the layer's other sublayers: just below the
        // layer of the next subview, else on top.
        let sublayers = layer.sublayers ?? []
        if index + 1 < storedSubviews.count, let next = sublayers.firstIndex(where: { $0 === storedSubviews[index + 1].layer }) {
            return next
        }
        return sublayers.count
    }

    private func setSubviews(_ list: [UIView]) {
        let old = storedSubviews
        storedSubviews = list
        layer.recordChange(undo: { [self] in self.storedSubviews = old }, redo: { [self] in self.storedSubviews = list })
    }

    private func setSuperview(of view: UIView, to parent: UIView?) {
        let old = view.storedSuperview
        view.storedSuperview = parent
        layer.recordChange(undo: { [weak view] in view?.storedSuperview = old }, redo: { [weak view] in view?.storedSuperview = parent })
    }

    /// Tells the subtree its window changed.
    func notifyWindowChange() {
        var stack: [UIView] = [self]
        var order: [UIView] = []
        while let v = stack.popLast() {
            order.append(v)
            stack.append(contentsOf: v.storedSubviews.reversed())
        }
        for v in order { v.didMoveToWindow() }
    }

    /// The controllers whose views are in this subtree, parents before children.
    var controllersInSubtree: [UIViewController] {
        var stack: [UIView] = [self]
        var found: [UIViewController] = []
        while let v = stack.popLast() {
            if let c = v.viewController { found.append(c) }
            stack.append(contentsOf: v.storedSubviews.reversed())
        }
        return found
    }

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Lays out subviews (override; the default does nothing).
    open func layoutSubviews() {}
    /// Marks the view for layout before the next frame.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now if needed.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// The size that fits `size` (the current size by default).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits`.
    open func sizeToFit() {
        let s = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: s)
    }

    /// The layer's layout pass: the controller's hooks around `layoutSubviews()`.
    public func layoutSublayers(of layer: CALayer) {
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    // MARK: Coordinates

    /// Converts a point to `view`'s coordinates (nil: the root's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    /// Converts a point from `view`'s coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }

    // MARK: Hosting

    /// A host started showing this view's layer as its root: a window makes its controller
    /// appear; another view is given a window of its own frame, its subtree hears
    /// `didMoveToWindow()`, and its controller (if any) appears.
    open func layerHost(_ host: LayerHost, didStartAt time: CFTimeInterval) {
        if window == nil {
            let w = UIWindow(frame: frame)
            w.hostedRoot = self
            hostingWindow = w
            notifyWindowChange()
        }
        let controllers = controllersInSubtree
        for c in controllers { c.willAppear() }
        layoutIfNeeded()
        for c in controllers { c.didAppear() }
    }

    open var description: String {
        "<\(String(describing: type(of: self))) frame: \(frame)>"
    }

    /// How a view's content fills its bounds (`UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight

        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}

/// The appearance calls of a subtree moving between windows: the controllers of its views
/// leave a shown window (`viewWillDisappear` before the move, `viewDidDisappear` after) and
/// enter one (`viewWillAppear` before, layout and `viewDidAppear` after), at the virtual time
/// of the move. A controller already disappearing or appearing (a root controller swap)
/// keeps the calls its window makes.
struct WindowMove {
    let leaving: [UIViewController]
    let entering: [UIViewController]

    init(view: UIView, from old: UIWindow?, to new: UIWindow?) {
        guard old !== new else { leaving = []; entering = []; return }
        let controllers = view.controllersInSubtree
        leaving = old.map(WindowMove.isShown) == true ? controllers.filter { $0.isAppearingOrAppeared } : []
        entering = new.map(WindowMove.isShown) == true ? controllers.filter { !$0.isAppearingOrAppeared } : []
    }

    /// Whether a started host shows `window` (as its root layer, or the view it hosts).
    static func isShown(_ window: UIWindow) -> Bool {
        window.layer.host?.hasStarted == true || window.hostedRoot?.layer.host?.hasStarted == true
    }

    func begin() {
        for c in leaving { c.beginDisappearance() }
        for c in entering { c.willAppear() }
    }

    func end() {
        for c in leaving { c.endDisappearance() }
        if let first = entering.first { first.view.window?.layoutIfNeeded() }
        for c in entering { c.didAppear() }
    }
}
