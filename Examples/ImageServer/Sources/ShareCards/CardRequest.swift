import Foundation
import Limner

/// What a card request asks for, checked: every limit here is what keeps one request's
/// work and memory bounded.
public struct CardRequest: Equatable, Sendable {
    /// The image formats the server writes.
    public enum Format: String, CaseIterable, Sendable {
        case png
        case jpg
        case webp

        /// The `Content-Type` of the format.
        public var contentType: String {
            switch self {
            case .png: return "image/png"
            case .jpg: return "image/jpeg"
            case .webp: return "image/webp"
            }
        }
    }

    public static let maximumTitleLength = 200
    public static let maximumSubtitleLength = 300
    /// Sides in points; 1200×630 is the Open Graph card.
    public static let sideRange: ClosedRange<Double> = 100...2400
    public static let scaleRange: ClosedRange<Double> = 0.5...2
    /// No image larger than this many pixels is rendered (2400 × 2400 at scale 1).
    public static let maximumPixelCount = 2400 * 2400

    public var title: String
    public var subtitle: String
    public var theme: CardTheme
    public var width: Double
    public var height: Double
    public var scale: Double
    public var format: Format
    /// Draw the sample badge (an avatar image) in the corner.
    public var badge: Bool
    /// Set the title in the brand font the server registered (`CardServer.brandFamily`).
    public var brandFont: Bool
    /// An image file's name in the server's image folder (`NAME.jpg`, `.webp` or `.png`),
    /// drawn as the badge: letters, digits and `-` only, at most 64.
    public var avatar: String?

    /// Reads and checks a request's query; the error says what is wrong, for a 400.
    public init(format: Format, query: [String: String]) throws(CardRequestError) {
        let known: Set<String> = ["title", "subtitle", "theme", "w", "h", "scale", "badge", "font", "avatar"]
        if let unknown = query.keys.sorted().first(where: { !known.contains($0) }) {
            throw CardRequestError("unknown parameter '\(unknown.prefix(40))'")
        }
        guard let title = query["title"], !title.isEmpty else { throw CardRequestError("give a title") }
        guard title.count <= Self.maximumTitleLength else {
            throw CardRequestError("title is longer than \(Self.maximumTitleLength) characters")
        }
        let subtitle = query["subtitle"] ?? ""
        guard subtitle.count <= Self.maximumSubtitleLength else {
            throw CardRequestError("subtitle is longer than \(Self.maximumSubtitleLength) characters")
        }
        let themeName = query["theme"] ?? CardTheme.ocean.rawValue
        guard let theme = CardTheme(rawValue: themeName) else {
            throw CardRequestError("unknown theme '\(themeName.prefix(40))' (one of \(CardTheme.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        func number(_ name: String, default value: Double, in range: ClosedRange<Double>) throws(CardRequestError) -> Double {
            guard let text = query[name] else { return value }
            guard let parsed = Double(text), parsed.isFinite else { throw CardRequestError("\(name) must be a finite number") }
            guard range.contains(parsed) else {
                throw CardRequestError("\(name) must be in " + String(format: "%g…%g", range.lowerBound, range.upperBound))
            }
            return parsed
        }
        width = try number("w", default: 1200, in: Self.sideRange)
        height = try number("h", default: 630, in: Self.sideRange)
        scale = try number("scale", default: 1, in: Self.scaleRange)
        guard (width * scale).rounded(.up) * (height * scale).rounded(.up) <= Double(Self.maximumPixelCount) else {
            throw CardRequestError("w × h × scale² is more than \(Self.maximumPixelCount) pixels")
        }
        switch query["badge"] {
        case nil, "0", "false": badge = false
        case "1", "true": badge = true
        default: throw CardRequestError("badge must be true or false")
        }
        switch query["font"] {
        case nil, "system": brandFont = false
        case "brand": brandFont = true
        default: throw CardRequestError("font must be system or brand")
        }
        if let name = query["avatar"] {
            guard (1...64).contains(name.utf8.count),
                  name.unicodeScalars.allSatisfy({ ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" }) else {
                throw CardRequestError("avatar must be 1 to 64 letters, digits or '-'")
            }
            avatar = name
        } else {
            avatar = nil
        }
        self.title = title
        self.subtitle = subtitle
        self.theme = theme
        self.format = format
    }

    /// A strong entity tag: the same request on the same build always gives the same bytes
    /// (Limner renders deterministically), so the tag is a hash of the request and the
    /// server's version, known before rendering (a 304 costs no render).
    public var entityTag: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let canonical = [CardServer.version, format.rawValue, title, subtitle, theme.rawValue, "\(width)", "\(height)",
                         "\(scale)", "\(badge)", "\(brandFont)", avatar ?? ""].joined(separator: "\u{1F}")
        for byte in canonical.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }
}

/// A request the server refuses with 400 and this message.
public struct CardRequestError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}
