import Foundation
import Testing
import Limner

/// The second half of the corpus (Corpus/): per-letter effects, composed shadows, metaballs,
/// system palettes, navigation links, forms, gradients as text styles.
@Suite struct MoreCorpusTests {
    func preview(_ file: String, _ name: String = "Preview") throws -> Pixmap {
        let entry = try #require(PreviewRegistry.all.first {
            ($0.fileID.hasSuffix("/\(file).swift") || $0.providerName == file) && $0.displayName == name
        }, "no preview \(name) in \(file)")
        let p = try entry.render()
        dump(p, "corpus-\(file)-\(name)")
        return p
    }

    /// Whether any pixel of the column range is visible.
    func inked(_ p: Pixmap, columns: Range<Int>) -> Bool {
        for x in columns where x < p.width { for y in 0..<p.height where p.color(at: CGFloat(x), CGFloat(y)).a > 128 { return true } }
        return false
    }

    @Test func typewriterShowsOneLetterAfterAnother() throws {
        let renderer = AnimationRenderer(content: TypewriterText())
        let early = try renderer.frame(at: 0.15), later = try renderer.frame(at: 0.55), end = try renderer.frame(at: 1.2)
        dump(later, "typewriter-0.55")
        let w = end.width
        // At 0.15 s only the first letter; at 0.55 s three; at the end all five.
        #expect(inked(early, columns: 12..<26))
        #expect(!inked(early, columns: (w - 30)..<(w - 12)))
        #expect(inked(later, columns: 12..<26) && !inked(later, columns: (w - 30)..<(w - 12)))
        #expect(inked(end, columns: (w - 30)..<(w - 12)))
        #expect(end.contains(systemIndigo, in: rect(0, 0, CGFloat(w), CGFloat(end.height))))
    }

    @Test func glowButtonStacksTwoShadows() throws {
        let p = try preview("GlowButton")
        #expect(p.width == 180 && p.height == 180)
        expectPixel(p, 90, 60, systemBlue)
        // The wide outer shadow reaches further than the inner one alone would.
        let halo = p.color(at: 90, 40 - 26)
        #expect(halo.a > 0 && halo.b > halo.r, "\(halo)")
        expectClear(p, 1, 1)
    }

    @Test func photoCardShadowFollowsTheClip() throws {
        let p = try preview("PhotoCard", "Card")
        expectPixel(p, 24 + 110, 24 + 60, (40, 140, 230), tolerance: 60)   // the gradient
        expectPixel(p, 24 + 200, 24 + 170, white)                          // the white text area
        // Below the card: its shadow over the grouped background, darker than the background.
        let below = p.color(at: 24 + 110, CGFloat(p.height) - 24 + 6)
        #expect(below.r < 230 && below.a == 255, "\(below)")
        // Beside the rounded top corner (outside the clip): no gradient.
        let corner = p.color(at: 24 + 1, 24 + 1)
        #expect(corner.b < 250 || corner.r > 200, "\(corner)")
    }

    @Test func lavaLampBlobsMergeCrisply() throws {
        let p = try preview("LavaLamp")
        expectPixel(p, 82, 75, systemOrange)    // between the two upper blobs: merged
        expectPixel(p, 80, 150, systemOrange)
        expectPixel(p, 5, 5, systemGray6)
        var soft = 0
        for y in 0..<p.height { for x in 0..<p.width {
            let c = p.color(at: CGFloat(x), CGFloat(y))
            let isOrange = abs(c.r - 255) < 4 && abs(c.g - 149) < 4, isGrey = abs(c.r - 242) < 4 && abs(c.b - 247) < 4
            if !isOrange && !isGrey { soft += 1 }
        } }
        #expect(soft < 600, "\(soft) blended pixels: the edge is antialiased, not blurred")
    }

    @Test func systemPaletteFromUIColors() throws {
        let p = try preview("SystemPalette_Previews", "Palette")
        #expect(p.width == 8 + 4 * 40 + 3 * 8 + 8)
        expectPixel(p, 8 + 20, 8 + 20, systemRed)
        expectPixel(p, 8 + 3 * 48 + 20, 8 + 48 + 20, systemBlue)
        expectPixel(p, 8 + 3 * 48 + 20, 8 + 2 * 48 + 20, (162, 132, 94))
    }

    @Test func navigationLinksShowChevrons() throws {
        let p = try preview("LinkList")
        expectPixel(p, 4, 4, groupedBackground)
        let cardTop: CGFloat = 59 + 96 + 20
        // A chevron near the card's trailing edge on the first row, in tertiary grey.
        #expect(p.contains((196, 196, 199), in: rect(340, cardTop + 10, 30, 26), tolerance: 40))
        #expect(p.contains(black, in: rect(36, cardTop + 10, 100, 26), tolerance: 30))
    }

    @Test func gradientTitle() throws {
        let p = try preview("GradientTitle")
        #expect(p.contains(systemOrange, in: rect(12, 0, 30, CGFloat(p.height)), tolerance: 30))
        #expect(p.contains(systemPink, in: rect(CGFloat(p.width) - 50, 0, 38, CGFloat(p.height)), tolerance: 30))
    }

    @Test func shimmerMovesAcross() throws {
        let renderer = AnimationRenderer(content: ShimmerPlaceholder())
        func brightest(_ p: Pixmap) -> Int {
            var best = 0, bestX = 0
            for x in 10..<210 { let c = p.color(at: CGFloat(x), 22); if c.r > best { best = c.r; bestX = x } }
            return bestX
        }
        let a = brightest(try renderer.frame(at: 0.25)), b = brightest(try renderer.frame(at: 0.75))
        #expect(b > a + 60, "\(a) → \(b)")
        expectPixel(try renderer.frame(at: 0.25), 200, 22, systemGray5, tolerance: 6)
    }

    @Test func preferencesFormWithToggles() throws {
        let p = try preview("PreferencesForm", "Preferences")
        #expect(p.width == 360 && p.height == 220)
        expectPixel(p, 4, 4, groupedBackground)
        // The "on" toggle is green, the "off" one is not.
        #expect(p.contains(systemGreen, in: rect(260, 40, 90, 60)))
        #expect(p.contains(white, in: rect(30, 40, 100, 40)))
    }

    @Test func forecastRowSymbols() throws {
        let p = try preview("ForecastRow")
        #expect(p.contains(systemYellow, in: rect(0, 0, CGFloat(p.width) / 3, CGFloat(p.height))))
        #expect(p.contains(systemOrange, in: rect(CGFloat(p.width) * 2 / 3, 0, CGFloat(p.width) / 3, CGFloat(p.height))))
        // The capsule: tertiarySystemFill (118, 118, 128 at 0.12) over nothing.
        let fill = p.color(at: CGFloat(p.width) / 2, 10)
        #expect(fill.a > 20 && fill.a < 40, "\(fill)")
    }

    @Test func inboxBadge() throws {
        let p = try preview("InboxBadge")
        #expect(p.contains(systemRed, in: rect(CGFloat(p.width) - 30, 0, 30, 24)))
        #expect(p.contains((142, 142, 147), in: rect(18, 18, 34, 34)))
    }

    @Test func heartbeatDrawsFromTheLeft() throws {
        let renderer = AnimationRenderer(content: HeartbeatLine())
        let mid = try renderer.frame(at: 0.5), end = try renderer.frame(at: 1)
        dump(mid, "heartbeat-0.5")
        // Halfway along the path's length: the left part and the spike's upstroke, not the tail.
        #expect(mid.contains(systemRed, in: rect(10, 35, 40, 10)))
        #expect(!mid.contains(systemRed, in: rect(180, 35, 30, 10)))
        #expect(end.contains(systemRed, in: rect(180, 35, 30, 10)))
    }

    @Test func orbitDotGoesAround() throws {
        let renderer = AnimationRenderer(content: OrbitDot())
        // Centre (65, 65), radius 50: top at 0 s, right at 0.5 s, bottom at 1 s.
        expectPixel(try renderer.frame(at: 0), 65, 15, systemPurple)
        expectPixel(try renderer.frame(at: 0.5), 115, 65, systemPurple)
        expectPixel(try renderer.frame(at: 1), 65, 115, systemPurple)
    }

    @Test func segmentPillSlidesToTheNextSegment() throws {
        let renderer = AnimationRenderer(content: SegmentPill())
        // The middle of the blue pill along the row through the segments (300 pt wide: three
        // segments of 97⅓ pt inside 4 pt of padding).
        func pillCentre(_ p: Pixmap) -> Double? {
            let y = CGFloat(p.height) / 2
            let xs = (0..<p.width).filter { x in
                let c = p.color(at: CGFloat(x), y)
                return c.b > 200 && c.r < 60 && c.a > 200
            }
            guard let first = xs.first, let last = xs.last else { return nil }
            return Double(first + last + 1) / 2
        }
        let day = 4 + 97.33 / 2, week = day + 97.33
        // At rest on "Day" before the first tick, on "Week" well after it.
        #expect(abs(try #require(pillCentre(try renderer.frame(at: 0.9))) - day) < 1.5)
        #expect(abs(try #require(pillCentre(try renderer.frame(at: 1.9))) - week) < 1.5)
        // On its way in between: the new segment's pill starts where the old one was.
        let moving = try #require(pillCentre(try renderer.frame(at: 1.08)))
        #expect(moving > day + 10 && moving < week - 10)
    }
}

extension MoreCorpusTests {
    @Test func underlineTakesTheMeasuredTitleWidth() throws {
        // An action's state change shows once the host has run it (an ImageRenderer, and so a
        // preview image, shows the view before any action runs, as SwiftUI's does).
        let p = try AnimationRenderer(content: MeasuredUnderline()).frame(at: 0)
        dump(p, "corpus-MeasuredUnderline-0")
        // The columns holding orange (the bar) and those holding dark ink (the title).
        func columns(where test: (RGBA) -> Bool) -> ClosedRange<Int>? {
            let xs = (0..<p.width).filter { x in (0..<p.height).contains { y in test(p.color(at: CGFloat(x), CGFloat(y))) } }
            guard let first = xs.first, let last = xs.last else { return nil }
            return first...last
        }
        let bar = try #require(columns { $0.r > 200 && $0.g > 100 && $0.g < 190 && $0.b < 80 && $0.a > 200 })
        let title = try #require(columns { $0.r < 90 && $0.g < 90 && $0.b < 90 && $0.a > 200 })
        // The bar spans the title's layout width: its ink, give or take the side bearings of
        // its first and last letters (a few hundredths of its width). Before the measurement
        // reached the state, the bar had no width at all.
        let slack = max(3, bar.count / 30)
        #expect(abs(bar.lowerBound - title.lowerBound) <= slack, "\(bar) \(title)")
        #expect(abs(bar.upperBound - title.upperBound) <= slack, "\(bar) \(title)")
        #expect(bar.count > 100)
    }
}

extension MoreCorpusTests {
    @Test func sensoryFeedbackDrawsAsTheViewWithout() throws {
        // Nothing to play on Linux: the counter with its feedback modifiers draws the same
        // pixels as without them, before and after the timer's ticks.
        let with = AnimationRenderer(content: LikeCounter()), without = AnimationRenderer(content: LikeCounter(withFeedback: false))
        for t in [0.5, 1.5, 3.5] {
            #expect(try with.frame(at: t) == without.frame(at: t))
        }
        #expect(try with.frame(at: 0.5) != with.frame(at: 1.5))
    }
}

extension MoreCorpusTests {
    @Test func carouselCardsAreTwoThirdsOfTheScrollView() throws {
        _ = try preview("CardCarousel", "Carousel")
        let p = try AnimationRenderer(content: CardCarousel()).frame(at: 0)
        #expect(p.width == 320 && p.height == 100)
        // (320 − 2·10) / 3 · 2 + 10 = 210 pt a card, 10 pt apart; the row fills the scroll
        // view's height and the 80-pt cards sit in its middle.
        let mid: CGFloat = 50
        expectPixel(p, 105, mid, systemRed)
        expectPixel(p, 208.5, mid, systemRed)
        expectClear(p, 215, mid)
        expectPixel(p, 221.5, mid, systemOrange)
        expectPixel(p, 319.5, mid, systemOrange)
        expectClear(p, 105, 5)
        expectPixel(p, 105, 15, systemRed)
    }

    @Test func lazyStackFillsTheFeedWidthAndClipDisabledShowsTheOverflow() throws {
        let clipped = try AnimationRenderer(content: TagFeed()).frame(at: 0)
        let open = try AnimationRenderer(content: TagFeed(clipsContent: false)).frame(at: 0)
        dump(clipped, "corpus-TagFeed-clipped")
        dump(open, "corpus-TagFeed-open")
        // The teal background reaches the feed's right edge, far right of the longest tag.
        #expect(clipped.color(at: 235, 100).a > 40 && clipped.color(at: 235, 100).g > clipped.color(at: 235, 100).r)
        // The content is offset 20 pt up: clipped at the scroll view's top (30 pt down), drawn
        // above it when clipping is disabled.
        #expect(clipped.color(at: 120, 20).a == 0)
        #expect(open.color(at: 120, 20).a > 40)
    }
}

extension MoreCorpusTests {
    @Test func cardsFadeAndShrinkByTheirPlaceInTheScrollView() throws {
        let p = try AnimationRenderer(content: FadingCards()).frame(at: 0)
        dump(p, "corpus-FadingCards")
        // Card k's top is 10 + 50·k in the scroll view's space: opacity 1 − y/300, scale
        // 1 − y/600 about its centre (180 pt wide at scale 1).
        for k in 0..<6 {
            let y = 10 + 50 * CGFloat(k), centre = y + 20
            let alpha = p.color(at: 100, centre).a
            #expect(abs(Double(alpha) - 255 * (1 - y / 300)) <= 3, "card \(k): alpha \(alpha)")
            let halfWidth = 90 * (1 - y / 600)
            #expect(p.color(at: 100 - halfWidth + 2, centre).a > 0 && p.color(at: 100 - halfWidth - 2, centre).a == 0,
                    "card \(k)")
        }
    }
}

extension MoreCorpusTests {
    @Test func signInFormDrawsItsFieldsAtRest() throws {
        let p = try AnimationRenderer(content: SignInForm()).frame(at: 0)
        dump(p, "corpus-SignInForm")
        // Rows of any ink (alpha) in a column range, top to bottom.
        func inkedRows(_ xs: Range<Int>) -> [Int] {
            (0..<p.height).filter { y in xs.contains { x in p.color(at: CGFloat(x), CGFloat(y)).a > 0 } }
        }
        // The bordered fields fill the 228-pt column: their hairline borders reach both sides
        // (34 pt tall each, 12 apart, from the 16-pt padding), where no text reaches.
        // Down the right border's straight part (the 5-pt corners round off its ends).
        let right = inkedRows(243..<244).filter { $0 < 100 }
        let runs = [right.filter { $0 < 60 }, right.filter { $0 >= 60 }]
        #expect(runs.allSatisfy { $0.count >= 28 && $0.count <= 32 && $0.last! - $0.first! == $0.count - 1 }, "\(right)")
        #expect(abs((runs.last?.first ?? 0) - (runs.first?.first ?? 0) - 46) <= 1, "\(right)")
        #expect(Set(right).isSubset(of: inkedRows(16..<17)))
        let fields = [16]
        // The empty field shows its title in the light placeholder colour; the others' text
        // (bullets, "42", the note) is dark.
        func darkest(_ y: Range<Int>) -> Int {
            var m = 255
            for yy in y { for x in 20..<240 { let c = p.color(at: CGFloat(x), CGFloat(yy)); if c.a > 200 { m = min(m, c.r) } } }
            return m
        }
        let emailTop = try #require(fields.first)
        #expect(darkest((emailTop + 4)..<(emailTop + 28)) > 150, "the placeholder is light")
        #expect(darkest((emailTop + 50)..<(emailTop + 70)) < 80, "the bullets are dark")
        // The note wraps: the picture is taller than four single lines.
        #expect(p.height > 16 + 34 + 12 + 34 + 12 + 21 + 12 + 2 * 20 + 16)
    }
}

/// Reads the content transition its ancestors set.
private struct TransitionProbe: View {
    @Environment(\.contentTransition) private var transition
    var body: some View {
        Color.red.frame(width: 10, height: transition == .numericText(countsDown: true) ? 20 : 10)
    }
}

extension MoreCorpusTests {
    @Test func contentTransitionsDrawTheValueAtRest() throws {
        // At rest the counter shows its value whatever its content transition: 98, then 99
        // after the first tick, as the same view without the modifiers draws them.
        let renderer = AnimationRenderer(content: StepCounter())
        let before = try renderer.frame(at: 0.5), after = try renderer.frame(at: 1.9)
        #expect(before != after)
        // The transition is there for views to read.
        let probe = try AnimationRenderer(content: TransitionProbe().contentTransition(.numericText(countsDown: true))).frame(at: 0)
        #expect(probe.height == 20)
    }
}

extension MoreCorpusTests {
    @Test func presentationsDrawThePresentingViewAsItIs() throws {
        // Nothing presented: the screen draws as it does without its presentation modifiers.
        #expect(try AnimationRenderer(content: TrashScreen()).frame(at: 0)
                == AnimationRenderer(content: TrashScreen(presents: false)).frame(at: 0))
    }
}
