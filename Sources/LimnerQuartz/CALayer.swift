import Foundation
import LimnerRaster

/// Receives a layer's layout passes and action lookups (`CALayerDelegate`); a UIView is its
/// layer's delegate.
public protocol CALayerDelegate: AnyObject {
    /// Lays out the layer's sublayers (called by `layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change; nil continues the search, `NSNull()` stops it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer's own actions apply.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A rectangle of content in a tree of layers (`CALayer`): geometry, background, border,
/// corner radius, image contents, shadow, mask, sublayers, and animations of all of these.
///
/// Coordinates are Core Animation's on iOS: y grows down, `position` is where
/// `anchorPoint` (unit coordinates of `bounds`, default (0.5, 0.5)) sits in the superlayer,
/// and `transform` applies about the anchor point.
///
/// Drawing order: shadow, background (rounded by `cornerRadius`), contents, the subclass's
/// own drawing (shape, text, gradient), sublayers by `zPosition` then order, border on top.
/// `masksToBounds` clips contents and sublayers to the rounded bounds; `mask` multiplies by
/// the mask layer's alpha. Opacity below 1 applies to the flattened layer
/// (`allowsGroupOpacity`, on by default as on iOS).
///
/// Not provided: `contentsRect`, `contentsCenter`, `maskedCorners`, filters, custom drawing
/// (`draw(in:)`, `display()`), hit testing, perspective (`m34`: layers are drawn flat).
open class CALayer: CustomStringConvertible {
    /// The model values (with animations applied, the presentation).
    var state = LayerState()
    var storedSublayers: [CALayer] = []
    weak var storedSuperlayer: CALayer?
    var storedMask: CALayer?
    /// The layer this one masks, if any.
    weak var maskedLayer: CALayer?
    /// Animations in the order added, with their keys.
    var animationEntries: [(key: String?, animation: CAAnimation)] = []
    /// Set on the root layer by the host that shows the tree.
    weak var hostedBy: LayerHost?
    /// A host created for the layer by `LayerHost.host(for:)`, kept by the layer.
    var ownedHost: LayerHost?
    /// Set when a host has drawn the layer: implicit animations start after that.
    var hasBeenPresented = false
    /// The previous presentation value captured for an action being run.
    var pendingPreviousValue: LayerValue?
    var needsLayoutFlag = false
    /// The host whose tree the layer is in: set for a whole subtree when it joins a hosted
    /// tree, cleared when it leaves, so finding the host never walks up a deep tree.
    weak var attachedHost: LayerHost?
    /// For presentation copies: the model layer.
    weak var modelLayerReference: CALayer?

    /// A name for descriptions and lookups.
    public var name: String?
    /// The delegate (a UIView for its backing layer); held weakly.
    public weak var delegate: CALayerDelegate?
    /// Actions by key, consulted after the delegate.
    public var actions: [String: CAAction]?
    /// Whether opacity applies to the flattened layer (true) or to each part.
    public var allowsGroupOpacity = true

    /// Creates an empty layer.
    public required init() {}

    /// Creates a copy of `layer`'s values (Core Animation uses it for presentation layers).
    public required init(layer: Any) {
        if let other = layer as? CALayer {
            state = other.state
            name = other.name
            allowsGroupOpacity = other.allowsGroupOpacity
        }
    }

    deinit {
        // Release long sublayer chains without recursion.
        var pending = storedSublayers
        storedSublayers = []
        while var layer = pending.popLast() {
            if isKnownUniquelyReferenced(&layer) {
                pending.append(contentsOf: layer.storedSublayers)
                layer.storedSublayers = []
                if let m = layer.storedMask { pending.append(m); layer.storedMask = nil }
            }
        }
    }

    /// The keys a layer animates implicitly (standalone layers, 0.25 s by default). Discrete
    /// properties (`isHidden`, `masksToBounds`, `contents`) change at once: Core Animation
    /// cross-fades contents, which is not provided.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard Self.implicitlyAnimatedKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.usesTransactionTiming = true
        return animation
    }

    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "shadowPath",
        "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "fontSize", "foregroundColor", "colors", "locations", "startPoint", "endPoint",
    ]

    // MARK: Geometry

    /// The layer's own coordinate rectangle.
    public var bounds: CGRect {
        get { state.bounds }
        set { let sizeChanged = newValue.size != state.bounds.size
              change("bounds") { $0.bounds = newValue }
              if sizeChanged { setNeedsLayout() } }
    }
    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint {
        get { state.position }
        set { change("position") { $0.position = newValue } }
    }
    /// Stacking order among siblings: higher draws later.
    public var zPosition: CGFloat {
        get { state.zPosition }
        set { change("zPosition") { $0.zPosition = newValue } }
    }
    /// The point of the bounds (unit coordinates) placed at `position`; transforms pivot on it.
    public var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { change("anchorPoint") { $0.anchorPoint = newValue } }
    }
    /// The transform, applied about the anchor point.
    public var transform: CATransform3D {
        get { state.transform }
        set { change("transform") { $0.transform = newValue } }
    }
    /// A transform applied to the sublayers, about the anchor point.
    public var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { change("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    /// The layer's rectangle in the superlayer: derived from bounds, anchor point, position
    /// and transform; setting it sets position and bounds size (not animatable itself).
    public var frame: CGRect {
        get { state.frame }
        set {
            var s = state
            s.setFrame(newValue)
            position = s.position
            bounds = CGRect(origin: state.bounds.origin, size: s.bounds.size)
        }
    }
    /// The affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { state.transform.affinePart }
    /// Sets `transform` from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// Whether the layer (and its sublayers) is not drawn.
    public var isHidden: Bool {
        get { state.isHidden }
        set { change("hidden") { $0.isHidden = newValue } }
    }
    /// Opacity 0…1 (default 1).
    public var opacity: Float {
        get { state.opacity }
        set { change("opacity") { $0.opacity = newValue } }
    }
    /// Fills the rounded bounds below the contents; nil (the default) draws nothing.
    public var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { change("backgroundColor") { $0.backgroundColor = newValue } }
    }
    /// Rounds the background and border (and the clip with `masksToBounds`).
    public var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { change("cornerRadius") { $0.cornerRadius = newValue } }
    }
    /// Circular (default) or continuous corners.
    public var cornerCurve: CALayerCornerCurve {
        get { state.cornerCurve }
        set { change("cornerCurve") { $0.cornerCurve = newValue } }
    }
    /// Width of the border drawn inside the bounds, above the sublayers (default 0).
    public var borderWidth: CGFloat {
        get { state.borderWidth }
        set { change("borderWidth") { $0.borderWidth = newValue } }
    }
    /// The border's colour (default opaque black).
    public var borderColor: CGColor? {
        get { state.borderColor }
        set { change("borderColor") { $0.borderColor = newValue } }
    }
    /// Whether contents and sublayers are clipped to the rounded bounds (default false).
    public var masksToBounds: Bool {
        get { state.masksToBounds }
        set { change("masksToBounds") { $0.masksToBounds = newValue } }
    }
    /// An image (`CGImage`) drawn into the bounds per `contentsGravity`; other values draw nothing.
    public var contents: Any? {
        get { state.contents }
        set { change("contents") { $0.contents = newValue as? CGImage } }
    }
    /// How the contents fill the bounds (default `.resize`).
    public var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { change("contentsGravity") { $0.contentsGravity = newValue } }
    }
    /// Image pixels per point for the non-resizing gravities (default 1).
    public var contentsScale: CGFloat {
        get { state.contentsScale }
        set { change("contentsScale") { $0.contentsScale = newValue } }
    }
    /// The shadow's colour (default opaque black).
    public var shadowColor: CGColor? {
        get { state.shadowColor }
        set { change("shadowColor") { $0.shadowColor = newValue } }
    }
    /// The shadow's opacity (default 0: no shadow).
    public var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { change("shadowOpacity") { $0.shadowOpacity = newValue } }
    }
    /// The shadow's offset (default (0, −3): up on iOS, as on Apple platforms).
    public var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { change("shadowOffset") { $0.shadowOffset = newValue } }
    }
    /// The shadow's blur radius (default 3), drawn as a Gaussian of σ = radius / 2.
    public var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { change("shadowRadius") { $0.shadowRadius = newValue } }
    }
    /// A shape for the shadow instead of the layer's alpha.
    public var shadowPath: CGPath? {
        get { state.shadowPath }
        set { change("shadowPath") { $0.shadowPath = newValue } }
    }

    // MARK: Overridable behaviour

    /// The action for a property change: the delegate's, else `actions[event]`, else the
    /// class's default. `NSNull` in any of them means none.
    open func action(forKey event: String) -> CAAction? { defaultActionSearch(forKey: event) }

    /// Adds a copy of `anim` under `key` (replacing an animation with the same key; nil keys
    /// never replace). A `beginTime` of 0 becomes the current host time; a duration of 0
    /// becomes the transaction's duration. Animations of an unknown key path do nothing.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

    /// Lays out the sublayers: asks the delegate (a view's `layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Key-value access

    /// The value at a key path (`"position.x"`, `"bounds.size"`, `"transform.scale"`…).
    open func value(forKeyPath keyPath: String) -> Any? { state.value(forKeyPath: keyPath)?.anyValue }

    /// The value for a key.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value at a key path, with the property's implicit action.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let head = String(keyPath.split(separator: ".").first ?? "")
        let v = LayerValue(any: value)
        if head == "bounds" {
            let old = state.bounds.size
            change(head) { $0.setValue(v, forKeyPath: keyPath) }
            if state.bounds.size != old { setNeedsLayout() }
        } else {
            change(head) { $0.setValue(v, forKeyPath: keyPath) }
        }
    }

    /// Sets the value for a key.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    // MARK: Description

    open var description: String {
        let type = String(describing: Swift.type(of: self))
        let label = name.map { " \"\($0)\"" } ?? ""
        return "<\(type)\(label) frame: \(state.frame)>"
    }
}
