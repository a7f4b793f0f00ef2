import Foundation
import Testing
import Limner

/// The everyday names public files use, each as SwiftUI and UIKit define it.
@Suite struct EverydayNamesTests {
    @Test func systemColoursHaveApplesLightAndDarkValues() throws {
        func rgb(_ c: UIColor, dark: Bool = false) -> [Int] {
            let r = c.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)).cgColor
            return [r.red, r.green, r.blue].map { Int(($0 * 255).rounded()) }
        }
        #expect(rgb(.systemGray6) == [242, 242, 247])
        #expect(rgb(.systemGray6, dark: true) == [28, 28, 30])
        #expect(rgb(.systemGray4) == [209, 209, 214])
        #expect(rgb(.systemGray2, dark: true) == [99, 99, 102])
        #expect(rgb(.systemBackground, dark: true) == [0, 0, 0])
        #expect(rgb(.secondarySystemBackground) == [242, 242, 247])
        #expect(rgb(.label, dark: true) == [255, 255, 255])
        #expect(rgb(.systemRed, dark: true) == [255, 69, 58])
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
        #expect(UIColor.separator.cgColor.alpha == 0.29)
    }

    @Test func colorFromUIColorFollowsTheColorScheme() throws {
        let view = HStack(spacing: 0) {
            Color(.systemGray6).frame(width: 10, height: 10)
            Color(uiColor: .label).frame(width: 10, height: 10)
            Color(UIColor.systemBlue).frame(width: 10, height: 10)
        }
        let light = try render(view), dark = try render(view.environment(\.colorScheme, .dark))
        expectPixel(light, 5, 5, (242, 242, 247)); expectPixel(dark, 5, 5, (28, 28, 30))
        expectPixel(light, 15, 5, black); expectPixel(dark, 15, 5, white)
        expectPixel(light, 25, 5, systemBlue); expectPixel(dark, 25, 5, (10, 132, 255))
    }

    @Test func dynamicProvider() throws {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor == CGColor(gray: 1, alpha: 1))
        #expect(color.cgColor == CGColor(gray: 0, alpha: 1))
        let dark = try render(Color(uiColor: color).frame(width: 4, height: 4).environment(\.colorScheme, .dark))
        expectPixel(dark, 2, 2, white)
    }

    @Test func colorLiteralsMakeColours() throws {
        let c: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let ui: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(ui.cgColor == CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        let p = try render(HStack(spacing: 0) {
            c.frame(width: 4, height: 4)
            Color(#colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)).frame(width: 4, height: 4)
        })
        expectPixel(p, 2, 2, (255, 128, 0), tolerance: 1)
        expectPixel(p, 6, 2, (0, 255, 0))
    }

    @Test func gradientStaticMembersAreStyles() throws {
        let p = try render(HStack(spacing: 0) {
            Rectangle().foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 10)
            Circle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 5))
                .frame(width: 10, height: 10)
            Rectangle().fill(.angularGradient(colors: [.red, .green], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                .frame(width: 10, height: 10)
            Rectangle().fill(.ellipticalGradient(colors: [.yellow, .clear])).frame(width: 10, height: 10)
            Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center)).frame(width: 10, height: 10)
        })
        expectPixel(p, 0, 5, systemRed, tolerance: 8)
        expectPixel(p, 99, 5, systemBlue, tolerance: 8)
        // 0.71 pt from the centre of a 5 pt white-to-black radial gradient: 14 % of the way,
        // mixed in OKLab (SwiftUI's perceptual default) that is 208; sRGB would give 219.
        expectPixel(p, 105, 5, (208, 208, 208), tolerance: 4)
    }

    @Test func springWithoutArgumentsIsTheResponseSpring() {
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring(duration: 0.5) != Animation.spring())
        let _: [Animation] = [.bouncy, .linear, .spring, .smooth, .snappy, .bouncy(duration: 0.3)]
    }

    @Test func rightToLeftMirrorsStacksAndAlignments() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        .frame(width: 50, alignment: .leading)
        let ltr = try render(row), rtl = try render(row.environment(\.layoutDirection, .rightToLeft))
        expectPixel(ltr, 5, 5, systemRed); expectPixel(ltr, 20, 5, systemBlue); expectClear(ltr, 45, 5)
        expectPixel(rtl, 45, 5, systemRed); expectPixel(rtl, 30, 5, systemBlue); expectClear(rtl, 5, 5)
        // Leading padding is on the right.
        let padded = try render(Color.green.frame(width: 10, height: 10).padding(.leading, 20)
            .environment(\.layoutDirection, .rightToLeft))
        expectPixel(padded, 5, 5, systemGreen); expectClear(padded, 25, 5)
    }

    @Test func environmentValuesRealFilesRead() {
        let env = EnvironmentValues()
        #expect(env.calendar.identifier == .gregorian)
        #expect(env.calendar.timeZone.secondsFromGMT() == 0)
        #expect(env.accessibilityReduceMotion == false)
        #expect(env.layoutDirection == .leftToRight)
    }

    @Test func ignoresSafeAreaChangesNothingWithoutADevice() throws {
        let a = try render(Color.red.frame(width: 20, height: 20).ignoresSafeArea().padding(5))
        let b = try render(Color.red.frame(width: 20, height: 20).padding(5))
        #expect(a.premultipliedRGBA() == b.premultipliedRGBA())
    }

    @Test func ignoresSafeAreaGrowsToTheScreenEdges() throws {
        // A 100 × 100 screen with 10 pt bars at the top and bottom.
        let region = SafeAreaRegion(screen: CGRect(x: 0, y: 0, width: 100, height: 100),
                                    safe: CGRect(x: 0, y: 10, width: 100, height: 80))
        let view = VStack(spacing: 0) {
            Color.red.ignoresSafeArea(edges: .top)
            Color.blue.ignoresSafeArea()
        }
        .frame(width: 100, height: 80)
        .padding(.vertical, 10)
        .environment(\.safeAreaRegion, region)
        let p = try render(view)
        expectPixel(p, 50, 2, systemRed)      // grown into the top bar
        expectPixel(p, 50, 30, systemRed)
        expectPixel(p, 50, 97, systemBlue)    // grown into the bottom bar
        expectPixel(p, 50, 60, systemBlue)
    }

    @Test func reversingABezierPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 3), controlPoint2: CGPoint(x: 12, y: 7))
        let reversed = path.reversing().path.elements
        #expect(reversed == [
            .move(to: CGPoint(x: 10, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 12, y: 7), control2: CGPoint(x: 12, y: 3)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).reversing().path.elements
        #expect(square.first == .move(to: .zero))
        #expect(square.last == .closeSubpath)
        #expect(square[1] == .line(to: CGPoint(x: 0, y: 4)))
    }

    @Test func cgContextTakesCGColors() throws {
        let p = try render(Canvas { context, size in
            context.withCGContext { cg in
                cg.setFillColor(UIColor.systemGreen.cgColor)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.setStrokeColor(UIColor.systemRed.cgColor)
                cg.setLineWidth(4)
                cg.stroke(CGRect(x: 14, y: 4, width: 4, height: 4))
                cg.setFillColor(.black)
            }
        }.frame(width: 24, height: 12))
        expectPixel(p, 5, 5, systemGreen)
        expectPixel(p, 14, 6, systemRed)
    }

    @Test func uiKitFontAttribute() throws {
        var container = AttributeContainer()
        container.font = .systemFont(ofSize: 30, weight: .bold)
        let big = AttributedString("Hi", attributes: container)
        let small = AttributedString("Hi")
        let a = try render(Text(big)), b = try render(Text(small))
        #expect(a.height > b.height + 10)
    }

    @Test func symbolEffectsAreAcceptedAndDrawAtRest() throws {
        let plain = Image(systemName: "wifi").font(.title)
        // Wi-Fi's variable layers light in turn (`VariableColorTests`); a star has none.
        let star = Image(systemName: "star.fill").font(.title)
        let a = try render(star.symbolEffect(.variableColor.iterative.reversing, options: .repeating))
        let b = try render(plain.symbolEffect(.bounce.down, value: 3).symbolEffect(.pulse.byLayer))
        let c = try render(plain)
        #expect(a.premultipliedRGBA() == (try render(star)).premultipliedRGBA())
        #expect(b.premultipliedRGBA() == c.premultipliedRGBA())
    }

    @Test func navigationTitleOutsideANavigationStackChangesNothing() throws {
        let a = try render(Text("Hi").navigationTitle("Title").navigationBarTitleDisplayMode(.inline))
        let b = try render(Text("Hi"))
        #expect(a.premultipliedRGBA() == b.premultipliedRGBA())
    }

    @Test func sectionOutsideAListStacks() throws {
        let p = try render(Section { Color.red.frame(width: 10, height: 10) } header: { Color.blue.frame(width: 10, height: 5) })
        #expect(p.width == 10 && p.height == 15)
        expectPixel(p, 5, 2, systemBlue)
        expectPixel(p, 5, 10, systemRed)
    }
}

extension EverydayNamesTests {
    @Test func rightToLeftAlignsTheLinesOfText() throws {
        func inkLeft(_ p: Pixmap, row: Int) -> Int {
            (0..<p.width).first { p.color(at: CGFloat($0), CGFloat(row)).a > 100 } ?? p.width
        }
        // Two lines, the second short: leading-aligned, it starts at the left in LTR and ends
        // at the right in RTL.
        let text = Text("Wide first line\nab").frame(width: 200)
        let ltr = try render(text), rtl = try render(text.environment(\.layoutDirection, .rightToLeft))
        let secondLine = ltr.height * 3 / 4
        #expect(inkLeft(ltr, row: secondLine) < 60)
        #expect(inkLeft(rtl, row: secondLine) > 100)
    }
}

extension EverydayNamesTests {
    @Test func directionalArtworkFlips() throws {
        // A left half red, right half blue; flipped under right to left only when asked.
        let art = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        let flipped = try render(art.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        let kept = try render(art.flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft))
        let ltr = try render(art.flipsForRightToLeftLayoutDirection(true))
        // The stack itself is mirrored by the layout (blue first); the flip mirrors it back.
        expectPixel(kept, 5, 5, systemBlue)
        expectPixel(flipped, 5, 5, systemRed)
        expectPixel(ltr, 5, 5, systemRed)
    }
}
