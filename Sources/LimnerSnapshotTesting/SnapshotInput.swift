import Foundation
import Limner

/// Scripted input for an animation snapshot: taps, drags and long presses at exact times
/// (seconds after the view appeared), run before the frames are drawn.
///
/// ```swift
/// assertSnapshots(of: Disclosure(), as: .frames(at: [0.5, 0.6, 1], input: [.tap("Details", at: 0.5)]))
/// ```
///
/// Points are in the snapshot's coordinates, in points (the picture's top-left is (0, 0)).
/// These are `AnimationRenderer`'s scripted inputs (`AnimationRenderer+Input.swift`): a tap
/// holds the pointer down for 0.1 s, a drag moves it at 60 Hz in a straight line.
public enum SnapshotInput: Sendable, Hashable {
    /// Taps the control whose label text is `label` (a `Button`, `Toggle`, `Stepper`, or a
    /// segment of a segmented `Picker`). A frame at or after `time` is an error image when no
    /// control, or several, have that label then.
    case tapLabel(String, time: TimeInterval)
    /// Taps at a point.
    case tapPoint(CGPoint, time: TimeInterval)
    /// Drags from one point to another, starting at `start` and lasting `duration`.
    case drag(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval)
    /// Presses at a point for `duration` seconds.
    case longPress(CGPoint, time: TimeInterval, duration: TimeInterval)

    /// Taps the control labelled `label` at `time`.
    public static func tap(_ label: String, at time: TimeInterval) -> SnapshotInput { .tapLabel(label, time: time) }

    /// Taps at `point` at `time`.
    public static func tap(at point: CGPoint, time: TimeInterval) -> SnapshotInput { .tapPoint(point, time: time) }

    /// Presses at `point` from `time` for `duration` seconds.
    public static func longPress(at point: CGPoint, time: TimeInterval, duration: TimeInterval) -> SnapshotInput {
        .longPress(point, time: time, duration: duration)
    }

    func schedule<V: View>(on renderer: AnimationRenderer<V>) {
        switch self {
        case let .tapLabel(label, time): renderer.tap(label, at: time)
        case let .tapPoint(point, time): renderer.tap(at: point, time: time)
        case let .drag(from, to, start, duration): renderer.drag(from: from, to: to, start: start, duration: duration)
        case let .longPress(point, time, duration): renderer.longPress(at: point, time: time, duration: duration)
        }
    }
}
