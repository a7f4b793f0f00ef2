import ArgumentParser
import Foundation
import Limner
import LimnerRaster

/// `limner-bench --layers`: 1 000 animated shape layers at 1920×1080.
///
/// Each layer is a `CAShapeLayer` (a five-pointed star or a circle, filled, half of them
/// stroked) with three animations running: a repeating, autoreversing move across the
/// frame, a spring on `transform.scale` and a colour change. A frame is the layer host's
/// display list at the next time step (every animation evaluated in closed form) plus its
/// rendering into a reused 1920×1080 context cleared to white, on `--threads` threads.
/// The median frame time and frames per second are reported.
extension BenchCommand {
    func runLayers(threadCounts: [Int]) throws {
        let size = CGSize(width: 1920, height: 1080)
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var random = SplitMix64(seed: 42)
        let star = Self.starPath(radius: 18)
        let circle = CGPath(ellipseIn: CGRect(x: -16, y: -16, width: 32, height: 32), transform: nil)
        for i in 0..<1000 {
            let shape = CAShapeLayer()
            shape.path = i % 2 == 0 ? star : circle
            shape.position = CGPoint(x: random.unit() * size.width, y: random.unit() * size.height)
            shape.fillColor = CGColor(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 0.85)
            if i % 2 == 1 {
                shape.strokeColor = CGColor(gray: 0.1, alpha: 1)
                shape.lineWidth = 2
            }
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = (random.unit() - 0.5) * 400
            move.duration = 1 + Double(random.unit())
            move.repeatCount = .infinity
            move.autoreverses = true
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shape.add(move, forKey: "move")
            let pulse = CASpringAnimation(keyPath: "transform.scale")
            pulse.fromValue = 0.5
            pulse.toValue = 1
            pulse.duration = pulse.settlingDuration
            pulse.repeatCount = .infinity
            shape.add(pulse, forKey: "pulse")
            let tint = CABasicAnimation(keyPath: "fillColor")
            tint.toValue = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.85)
            tint.duration = 3
            tint.repeatCount = .infinity
            tint.autoreverses = true
            shape.add(tint, forKey: "tint")
            root.addSublayer(shape)
        }
        let host = LayerHost(rootLayer: root)
        let context = try RasterContext(pixmap: Pixmap(width: Int(size.width), height: Int(size.height)))
        print("1 000 animated shape layers at 1920×1080 (median per frame: display list + render)")
        print("threads".rightPadded(10) + "ms / frame".leftPadded(14) + "frames / s".leftPadded(14)
              + "of which list".leftPadded(16))
        var results: [[String: Any]] = []
        for n in threadCounts {
            let renderer = DisplayListRenderer(scale: 1, threadCount: n)
            var time = 0.0
            let (median, iterations) = Self.medianFrameTime({
                time += 1.0 / 60
                let list = host.displayList(at: time)
                context.clear(.white)
                renderer.render(list, into: context)
            }, warmup: warmup, minIterations: minIterations, maxIterations: maxIterations, minSeconds: minTime)
            let (listMedian, _) = Self.medianFrameTime({
                time += 1.0 / 60
                _ = host.displayList(at: time)
            }, warmup: 1, minIterations: minIterations, maxIterations: maxIterations, minSeconds: minTime)
            print("\(n)".rightPadded(10) + String(format: "%11.2f ms", median * 1e3)
                  + String(format: "%14.1f", 1 / median) + String(format: "%13.2f ms", listMedian * 1e3))
            results.append(["threads": n, "milliseconds": median * 1e3, "fps": 1 / median,
                            "list_milliseconds": listMedian * 1e3, "iterations": iterations])
        }
        if let json {
            let data = try JSONSerialization.data(withJSONObject: ["layers": results], options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: json))
        }
    }

    static func starPath(radius r: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for k in 0..<10 {
            let angle = CGFloat(k) * .pi / 5 - .pi / 2
            let radius = k % 2 == 0 ? r : r * 0.45
            let p = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

extension SplitMix64 {
    /// The next value in 0..<1.
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}
