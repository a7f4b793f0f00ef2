import Foundation

/// The error `Path(_ svgPathData:)` throws for malformed SVG path data.
///
/// `offset` counts characters from the start of the string. Parsing stops at the first
/// character outside ASCII, so every character before the offset is one byte and the
/// offset is also the UTF-8 offset.
public struct SVGPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The data does not begin with a moveto (`M` or `m`).
        case missingMoveTo
        /// A character that starts no command where a command was expected.
        case expectedCommand
        /// A number was expected (the command has too few arguments, or a comma is misplaced).
        case expectedNumber
        /// An arc flag other than `0` or `1`.
        case expectedFlag
        /// A number, or a coordinate computed from relative numbers, is not finite.
        case numberOutOfRange
    }

    /// What went wrong.
    public let kind: Kind
    /// The character offset at which the problem was found.
    public let offset: Int

    /// Creates an error.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// A readable explanation of the error.
    public var message: String {
        switch kind {
        case .missingMoveTo: return "path data must begin with a moveto command (M or m)"
        case .expectedCommand: return "expected a path command letter (MLHVCSQTAZ, either case)"
        case .expectedNumber: return "expected a number"
        case .expectedFlag: return "expected an arc flag (0 or 1)"
        case .numberOutOfRange: return "number or coordinate out of range (not finite)"
        }
    }

    /// The offset and the message, for logs.
    public var description: String { "invalid SVG path data at offset \(offset): \(message)" }
}
