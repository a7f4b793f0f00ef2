import Foundation

// Keyframe animation (SwiftUI, iOS 17): tracks of keyframes on properties of a value, laid
// end to end in time and evaluated in closed form at any time.

/// One step of a track: move from the previous value to `target` over `duration`.
public struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }
    let target: Value
    let duration: Double
    let kind: Kind
}

/// Something that contributes keyframes to a track: SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The animated value.
    associatedtype Value: Animatable
    /// The segments, in order.
    var segments: [KeyframeSegment<Value>] { get }
}

/// Interpolates linearly (along a unit curve) to a value.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// Moves to `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segments = [KeyframeSegment(target: to, duration: Animation.cleanDuration(duration), kind: .linear(timingCurve))]
    }
}

/// Interpolates along a smooth cubic curve through the keyframes (Catmull–Rom velocities
/// unless given).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// Moves to `to` over `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segments = [KeyframeSegment(target: to, duration: Animation.cleanDuration(duration),
                                    kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))]
    }
}

/// Springs to a value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// Springs to `to` with `spring`, for `duration` seconds (the spring's settling time by
    /// default).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segments = [KeyframeSegment(target: to, duration: Animation.cleanDuration(duration ?? spring.settlingDuration),
                                    kind: .spring(spring, startVelocity: startVelocity?.animatableData))]
    }
}

/// Jumps to a value.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let segments: [KeyframeSegment<Value>]
    /// Jumps to `to` at once.
    public init(_ to: Value) { segments = [KeyframeSegment(target: to, duration: 0, kind: .move)] }
}

/// Builds a track's keyframes: SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [KeyframeSegment<Value>] where K.Value == Value { keyframe.segments }
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [KeyframeSegment<Value>]?) -> [KeyframeSegment<Value>] { part ?? [] }
    public static func buildEither(first: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { first }
    public static func buildEither(second: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { second }
}

/// Keyframes for a whole value: SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    /// The animated value.
    associatedtype Value
    /// Applies the tracks at `time` to `value`.
    func apply(to value: inout Value, at time: Double)
    /// When the last keyframe ends.
    var duration: Double { get }
}

/// The keyframes of one property of `Root`: SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        segments = content()
    }

    public var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    public func apply(to value: inout Root, at time: Double) {
        value[keyPath: keyPath] = Self.value(from: value[keyPath: keyPath], segments: segments, at: time)
    }

    /// The track's value at `time`, starting from `initial`.
    static func value(from initial: Value, segments: [KeyframeSegment<Value>], at time: Double) -> Value {
        var start = initial
        var begin = 0.0
        let points = [initial.animatableData] + segments.map(\.target.animatableData)
        let times = segments.reduce(into: [0.0]) { $0.append($0.last! + $1.duration) }
        for (i, segment) in segments.enumerated() {
            let end = begin + segment.duration
            if time < end {
                let local = time - begin
                let from = start.animatableData, to = segment.target.animatableData
                var result = segment.target
                switch segment.kind {
                case .move:
                    return segment.target
                case .linear(let curve):
                    result.animatableData = from + (to - from).scaled(by: curve.value(at: local / segment.duration))
                case let .cubic(v0, v1):
                    // The one keyframe spline (LimnerMotion): Catmull–Rom velocities, at rest
                    // at the ends unless the keyframe gives them.
                    let scale: (Value.AnimatableData, Double) -> Value.AnimatableData = { $0.scaled(by: $1) }
                    let m0 = v0 ?? KeyframeSpline.velocity(at: i, points: points, times: times, ends: .zero, scale: scale)
                    let m1 = v1 ?? KeyframeSpline.velocity(at: i + 1, points: points, times: times, ends: .zero, scale: scale)
                    result.animatableData = KeyframeSpline.value(from: from, to: to, startVelocity: m0, endVelocity: m1,
                                                                 duration: segment.duration, at: local / segment.duration,
                                                                 scale: scale)
                case let .spring(spring, v0):
                    result.animatableData = spring.value(fromValue: from, toValue: to, initialVelocity: v0 ?? .zero, time: local)
                }
                return result
            }
            start = segment.target
            begin = end
        }
        return start
    }
}

extension KeyframeTrack where Root == Value {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> [KeyframeSegment<Value>]) {
        self.init(\Root.self, content: content)
    }
}

/// Several tracks played together.
public struct KeyframeTracks<Value>: Keyframes {
    let tracks: [any Keyframes<Value>]
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }
    public func apply(to value: inout Value, at time: Double) {
        for track in tracks { track.apply(to: &value, at: time) }
    }
}

/// Builds keyframe tracks: SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ track: K) -> [any Keyframes<Value>] where K.Value == Value { [track] }
    public static func buildBlock(_ parts: [any Keyframes<Value>]...) -> [any Keyframes<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any Keyframes<Value>]]) -> [any Keyframes<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any Keyframes<Value>]?) -> [any Keyframes<Value>] { part ?? [] }
    public static func buildEither(first: [any Keyframes<Value>]) -> [any Keyframes<Value>] { first }
    public static func buildEither(second: [any Keyframes<Value>]) -> [any Keyframes<Value>] { second }
    public static func buildFinalResult(_ parts: [any Keyframes<Value>]) -> KeyframeTracks<Value> { KeyframeTracks(tracks: parts) }
}

/// Keyframes evaluated at any time: SwiftUI's `KeyframeTimeline`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let keyframes: KeyframeTracks<Value>

    /// A timeline from `initialValue` through `content`'s tracks.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        keyframes = content()
    }

    /// When the last keyframe ends.
    public var duration: TimeInterval { keyframes.duration }

    /// The value at `time` seconds (held at the ends).
    public func value(time: TimeInterval) -> Value {
        var v = initialValue
        keyframes.apply(to: &v, at: time.isFinite ? max(0, time) : (time > 0 ? duration : 0))
        return v
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: (progress.isFinite ? min(max(progress, 0), 1) : 0) * duration) }
}

/// When a keyframe animation started (nil: not started, for a trigger that has not fired).
final class KeyframeClock {
    var start: Double?
}

/// The keyframe animator modifier: content is rebuilt from the timeline's value at the
/// frame's time.
struct KeyframeAnimatorModifier<Value, Modified: View, Result: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let initialValue: Value
    let repeating: Bool
    let trigger: TriggerValue?
    let content: (PlaceholderContentView<Modified>, Value) -> Result
    let keyframes: (Value) -> KeyframeTracks<Value>

    func resolve(content modified: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        let clock = graph.record(.keyframes(at: context.identity)) { KeyframeClock() }
        if let trigger {
            if !graph.isPeeking, graph.valueChanged(AnyEquatable(trigger), at: context.identity, .keyframesTrigger) {
                clock.start = graph.time
            }
        } else if clock.start == nil, !graph.isPeeking {
            clock.start = graph.time
        }
        var value = initialValue
        if let start = clock.start {
            let tracks = keyframes(initialValue)
            var t = graph.time - start
            let d = tracks.duration
            if repeating, trigger == nil, d > 0 { t = t.truncatingRemainder(dividingBy: d) }
            tracks.apply(to: &value, at: min(max(t, 0), max(d, 0)))
            if (repeating && trigger == nil && d > 0) || graph.time - start < d { graph.timeReads.readsFrameTime = true }
        }
        var inner = context
        inner.modifierContent = modified
        return inner.resolve(self.content(PlaceholderContentView(), value), component: .index(0))
    }
}

extension View {
    /// Rebuilds the view from keyframes over time, repeating by default.
    public func keyframeAnimator<Value, V: View>(initialValue: Value, repeating: Bool = true,
                                                 @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                 @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        modifier(KeyframeAnimatorModifier<Value, Self, V>(initialValue: initialValue, repeating: repeating, trigger: nil,
                                                          content: content, keyframes: keyframes))
    }

    /// Plays the keyframes once each time `trigger` changes.
    public func keyframeAnimator<Value, V: View>(initialValue: Value, trigger: some Equatable,
                                                 @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                 @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        modifier(KeyframeAnimatorModifier<Value, Self, V>(initialValue: initialValue, repeating: false,
                                                          trigger: TriggerValue(value: AnyEquatable(trigger)),
                                                          content: content, keyframes: keyframes))
    }
}

/// A view rebuilt from keyframes over time: SwiftUI's `KeyframeAnimator`.
public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let repeating: Bool
    let trigger: TriggerValue?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframeTracks<Value>

    /// Plays `keyframes` from `initialValue`, repeating by default.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.repeating = repeating
        self.trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.repeating = false
        self.trigger = TriggerValue(value: AnyEquatable(trigger))
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let make = content
        EmptyView().modifier(KeyframeAnimatorModifier<Value, EmptyView, Content>(
            initialValue: initialValue, repeating: repeating, trigger: trigger,
            content: { _, value in make(value) }, keyframes: keyframes))
    }
}
