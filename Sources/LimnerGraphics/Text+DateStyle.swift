import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time of day, short form ("3:07 PM").
        public static let time = DateStyle(kind: .time)
        /// The date, long form ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The distance from now in words ("2 hours, 23 minutes"); it ticks, as on a device.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now ("+2 hours"); it ticks, as on a device.
        public static let offset = DateStyle(kind: .offset)
        /// A running timer ("2:32"; "36:59:01" past an hour): counting up from a date in the
        /// past, down to one in the future.
        public static let timer = DateStyle(kind: .timer)

        /// Whether what the style shows depends on the time it is shown at.
        var isRelativeToNow: Bool { kind == .relative || kind == .offset || kind == .timer }
    }

    /// Text showing `date` in `style`. Formats use the en_US_POSIX locale so renders do not
    /// depend on the machine.
    ///
    /// `.timer`, `.relative` and `.offset` count from the moment the text is shown, and
    /// tick: inside a host (`AnimationRenderer`, the live window) the text changes at each
    /// whole second between `date` and the host's time, on the host's clock, between state
    /// updates too. A whole second is counted from `date` with the clock's millisecond
    /// resolution: the text shows ⌊now − date⌋ seconds (its magnitude), so a timer from a
    /// date in the past counts 0:00, 0:01 … from it, and one to a date in the future starts
    /// at the whole seconds left (`date` 10 s ahead: "0:10") and reaches "0:00" at `date`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: Date()))
        if style.isRelativeToNow { dateSource = DateSource(date: date, style: style) }
    }

    /// The date a `Text(_:style:)` relative to now shows, and its style.
    package struct DateSource: Sendable, Equatable {
        let date: Date
        let style: DateStyle

        /// The whole seconds from `date` to `now`, rounded down, after rounding the distance
        /// to the millisecond (the clock's resolution: the date and `now` are each a few
        /// tenths of a microsecond from the instants they stand for, which must not move a
        /// tick).
        func wholeSeconds(at now: Date) -> Double {
            let distance = (now.timeIntervalSince(date) * 1000).rounded() / 1000
            return distance.rounded(.down)
        }
    }

    /// Whether this text (or a run of a concatenation) shows a date relative to now.
    package var isRelativeToNow: Bool { dateSource != nil || runs.contains { $0.dateSource != nil } }

    /// This text as shown at `now`: a date relative to now formatted again for it (in every
    /// run of a concatenation); any other text as it is.
    package func presented(at now: Date) -> Text {
        guard isRelativeToNow else { return self }
        var text = self
        if let source = dateSource {
            text.string = Text.format(source.date, style: source.style, now: now)
        }
        if !runs.isEmpty {
            text.runs = runs.map { $0.presented(at: now) }
            text.string = text.runs.map(\.string).joined()
        }
        return text
    }

    /// The first moment after `now` at which `presented(at:)` may show something else (the
    /// next whole second from a date, the earliest among the runs); nil when it never does.
    package func nextChange(after now: Date) -> Date? {
        var next = dateSource.map { $0.date.addingTimeInterval($0.wholeSeconds(at: now) + 1) }
        for run in runs {
            if let n = run.nextChange(after: now), next.map({ n < $0 }) ?? true { next = n }
        }
        return next
    }

    /// `date` in `style` as shown at `now` (see `init(_:style:)`).
    package static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        let locale = Locale(identifier: "en_US_POSIX")
        switch style.kind {
        case .time:
            let f = DateFormatter(); f.locale = locale; f.dateFormat = "h:mm a"
            return f.string(from: date)
        case .date:
            let f = DateFormatter(); f.locale = locale; f.dateFormat = "MMMM d, yyyy"
            return f.string(from: date)
        case .relative, .offset, .timer:
            let seconds = DateSource(date: date, style: style).wholeSeconds(at: now)
            guard seconds.isFinite, abs(seconds) < 1e15 else { return "" }
            let total = Int(abs(seconds))
            if style.kind == .timer {
                let h = total / 3600, m = (total % 3600) / 60, s = total % 60
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            }
            let words = durationWords(total)
            if style.kind == .relative { return words }
            // The offset of `date` from now: "+" for a date still to come.
            return (seconds > 0 ? "-" : "+") + words
        }
    }

    /// "2 hours, 23 minutes": the two largest non-zero units.
    private static func durationWords(_ total: Int) -> String {
        let units: [(Int, String)] = [(total / 86_400, "day"), ((total % 86_400) / 3600, "hour"),
                                      ((total % 3600) / 60, "minute"), (total % 60, "second")]
        let parts = units.filter { $0.0 > 0 }.prefix(2).map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}
