import Foundation

/// Scripted input: taps, drags and long presses at exact virtual times.
///
/// ```swift
/// let renderer = AnimationRenderer(content: Seed())
/// renderer.tap("Show/Hide", at: 0.5)                 // the control labelled "Show/Hide"
/// renderer.drag(from: CGPoint(x: 120, y: 300), to: CGPoint(x: 250, y: 300), start: 3, duration: 1)
/// let pixmap = try renderer.frame(at: 2)             // the clip half way through its animation
/// ```
///
/// Each input becomes events on the virtual clock of every host the renderer makes, so
/// frames stay a pure function of (inputs, time), in any order. Points are in the root
/// view's coordinates, in points. A tap holds the pointer down for 0.1 s; a drag moves it
/// at 60 Hz in a straight line. Bad input has defined results: NaN times never happen,
/// NaN or far-away points touch nothing, a drag of zero (or NaN) duration is a
/// pointer-down, one move and a pointer-up at the same instant, and a new pointer-down
/// lifts the previous pointer.
extension AnimationRenderer {
    /// Taps the control whose label text is `label` (a `Button`, `Toggle`, `Stepper` (its
    /// increment half), or a segment of a segmented `Picker`) at `time`. `frame(at:)` throws
    /// `AnimationRendererError.noControl` or `.ambiguousControl` for frames at or after
    /// `time` when no control or several have that label then.
    public func tap(_ label: String, at time: TimeInterval) { inputs.append(.tapLabel(label, time)) }

    /// Taps at `point` (root coordinates) at `time`.
    public func tap(at point: CGPoint, time: TimeInterval) { inputs.append(.tap(point, time)) }

    /// Drags from `from` to `to` (root coordinates), starting at `start` and lasting
    /// `duration` seconds.
    public func drag(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval) {
        inputs.append(.drag(from: from, to: to, start: start, duration: duration))
    }

    /// Presses at `point` (root coordinates) from `time` for `duration` seconds.
    public func longPress(at point: CGPoint, time: TimeInterval, duration: TimeInterval) {
        inputs.append(.longPress(point, time, duration: duration))
    }

    /// Forgets every scripted input.
    public func removeAllInputs() { inputs = [] }
}
