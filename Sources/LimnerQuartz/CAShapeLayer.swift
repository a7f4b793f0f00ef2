import Foundation

/// A layer that draws a path (`CAShapeLayer`): filled, then stroked, between the layer's
/// contents and its sublayers. Defaults follow Apple's header:
/// opaque black fill, no stroke, line width 1, miter limit 10. `path` has no implicit
/// animation; animate it explicitly (see `PathMorph` for how unequal paths blend).
open class CAShapeLayer: CALayer {
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }

    open override class func defaultAction(forKey event: String) -> CAAction? {
        event == "path" ? nil : super.defaultAction(forKey: event)
    }

    /// The shape, in layer coordinates (nil draws nothing).
    public var path: CGPath? {
        get { state.path }
        set { let p = newValue?.copy(); change("path") { $0.path = p } }
    }
    /// The fill colour (default opaque black; nil: no fill).
    public var fillColor: CGColor? {
        get { state.fillColor }
        set { change("fillColor") { $0.fillColor = newValue } }
    }
    /// The fill rule (default non-zero).
    public var fillRule: CAShapeLayerFillRule {
        get { state.fillRule }
        set { change("fillRule") { $0.fillRule = newValue } }
    }
    /// The stroke colour (default nil: no stroke).
    public var strokeColor: CGColor? {
        get { state.strokeColor }
        set { change("strokeColor") { $0.strokeColor = newValue } }
    }
    /// The stroke width (default 1).
    public var lineWidth: CGFloat {
        get { state.lineWidth }
        set { change("lineWidth") { $0.lineWidth = newValue } }
    }
    /// The miter limit (default 10).
    public var miterLimit: CGFloat {
        get { state.miterLimit }
        set { change("miterLimit") { $0.miterLimit = newValue } }
    }
    /// The line cap (default butt).
    public var lineCap: CAShapeLayerLineCap {
        get { state.lineCap }
        set { change("lineCap") { $0.lineCap = newValue } }
    }
    /// The line join (default miter).
    public var lineJoin: CAShapeLayerLineJoin {
        get { state.lineJoin }
        set { change("lineJoin") { $0.lineJoin = newValue } }
    }
    /// Dash lengths, alternately on and off (nil: solid).
    public var lineDashPattern: [NSNumber]? {
        get { state.lineDashPattern }
        set { change("lineDashPattern") { $0.lineDashPattern = newValue } }
    }
    /// Where in the dash pattern the stroke starts.
    public var lineDashPhase: CGFloat {
        get { state.lineDashPhase }
        set { change("lineDashPhase") { $0.lineDashPhase = newValue } }
    }
    /// The start of the stroked part, as a fraction of the path's length (default 0).
    public var strokeStart: CGFloat {
        get { state.strokeStart }
        set { change("strokeStart") { $0.strokeStart = newValue } }
    }
    /// The end of the stroked part, as a fraction of the path's length (default 1).
    public var strokeEnd: CGFloat {
        get { state.strokeEnd }
        set { change("strokeEnd") { $0.strokeEnd = newValue } }
    }
}
