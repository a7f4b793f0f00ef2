import Foundation

// How a symbol effect moves a single-layer symbol over time, and the modifier that runs it.
//
// Apple publishes no curves for its symbol effects; these are Limner's, shaped after what
// SF Symbols shows for a symbol with one layer (times in seconds at speed 1; `speed` divides
// them, and a discrete effect's `repeat(n)` plays n cycles back to back):
//
// | effect | one cycle |
// |---|---|
// | `bounce` (`.up`, the default; `.down`) | 0.7 s: the scale goes 1 → 1.2 (`.down`: 0.8) at 0.18 s → 0.95 (1.05) at 0.38 s → 1 at 0.55 s, smoothstep between, anchored at the bottom (`.down`: the centre); rest until 0.7 s |
// | `pulse` | 1 s: opacity 1 − 0.7 · sin²(π t), so 0.3 at 0.5 s |
// | `breathe` (`.plain`; `.pulse` also fades) | 1.6 s: scale 1 + 0.15 · sin²(π t / 1.6) (`.pulse`: opacity 1 − 0.4 · sin²) |
// | `rotate` (`.clockwise`, the default; `.counterClockwise`) | 1 s: one turn, smoothstep |
// | `wiggle` (`.right`, the default; `.left`) | 0.8 s: rotation 15° · sin(4π t / 0.8) · (1 − t / 0.8) |
// | `scale` (`.up`, the default; `.down`), state | 0.25 s smoothstep to 1.2 (0.8) when active, back to 1 when inactive |
// | `disappear`, state | 0.3 s smoothstep to opacity 0 at scale 0.5 when active, back when inactive |
//
// `variableColor`, `replace` and `appear` leave the symbol at rest (see SymbolEffects.swift).

/// What the effects above a symbol do to it at the frame's time: a scale about an anchor, a
/// rotation and an opacity, applied to the whole symbol.
struct SymbolEffectPresentation: Equatable {
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var rotationDegrees: Double = 0
    var opacity: Double = 1

    /// This presentation followed by `inner` (an effect nearer the image).
    func combined(with inner: SymbolEffectPresentation) -> SymbolEffectPresentation {
        SymbolEffectPresentation(scale: scale * inner.scale, anchor: inner.scale != 1 ? inner.anchor : anchor,
                                 rotationDegrees: rotationDegrees + inner.rotationDegrees, opacity: opacity * inner.opacity)
    }
}

/// The curves of the effects (see the table above).
enum SymbolEffectTimeline {
    /// 0…1 eased at both ends.
    static func smoothstep(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// The length of one cycle of a cyclic effect, nil for state effects and no-ops.
    static func period(_ effect: NamedSymbolEffect) -> Double? {
        switch effect.kind {
        case "bounce": return 0.7
        case "pulse": return 1
        case "breathe": return 1.6
        case "rotate": return 1
        case "wiggle": return 0.8
        default: return nil
        }
    }

    /// The length of a state effect's move between rest and its active state.
    static func stateDuration(_ effect: NamedSymbolEffect) -> Double? {
        switch effect.kind {
        case "scale": return 0.25
        case "disappear": return 0.3
        default: return nil
        }
    }

    /// A cyclic effect at `u` seconds into its cycle.
    static func cycle(_ effect: NamedSymbolEffect, at u: Double) -> SymbolEffectPresentation {
        var p = SymbolEffectPresentation()
        let v = effect.variants
        switch effect.kind {
        case "bounce":
            // (time, excursion) keyframes, smoothstep between.
            let keys: [(Double, Double)] = [(0, 0), (0.18, 1), (0.38, -0.25), (0.55, 0)]
            var e = 0.0
            for k in 1..<keys.count where u < keys[k].0 {
                let (t0, e0) = keys[k - 1], (t1, e1) = keys[k]
                e = e0 + (e1 - e0) * smoothstep((u - t0) / (t1 - t0))
                break
            }
            let down = v.contains("down")
            p.scale = 1 + (down ? -0.2 : 0.2) * e
            p.anchor = down ? .center : .bottom
        case "pulse":
            let s = sin(Double.pi * u)
            p.opacity = 1 - 0.7 * s * s
        case "breathe":
            let s = sin(Double.pi * u / 1.6)
            p.scale = 1 + 0.15 * s * s
            if v.contains("pulse") { p.opacity = 1 - 0.4 * s * s }
        case "rotate":
            p.rotationDegrees = (v.contains("counterClockwise") ? -360 : 360) * smoothstep(u)
        case "wiggle":
            p.rotationDegrees = (v.contains("left") ? -15 : 15) * sin(4 * Double.pi * u / 0.8) * max(0, 1 - u / 0.8)
        default:
            break
        }
        return p
    }

    /// A state effect `fraction` of the way from rest (0) to its active state (1).
    static func state(_ effect: NamedSymbolEffect, fraction f: Double) -> SymbolEffectPresentation {
        var p = SymbolEffectPresentation()
        switch effect.kind {
        case "scale":
            p.scale = 1 + (effect.variants.contains("down") ? -0.2 : 0.2) * f
        case "disappear":
            p.scale = 1 - 0.5 * f
            p.opacity = 1 - f
        default:
            break
        }
        return p
    }
}

/// What starts a symbol effect.
enum SymbolEffectTrigger {
    /// An indefinite effect, running while true.
    case active(Bool)
    /// A discrete effect, played when the value changes.
    case value(AnyEquatable)
}

/// When a symbol effect last started or changed state (nil: never).
final class SymbolEffectClock {
    var start: Double?
    /// For state effects: the presented fraction when the state last changed.
    var fractionAtStart: Double = 0
}

/// Runs a symbol effect: works out what it does at the frame's time and hands it to the
/// symbol images below through the environment (`symbolEffectPresentation`), so that text
/// and shapes beside them are left alone.
struct SymbolEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: NamedSymbolEffect?
    let options: SymbolEffectOptions
    let trigger: SymbolEffectTrigger

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        let own = effect.map { presentation(of: $0, in: context) } ?? SymbolEffectPresentation()
        let outer = context.environment.symbolEffectPresentation ?? SymbolEffectPresentation()
        inner.environment.symbolEffectPresentation = outer.combined(with: own)
        return content(inner)
    }

    private func presentation(of effect: NamedSymbolEffect, in context: ResolveContext) -> SymbolEffectPresentation {
        let graph = context.graph
        let clock = graph.record(.symbolEffect(at: context.identity)) { SymbolEffectClock() }
        let speed = options.speed.isFinite && options.speed > 0 ? options.speed : 1
        switch trigger {
        case .value(let value):
            guard let period = SymbolEffectTimeline.period(effect) else { return SymbolEffectPresentation() }
            if !graph.isPeeking, graph.valueChanged(value, at: context.identity, .symbolEffectValue) {
                clock.start = graph.time
            }
            guard let start = clock.start else { return SymbolEffectPresentation() }
            let cycles = max(1, options.repeatCount ?? 1)
            return cyclic(effect, period: period, cycles: cycles, elapsed: (graph.time - start) * speed, graph: graph)
        case .active(let isActive):
            if let duration = SymbolEffectTimeline.stateDuration(effect) {
                return state(effect, isActive: isActive, duration: duration / speed, clock: clock, context: context)
            }
            guard let period = SymbolEffectTimeline.period(effect) else { return SymbolEffectPresentation() }
            let changed = !graph.isPeeking && graph.valueChanged(AnyEquatable(isActive), at: context.identity, .symbolEffectActive)
            if isActive, changed || (clock.start == nil && !graph.isPeeking) { clock.start = graph.time }
            guard isActive, let start = clock.start else { return SymbolEffectPresentation() }
            let cycles = options.repeatCount ?? .max
            return cyclic(effect, period: period, cycles: max(1, cycles), elapsed: (graph.time - start) * speed, graph: graph)
        }
    }

    /// `cycles` cycles of a cyclic effect, `elapsed` (speed-scaled) seconds in.
    private func cyclic(_ effect: NamedSymbolEffect, period: Double, cycles: Int, elapsed: Double,
                        graph: ViewGraph) -> SymbolEffectPresentation {
        guard elapsed.isFinite, elapsed >= 0 else { return SymbolEffectPresentation() }
        let total = Double(cycles) * period
        guard cycles == .max || elapsed < total else { return SymbolEffectPresentation() }
        graph.timeReads.readsFrameTime = true
        return SymbolEffectTimeline.cycle(effect, at: elapsed.truncatingRemainder(dividingBy: period))
    }

    /// A state effect moving between rest and its active state: from where it was when
    /// `isActive` last changed, over `duration`.
    private func state(_ effect: NamedSymbolEffect, isActive: Bool, duration: Double, clock: SymbolEffectClock,
                       context: ResolveContext) -> SymbolEffectPresentation {
        let graph = context.graph
        let target = isActive ? 1.0 : 0.0
        func fraction(at time: Double) -> Double {
            guard let start = clock.start else { return target }
            let from = clock.fractionAtStart
            let p = SymbolEffectTimeline.smoothstep((time - start) / duration)
            return from + (target - from) * p
        }
        if !graph.isPeeking, graph.valueChanged(AnyEquatable(isActive), at: context.identity, .symbolEffectActive) {
            // Move on from where the previous move had got to.
            let previousTarget = 1 - target
            let now = graph.time
            let from: Double
            if let start = clock.start {
                let p = SymbolEffectTimeline.smoothstep((now - start) / duration)
                from = clock.fractionAtStart + (previousTarget - clock.fractionAtStart) * p
            } else {
                from = previousTarget
            }
            clock.fractionAtStart = from
            clock.start = now
        }
        let time = graph.time
        if let start = clock.start, time - start < duration { graph.timeReads.readsFrameTime = true }
        return SymbolEffectTimeline.state(effect, fraction: fraction(at: time))
    }
}

private struct SymbolEffectPresentationKey: EnvironmentKey {
    static let defaultValue: SymbolEffectPresentation? = nil
}

extension EnvironmentValues {
    /// What the symbol effects above do to symbol images at the frame's time (nil: no effect).
    var symbolEffectPresentation: SymbolEffectPresentation? {
        get { self[SymbolEffectPresentationKey.self] }
        set { self[SymbolEffectPresentationKey.self] = newValue }
    }
}

extension Image {
    /// A symbol under symbol effects: the image drawn scaled, rotated and faded as the
    /// effects present it now (no animation of its own: the effect's clock drives it).
    func resolveUnderSymbolEffect(_ p: SymbolEffectPresentation, in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        inner.environment.symbolEffectPresentation = nil
        inner.transaction = Transaction()
        inner.transaction.disablesAnimations = true
        return inner.resolve(self.scaleEffect(p.scale, anchor: p.anchor)
            .rotationEffect(.degrees(p.rotationDegrees))
            .opacity(p.opacity))
    }
}
