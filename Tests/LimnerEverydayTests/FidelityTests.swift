import Foundation
import Testing
@testable import Limner

/// The four fidelity bugs of the everyday issue and the stack spacing rules.
@Suite struct FidelityTests {
    // MARK: 1. alignmentGuide inside overlay(alignment:) and background(alignment:)

    @Test func alignmentGuideInOverlayPutsTheLabelBelowTheBar() {
        let view = Rectangle().frame(width: 30, height: 40).overlay(alignment: .bottom) {
            Text("Mon").fixedSize().alignmentGuide(.bottom) { d in d[.top] - 4 }
        }
        let root = layoutRoot(view)
        let text = leafFrames(root, named: "Text").first!
        #expect(abs(text.minY - (root.children[0].globalOrigin.y + 44)) < 0.001, "label at \(text)")
    }

    @Test func alignmentGuideInBackgroundCounts() {
        let view = Color.red.frame(width: 50, height: 20).background(alignment: .leading) {
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d[.trailing] + 2 }
        }
        let root = layoutRoot(view)
        let blue = leafFrames(root, named: "Rectangle").last!
        let red = leafFrames(root, named: "Rectangle").first!
        #expect(abs(blue.maxX - (red.minX - 2)) < 0.001, "blue \(blue), red \(red)")
    }

    @Test func alignmentGuideInZStackStillWorks() {
        let view = ZStack(alignment: .bottom) {
            Color.red.frame(width: 30, height: 40)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.bottom) { d in d[.top] }
        }
        let root = layoutRoot(view)
        let frames = leafFrames(root, named: "Rectangle")
        #expect(abs(frames[1].minY - frames[0].maxY) < 0.001)
    }

    // MARK: 2. Capsules and the continuous-corner transition

    /// The largest per-channel difference between two renders of the same size.
    func maxDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                worst = max(worst, abs(Int(p.a) - Int(q.a)))
            }
        }
        return worst
    }

    @Test(arguments: [20, 80, 200] as [CGFloat])
    func squareCapsuleIsADisc(side: CGFloat) throws {
        let capsule = try render(Capsule().fill(.black).frame(width: side, height: side), scale: 2)
        let circle = try render(Circle().fill(.black).frame(width: side, height: side), scale: 2)
        // Both are cubic approximations of the same circle: `Circle` uses four quarter
        // arcs, which bulge by up to 2.7e-4 of the radius; the capsule's corners use
        // shorter, closer arcs. Allow that bulge's coverage (radius in pixels × 2.7e-4 of
        // a pixel, in 8-bit levels) plus the two flattenings: each within 1/40 px of its
        // curve, on either side (straddling chords), so 2 × 255/40 ≈ 13 levels apart.
        let radiusPixels = side // side / 2 points at scale 2
        let allowed = 13 + Int((radiusPixels * 2.7e-4 * 255).rounded(.up))
        #expect(maxDifference(capsule, circle) <= allowed)
    }

    @Test(arguments: [(200, 40), (80, 40), (40, 120), (300, 30), (41, 40)] as [(CGFloat, CGFloat)])
    func capsuleEndsAreSemicircles(width: CGFloat, height: CGFloat) throws {
        let capsule = try render(Capsule().fill(.black).frame(width: width, height: height), scale: 2)
        let stadium = try render(Capsule(style: .circular).fill(.black).frame(width: width, height: height), scale: 2)
        // Two flattenings of the same semicircles, each within 1/40 px on either side of them.
        #expect(maxDifference(capsule, stadium) <= 13)
    }

    /// The area of a continuous rounded rectangle as its radius grows: it shrinks steadily,
    /// with no jump where the continuous corner stops fitting or where it becomes circular.
    @Test(arguments: [(100, 100), (200, 100), (60, 180)] as [(CGFloat, CGFloat)])
    func transitionIsContinuousAndMonotonic(width: CGFloat, height: CGFloat) {
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        let half = min(width, height) / 2
        var areas: [Double] = []
        for step in 0...60 {
            let r = half * CGFloat(step) / 60
            areas.append(area(Path(roundedRect: rect, cornerRadius: r, style: .continuous)))
        }
        for (a, b) in zip(areas, areas.dropFirst()) {
            #expect(b <= a + 1e-6, "area grew from \(a) to \(b)")
            #expect(a - b < Double(width * height) * 0.01, "area jumped from \(a) to \(b)")
        }
        // At half the short side the ends are circular: the stadium's area.
        let stadium = Double(width * height) - Double((4 - CGFloat.pi) * half * half)
        #expect(abs(areas.last! - stadium) < stadium * 1e-3)
    }

    @Test func smallContinuousCornersKeepTheIOSConstruction() {
        // r = 10 fits (15.29 ≤ 50): the corner is PaintCode's, scaled by r.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, style: .continuous)
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .line(let p): points.append(p)
            case .curve(let p, _, _): points.append(p)
            default: break
            }
        }
        // The first corner (bottom right): the edge ends 15.2866 above the corner.
        #expect(abs(points[0].y - (100 - 15.2866483)) < 1e-6)
        #expect(abs(points[1].x - (100 - 0.6549600)) < 1e-6 && abs(points[1].y - (100 - 6.6993427)) < 1e-6)
    }

    func area(_ path: Path) -> Double {
        var recorder = PolylineRecorder()
        path.flatten(tolerance: 0.001, into: &recorder)
        var sum = 0.0
        for line in recorder.polylines {
            for (a, b) in zip(line, line.dropFirst() + [line[0]]) { sum += Double(a.x * b.y - b.x * a.y) }
        }
        return abs(sum) / 2
    }

    // MARK: 3. Symbols take their size from the font and sit on the baseline

    @Test func symbolScalesWithTheFont() {
        let big = layoutRoot(Image(systemName: "star.fill").font(.system(size: 64)))
        let body = layoutRoot(Image(systemName: "star.fill"))
        let bigFrame = leafFrames(big, named: "Image").first!, bodyFrame = leafFrames(body, named: "Image").first!
        #expect(abs(bigFrame.height - 64 * 1.2) < 0.001)
        #expect(abs(bodyFrame.height - 17 * 1.2) < 0.001)
    }

    @Test func imageScaleChangesTheSymbolSize() {
        func side(_ scale: Image.Scale) -> CGFloat {
            leafFrames(layoutRoot(Image(systemName: "heart").imageScale(scale)), named: "Image").first!.height
        }
        #expect(side(.small) < side(.medium) && side(.medium) < side(.large))
        #expect(abs(side(.large) / side(.medium) - 1.3) < 1e-9)
    }

    @Test func symbolSitsOnTheTextBaseline() {
        let view = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill")
            Text("Star")
        }.font(.system(size: 40))
        let root = layoutRoot(view)
        let image = leafFrames(root, named: "Image").first!
        let text = leafFrames(root, named: "Text").first!
        let textNode = root.children[0].children[1]
        let baseline = text.minY + (textNode.explicitAlignment(VerticalAlignment.firstTextBaseline.key, size: text.size) ?? 0)
        // The symbol's centre sits at half the cap height (0.35 em) above the baseline.
        #expect(abs(image.midY - (baseline - 0.35 * 40)) < 0.01, "image \(image), baseline \(baseline)")
    }

    @Test func symbolIsDrawnAtTheLargerSize() throws {
        let p = try render(Image(systemName: "circle.fill").font(.system(size: 50)).foregroundStyle(.red))
        #expect(p.width == 60 && p.height == 60)
        expectPixel(p, 30, 30, systemRed)
        expectPixel(p, 30, 2, systemRed)      // the disc reaches the frame's edge
    }

    // MARK: 4. Common symbol names

    static let commonNames = [
        "sparkles", "person.crop.circle.fill", "creditcard.fill", "cloud.sun.fill", "flame.fill", "figure.walk",
        "heart.fill", "star.fill", "house.fill", "gear", "bell.fill", "calendar", "clock", "chart.bar.fill",
        "cart.fill", "bag.fill", "dollarsign.circle.fill", "cloud.rain.fill", "sun.max.fill", "moon.stars.fill",
        "snowflake", "wind", "drop.fill", "leaf.fill", "bolt.fill", "trophy.fill", "checkmark.seal.fill",
        "envelope.fill", "message.fill", "phone.fill", "camera.fill", "photo", "play.fill", "pause.fill",
        "music.note", "headphones", "book.fill", "graduationcap.fill", "airplane", "car.fill", "map.fill",
        "location.fill", "mappin.and.ellipse", "lock.fill", "key.fill", "wifi", "battery.100", "iphone",
        "laptopcomputer", "square.and.arrow.up", "trash", "pencil", "magnifyingglass", "plus", "xmark",
        "chevron.right", "arrow.up.right", "ellipsis", "list.bullet", "square.grid.2x2", "slider.horizontal.3",
        "person.2.fill", "hand.thumbsup.fill", "bookmark.fill", "tag.fill", "gift.fill", "cup.and.saucer.fill",
        "fork.knife", "cross.case.fill", "pills.fill", "dumbbell.fill", "figure.run", "bicycle", "thermometer",
        "umbrella.fill", "eye", "info.circle", "exclamationmark.triangle.fill", "questionmark.circle",
    ]

    @Test func commonSymbolNamesHaveIcons() {
        let missing = Self.commonNames.filter { !SystemImageSet.contains($0) }
        #expect(missing.isEmpty, "no icon for \(missing)")
        #expect(SystemImageSet.names.count >= 300)
    }

    @Test func aCommonSymbolIsNotThePlaceholder() throws {
        // The placeholder is a box with diagonals; "sparkles" has no pixel at the box's corner.
        let sparkles = SystemImageSet.contents(named: "sparkles").pixmap
        let placeholder = SystemImageSet.contents(named: "no.such.symbol.name").pixmap
        #expect(placeholder.pixel(x: 3 * 4, y: 3 * 4).a > 200)
        #expect(sparkles.pixel(x: 3 * 4, y: 3 * 4).a < 50)
    }

    // MARK: Spacing rules

    @Test func spacersSplitOneToTwoWithNoSpacingBesideThem() {
        let view = VStack { Text("A"); Spacer(); Text("B"); Spacer(); Spacer(); Text("C") }.frame(height: 400)
        let root = layoutRoot(view)
        let texts = leafFrames(root, named: "Text")
        let first = texts[1].minY - texts[0].maxY, second = texts[2].minY - texts[1].maxY
        #expect(abs(second - 2 * first) < 0.01, "gaps \(first) and \(second)")
        let total = texts.map(\.height).reduce(0, +) + first + second
        #expect(abs(total - 400) < 0.01)
    }

    @Test func textNextToTextUsesTheFontLeading() {
        let root = layoutRoot(VStack { Text("One"); Text("Two") })
        let t = leafFrames(root, named: "Text")
        let gap = t[1].minY - t[0].maxY
        #expect(gap < 8, "text-to-text gap \(gap)")
    }

    @Test func framedAndStackedTextPassesItsSpacingOn() {
        let plain = layoutRoot(VStack { Text("One"); Text("Two") })
        let p = leafFrames(plain, named: "Text")
        let expected = p[1].minY - p[0].maxY
        let framed = layoutRoot(VStack {
            HStack { Text("A"); Text("B") }.frame(width: 200)
            Text("Two").frame(width: 200)
        })
        let f = leafFrames(framed, named: "Text")
        #expect(abs((f[2].minY - f[0].maxY) - expected) < 0.01, "framed gap \(f[2].minY - f[0].maxY), plain \(expected)")
    }

    @Test func horizontalPaddingKeepsVerticalSpacing() {
        let plain = leafFrames(layoutRoot(VStack { Text("One"); Text("Two") }), named: "Text")
        let padded = leafFrames(layoutRoot(VStack { Text("One").padding(.horizontal); Text("Two") }), named: "Text")
        #expect(abs((padded[1].minY - padded[0].maxY) - (plain[1].minY - plain[0].maxY)) < 0.01)
        // Padding on the facing edge takes the text's preference away: the default 8.
        let all = leafFrames(layoutRoot(VStack { Text("One").padding(10); Color.red.frame(height: 5) }), named: "Text")
        let color = leafFrames(layoutRoot(VStack { Text("One").padding(10); Color.red.frame(height: 5) }), named: "Rectangle")
        #expect(abs(color[0].minY - (all[0].maxY + 10) - 8) < 0.01)
    }
}
