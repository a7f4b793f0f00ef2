import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting

/// A fresh directory for references a test records and compares in the same run (the test
/// removes it when done: `defer { try? FileManager.default.removeItem(atPath: directory) }`).
func temporarySnapshotDirectory(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("LimnerSnapshotTestingTests-\(safe)-\(UUID().uuidString)", isDirectory: true)
    return url.path
}

/// Records `view` with `strategy` into `directory`, then checks `other` against it; returns
/// the failure message (nil when it matches).
func recordThenVerify<V: View, W: View, F>(_ view: V, then other: W, as strategy: Snapshotting<V, F>,
                                           _ otherStrategy: Snapshotting<W, F>, directory: String,
                                           name: String = "snapshot", testName: String = #function) -> String? {
    _ = verifySnapshot(of: view, as: strategy, named: name, record: .all, snapshotDirectory: directory, testName: testName)
    return verifySnapshot(of: other, as: otherStrategy, named: name, record: .never, snapshotDirectory: directory,
                          testName: testName)
}

/// The paths a failure message names for its three images.
func failureImagePaths(in message: String) -> [String: String] {
    var paths: [String: String] = [:]
    for line in message.split(separator: "\n") {
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].hasSuffix(".png") else { continue }
        paths[String(parts[0])] = String(parts[1])
    }
    return paths
}

/// A flat colour swatch.
struct Swatch: View {
    var red: Double, green: Double, blue: Double
    var body: some View {
        Color(red: red / 255, green: green / 255, blue: blue / 255).frame(width: 40, height: 30)
    }
}

/// A black bar on white whose left edge sits at `x`.
struct Bar: View {
    var x: CGFloat
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Rectangle().fill(.black).frame(width: 20, height: 30).offset(x: x)
        }
        .frame(width: 60, height: 30)
    }
}
