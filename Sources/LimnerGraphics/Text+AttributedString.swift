import Foundation
import LimnerText

// `Text(AttributedString)` and the SwiftUI attribute scope (`font`, `foregroundColor`,
// `backgroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
// `baselineOffset`), so that `var s = AttributedString("…"); s.foregroundColor = .red`
// compiles and draws as in SwiftUI.

extension Text {
    /// How an underline or strikethrough is drawn: SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of the line.
        public struct Pattern: Hashable, Sendable {
            /// On and off lengths in multiples of the line's thickness (empty: solid).
            package let dashes: [CGFloat]

            /// A continuous line.
            public static let solid = Pattern(dashes: [])
            /// Dots.
            public static let dot = Pattern(dashes: [1, 2])
            /// Dashes.
            public static let dash = Pattern(dashes: [4, 2])
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            /// Dashes followed by two dots.
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }

        /// The dash pattern.
        public var pattern: Pattern
        /// The colour (nil: the text's colour).
        public var color: Color?

        /// A line with `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws: SwiftUI's `AttributeScopes.SwiftUIAttributes`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the run.
        public let font: FontAttribute
        /// The colour of the run's glyphs.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour filled behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// An underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// A strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Extra space after each glyph, kerning pairs kept (points).
        public let kern: KerningAttribute
        /// Extra space between characters (points).
        public let tracking: TrackingAttribute
        /// How far the run is raised (points).
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The colour of a run's glyphs.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// A run's strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A run's kerning.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// A run's tracking.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// A run's baseline offset.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes (`AttributeContainer` and `AttributedString` members).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as members: `string.foregroundColor = .red`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
