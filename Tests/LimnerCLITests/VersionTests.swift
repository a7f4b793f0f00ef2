import Foundation
import Limner
import Testing

/// One version everywhere: `LimnerRelease.current`, the newest release in CHANGELOG.md, and
/// the README's dependency line.
@Suite struct VersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func read(_ name: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func versionIsSemantic() {
        #expect(LimnerRelease.current.range(of: #"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$"#,
                                            options: .regularExpression) != nil)
    }

    @Test func changelogsNewestReleaseIsTheVersion() throws {
        let releases = try read("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
            .map { String($0.dropFirst(4).prefix { $0 != "]" }) }
        let versions = releases.filter { $0 != "Unreleased" }
        #expect(versions.first == LimnerRelease.current, "\(releases)")
        // Unreleased (if there) comes first; releases are newest first.
        #expect(releases.firstIndex(of: "Unreleased").map { $0 == 0 } ?? true)
    }

    @Test func readmeDependsOnTheVersion() throws {
        let readme = try read("README.md")
        let lines = readme.split(separator: "\n").filter { $0.contains(".package(url:") && $0.contains("from:") }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("from: \"\(LimnerRelease.current)\""), "\(line)")
        }
    }
}
