import Foundation
import Limner
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

extension Diffing where Value == Pixmap {
    /// Pixel-exact image diffing, as PNG.
    public static var image: Diffing { .image() }

    /// Image diffing with swift-snapshot-testing's tolerances (see `ImageComparison`), as PNG
    /// (LimnerMedia's encoder).
    ///
    /// On a failure it writes `reference.png`, `actual.png` and `difference.png` to one
    /// directory and names them in the message: `$SNAPSHOT_ARTIFACTS` (or the temporary
    /// directory) `/LimnerSnapshotTesting/<test>-<hash>/`. It also returns them as attachments
    /// (Xcode shows them) and, in a Swift Testing test outside Xcode, records them as the
    /// test's attachments (`swift test --attachments-path DIR` saves them).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(
            toData: { pixmap in (try? pixmap.pngData()) ?? Data() },
            fromData: { data in
                (try? Pixmap(pngData: data))
                    ?? ErrorImage.make("The reference is not a PNG this library can read (\(data.count) bytes).")
            },
            diffV2: { reference, actual in
                guard let message = ImageComparison.failure(reference: reference, actual: actual, precision: precision,
                                                            perceptualPrecision: perceptualPrecision) else { return nil }
                let difference = ImageComparison.differenceImage(reference: reference, actual: actual)
                let files = [("reference.png", reference), ("actual.png", actual), ("difference.png", difference)]
                    .map { (name: $0.0, data: (try? $0.1.pngData()) ?? Data()) }
                let written = FailureArtifacts.write(files, key: actual)
                recordTestAttachments(files)
                return (message + "\n" + written, files.map { DiffAttachment.data($0.data, name: $0.name) })
            }
        )
    }
}

/// Where a failed image comparison leaves its three images.
enum FailureArtifacts {
    /// `$SNAPSHOT_ARTIFACTS` or the temporary directory, then `LimnerSnapshotTesting`.
    static var root: URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("LimnerSnapshotTesting", isDirectory: true)
    }

    /// Writes the files into a directory named after the running test (Swift Testing's name,
    /// else "snapshot") and a hash of the new image; returns the lines naming them.
    static func write(_ files: [(name: String, data: Data)], key: Pixmap) -> String {
        let directory = root.appendingPathComponent("\(testName)-\(hash(key))", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var lines = ["Images of this failure:"]
            for file in files {
                let url = directory.appendingPathComponent(file.name)
                try file.data.write(to: url)
                lines.append("  \(file.name.padding(toLength: 15, withPad: " ", startingAt: 0))\(url.path)")
            }
            lines.append("  (difference: the reference dimmed, differing pixels red, brighter where they differ more)")
            return lines.joined(separator: "\n")
        } catch {
            return "Could not write the failure's images to \(directory.path): \(error)"
        }
    }

    private static var testName: String {
        #if canImport(Testing)
        if let name = Test.current?.name {
            let safe = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
            return String(String(safe).split(separator: "-").joined(separator: "-").prefix(80))
        }
        #endif
        return "snapshot"
    }

    /// FNV-1a over the image's size and pixels, as 8 hex digits.
    private static func hash(_ pixmap: Pixmap) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: UInt64) { h = (h ^ v) &* 0x100_0000_01b3 }
        mix(UInt64(pixmap.width)); mix(UInt64(pixmap.height))
        pixmap.withUnsafePixels { p in
            for i in 0..<(pixmap.rowStride * pixmap.height) { mix(UInt64(p[i])) }
        }
        return String(String(h, radix: 16).suffix(8))
    }
}

/// Records the images as the current Swift Testing test's attachments, where pointfree does
/// not (it attaches only under Xcode).
private func recordTestAttachments(_ files: [(name: String, data: Data)]) {
    #if canImport(Testing) && compiler(>=6.2)
    guard Test.current != nil,
          ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil else { return }
    for file in files { Attachment.record(Array(file.data), named: file.name) }
    #endif
}

extension Snapshotting where Value == Pixmap, Format == Pixmap {
    /// A pixel-exact snapshot of an image.
    public static var image: Snapshotting { .image() }

    /// A snapshot of an image with swift-snapshot-testing's tolerances.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
