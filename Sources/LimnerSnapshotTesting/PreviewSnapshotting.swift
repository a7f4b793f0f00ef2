import Foundation
import Limner
import SnapshotTesting

#if !(os(iOS) || os(tvOS))

extension Snapshotting where Value == PreviewRegistry.Entry, Format == Pixmap {
    /// A preview as an image, drawn as the preview says: its own layout (`.sizeThatFitsLayout`,
    /// `.fixedLayout(width:height:)`, or a device's screen with its safe area), orientation
    /// and scheme, exactly as `PreviewRegistry.Entry.render(scale:)` draws it. Text uses the
    /// embedded fonts unless the test opts in (`withSnapshotFonts`).
    public static func preview(precision: Float = 1, perceptualPrecision: Float = 1,
                               scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<Pixmap, Pixmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { entry in
                FontLibrary.$current.withValue(SnapshotFonts.current.library) {
                    do {
                        return try entry.render(scale: scale)
                    } catch {
                        return ErrorImage.make("The preview \(entry.pngFileName) could not be drawn: \(error).")
                    }
                }
            }
    }
}

/// Every `#Preview` and `PreviewProvider` preview linked into the test binary, each as one
/// snapshot named after its file and its name (`Cards.Flip_card`): the one line that turns a
/// package's previews into snapshot tests.
///
/// ```swift
/// @Test func previews() { assertPreviewSnapshots() }
/// ```
///
/// - Parameters:
///   - filter: Only the previews whose file stem or name contains this text (nil: all).
///   - precision: The share of pixels that must match, as for `.preview`.
///   - perceptualPrecision: How alike a pixel must be to match, as for `.preview`.
///   - scale: Pixels per point.
///   - record: The record mode for these snapshots (nil: the current configuration's).
///   - fileID: The file the assertion is in (where the references are found).
///   - filePath: The path of that file.
///   - testName: The test's name, the first part of each reference's name.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
/// - Returns: The number of previews snapshotted (a test can check it is not zero).
@discardableResult
public func assertPreviewSnapshots(
    matching filter: String? = nil,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    scale: CGFloat = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> Int {
    let entries = PreviewRegistry.all.filter { entry in
        guard let filter else { return true }
        return entry.fileStem.contains(filter) || entry.displayName.contains(filter)
    }
    for entry in entries {
        assertSnapshot(of: entry, as: .preview(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale),
                       named: String(entry.pngFileName.dropLast(4)), record: record,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    return entries.count
}

#endif
