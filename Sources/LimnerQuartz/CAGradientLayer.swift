import Foundation

/// A layer that fills its bounds with a gradient (`CAGradientLayer`), above its
/// background and contents.
///
/// `startPoint` and `endPoint` are unit coordinates of the bounds (defaults (0.5, 0) and
/// (0.5, 1): top to bottom). Axial: along the line between them. Radial: an ellipse centred
/// on `startPoint` whose radii are the x and y distances to `endPoint`. Conic: around
/// `startPoint`, starting towards `endPoint`. `locations` (nil: even spacing) place the colours.
open class CAGradientLayer: CALayer {
    public required init() { super.init() }
    public required init(layer: Any) { super.init(layer: layer) }

    /// The colours (`CGColor`s).
    public var colors: [Any]? {
        get { state.colors }
        set {
            let list = newValue?.compactMap { $0 as? CGColor }
            change("colors") { $0.colors = list }
        }
    }
    /// Where each colour sits, 0…1 (nil: evenly spaced).
    public var locations: [NSNumber]? {
        get { state.locations?.map { NSNumber(value: $0) } }
        set { let l = newValue?.map(\.doubleValue); change("locations") { $0.locations = l } }
    }
    /// The start, in unit coordinates of the bounds.
    public var startPoint: CGPoint {
        get { state.startPoint }
        set { change("startPoint") { $0.startPoint = newValue } }
    }
    /// The end, in unit coordinates of the bounds.
    public var endPoint: CGPoint {
        get { state.endPoint }
        set { change("endPoint") { $0.endPoint = newValue } }
    }
    /// Axial (default), radial or conic.
    public var type: CAGradientLayerType {
        get { state.gradientType }
        set { change("type") { $0.gradientType = newValue } }
    }
}
