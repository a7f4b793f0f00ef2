import ExampleViews
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import XCTest

/// XCTest: `assertSnapshot(of:as:)` as in any iOS project.
final class CardSnapshotTests: XCTestCase {
    func testProfileCard() {
        assertSnapshot(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"), as: .image(scale: 2))
    }

    func testProfileCardDarkMode() {
        assertSnapshot(of: ProfileCard(name: "Grace Hopper", role: "Rear Admiral", tint: .orange),
                       as: .image(colorScheme: .dark, scale: 2))
    }

    func testBadges() {
        // One strategy, several values: each is its own reference (testBadges.1.png, …).
        for count in [1, 42, 1000] {
            assertSnapshot(of: Badge(count: count), as: .image(scale: 2), named: "count-\(count)")
        }
    }

    func testBadgeDisplayList() {
        assertSnapshot(of: Badge(count: 7), as: .displayList)
    }

    func testProgressRing() {
        assertSnapshot(of: ProgressRing(progress: 0.68), as: .image(scale: 2))
    }
}
