/// Limner's release, in one place: `limner --version` prints it, and a test checks that it is
/// the newest release in CHANGELOG.md and the version in the README's dependency line.
public enum LimnerVersion {
    /// The semantic version of this release (`MAJOR.MINOR.PATCH`; 0.x while the API settles).
    public static let current = "0.1.0"
}
