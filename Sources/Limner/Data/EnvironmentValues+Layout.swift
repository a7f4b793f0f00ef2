private struct DefaultPaddingKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets(_all: 16) }
}

/// The named coordinate spaces of a view's ancestors (anchors are filled in at placement,
/// on the graph's thread only).
struct NamedCoordinateSpaces: @unchecked Sendable {
    var anchors: [AnyHashable: CoordinateSpaceAnchor] = [:]
}

private struct CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: NamedCoordinateSpaces { NamedCoordinateSpaces() }
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = TextTruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }

extension EnvironmentValues {
    /// The padding `padding()` adds without a length: 16 points on every edge (iOS).
    var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }

    /// Named coordinate spaces of the ancestors.
    var coordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[CoordinateSpacesKey.self].anchors }
        set { self[CoordinateSpacesKey.self].anchors = newValue }
    }

    /// The maximum number of lines text may take (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is truncated.
    public var truncationMode: TextTruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The style shapes and text use when no other is given (`foregroundStyle`).
    /// Stored as LimnerGraphics' foreground hook, so `GraphicsContext.Shading.foreground`
    /// in a `Canvas` sees it too (`foregroundPaint(in:)` resolves it).
    var foregroundStyle: AnyShapeStyle? {
        get { (foregroundStyleResolver as? ShapeStyleResolver<AnyShapeStyle>)?.style }
        set { foregroundStyleResolver = newValue.map { ShapeStyleResolver(style: $0) } }
    }

    /// A weight applied to the environment's font (`fontWeight`).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
}
