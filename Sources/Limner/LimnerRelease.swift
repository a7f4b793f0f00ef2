/// Limner's release, in one place: `limner --version` prints it, and a test checks that it is
/// the newest release in CHANGELOG.md and the version in the README's dependency line.
///
/// (Not `LimnerVersion`: the symbol-graph extractor hides every declaration of module `M` whose
/// name begins `MVersion`, which it takes for an Objective-C umbrella header's
/// `MVersionNumber`/`MVersionString`, so the type would be missing from the documentation.)
public enum LimnerRelease {
    /// The semantic version of this release (`MAJOR.MINOR.PATCH`; 0.x while the API settles).
    public static let current = "0.1.0"
}
