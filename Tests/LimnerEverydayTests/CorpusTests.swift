import Testing
@testable import Limner

/// The corpus (Corpus/): each view renders, and pixels that real SwiftUI draws the same way
/// (solid regions of fixed frames in known colours) are checked.
@Suite struct CorpusTests {
    @Test func shareCard() throws {
        let p = try render(ShareCard())
        #expect(p.width == 360 && p.height == 220)
        expectPixel(p, 5, 5, systemIndigo)
        expectPixel(p, 30, 190, white)          // card, below the text
        expectPixel(p, 21, 21, systemIndigo)    // outside the card's rounded corner
        #expect(p.contains(black, in: rect(44, 40, 200, 60)))
    }

    @Test func newBadge() throws {
        let p = try render(NewBadge())
        let h = CGFloat(p.height)
        expectPixel(p, CGFloat(p.width) / 2, 2, systemRed)
        expectClear(p, 0, 0)                    // the capsule's end is round
        expectPixel(p, 4, h / 2, systemRed)
        #expect(p.contains(white, in: rect(10, 2, CGFloat(p.width) - 20, h - 4)))
    }

    @Test func profileCard() throws {
        let p = try render(ProfileCard())
        #expect(p.width == 320)
        expectPixel(p, 2, 2, (230, 230, 230))
        expectPixel(p, 300, CGFloat(p.height) / 2, white)
        expectPixel(p, 10 + 16 + 28, 10 + 16 + 52, systemBlue, tolerance: 12)  // the circle's bottom
    }

    @Test func swiftChip() throws {
        let p = try render(SwiftChip())
        let mid = CGFloat(p.height) / 2
        expectPixel(p, CGFloat(p.width) - 12, mid, (217, 235, 255), tolerance: 3)
        #expect(p.contains(systemBlue, in: rect(10, 4, 30, CGFloat(p.height) - 8)))
    }

    @Test func stackedCards() throws {
        let p = try render(StackedCards())
        expectPixel(p, 25, 60, systemRed)
        expectPixel(p, 35, 80, systemOrange)
        expectPixel(p, 230, 150, systemYellow)
        expectClear(p, 5, 5)
    }

    @Test func receiptCardDrawsADivider() throws {
        let p = try render(ReceiptCard(), scale: 2)
        // The separator over white: 60, 60, 67 at 0.29 → 198, 198, 200.
        #expect(p.contains((198, 198, 200), in: rect(20, 20, 160, 40), scale: 2, tolerance: 4))
        expectPixel(p, 2, 2, white, scale: 2)
    }

    @Test func reminderBanner() throws {
        let p = try render(ReminderBanner())
        expectPixel(p, 12 + 2, CGFloat(p.height) / 2, systemOrange)
        expectPixel(p, 290, CGFloat(p.height) / 2, (242, 242, 242))
        #expect(p.contains(white, in: rect(14, 14, 36, CGFloat(p.height) - 28)))
    }

    @Test func quoteCard() throws {
        let p = try render(QuoteCard())
        expectPixel(p, 130, 1, systemPurple, tolerance: 6)
        // 1 % before the end of a purple-to-blue gradient mixed in OKLab: red 10 from blue's.
        expectPixel(p, 130, 138, systemBlue, tolerance: 12)
        expectClear(p, 0, 0)
    }

    @Test func ticketHole() throws {
        let p = try render(TicketHole())
        expectPixel(p, 10, 50, systemTeal)
        expectPixel(p, 2, 2, systemTeal)
        expectClear(p, 100, 50)
        expectClear(p, 70, 50)
    }

    @Test func avatarStack() throws {
        let p = try render(AvatarStack())
        #expect(p.width == 40 * 3 - 24)
        expectPixel(p, 10, 20, systemRed)
        expectPixel(p, 48, 20, systemGreen)
        expectPixel(p, 90, 20, systemBlue)
        expectClear(p, 1, 1)
    }

    @Test func weatherWidget() throws {
        let p = try render(WeatherWidget())
        expectPixel(p, 85, 168, systemBlue, tolerance: 4)
        expectClear(p, 0, 0)
        #expect(p.contains(white, in: rect(16, 16, 50, 40)))
        // Multicolour: the sun behind the white cloud is yellow.
        #expect(p.contains(systemYellow, in: rect(16, 16, 50, 40), tolerance: 3))
    }

    @Test func calendarWidget() throws {
        let p = try render(CalendarWidget())
        expectPixel(p, 2, 2, white)
        #expect(p.contains(systemRed, in: rect(0, 30, 150, 30)))
        #expect(p.contains(black, in: rect(40, 50, 70, 70)))
    }

    @Test func batteryBar() throws {
        let p = try render(BatteryBar())
        let y = CGFloat(p.height) / 2
        expectPixel(p, 16 + 200 * 0.35, y, systemGreen)
        expectPixel(p, 16 + 200 * 0.9, y, (228, 228, 230), tolerance: 2)
        expectPixel(p, 4, 4, white)
    }

    @Test func progressRing() throws {
        let p = try render(ProgressRing())
        // The stroke is centred on the circle, which touches the frame: the band is
        // 6 pt either side of the frame's edge.
        expectPixel(p, 60, 1, systemGreen)       // the start, at the top
        expectPixel(p, 118, 60, systemGreen)     // a quarter, on the right
        expectPixel(p, 60, 118, systemGreen)     // half, at the bottom
        let track = p.color(at: 17.6, 17.6)      // the last quarter shows only the track
        #expect(track.a < 80 && track.a > 20, "track \(track)")
    }

    @Test func stepsLabel() throws {
        let p = try render(StepsLabel())
        #expect(p.contains(systemOrange, in: rect(16, 16, 24, CGFloat(p.height) - 32)))
        expectPixel(p, 2, 2, white)
    }

    @Test func stockRow() throws {
        let p = try render(StockRow())
        #expect(p.contains(systemGreen, in: rect(200, 0, 100, CGFloat(p.height))))
        expectPixel(p, 2, 2, white)
    }

    @Test func countdownBadge() throws {
        let p = try render(CountdownBadge())
        expectPixel(p, 25, 6, systemPink)
        expectPixel(p, 6, 25, systemPink)
        expectClear(p, 1, 1)
    }

    @Test func timelineList() throws {
        let p = try render(TimelineList())
        #expect(p.width == 200)
        #expect(p.contains(systemBlue, in: rect(16, 16, 10, 30)))
        expectPixel(p, 190, 4, white)
    }

    @Test func playerControls() throws {
        let p = try render(PlayerControls())
        expectPixel(p, 2, 2, black)
        let third = CGFloat(p.width) / 3
        for i in 0..<3 {
            #expect(p.contains(white, in: rect(CGFloat(i) * third, 0, third, CGFloat(p.height))), "icon \(i)")
        }
    }

    @Test func tagCloud() throws {
        let p = try render(TagCloud())
        #expect(p.width == 312)
        #expect(p.contains(systemMint, in: rect(16, 16, 60, 24)))
        expectPixel(p, 2, 2, white)
    }

    @Test func barChart() throws {
        let p = try render(BarChart())
        #expect(p.width == 4 * 20 + 3 * 8 && p.height == 100)
        expectClear(p, 10, 70)
        expectPixel(p, 10, 90, systemBlue)
        expectPixel(p, 2 * 28 + 10, 2, systemBlue)
        expectClear(p, 3 * 28 + 10, 50)
    }

    @Test func labelledBarChartPutsLabelsBelowBars() throws {
        let p = try render(LabelledBarChart(), scale: 2)
        // Text pixels (dark) lie below the bars (which end 24 pt above the bottom).
        let h = CGFloat(p.height) / 2
        #expect(p.contains(black, in: rect(16, h - 22, 140, 20), scale: 2, tolerance: 90))
        expectPixel(p, 16 + 15, h - 30, systemOrange, scale: 2)
    }

    @Test func lineChart() throws {
        let p = try render(LineChart())
        expectPixel(p, 124, 35, systemRed, tolerance: 3)
        expectPixel(p, 150, 60, white)
    }

    @Test func pieChart() throws {
        let p = try render(PieChart())
        expectPixel(p, 80, 130, systemPurple)
        expectPixel(p, 80, 30, systemTeal)
    }

    @Test func areaSparkline() throws {
        let p = try render(AreaSparkline())
        expectPixel(p, 80, 59, systemGreen, tolerance: 6)
        expectClear(p, 2, 2)
    }

    @Test func activityRings() throws {
        let p = try render(ActivityRings())
        expectPixel(p, 56, 6, systemRed)
        expectPixel(p, 56, 20, systemGreen)
        expectPixel(p, 56, 34, (50, 173, 230))
    }

    @Test func contributionGrid() throws {
        let p = try render(ContributionGrid())
        #expect(p.width == 7 * 20 + 6 * 4 && p.height == 4 * 20 + 3 * 4)
        expectPixel(p, 10, 10, systemGreen)
        expectPixel(p, 3 * 24 + 10, 10, systemGreen)
        #expect(p.color(at: 34, 10).a < 100)
    }

    @Test func semicircleGauge() throws {
        let p = try render(SemicircleGauge())
        expectPixel(p, 80, 10, systemIndigo)       // the top (0.75 of the turn)
        expectClear(p, 80, 150)                    // no lower half
    }

    @Test func donutWithTotal() throws {
        let p = try render(DonutWithTotal())
        expectPixel(p, 62, 12, systemPink)
        #expect(p.contains(black, in: rect(40, 40, 44, 30)))
    }

    @Test func pillBar() throws {
        let p = try render(PillBar(), scale: 2)
        expectClear(p, 0.5, 0.5, scale: 2)
        expectPixel(p, 6, 6, systemRed, scale: 2)
        expectPixel(p, 64 + 20, 6, systemOrange, scale: 2)
        expectPixel(p, 108 + 10, 6, systemYellow, scale: 2)
    }

    @Test func settingsRow() throws {
        let p = try render(SettingsRow())
        expectPixel(p, 17, CGFloat(p.height) / 2, systemBlue)
        #expect(p.contains(white, in: rect(18, 18, 24, CGFloat(p.height) - 36)))
    }

    @Test func iconToolbar() throws {
        let p = try render(IconToolbar())
        for i in 0..<5 {
            #expect(p.contains(systemBlue, in: rect(CGFloat(i) * 60, 0, 60, 44)), "icon \(i)")
        }
        expectPixel(p, 1, 1, (247, 247, 247))
    }

    @Test func distanceText() throws {
        let p = try render(DistanceText())
        #expect(p.contains(black, in: rect(16, 10, 40, 40)))
        let w = CGFloat(p.width)
        // " km" in the secondary label colour over white: about 153, 153, 157.
        #expect(p.contains((153, 153, 157), in: rect(w - 50, 10, 34, 40), tolerance: 30))
        #expect(!p.contains(black, in: rect(w - 40, 10, 24, 40), tolerance: 40))
    }

    @Test func sectionHeader() throws {
        let p = try render(SectionHeader())
        expectPixel(p, 1, 1, white)
        #expect(p.contains((153, 153, 157), in: rect(8, 8, CGFloat(p.width) - 16, 14), tolerance: 40))
    }

    @Test func shrinkingHeadline() throws {
        let p = try render(ShrinkingHeadline())
        #expect(p.width == 200)
        expectPixel(p, 1, 1, systemYellow)
    }

    @Test func statTiles() throws {
        let p = try render(StatTiles())
        expectPixel(p, 16 + 4, 16 + 30, systemOrange)
        expectPixel(p, 320 - 16 - 4, 16 + 30, systemIndigo)
        expectPixel(p, 2, 2, white)
    }

    @Test func gradientButton() throws {
        let p = try render(GradientButton())
        let y = CGFloat(p.height) / 2
        expectPixel(p, 3, y, systemPink, tolerance: 8)
        expectPixel(p, 257, y, systemOrange, tolerance: 8)
        expectClear(p, 0, 0)
    }

    @Test func cornerShapes() throws {
        let p = try render(CornerShapes())
        expectPixel(p, 2, 2, systemPurple)
        expectClear(p, 50, 50)
        expectPixel(p, 98, 98, systemPurple)
    }

    @Test func uploadProgress() throws {
        let p = try render(UploadProgress())
        let barY = CGFloat(p.height) - 16 - 2
        expectPixel(p, 16 + 40, barY, systemPurple)
        expectPixel(p, 16 + 180, barY, (228, 228, 230), tolerance: 2)
        #expect(p.contains(black, in: rect(16, 16, 100, 20)))
    }

    @Test func levelsCard() throws {
        let p = try render(LevelsCard())
        let h = CGFloat(p.height)
        expectPixel(p, 16 + 20, h - 16 - 5, systemGreen)
        #expect(p.contains(systemBlue, in: rect(16, 16, 80, 22)))
    }

    @Test func defaultBackgroundCard() throws {
        let p = try render(DefaultBackgroundCard())
        expectPixel(p, 2, CGFloat(p.height) / 2, systemYellow)
        expectClear(p, 0, 0)
    }

    @Test func accentDots() throws {
        let p = try render(AccentDot())
        expectPixel(p, 10, 10, systemPink)
        expectPixel(p, CGFloat(p.width) - 10, 10, systemPink)
    }

    @Test func tileWidgetCornersAreConcentric() throws {
        let p = try render(TileWidget())
        #expect(p.width == 160 && p.height == 160)
        expectClear(p, 1, 1)                    // outside the 24 pt corner
        expectPixel(p, 80, 4, white)             // the widget's own margin
        // Each tile is 8 pt inside the widget, so its outer corner is 16 pt: clear of it
        // at 2 pt in, filled 16 pt in along the edge.
        expectPixel(p, 8 + 2, 8 + 2, white)
        expectPixel(p, 8 + 16, 8 + 1, systemOrange)
        expectPixel(p, 160 - 8 - 2, 8 + 2, white)
        expectPixel(p, 80, 152 - 1, systemBlue)
        expectPixel(p, 8 + 2, 160 - 8 - 2, white)
    }

    @Test func priceTagRunsKeepTheirStyles() throws {
        let p = try render(PriceTag())
        let w = CGFloat(p.width), h = CGFloat(p.height)
        #expect(p.contains(systemGray, in: rect(12, 12, w * 0.25, h - 24), tolerance: 30))
        #expect(p.contains(systemRed, in: rect(w * 0.25, 12, w * 0.4, h - 24), tolerance: 30))
        #expect(p.contains(systemYellow, in: rect(w * 0.65, 12, w * 0.35 - 12, h - 24), tolerance: 2))
        expectPixel(p, 2, 2, white)
    }

    @Test func adaptiveButtonsFollowTheirLayout() throws {
        let wide = try render(AdaptiveButtons(compact: false))
        #expect(wide.width == 10 + 80 + 6 + 80 + 10 && wide.height == 50)
        expectPixel(wide, 10 + 4, 25, systemBlue)
        expectPixel(wide, 10 + 80 + 6 + 4, 25, systemGray)
        let narrow = try render(AdaptiveButtons(compact: true))
        #expect(narrow.width == 100 && narrow.height == 10 + 30 + 6 + 30 + 10)
        expectPixel(narrow, 14, 25, systemBlue)
        expectPixel(narrow, 14, 10 + 36 + 15, systemGray)
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
