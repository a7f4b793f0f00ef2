import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

/// A phone screen of the usual kind: a title and a list of rows with text and a badge.
private struct InboxScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Inbox").font(.largeTitle.bold()).padding(.horizontal, 16).padding(.vertical, 8)
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 12) {
                    Circle().fill(row.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 36, height: 36)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Sender \(row + 1)").font(.headline)
                        Text("A preview of message \(row + 1), cut to one line…").font(.subheadline)
                            .foregroundStyle(.secondary).lineLimit(1)
                    }
                    Spacer()
                    Text("\(row + 2)").font(.caption.bold()).foregroundStyle(.white)
                        .padding(.horizontal, 6).padding(.vertical, 2).background(Capsule().fill(.red))
                }
                .padding(.horizontal, 16).frame(height: 60)
                Divider().padding(.leading, 64)
            }
            Spacer()
        }
    }
}

@Suite("Cost of a snapshot")
struct SnapshotCostTests {
    /// Prints the time to record (render + encode + write) and to compare (render + read +
    /// decode + compare) a 390 × 844 point screen at @3x: 1170 × 2532 pixels. The numbers in
    /// docs/SnapshotTesting.md come from this test.
    @Test("An iPhone 13 screen at @3x (1170 × 2532 pixels) records and then matches")
    func iPhone13Screen() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strategy: Snapshotting<InboxScreen, Pixmap> = .image(layout: .device(config: .iPhone13))
        let clock = ContinuousClock()
        var message: String?
        let record = clock.measure {
            message = verifySnapshot(of: InboxScreen(), as: strategy, named: "screen", record: .all, snapshotDirectory: directory)
        }
        #expect(message?.contains("Record mode is on") == true)
        var compares: [Duration] = []
        for _ in 0..<3 {
            compares.append(clock.measure {
                message = verifySnapshot(of: InboxScreen(), as: strategy, named: "screen", record: .never,
                                         snapshotDirectory: directory)
            })
            #expect(message == nil)
        }
        // Where the time goes: rendering, and PNG encoding (what recording adds).
        var pixmap = Pixmap.empty
        let renders = (0..<3).map { _ in clock.measure { strategy.snapshot(InboxScreen()).run { pixmap = $0 } } }
        var data = Data()
        let encodes = (0..<2).map { _ in clock.measure { data = strategy.diffing.toData(pixmap) } }
        let decodes = (0..<2).map { _ in clock.measure { pixmap = strategy.diffing.fromData(data) } }
        print("390×844 @3x: render \(renders), PNG encode \(encodes) (\(data.count) bytes), decode \(decodes)")
        let file = URL(fileURLWithPath: directory).appendingPathComponent("iPhone13Screen.screen.png")
        let image = try Pixmap(contentsOfPNGFile: file)
        #expect(image.width == 1170 && image.height == 2532)
        print("390×844 @3x snapshot: record \(record), compare \(compares.map(\.description).joined(separator: ", "))")
    }
}
