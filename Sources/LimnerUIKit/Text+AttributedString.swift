import Foundation
import LimnerGraphics
import LimnerText

// `Text(AttributedString)`: each run's SwiftUI attributes, and UIKit's font attribute
// (`container.font = .systemFont(ofSize: 20, weight: .bold)`), as SwiftUI draws them. It
// lives here, beside UIKit's scope, so that it can read both scopes; `import Limner` sees it
// as before.

extension Text {
    /// Text showing an attributed string: each run keeps its SwiftUI attributes (`font`,
    /// `foregroundColor`, `backgroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`,
    /// `tracking`, `baselineOffset`) and UIKit's `font` (a `UIFont`); SwiftUI's font wins
    /// where a run has both. Attributes a run does not set come from the environment, as
    /// for plain text.
    ///
    /// Several runs lay out as a concatenation (`Text + Text`): lines break inside a run or
    /// between runs.
    public init(_ attributedContent: AttributedString) {
        let pieces = attributedContent.runs.map { run in
            Text.styled(String(attributedContent[run.range].characters), attributes: run.attributes)
        }
        switch pieces.count {
        case 0: self.init(verbatim: "")
        case 1: self = pieces[0]
        default: self.init(concatenating: pieces)
        }
    }

    /// One run of an attributed string as styled text.
    private static func styled(_ string: String, attributes: AttributeContainer) -> Text {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        typealias UIKit = AttributeScopes.UIKitAttributes
        var t = Text(verbatim: string)
        t.font = attributes[SwiftUI.FontAttribute.self] ?? attributes[UIKit.FontAttribute.self]?.font
        t.foregroundColor = attributes[SwiftUI.ForegroundColorAttribute.self]
        t.backgroundColor = attributes[SwiftUI.BackgroundColorAttribute.self]
        t.underline = attributes[SwiftUI.UnderlineStyleAttribute.self]
        t.strikethrough = attributes[SwiftUI.StrikethroughStyleAttribute.self]
        func finite(_ v: CGFloat?) -> CGFloat { v.map { $0.isFinite ? $0 : 0 } ?? 0 }
        t.kerning = finite(attributes[SwiftUI.KerningAttribute.self])
        t.tracking = finite(attributes[SwiftUI.TrackingAttribute.self])
        t.baselineOffset = finite(attributes[SwiftUI.BaselineOffsetAttribute.self])
        return t
    }
}

extension AttributeScopes {
    /// UIKit's attributes that `Text` draws: the font (UIKit's
    /// `AttributeScopes.UIKitAttributes`). UIKit's `foregroundColor` is left out: beside
    /// SwiftUI's, `container.foregroundColor = .red` would be ambiguous.
    public struct UIKitAttributes: AttributeScope {
        /// The font of the run (a `UIFont`).
        public let font: FontAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// A run's UIKit font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
    }

    /// UIKit's attributes (`AttributeContainer` and `AttributedString` members).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes as members: `container.font = .systemFont(ofSize: 20)`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
