import Foundation
import LimnerGraphics

extension CGContext {
    /// Sets the stroke colour from a Core Graphics colour (Core Graphics'
    /// `setStrokeColor(_: CGColor)`). Disfavoured, so `.black` still means `Color.black`.
    @_disfavoredOverload
    public func setStrokeColor(_ color: CGColor) { setStrokeColor(Color(color.rgba)) }

    /// Sets the fill colour from a Core Graphics colour (Core Graphics' `setFillColor(_: CGColor)`).
    @_disfavoredOverload
    public func setFillColor(_ color: CGColor) { setFillColor(Color(color.rgba)) }
}
