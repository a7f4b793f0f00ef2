import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

// Previews in the style of public SwiftUI files; `assertPreviewSnapshots` finds them in the
// test binary through `PreviewRegistry` and snapshots each one.

struct ToastBanner: View {
    var message: String
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
            Text(message)
                .font(.subheadline)
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .background(Capsule().fill(Color(.systemGray6)))
    }
}

#Preview("Toast saved", traits: .sizeThatFitsLayout) {
    ToastBanner(message: "Saved")
}

#Preview("Toast fixed", traits: .fixedLayout(width: 240, height: 80)) {
    ToastBanner(message: "Copied to clipboard")
}

/// Every preview of this file, recorded once; `.never` so CI fails on a missing reference.
@Suite(.snapshots(record: .never))
struct PreviewSnapshotTests {
    @Test func everyPreviewOfThisFileIsASnapshot() {
        #expect(assertPreviewSnapshots(matching: "PreviewSnapshotTests", scale: 2) == 2)
    }
}
