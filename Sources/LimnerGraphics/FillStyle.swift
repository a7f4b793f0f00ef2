import Foundation
import LimnerRaster

/// How a path is filled (SwiftUI's `FillStyle`): the rule and whether edges are anti-aliased.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule when true, non-zero winding when false (the default).
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased (the default) or hard, sampled at pixel centres.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    /// The rasterizer's fill rule.
    var fillRule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
