/// Frame times, frame counts and their limits: frame k of an animation is shown at exactly
/// `Double(k) / framesPerSecond` seconds, for k in `0..<frameCount`.
public enum AnimationTiming {
    /// The highest frame rate accepted: 1000 frames per second.
    public static let maximumFramesPerSecond: Double = 1000

    /// The most frames one animation may have: 1 000 000 (9 h 15 min at 30 frames per
    /// second). Frames stream through a bounded window, so memory does not grow with the
    /// count; the limit keeps PNG sequence names at six digits and catches durations that
    /// are surely mistakes. Longer renders are split into frame ranges.
    public static let maximumFrameCount = 1_000_000

    /// Checks that `framesPerSecond` is finite, positive and at most `maximum`.
    public static func validate(framesPerSecond: Double, maximum: Double = maximumFramesPerSecond) throws {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= maximum else {
            throw AnimationExportError.invalidFramesPerSecond(framesPerSecond, maximum: maximum)
        }
    }

    /// The number of frames of a `duration`-second animation: the frames whose start time
    /// `k / framesPerSecond` lies before `duration`, i.e. ⌈duration × fps⌉ (so the written
    /// animation lasts `frameCount / fps`, the duration rounded up to a whole frame). A
    /// product within 10⁻⁹ of a whole number counts as that number, so 0.1 s at 30 fps is
    /// 3 frames, not 4. Throws for a duration that is not finite and positive, an invalid
    /// frame rate, or more than `maximumFrameCount` frames.
    public static func frameCount(duration: Double, framesPerSecond: Double) throws -> Int {
        try validate(framesPerSecond: framesPerSecond)
        guard duration.isFinite, duration > 0 else { throw AnimationExportError.invalidDuration(duration) }
        let exact = duration * framesPerSecond
        guard exact <= Double(maximumFrameCount) + 0.5 else {
            throw AnimationExportError.tooManyFrames(exact >= Double(Int.max / 2) ? Int.max : Int(exact.rounded(.up)),
                                                     maximum: maximumFrameCount)
        }
        let nearest = exact.rounded()
        let count = abs(exact - nearest) <= 1e-9 * max(1, exact) ? Int(nearest) : Int(exact.rounded(.up))
        guard count <= maximumFrameCount else {
            throw AnimationExportError.tooManyFrames(count, maximum: maximumFrameCount)
        }
        return max(1, count)
    }

    /// Checks that `range` is a non-empty part of `0..<frameCount`.
    public static func validate(range: Range<Int>, frameCount: Int) throws {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= frameCount else {
            throw AnimationExportError.invalidFrameRange(lowerBound: range.lowerBound, upperBound: range.upperBound,
                                                         frameCount: frameCount)
        }
    }

    /// The time of frame `index`: exactly `Double(index) / framesPerSecond`.
    @inlinable
    public static func time(ofFrame index: Int, framesPerSecond: Double) -> Double {
        Double(index) / framesPerSecond
    }

    /// When frame `index` starts in a GIF, in hundredths of a second: round(100 · index / fps).
    /// A frame's delay is the next frame's start minus its own, so rounding never accumulates.
    /// Saturating: a start beyond `Int.max` hundredths (a rate of 10⁻³⁰⁰ frames per second is
    /// valid) is `Int.max`, NaN is 0.
    public static func gifStartCentiseconds(ofFrame index: Int, framesPerSecond: Double) -> Int {
        let start = (100 * Double(index) / framesPerSecond).rounded()
        guard start > 0 else { return 0 }   // also NaN
        return start < Double(Int.max) ? Int(start) : .max
    }
}
