import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

/// Takes one snapshot of `view` into a temporary directory and reads back the PNG it wrote.
private func recorded<V: View>(_ view: V, as strategy: Snapshotting<V, Pixmap>, testName: String = #function) throws -> Pixmap {
    let directory = temporarySnapshotDirectory(testName)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = verifySnapshot(of: view, as: strategy, named: "device", record: .all, snapshotDirectory: directory, testName: testName)
    let file = URL(fileURLWithPath: directory).appendingPathComponent("\(testName.filter { $0.isLetter || $0.isNumber }).device.png")
    return try Pixmap(contentsOfPNGFile: file)
}

private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
private let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
private let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
private let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
private let green: (UInt8, UInt8, UInt8, UInt8) = (0, 255, 0, 255)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// A screen whose background runs under the bars, as a real app's does.
private struct FullBleed: View {
    var body: some View {
        ZStack {
            pureBlue.ignoresSafeArea()
            Text("Welcome")
        }
    }
}

/// Red for compact, green for regular, black for none; horizontal on the left half,
/// vertical on the right.
private struct SizeClassSwatch: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
        HStack(spacing: 0) { swatch(horizontal); swatch(vertical) }
    }

    private func swatch(_ sizeClass: UserInterfaceSizeClass?) -> Color {
        switch sizeClass {
        case .compact: Color(red: 1, green: 0, blue: 0)
        case .regular: Color(red: 0, green: 1, blue: 0)
        case nil: Color(red: 0, green: 0, blue: 0)
        }
    }
}

@Suite("Device presets: safe areas a view may ignore, size classes it reads")
struct DeviceLayoutTests {
    @Test("Without ignoresSafeArea the view is inset; with it, it draws under the status bar and home indicator")
    func safeArea() throws {
        let inset = try recorded(pureBlue, as: .image(layout: .device(config: .iPhone13), scale: 1))
        #expect(inset.pixel(x: 5, y: 46) == white && inset.pixel(x: 5, y: 47) == blue)
        #expect(inset.pixel(x: 5, y: 809) == blue && inset.pixel(x: 5, y: 810) == white)

        let full = try recorded(FullBleed(), as: .image(layout: .device(config: .iPhone13), scale: 1))
        #expect(full.width == 390 && full.height == 844)
        #expect(full.pixel(x: 5, y: 0) == blue && full.pixel(x: 5, y: 843) == blue && full.pixel(x: 389, y: 20) == blue)

        // Dark mode: the status bar area is the black system background unless ignored.
        let dark = try recorded(pureBlue, as: .image(layout: .device(config: .iPhone13), colorScheme: .dark, scale: 1))
        #expect(dark.pixel(x: 5, y: 10) == black && dark.pixel(x: 5, y: 100) == blue)

        // Landscape: the notch's side and the home indicator.
        let turned = try recorded(FullBleed(), as: .image(layout: .device(config: .iPhone13(.landscape)), scale: 1))
        #expect(turned.width == 844 && turned.pixel(x: 2, y: 200) == blue && turned.pixel(x: 841, y: 388) == blue)
        let turnedInset = try recorded(pureBlue, as: .image(layout: .device(config: .iPhone13(.landscape)), scale: 1))
        #expect(turnedInset.pixel(x: 46, y: 200) == white && turnedInset.pixel(x: 47, y: 200) == blue)
        #expect(turnedInset.pixel(x: 100, y: 390 - 22) == blue && turnedInset.pixel(x: 100, y: 390 - 21) == white)
    }

    @Test("At the device's scale the bars are in pixels of that scale")
    func deviceScale() throws {
        let full = try recorded(FullBleed(), as: .image(layout: .device(config: .iPhoneSe)))
        #expect(full.width == 640 && full.height == 1136 && full.pixel(x: 4, y: 4) == blue)
        let inset = try recorded(pureBlue, as: .image(layout: .device(config: .iPhoneSe)))
        #expect(inset.pixel(x: 4, y: 39) == white && inset.pixel(x: 4, y: 40) == blue)
    }

    @Test("Presets carry pointfree's size classes")
    func presetSizeClasses() {
        func classes(_ config: ViewImageConfig) -> [UserInterfaceSizeClass?] {
            [config.horizontalSizeClass, config.verticalSizeClass]
        }
        let compactRegular: [UserInterfaceSizeClass?] = [.compact, .regular]
        let compactCompact: [UserInterfaceSizeClass?] = [.compact, .compact]
        let regularCompact: [UserInterfaceSizeClass?] = [.regular, .compact]
        let regularRegular: [UserInterfaceSizeClass?] = [.regular, .regular]
        for phone in [ViewImageConfig.iPhoneSe, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXr, .iPhoneXsMax, .iPhone12,
                      .iPhone12Pro, .iPhone12ProMax, .iPhone13, .iPhone13Mini, .iPhone13Pro, .iPhone13ProMax] {
            #expect(classes(phone) == compactRegular)
        }
        for small in [ViewImageConfig.iPhoneSe(.landscape), .iPhone8(.landscape), .iPhoneX(.landscape), .iPhone12(.landscape),
                      .iPhone12Pro(.landscape), .iPhone13(.landscape), .iPhone13Mini(.landscape), .iPhone13Pro(.landscape)] {
            #expect(classes(small) == compactCompact)
        }
        for large in [ViewImageConfig.iPhone8Plus(.landscape), .iPhoneXr(.landscape), .iPhoneXsMax(.landscape),
                      .iPhone12ProMax(.landscape), .iPhone13ProMax(.landscape)] {
            #expect(classes(large) == regularCompact)
        }
        for pad in [ViewImageConfig.iPadMini, .iPadMini(.portrait), .iPad9_7, .iPad10_2, .iPadPro10_5, .iPadPro11,
                    .iPadPro11(.portrait), .iPadPro12_9, .iPadPro12_9(.portrait),
                    .iPadMini(.landscape(splitView: .twoThirds)), .iPadPro12_9(.landscape(splitView: .oneHalf))] {
            #expect(classes(pad) == regularRegular)
        }
        for split in [ViewImageConfig.iPadMini(.landscape(splitView: .oneThird)), .iPadMini(.landscape(splitView: .oneHalf)),
                      .iPadMini(.portrait(splitView: .twoThirds)), .iPadPro11(.landscape(splitView: .oneHalf)),
                      .iPadPro12_9(.landscape(splitView: .oneThird)), .iPadPro12_9(.portrait(splitView: .twoThirds))] {
            #expect(classes(split) == [.compact, .regular])
        }
        #expect(classes(ViewImageConfig()) == [nil, nil])
    }

    @Test("A view reads the preset's size classes from its environment")
    func environmentSizeClasses() throws {
        func read(_ config: ViewImageConfig) throws -> [String] {
            let image = try recorded(SizeClassSwatch(), as: .image(layout: .device(config: config), scale: 1),
                                     testName: "sizeClassRead")
            let y = Int(config.safeArea.top + 100)
            let width = CGFloat(image.width) - config.safeArea.leading - config.safeArea.trailing
            return [config.safeArea.leading + width / 4, config.safeArea.leading + width * 3 / 4].map { x in
                let p = image.pixel(x: Int(x), y: y)
                return p == red ? "compact" : p == green ? "regular" : p == black ? "none" : "\(p)"
            }
        }
        #expect(try read(.iPhone13) == ["compact", "regular"])
        #expect(try read(.iPhone13(.landscape)) == ["compact", "compact"])
        #expect(try read(.iPhone13ProMax(.landscape)) == ["regular", "compact"])
        #expect(try read(.iPadPro11) == ["regular", "regular"])
        #expect(try read(.iPadPro11(.portrait(splitView: .oneThird))) == ["compact", "regular"])
        // A custom configuration without classes leaves them unset; other layouts set none.
        #expect(try read(ViewImageConfig(size: CGSize(width: 100, height: 300))) == ["none", "none"])
        let fitted = try recorded(SizeClassSwatch().frame(width: 20, height: 10), as: .image)
        #expect(fitted.pixel(x: 2, y: 5) == black && fitted.pixel(x: 17, y: 5) == black)
        // Explicit classes on a custom configuration, even without a size.
        let custom = ViewImageConfig(horizontalSizeClass: .regular, verticalSizeClass: .compact)
        let sized = try recorded(SizeClassSwatch().frame(width: 20, height: 10), as: .image(layout: .device(config: custom)))
        #expect(sized.pixel(x: 2, y: 5) == green && sized.pixel(x: 17, y: 5) == red)
    }
}

#if os(Linux)
/// Off Apple platforms the layout also has pointfree's name, whatever was built before.
@Test("SwiftUISnapshotLayout is LimnerSnapshotLayout on Linux")
func swiftUISnapshotLayoutName() {
    let layout: SwiftUISnapshotLayout = .device(config: .iPhone13)
    #expect(layout == LimnerSnapshotLayout.device(config: .iPhone13))
}
#endif
