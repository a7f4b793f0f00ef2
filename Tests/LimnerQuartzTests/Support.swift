import Foundation
import Testing
@testable import LimnerQuartz
import LimnerGraphics
import LimnerRaster

/// Shared set-up for the Core Animation tests.
enum Q {
    /// A root layer of `size` at the origin, hosted.
    static func host(_ size: CGSize = CGSize(width: 100, height: 100)) -> (LayerHost, CALayer) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let host = LayerHost(rootLayer: root)
        host.advance(to: 0)
        return (host, root)
    }

    /// The presentation value of a number key path at time t.
    static func number(_ layer: CALayer, _ keyPath: String, at t: Double) -> Double {
        let v = layer.presentation(at: t).value(forKeyPath: keyPath)
        if let c = v as? CGFloat { return Double(c) }
        Issue.record("\(keyPath) is not a number: \(String(describing: v))")
        return .nan
    }

    /// The presentation position at time t.
    static func position(_ layer: CALayer, at t: Double) -> CGPoint { layer.presentation(at: t).position }

    /// RGBA of a pixel.
    static func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let px = p.pixel(x: x, y: y)
        return [Int(px.r), Int(px.g), Int(px.b), Int(px.a)]
    }
}
