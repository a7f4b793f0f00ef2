import Foundation

/// Animates a key path through a list of values or along a path (`CAKeyframeAnimation`).
///
/// - `keyTimes` (0…1, non-decreasing) place the values; missing or mismatched key times
///   space them evenly. `discrete` uses one more key time than values when given.
/// - `timingFunctions` (n − 1 of them) ease each segment, after the animation's own
///   `timingFunction` has mapped the overall time.
/// - `paced` and `cubicPaced` ignore `keyTimes` and space the values by distance.
/// - `cubic` passes a Catmull–Rom spline through number and point values (other kinds
///   interpolate linearly); `tensionValues`, `continuityValues` and `biasValues` are not provided.
/// - `path` (a `CGPath`) replaces `values` for points: the point moves along the path at
///   constant speed; `rotationMode` also turns the layer to the path's tangent.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// A path for a point property to follow (overrides `values`).
    public var path: CGPath?
    /// Where each value sits in the animation, 0…1.
    public var keyTimes: [NSNumber]?
    /// Easing per segment.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    public var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer following `path` turns with it.
    public var rotationMode: CAAnimationRotationMode?

    public required init() { super.init() }

    open override func copy() -> Any {
        let c = Self.init()
        c.copyTiming(from: self)
        c.copyProperty(from: self)
        c.values = values; c.path = path; c.keyTimes = keyTimes; c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode; c.rotationMode = rotationMode
        return c
    }

    override var animatedKeyPaths: [String] {
        var keys = super.animatedKeyPaths
        if path != nil && rotationMode != nil { keys.append("transform.rotation.z") }
        return keys
    }

    override func apply(to state: inout LayerState, localTime: Double, cycle: Int) {
        guard let keyPath, let current = state.value(forKeyPath: keyPath) else { return }
        let x = easedFraction(localTime)
        if let path {
            guard let (point, tangent) = Self.pointAndTangent(on: Path(path), at: min(max(x, 0), 1)) else { return }
            write(.point(point), into: &state, current: current)
            if let mode = rotationMode {
                var angle = Double(atan2(tangent.y, tangent.x))
                if mode == .rotateAutoReverse { angle += .pi }
                state.setValue(.number(angle), forKeyPath: "transform.rotation.z")
            }
            return
        }
        let vals = (values ?? []).map { LayerValue(any: $0) }
        guard !vals.isEmpty else { return }
        if vals.count == 1 { write(vals[0], into: &state, current: current); return }
        let times = keyTimesFor(vals)
        if calculationMode == .discrete {
            var index = 0
            for (k, t) in times.enumerated() where x >= t { index = k }
            write(vals[min(index, vals.count - 1)], into: &state, current: current)
            return
        }
        // Segment containing x.
        var seg = 0
        while seg < vals.count - 2 && x > times[seg + 1] { seg += 1 }
        let t0 = times[seg], t1 = times[seg + 1]
        var f = t1 > t0 ? (x - t0) / (t1 - t0) : 1
        if x <= times[0] { f = 0 }
        if let fns = timingFunctions, seg < fns.count { f = fns[seg].curve.value(at: f) }
        let value: LayerValue
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            value = Self.catmullRom(vals, seg, f)
        } else {
            value = LayerValue.interpolate(vals[seg], vals[seg + 1], f)
        }
        write(value, into: &state, current: current)
    }

    /// The point at `fraction` of `path`'s length and the direction of travel there.
    static func pointAndTangent(on path: Path, at fraction: Double) -> (CGPoint, CGPoint)? {
        let piece = path.trimmedPath(from: 0, to: CGFloat(max(fraction, 1e-6)))
        var previous = CGPoint.zero, point: CGPoint?, tangent = CGPoint(x: 1, y: 0)
        for element in piece.elements {
            switch element {
            case .move(let p): previous = p; point = p
            case .line(let p): tangent = CGPoint(x: p.x - previous.x, y: p.y - previous.y); previous = p; point = p
            case .quadCurve(let p, let c): tangent = CGPoint(x: p.x - c.x, y: p.y - c.y); previous = p; point = p
            case .curve(let p, _, let c2): tangent = CGPoint(x: p.x - c2.x, y: p.y - c2.y); previous = p; point = p
            case .closeSubpath: break
            }
        }
        guard let point else { return nil }
        return (point, tangent)
    }

    /// Key times for the values: given ones when they fit, paced ones, or even spacing.
    private func keyTimesFor(_ vals: [LayerValue]) -> [Double] {
        let n = vals.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths = [0.0]
            for k in 1..<n { lengths.append(lengths[k - 1] + LayerValue.distance(vals[k - 1], vals[k])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        let expected = calculationMode == .discrete ? [n, n + 1] : [n]
        if let kt = keyTimes?.map(\.doubleValue), expected.contains(kt.count),
           kt.allSatisfy({ $0.isFinite }), zip(kt, kt.dropFirst()).allSatisfy({ $0 <= $1 }) {
            return kt
        }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The one keyframe spline (LimnerMotion's `KeyframeSpline`) between values `seg` and
    /// `seg + 1`: keyframes one unit apart, each end repeated beyond it (Catmull–Rom's uniform
    /// form); number and point values, others linearly.
    private static func catmullRom(_ v: [LayerValue], _ seg: Int, _ f: Double) -> LayerValue {
        let times = v.indices.map(Double.init)
        func spline(_ component: [Double]) -> Double {
            let scale: (Double, Double) -> Double = { $0 * $1 }
            return KeyframeSpline.value(
                from: component[seg], to: component[seg + 1],
                startVelocity: KeyframeSpline.velocity(at: seg, points: component, times: times, ends: .repeatedEnd, scale: scale),
                endVelocity: KeyframeSpline.velocity(at: seg + 1, points: component, times: times, ends: .repeatedEnd, scale: scale),
                duration: 1, at: f, scale: scale)
        }
        let numbers = v.compactMap { if case .number(let x) = $0 { x } else { nil } }
        if numbers.count == v.count { return .number(spline(numbers)) }
        let points = v.compactMap { if case .point(let p) = $0 { p } else { nil } }
        if points.count == v.count {
            return .point(CGPoint(x: spline(points.map { Double($0.x) }), y: spline(points.map { Double($0.y) })))
        }
        return LayerValue.interpolate(v[seg], v[seg + 1], f)
    }
}
