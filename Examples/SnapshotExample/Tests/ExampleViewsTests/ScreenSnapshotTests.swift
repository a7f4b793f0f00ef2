import ExampleViews
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

/// Swift Testing: the same assertions under `@Test`, with the library's trait for recording.
@Suite(.snapshots(record: .missing))
struct ScreenSnapshotTests {
    @Test func sparklineCanvas() {
        assertSnapshot(of: Sparkline(values: [3, 5, 4, 8, 6, 9, 7, 11]),
                       as: .image(layout: .fixed(width: 200, height: 60), scale: 2))
    }

    @Test func sparklineDisplayList() {
        assertSnapshot(of: Sparkline(values: [1, 3, 2]).frame(width: 60, height: 20), as: .displayList)
    }

    @Test func typography() {
        let styles = VStack(alignment: .leading, spacing: 6) {
            Text("Large Title").font(.largeTitle)
            Text("Headline").font(.headline)
            Text("Body text that wraps onto a second line when the column is narrow.").font(.body)
            Text("Rounded").font(.system(.title2, design: .rounded))
            Text("Serif italic").font(.system(.title3, design: .serif).italic())
            Text("Monospaced 0123").font(.system(.body, design: .monospaced))
        }
        .frame(width: 260, alignment: .leading)
        .padding()
        assertSnapshot(of: styles, as: .image(scale: 2))
    }

    @Test func settingsDarkMode() {
        assertSnapshot(of: SettingsList(), as: .image(colorScheme: .dark, scale: 2))
    }

    @Test func welcomeOnIPhone13() {
        assertSnapshot(of: WelcomeScreen(), as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
    }

    @Test func welcomeOnIPadMiniPortrait() {
        assertSnapshot(of: WelcomeScreen(), as: .image(layout: .device(config: .iPadMini(.portrait)), scale: 1))
    }

    /// The tap releases at 0.6 s (a press lasts 0.1 s); the animation runs 0.4 s from there.
    @Test func disclosureAnimationStrip() {
        assertSnapshot(of: DisclosureCard(),
                       as: .frames(at: [0.55, 0.8, 1.2], input: [.tap("Details", at: 0.5)], scale: 2))
    }

    @Test func disclosureAnimationFrames() {
        assertSnapshots(of: DisclosureCard(),
                        as: .frames(at: [0.55, 0.8, 1.2], input: [.tap("Details", at: 0.5)]))
    }
}
