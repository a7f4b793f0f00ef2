import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing
import XCTest

/// A view both test frameworks snapshot against references committed in `__Snapshots__`.
struct Chip: View {
    var title: String
    var body: some View {
        Text(title)
            .font(.callout.weight(.medium))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.teal.opacity(0.25)))
            .overlay(Capsule().stroke(Color.teal, lineWidth: 1))
            .padding(2)
    }
}

/// XCTest's `assertSnapshot` against committed references (on Linux through
/// swift-corelibs-xctest).
final class XCTestSnapshotTests: XCTestCase {
    func testChipImage() {
        assertSnapshot(of: Chip(title: "Linux"), as: .image(scale: 2))
    }

    func testChipDisplayList() {
        assertSnapshot(of: Chip(title: "Linux"), as: .displayList)
    }
}

/// Swift Testing with pointfree's trait: `.never` here, so a missing reference fails rather
/// than being written in CI.
@Suite(.snapshots(record: .never))
struct SwiftTestingSnapshotTests {
    @Test func chipImage() {
        assertSnapshot(of: Chip(title: "Swift Testing"), as: .image(scale: 2))
    }

    @Test func chipDarkMode() {
        assertSnapshot(of: Chip(title: "Dark"), as: .image(colorScheme: .dark, scale: 2))
    }
}
