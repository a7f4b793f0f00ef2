import Foundation
import Testing
import Limner

/// The corpus (Corpus/): files in the style of public SwiftUI example code, each with its
/// preview, compiled with only `import Limner` (or the opt-in `import SwiftUI`/`import UIKit`),
/// checked by pixels — at several times for the animated ones.
@Suite struct CorpusTests {
    /// The preview declared in `file` named `name`, rendered.
    func preview(_ file: String, _ name: String = "Preview") throws -> Pixmap {
        let entry = try #require(PreviewRegistry.all.first {
            ($0.fileID.hasSuffix("/\(file).swift") || $0.providerName == file) && $0.displayName == name
        }, "no preview \(name) in \(file)")
        let p = try entry.render()
        dump(p, "corpus-\(file)-\(name)")
        return p
    }

    @Test func everyCorpusFileHasAPreview() {
        let files = Set(PreviewRegistry.all.map { $0.providerName.map { "provider:" + $0 } ?? $0.fileID })
        #expect(files.count >= 26)
    }

    @Test func settingsScreen() throws {
        let p = try preview("SettingsScreen")
        #expect(p.width == 393 && p.height == 852)
        // Grouped background from the very top (behind the status bar and the title).
        expectPixel(p, 4, 4, groupedBackground)
        expectPixel(p, 4, 300, groupedBackground)
        // The large title, black, below the 44 pt bar at 16 pt from the edge.
        #expect(p.contains(black, in: rect(16, 59 + 44, 140, 52), tolerance: 30))
        // The first card starts 20 pt below the title block, 16 pt from the edge, white.
        let cardTop: CGFloat = 59 + 96 + 20
        expectPixel(p, 10, cardTop + 20, groupedBackground)
        expectPixel(p, 300, cardTop + 20, white)
        // The airplane tile (orange) 20 pt into the card.
        #expect(p.contains(systemOrange, in: rect(36, cardTop + 4, 28, 36)))
        // A hairline separator between the first two rows, starting at the text.
        #expect(p.contains((200, 200, 204), in: rect(80, cardTop + 44, 200, 12), tolerance: 14))
        // The "GENERAL" header in secondary grey above the second card.
        #expect(p.contains((138, 138, 142), in: rect(36, cardTop + 132 + 20, 80, 30), tolerance: 30))
    }

    @Test func accountFormInlineTitle() throws {
        let p = try preview("AccountForm_Previews", "Account form")
        #expect(p.width == 393 && p.height == 852)
        expectPixel(p, 4, 4, groupedBackground)
        // The inline title is centred in the 44 pt bar.
        #expect(p.contains(black, in: rect(160, 59 + 10, 80, 24), tolerance: 40))
        #expect(!p.contains(black, in: rect(0, 59, 120, 44), tolerance: 40))
        // The red "Sign Out" row.
        #expect(p.contains(systemRed, in: rect(30, 100, 200, 300), tolerance: 30))
    }

    @Test func flipCardTurnsThroughEveryAngle() throws {
        let renderer = AnimationRenderer(content: FlipCard())
        // The faces cross-fade as they turn: measure the card's width where anything shows,
        // and which face dominates.
        func width(_ p: Pixmap) -> Int { (0..<p.width).filter { p.color(at: CGFloat($0), CGFloat(p.height) / 2).a > 60 }.count }
        func blueDominates(_ p: Pixmap) -> Bool {
            let c = p.color(at: CGFloat(p.width) / 2 - 20, CGFloat(p.height) / 2)
            return c.b > c.r
        }
        let f0 = try renderer.frame(at: 0), f1 = try renderer.frame(at: 0.25)
        let f2 = try renderer.frame(at: 0.5), f3 = try renderer.frame(at: 0.75), f4 = try renderer.frame(at: 1)
        dump(f1, "flip-0.25"); dump(f3, "flip-0.75")
        #expect(width(f0) >= 158 && blueDominates(f0))
        // 45°: narrower (cos 45° ≈ 0.71 of 160, the near edge larger in perspective), blue in front.
        #expect((100...140).contains(width(f1)), "\(width(f1))")
        #expect(blueDominates(f1))
        // 90°: edge-on, almost nothing.
        #expect(width(f2) < 12)
        // 135°: the orange back, narrower again.
        #expect((100...140).contains(width(f3)), "\(width(f3))")
        #expect(!blueDominates(f3))
        // 180°: the orange back, full width.
        #expect(width(f4) >= 158 && !blueDominates(f4))
    }

    @Test func marchingAntsCrawl() throws {
        let renderer = AnimationRenderer(content: MarchingAnts())
        func topRow(_ p: Pixmap) -> [Bool] { (10..<130).map { p.color(at: CGFloat($0), 12).a > 128 } }
        let a = topRow(try renderer.frame(at: 0)), b = topRow(try renderer.frame(at: 0.25))
        let c = topRow(try renderer.frame(at: 0.5)), d = topRow(try renderer.frame(at: 1))
        #expect(a != b && b != c)
        // A quarter of the 20 pt period moved 5 pt; half of it 10 pt: the pattern inverts.
        #expect(zip(a.dropFirst(20), c.dropFirst(20)).filter { $0 != $1 }.count > 80)
        // One full period later it is where it started.
        #expect(zip(a, d).filter { $0 != $1 }.count <= 4)
    }

    @Test func waveTextLettersRiseInTurn() throws {
        let renderer = AnimationRenderer(content: WaveText())
        func inkTop(_ p: Pixmap, column: ClosedRange<Int>) -> Int {
            for y in 0..<p.height { for x in column where p.color(at: CGFloat(x), CGFloat(y)).a > 128 { return y } }
            return p.height
        }
        let p = try renderer.frame(at: 0.4)
        dump(p, "wave-0.4")
        let w = p.width
        // After 0.4 s the first letter is up, the last has not started.
        let first = inkTop(p, column: 20...30), last = inkTop(p, column: (w - 40)...(w - 25))
        #expect(first < last - 8, "first \(first), last \(last)")
        let end = try renderer.frame(at: 2)
        #expect(abs(inkTop(end, column: 20...30) - inkTop(end, column: (w - 40)...(w - 25))) <= 2)
    }

    @Test func gradientButton() throws {
        let p = try preview("GradientButton")
        #expect(p.width == 252 && p.height == 82)
        // Pink at the leading end, purple at the trailing end.
        #expect(p.contains(systemPink, in: rect(20, 36, 12, 10), tolerance: 24))
        #expect(p.contains(systemPurple, in: rect(220, 36, 12, 10), tolerance: 24))
        #expect(p.contains(white, in: rect(60, 26, 130, 30)))
    }

    @Test func colorLiterals() throws {
        let p = try render(LiteralSwatches())
        #expect(try preview("LiteralSwatches").width == 393)
        expectPixel(p, 35, 35, (51, 153, 230), tolerance: 2)
        expectPixel(p, 93, 35, (242, 77, 77), tolerance: 2)
        expectPixel(p, 151, 35, (77, 204, 102), tolerance: 2)
    }

    @Test func dashboardTiles() throws {
        let p = try preview("DashboardTiles", "Dashboard")
        expectPixel(p, 4, 4, white)
        expectPixel(p, 20, 20, systemGray6)            // secondarySystemBackground
        #expect(p.contains(systemRed, in: rect(16, 16, 60, 40)))
        #expect(p.contains(systemIndigo, in: rect(16, 16 + 100, 60, 80)))
    }

    @Test func loadingSpinnerTurns() throws {
        let renderer = AnimationRenderer(content: LoadingSpinner())
        let a = try renderer.frame(at: 0), b = try renderer.frame(at: 0.25), c = try renderer.frame(at: 1)
        #expect(AnimatableModifierTests.maxDifference(a, b) > 100)
        #expect(AnimatableModifierTests.maxDifference(a, c) <= 2)
        // The gap (the last 30 %) is at the top-left first, a quarter-turn later at the top-right.
        #expect(a.color(at: 22, 22).a < 40)
        #expect(b.color(at: 58, 22).a < 40)
    }

    @Test func pulsingDot() throws {
        let renderer = AnimationRenderer(content: PulsingDot())
        let start = try renderer.frame(at: 0), mid = try renderer.frame(at: 0.5)
        // The halo grows past its 40 pt start.
        #expect(start.color(at: 50 - 25, 50).a == 0)
        #expect(mid.color(at: 50 - 25, 50).a > 0)
        expectPixel(mid, 50, 50, systemGreen)
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        let p = try preview("RightToLeftRow", "Both directions")
        // Left to right: the avatar at the left; right to left: at the right.
        expectPixel(p, 32, 32, systemTeal)
        expectPixel(p, 300 - 32, 64 + 32, systemTeal)
        #expect(!p.contains(systemTeal, in: rect(0, 64, 150, 64)))
        // The bars are leading-aligned: at the right edge of the text column.
        #expect(p.contains(systemGray4, in: rect(300 - 62 - 120, 64 + 20, 20, 12)))
    }

    @Test func hueCycleAnimates() throws {
        let renderer = AnimationRenderer(content: HueCycle())
        let c0 = try renderer.frame(at: 0).color(at: 50, 50), c1 = try renderer.frame(at: 1).color(at: 50, 50)
        let c2 = try renderer.frame(at: 2).color(at: 50, 50)
        #expect(c0.r > 200 && c0.g < 80)
        // Halfway, 120°: green dominates.
        #expect(c1.g > c1.r && c1.g > c1.b, "\(c1)")
        // 240°: blue dominates.
        #expect(c2.b > c2.r && c2.b > c2.g, "\(c2)")
    }

    @Test func notificationBellWithEffects() throws {
        let p = try preview("NotificationBell")
        #expect(p.contains(systemRed, in: rect(CGFloat(p.width) - 30, 0, 30, 30)))
        #expect(p.contains((142, 142, 147), in: rect(16, 16, 40, 40)))
    }

    @Test func nightCardLightAndDark() throws {
        let light = try preview("NightCard_Previews", "Light"), dark = try preview("NightCard_Previews", "Dark")
        expectPixel(light, 4, 4, white)
        expectPixel(light, 20, 20, systemGray6)
        expectPixel(dark, 4, 4, black)
        expectPixel(dark, 20, 20, (28, 28, 30))
        #expect(dark.contains(white, in: rect(30, 30, 120, 30)))
    }

    @Test func progressRingFills() throws {
        let renderer = AnimationRenderer(content: ProgressRing(progress: 0.75))
        let end = try renderer.frame(at: 1.2)
        // 75 %: green at the right (25 %) and bottom (50 %), grey track at the left-top (87 %).
        // The stroke is centred on the circle of radius 50 about (60, 60).
        expectPixel(end, 110, 60, systemGreen, tolerance: 12)   // 25 %
        expectPixel(end, 60, 110, systemGreen, tolerance: 12)   // 50 %
        expectPixel(end, 12, 75, systemGreen, tolerance: 12)    // 70 %
        expectPixel(end, 25, 25, systemGray5, tolerance: 12)    // 87.5 %: the track
        let start = try renderer.frame(at: 0)
        expectPixel(start, 110, 60, systemGray5, tolerance: 12)
    }

    @Test func attributedHeadlineUsesTheUIKitFont() throws {
        let p = try preview("AttributedHeadline")
        // 34 pt bold "Big" is much taller than 12 pt text.
        #expect(p.height > 40)
        let big = (0..<p.height).filter { y in (8..<40).contains { p.color(at: CGFloat($0), CGFloat(y)).a > 128 } }.count
        #expect(big > 20)
    }

    @Test func sunsetIgnoresTheSafeArea() throws {
        let p = try preview("SunsetScreen")
        #expect(p.width == 393 && p.height == 852)
        // The gradient reaches the very top and bottom of the screen.
        expectPixel(p, 200, 1, systemOrange, tolerance: 6)
        expectPixel(p, 200, 850, systemPurple, tolerance: 6)
        #expect(p.contains(white, in: rect(60, 400, 280, 80)))
    }

    @Test func weekStripFromTheCalendar() throws {
        let p = try preview("WeekStrip")
        // Seven circles; Sunday (the Gregorian first weekday) blue.
        #expect(p.width == 8 + 7 * 28 + 6 * 6 + 8)
        expectPixel(p, 8 + 14, 8 + 3, systemBlue, tolerance: 10)
        expectPixel(p, 8 + 34 + 14, 8 + 3, systemGray6, tolerance: 10)
    }

    @Test func reduceMotionChoosesTheAnimation() throws {
        let normal = AnimationRenderer(content: GentleAppear())
        let reduced = AnimationRenderer(content: GentleAppear().environment(\.accessibilityReduceMotion, true))
        // Reduced: no offset, a 0.2 s fade; normal: a spring from 40 pt below.
        let r = try reduced.frame(at: 0.3)
        expectPixel(r, 60, 40, systemMint)
        let n = try normal.frame(at: 0.05)
        #expect(n.color(at: 60, 22).a < n.color(at: 60, 100).a)
        expectPixel(try normal.frame(at: 3), 60, 40, systemMint)
    }

    @Test func shakeModifierAnimates() throws {
        let renderer = AnimationRenderer(content: ShakeField())
        func leftEdge(_ p: Pixmap) -> Int { (0..<p.width).first { p.color(at: CGFloat($0), 24).a > 128 } ?? -1 }
        let rest = leftEdge(try renderer.frame(at: 0))
        // 1/12 s in: a quarter shake, 10 pt right; 3/12 s: three quarters, 10 pt left.
        #expect(abs(leftEdge(try renderer.frame(at: 1.0 / 12)) - (rest + 10)) <= 1)
        #expect(abs(leftEdge(try renderer.frame(at: 3.0 / 12)) - (rest - 10)) <= 1)
        #expect(abs(leftEdge(try renderer.frame(at: 1)) - rest) <= 1)
    }

    @Test func plainTodoList() throws {
        let p = try preview("TodoList", "Plain list")
        #expect(p.width == 320 && p.height == 200)
        expectPixel(p, 2, 2, white)
        #expect(p.contains(systemGreen, in: rect(16, 0, 30, 44)))
        #expect(p.contains((142, 142, 147), in: rect(16, 44, 30, 44)))
    }

    @Test func donutHasAHole() throws {
        let p = try preview("DonutHole")
        expectPixel(p, 10 + 12, 60, systemPink)
        expectClear(p, 60, 60)
        expectPixel(p, 60, 10 + 12, systemPink)
    }

    @Test func dynamicProviderFollowsTheScheme() throws {
        let light = try preview("AdaptiveTile", "Light"), dark = try preview("AdaptiveTile", "Dark")
        expectPixel(light, 4, 4, (217, 235, 255), tolerance: 1)
        expectPixel(dark, 4, 4, (26, 51, 102), tolerance: 1)
        #expect(dark.contains(white, in: rect(20, 20, 100, 30)))
    }

    @Test func inboxInlineTitle() throws {
        let p = try preview("InboxScreen")
        expectPixel(p, 4, 4, white)
        #expect(p.contains(black, in: rect(160, 59 + 10, 80, 24), tolerance: 40))
        // The first rounded row starts below the bar (the scroll view's padding 16).
        expectPixel(p, 40, 59 + 44 + 16 + 30, systemGray6)
    }

    @Test func springyHeartSettles() throws {
        let renderer = AnimationRenderer(content: SpringyHeart())
        expectPixel(try renderer.frame(at: 3), 45, 50, systemRed, tolerance: 4)
    }

    @Test func importSwiftUIFileCompilesUnchanged() throws {
        let p = try preview("ImportSwiftUICard")
        expectPixel(p, 4, 30, systemGray6)
        #expect(p.contains(systemYellow, in: rect(20, 10, CGFloat(p.width) - 40, 40)))
    }

    @Test func importUIKitBanner() throws {
        let p = try preview("ImportUIKitBanner", "Banner")
        #expect(p.width == 200 && p.height == 60)
        expectPixel(p, 100, 20, systemYellow)
        expectPixel(p, 100, 56, systemOrange)
    }
}
