import Foundation
import Testing
import Limner

// Layered symbols under SwiftUI's rendering modes, written the way public code writes them.

/// Where icon unit (`u`, `v`) of the 24-unit design box falls in a symbol image of font size
/// `size` (the 20-unit drawing area fills the 1.2 × size frame).
private func at(_ u: CGFloat, _ v: CGFloat, size: CGFloat = 64) -> (CGFloat, CGFloat) {
    let unit = size * 1.2 / 20
    return ((u - 2) * unit, (v - 2) * unit)
}

/// The opaque pixels within 30 of `rgb` in the icon-unit rectangle of a symbol of size 64.
private func count(_ p: Pixmap, _ rgb: (Int, Int, Int), units r: CGRect) -> Int {
    let (x0, y0) = at(r.minX, r.minY), (x1, y1) = at(r.maxX, r.maxY)
    return p.count(rgb, in: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), tolerance: 30)
}

/// The sun's corner of `cloud.sun.fill` (above the cloud) and the cloud's middle, in units.
private let sunCorner = CGRect(x: 2, y: 2, width: 6, height: 6)
private let cloudMiddle = CGRect(x: 12, y: 13, width: 9, height: 6)

private func pixel(_ p: Pixmap, _ u: CGFloat, _ v: CGFloat) -> RGBA {
    let (x, y) = at(u, v)
    return p.color(at: x, y)
}

@Suite struct SymbolLayerTests {
    @Test func multicolorWeatherHasAYellowSunAndAWhiteCloud() throws {
        let p = try render(Image(systemName: "cloud.sun.fill")
            .symbolRenderingMode(.multicolor)
            .font(.system(size: 64)))
        dump(p, "symbol-cloud-sun-multicolor")
        #expect(count(p, systemYellow, units: sunCorner) > 40)
        #expect(count(p, white, units: sunCorner) == 0)
        #expect(count(p, white, units: cloudMiddle) > 400)
        #expect(count(p, systemYellow, units: cloudMiddle) == 0)
    }

    @Test func originalRenderingIsMulticolor() throws {
        // The pre-iOS 15 spelling, common in weather tutorials.
        let original = try render(Image(systemName: "cloud.sun.fill").renderingMode(.original).font(.system(size: 64)))
        let multicolor = try render(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).font(.system(size: 64)))
        #expect(original.premultipliedRGBA() == multicolor.premultipliedRGBA())
        // A symbol without colours of its own takes the foreground style, not white.
        let trash = try render(Image(systemName: "trash.fill").renderingMode(.original).foregroundStyle(.red)
            .font(.system(size: 40)))
        #expect(trash.count(systemRed, tolerance: 3) > 100)
        #expect(trash.count(white, tolerance: 3) == 0)
    }

    @Test func multicolorFollowsTheColorScheme() throws {
        let p = try render(Image(systemName: "cloud.sun.fill")
            .symbolRenderingMode(.multicolor)
            .font(.system(size: 64))
            .environment(\.colorScheme, .dark))
        #expect(count(p, (255, 214, 10), units: sunCorner) > 40, "the dark appearance's yellow")
    }

    @Test func hierarchicalDrawsTwoOpacitiesOfOneColor() throws {
        let p = try render(Image(systemName: "cloud.sun.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue)
            .font(.system(size: 64)))
        dump(p, "symbol-cloud-sun-hierarchical")
        // The cloud (primary) opaque blue; the sun (secondary) blue at the secondary level's 0.6.
        let cloud = pixel(p, 16, 16), sun = pixel(p, 7, 6.5)
        #expect(cloud.a == 255 && abs(cloud.r - 0) <= 2 && abs(cloud.g - 122) <= 2 && abs(cloud.b - 255) <= 2, "\(cloud)")
        #expect(abs(sun.a - 153) <= 2 && abs(sun.g - 122) <= 3 && abs(sun.b - 255) <= 3, "\(sun)")
    }

    @Test func hierarchicalTakesExplicitLevels() throws {
        let p = try render(Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.purple, .orange)
            .font(.system(size: 64)))
        expectPixel(p, at(12, 12).0, at(12, 12).1, systemPurple)
        expectPixel(p, at(6, 19).0, at(6, 19).1, systemOrange)
    }

    @Test func paletteColorsEachLayerInOrder() throws {
        let p = try render(Image(systemName: "cloud.sun.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.red, .green)
            .font(.system(size: 64)))
        dump(p, "symbol-cloud-sun-palette")
        #expect(count(p, systemRed, units: cloudMiddle) > 400)
        #expect(count(p, systemGreen, units: cloudMiddle) == 0)
        #expect(count(p, systemGreen, units: sunCorner) > 40)
        #expect(count(p, systemRed, units: sunCorner) == 0)
    }

    @Test func aCheckmarkInItsCircle() throws {
        // The everyday idiom: a white check on a coloured disc.
        let p = try render(Image(systemName: "checkmark.circle.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.white, .green)
            .font(.system(size: 64)))
        dump(p, "symbol-checkmark-palette")
        expectPixel(p, at(10, 15.5).0, at(10, 15.5).1, white)
        expectPixel(p, at(12, 4).0, at(12, 4).1, systemGreen)
        // Monochrome keeps the check a hole, as SF Symbols draws it.
        let mono = try render(Image(systemName: "checkmark.circle.fill").foregroundStyle(.green).font(.system(size: 64)))
        expectClear(mono, at(10, 15.5).0, at(10, 15.5).1)
        expectPixel(mono, at(12, 4).0, at(12, 4).1, systemGreen)
        // With no colours of its own, multicolour draws it as monochrome.
        let multi = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.multicolor)
            .foregroundStyle(.green).font(.system(size: 64)))
        #expect(multi.premultipliedRGBA() == mono.premultipliedRGBA())
    }

    @Test func appleDocumentedMulticolorWarning() throws {
        // Apple: "yellow for the triangle and white for the exclamation mark".
        let p = try render(Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.multicolor)
            .font(.system(size: 64)))
        dump(p, "symbol-warning-multicolor")
        expectPixel(p, at(12, 12).0, at(12, 12).1, white)
        expectPixel(p, at(6, 19).0, at(6, 19).1, systemYellow)
        // Apple's palette example: a yellow mark on a cyan triangle.
        let palette = try render(Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(Color.yellow, Color.cyan)
            .font(.system(size: 64)))
        expectPixel(palette, at(12, 12).0, at(12, 12).1, systemYellow)
        expectPixel(palette, at(6, 19).0, at(6, 19).1, (50, 173, 230))
    }

    @Test func aRedBadgeOnTheBell() throws {
        let p = try render(Image(systemName: "bell.badge.fill")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.red, .primary)
            .font(.system(size: 64)))
        dump(p, "symbol-bell-badge-palette")
        expectPixel(p, at(18, 5.5).0, at(18, 5.5).1, systemRed)
        expectPixel(p, at(12, 14).0, at(12, 14).1, black)
        // Multicolour: the badge is red whatever the foreground.
        let multi = try render(Image(systemName: "bell.badge.fill").symbolRenderingMode(.multicolor)
            .foregroundStyle(.blue).font(.system(size: 64)))
        expectPixel(multi, at(18, 5.5).0, at(18, 5.5).1, systemRed)
        expectPixel(multi, at(12, 14).0, at(12, 14).1, systemBlue)
    }

    @Test func aMulticolorHeartIsRed() throws {
        let p = try render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).font(.system(size: 40)))
        #expect(p.count(systemRed, tolerance: 3) > 300)
    }

    @Test func composedSymbolsDrawEveryPartInMonochrome() throws {
        // `cloud.sun.fill` once drew a cloud without its sun.
        let p = try render(Image(systemName: "cloud.sun.fill").foregroundStyle(.orange).font(.system(size: 64)))
        dump(p, "symbol-cloud-sun-monochrome")
        #expect(count(p, systemOrange, units: sunCorner) > 40)
        #expect(count(p, systemOrange, units: cloudMiddle) > 400)
        // A gap separates the sun from the cloud in front of it: on the way from the sun's
        // centre to the cloud's middle the ink stops, then starts again.
        let (x0, y0) = at(8.9, 8.6), (x1, y1) = at(15, 16)
        var alphas: [Int] = []
        for i in 0...200 {
            let t = CGFloat(i) / 200
            alphas.append(p.color(at: x0 + (x1 - x0) * t, y0 + (y1 - y0) * t).a)
        }
        let firstClear = alphas.firstIndex { $0 < 40 }
        #expect(alphas.first == 255 && alphas.last == 255 && firstClear != nil, "\(alphas)")
    }

    @Test(arguments: ["trash", "star.fill", "gearshape.fill", "house"])
    func symbolsOfOneLayerDrawTheSameInEveryMode(_ name: String) throws {
        let plain = try render(Image(systemName: name).foregroundStyle(.red).font(.title))
        for mode: SymbolRenderingMode in [.monochrome, .hierarchical, .multicolor] {
            let p = try render(Image(systemName: name).symbolRenderingMode(mode).foregroundStyle(.red).font(.title))
            #expect(p.premultipliedRGBA() == plain.premultipliedRGBA(), "\(name)")
        }
        let palette = try render(Image(systemName: name).symbolRenderingMode(.palette).foregroundStyle(.red, .green)
            .font(.title))
        #expect(palette.premultipliedRGBA() == plain.premultipliedRGBA(), "\(name): the primary style")
    }

    /// Every layered symbol shows two palette colours in their own places.
    @Test(arguments: ["checkmark.circle.fill", "xmark.circle.fill", "x.circle.fill", "plus.circle.fill",
                      "minus.circle.fill", "info.circle.fill", "exclamationmark.circle.fill", "questionmark.circle.fill",
                      "play.circle.fill", "pause.circle.fill", "stop.circle.fill", "star.circle.fill",
                      "dollarsign.circle.fill", "person.crop.circle.fill", "person.circle.fill",
                      "exclamationmark.triangle.fill", "cloud.sun.fill", "cloud.moon.fill", "cloud.rain.fill",
                      "cloud.bolt.fill", "cloud.sun.rain.fill", "bell.badge", "bell.badge.fill"])
    func layeredSymbolsShowEachPaletteStyle(_ name: String) throws {
        #expect(Image.hasSystemImage(named: name))
        let p = try render(Image(systemName: name).symbolRenderingMode(.palette)
            .foregroundStyle(.red, .green, .blue).font(.system(size: 64)))
        dump(p, "symbol-palette-\(name)")
        let primary = p.count(systemRed, tolerance: 3), secondary = p.count(systemGreen, tolerance: 3)
        #expect(primary > 20 && secondary > 20, "\(name): \(primary) primary, \(secondary) secondary pixels")
        // The layers cover what the monochrome symbol covers (give or take the holes the
        // marks fill and edge pixels).
        let mono = try render(Image(systemName: name).font(.system(size: 64)))
        #expect(mono.count(black, tolerance: 3) > 0)
    }

    @Test func aResizableLayeredSymbolFillsItsFrame() throws {
        let p = try render(Image(systemName: "cloud.sun.fill")
            .resizable()
            .scaledToFit()
            .symbolRenderingMode(.palette)
            .foregroundStyle(.gray, .yellow)
            .frame(width: 120, height: 120))
        dump(p, "symbol-cloud-sun-resizable")
        // The glyph (sun and cloud together) reaches the frame's left and right edges.
        var minX = Int.max, maxX = -1
        for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a >= 128 { minX = min(minX, x); maxX = max(maxX, x) } }
        #expect(minX <= 1 && maxX >= 118, "\(minX)…\(maxX)")
        #expect(p.count(systemYellow, tolerance: 3) > 200 && p.count((142, 142, 147), tolerance: 3) > 1000)
    }
}
