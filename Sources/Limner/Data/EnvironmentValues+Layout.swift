private struct DefaultPaddingKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets(_all: 16) }
}

private struct CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: CoordinateSpaceAnchor] { [:] }
}

extension EnvironmentValues {
    /// The padding `padding()` adds without a length: 16 points on every edge (iOS).
    var defaultPadding: EdgeInsets {
        get { self[DefaultPaddingKey.self] }
        set { self[DefaultPaddingKey.self] = newValue }
    }

    /// Named coordinate spaces of the ancestors.
    var coordinateSpaces: [AnyHashable: CoordinateSpaceAnchor] {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}
