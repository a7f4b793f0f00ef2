// A layer-tree fuzzer: the input is read as a program that builds CALayer / CAShapeLayer
// trees, moves layers between parents and masks, adds basic, keyframe, spring and grouped
// animations with hostile timing, opens and closes transactions, schedules callbacks, animates
// UIKit views, and renders the tree at times that go forward and back. Every program must
// finish without a trap and within the per-input limits scripts/fuzz sets.
import Foundation
import FuzzSupport
import Limner

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    blockAlarmOnFuzzingThread()
    var input = FuzzInput(data, size)
    LayerProgram.run(&input)
    return 0
}

enum LayerProgram {
    static let keyPaths = ["opacity", "position", "position.x", "bounds", "transform.rotation.z", "transform.scale",
                           "backgroundColor", "cornerRadius", "path", "strokeEnd", "strokeStart", "lineWidth",
                           "lineDashPhase", "fillColor", "shadowOpacity", "hidden", "no.such.key"]

    static func run(_ input: inout FuzzInput) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        var layers: [CALayer] = [root]
        var views: [UIView] = []
        let host = LayerHost(rootLayer: root)
        var openTransactions = 0
        var time = 0.0
        var steps = 0
        while input.hasMore, steps < 64 {
            steps += 1
            switch input.choice(14) {
            case 0, 1:
                let layer = input.choice(2) == 0 ? CALayer() : shapeLayer(&input)
                layer.frame = CGRect(x: input.number(-20...60), y: input.number(-20...60),
                                     width: input.number(-5...60), height: input.number(-5...60))
                layer.backgroundColor = CGColor(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: input.unit())
                layer.opacity = Float(input.unit())
                layer.cornerRadius = input.number(-5...30)
                layer.masksToBounds = input.choice(2) == 0
                layers[input.choice(layers.count)].addSublayer(layer)
                layers.append(layer)
            case 2:
                // Any layer as any other's mask: cycles and shared masks must stay defined.
                let a = layers[input.choice(layers.count)], b = layers[input.choice(layers.count)]
                a.mask = input.choice(4) == 0 ? nil : b
            case 3:
                // Move a layer anywhere, including under itself or its descendants.
                let a = layers[input.choice(layers.count)], b = layers[input.choice(layers.count)]
                switch input.choice(3) {
                case 0: b.addSublayer(a)
                case 1: b.insertSublayer(a, at: UInt32(input.choice(8)))
                default: a.removeFromSuperlayer()
                }
            case 4, 5:
                layers[input.choice(layers.count)].add(animation(&input), forKey: input.choice(3) == 0 ? nil : "k\(input.choice(4))")
            case 6:
                if input.choice(2) == 0 || openTransactions > 200 {
                    CATransaction.commit()
                    openTransactions = max(0, openTransactions - 1)
                } else {
                    CATransaction.begin()
                    openTransactions += 1
                    CATransaction.setAnimationDuration(input.number(-1...3))
                    CATransaction.setDisableActions(input.choice(2) == 0)
                    if input.choice(2) == 0 {
                        CATransaction.setCompletionBlock { root.opacity = 0.5 }
                    }
                }
            case 7:
                // Implicit animation of a property change.
                let l = layers[input.choice(layers.count)]
                l.opacity = Float(input.number(-1...2))
                l.position = input.point()
            case 8:
                let delay = input.number(-1...5)
                let target = layers[input.choice(layers.count)]
                let chain = input.choice(3)
                // The host weakly, as a view controller captures itself: a pending callback
                // that holds its host keeps it (and its tree) alive until it runs, and one an
                // input leaves pending never runs.
                host.schedule(after: delay) { [weak host] in
                    target.opacity = 0.3
                    if chain == 0 { host?.schedule(after: 0) { target.opacity = 0.7 } }
                }
            case 9:
                let view = UIView(frame: CGRect(x: input.number(-10...40), y: input.number(-10...40),
                                                width: input.number(0...40), height: input.number(0...40)))
                view.backgroundColor = UIColor(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: 1)
                if let parent = views.isEmpty ? nil : views[input.choice(views.count)], input.choice(2) == 0 {
                    parent.addSubview(view)
                } else {
                    root.addSublayer(view.layer)
                }
                views.append(view)
            case 10:
                guard !views.isEmpty else { break }
                let view = views[input.choice(views.count)]
                let alpha = input.unit(), x = input.number()
                let again = input.choice(3) == 0
                UIView.animate(withDuration: input.number(-1...3), delay: input.number(-1...2),
                               usingSpringWithDamping: input.number(-1...2), initialSpringVelocity: input.number(-5...5),
                               options: [], animations: {
                                   view.alpha = alpha
                                   view.center.x = x
                               }, completion: { _ in
                                   if again { UIView.animate(withDuration: 0) { view.alpha = 1 } }
                               })
            case 11:
                time = input.number(-2...20)
                _ = host.displayList(at: time)
                checkOnePlaceEach(layers + views.map(\.layer))
            case 12:
                time += input.number(-1...3)
                _ = try? host.render(at: time, scale: input.choice(2) == 0 ? 1 : 2, threadCount: 1 + input.choice(2))
                checkOnePlaceEach(layers + views.map(\.layer))
            default:
                if let shape = layers[input.choice(layers.count)] as? CAShapeLayer {
                    shape.path = randomPath(&input)
                    shape.lineDashPattern = input.choice(2) == 0 ? nil : [NSNumber(value: input.number(-2...10)),
                                                                        NSNumber(value: input.number(-2...10))]
                    shape.strokeEnd = input.number(-1...2)
                }
            }
        }
        for _ in 0..<openTransactions { CATransaction.commit() }
        _ = try? host.render(at: time + 1, threadCount: 1)
        checkOnePlaceEach(layers + views.map(\.layer))
    }

    /// The oracle of the layer model: whatever was moved, masked and seeked, each layer has at
    /// most one place — a sublayer of one layer or the mask of one — and the links agree.
    static func checkOnePlaceEach(_ layers: [CALayer]) {
        var places: [ObjectIdentifier: Int] = [:]
        for layer in layers {
            for sub in layer.sublayers ?? [] {
                places[ObjectIdentifier(sub), default: 0] += 1
                if sub.superlayer !== layer { fatalError("a sublayer whose superlayer is another layer") }
            }
            if let mask = layer.mask { places[ObjectIdentifier(mask), default: 0] += 1 }
        }
        if places.values.contains(where: { $0 > 1 }) { fatalError("a layer in two places (two superlayers or masks)") }
    }

    static func shapeLayer(_ input: inout FuzzInput) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.path = randomPath(&input)
        shape.fillColor = input.choice(3) == 0 ? nil : CGColor(red: input.unit(), green: 0.2, blue: 0.4, alpha: 1)
        shape.strokeColor = CGColor(red: 0, green: input.unit(), blue: 0, alpha: 1)
        shape.lineWidth = input.number(-2...12)
        return shape
    }

    static func randomPath(_ input: inout FuzzInput) -> CGPath {
        if input.choice(6) == 0 {
            // A large polygon, to keep morphs between large paths honest.
            var p = Path()
            let n = 100 + input.choice(200) * 50
            for k in 0..<n {
                let a = Double(k) / Double(n) * 2 * .pi
                let point = CGPoint(x: 24 + 20 * cos(a), y: 24 + 20 * sin(a))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
            return p.cgPath
        }
        return input.path().cgPath
    }

    static func value(_ input: inout FuzzInput, for keyPath: String) -> Any? {
        switch input.choice(8) {
        case 0: return nil
        case 1: return "not a value"
        case 2: return CGPoint(x: input.number(), y: input.number())
        case 3: return CGRect(x: 0, y: 0, width: input.number(), height: input.number())
        case 4: return CGColor(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: input.unit())
        case 5: return randomPath(&input)
        case 6: return NSNumber(value: input.number())
        default: return input.number()
        }
    }

    static func timing(_ a: CAAnimation, _ input: inout FuzzInput) {
        a.duration = input.number(-1...4)
        a.beginTime = input.choice(4) == 0 ? input.number() * 1e10 : input.number(-2...4)
        a.speed = Float(input.number(-3...3))
        a.timeOffset = input.number(-2...4)
        a.repeatCount = Float(input.number(-1...5))
        a.autoreverses = input.choice(2) == 0
        a.fillMode = [.removed, .forwards, .backwards, .both][input.choice(4)]
        a.isRemovedOnCompletion = input.choice(2) == 0
        if input.choice(3) == 0 {
            a.timingFunction = CAMediaTimingFunction(controlPoints: Float(input.number(-1...2)), Float(input.number(-1...2)),
                                                     Float(input.number(-1...2)), Float(input.number(-1...2)))
        }
    }

    static func animation(_ input: inout FuzzInput) -> CAAnimation {
        let keyPath = keyPaths[input.choice(keyPaths.count)]
        let result: CAAnimation
        switch input.choice(4) {
        case 0:
            let k = CAKeyframeAnimation(keyPath: keyPath)
            k.values = (0..<input.choice(6)).map { _ in value(&input, for: keyPath) as Any }
            if input.choice(2) == 0 { k.keyTimes = (0..<input.choice(6)).map { _ in NSNumber(value: input.number(-1...2)) } }
            k.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced][input.choice(5)]
            if input.choice(4) == 0 { k.path = randomPath(&input) }
            result = k
        case 1:
            let s = input.choice(2) == 0
                ? CASpringAnimation(perceptualDuration: input.number(-1...3), bounce: input.number(-2...2))
                : CASpringAnimation(keyPath: keyPath)
            s.mass = input.number(-1...3)
            s.stiffness = input.number(-10...500)
            s.damping = input.number(-5...50)
            s.initialVelocity = input.number(-20...20)
            s.fromValue = value(&input, for: keyPath)
            s.toValue = value(&input, for: keyPath)
            result = s
        case 2:
            let g = CAAnimationGroup()
            g.animations = (0..<input.choice(4)).map { _ in
                let b = CABasicAnimation(keyPath: keyPaths[input.choice(keyPaths.count)])
                b.toValue = value(&input, for: keyPath)
                timing(b, &input)
                return b
            }
            result = g
        default:
            let b = CABasicAnimation(keyPath: keyPath)
            b.fromValue = value(&input, for: keyPath)
            b.toValue = value(&input, for: keyPath)
            b.byValue = input.choice(4) == 0 ? value(&input, for: keyPath) : nil
            b.isAdditive = input.choice(4) == 0
            result = b
        }
        timing(result, &input)
        return result
    }
}
