import Foundation
import Testing
import Limner

/// Draws the size classes it reads: red for compact, green for regular, black for none;
/// the left half is the horizontal class, the right half the vertical one.
private struct SizeClassSwatch: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
        HStack(spacing: 0) {
            swatch(horizontal)
            swatch(vertical)
        }
    }

    private func swatch(_ sizeClass: UserInterfaceSizeClass?) -> Color {
        switch sizeClass {
        case .compact: Color(red: 1, green: 0, blue: 0)
        case .regular: Color(red: 0, green: 1, blue: 0)
        case nil: Color(red: 0, green: 0, blue: 0)
        }
    }
}

private let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
private let green: (UInt8, UInt8, UInt8, UInt8) = (0, 255, 0, 255)
private let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
private let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
private let pureBlue = Color(red: 0, green: 0, blue: 1)

/// An iPhone 13's portrait screen: 390 × 844, status bar 47, home indicator 34.
private let phone = DeviceScreen(size: CGSize(width: 390, height: 844),
                                 safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), idiom: .phone)

private func draw<V: View>(_ view: V, on screen: DeviceScreen) throws -> Pixmap {
    try ImageRenderer(content: screen.host(view)).renderedPixmap()
}

private func readSizeClasses(on screen: DeviceScreen) throws -> (horizontal: String, vertical: String) {
    let image = try draw(SizeClassSwatch(), on: screen)
    let safe = screen.safeFrame
    func name(_ x: CGFloat) -> String {
        let p = image.pixel(x: Int(x), y: Int(safe.midY))
        if p == red { return "compact" }
        if p == green { return "regular" }
        if p == black { return "none" }
        return "\(p)"
    }
    return (name(safe.minX + safe.width / 4), name(safe.minX + safe.width * 3 / 4))
}

@Suite("Device screens: the safe area a view may ignore, and the size classes it reads")
struct DeviceScreenTests {
    @Test("Without ignoresSafeArea the view stays inside the safe area; with it, it runs under the bars")
    func safeArea() throws {
        let inset = try draw(pureBlue, on: phone)
        #expect(inset.width == 390 && inset.height == 844)
        #expect(inset.pixel(x: 5, y: 46) == white && inset.pixel(x: 5, y: 47) == blue)
        #expect(inset.pixel(x: 5, y: 844 - 35) == blue && inset.pixel(x: 5, y: 844 - 34) == white)

        let full = try draw(pureBlue.ignoresSafeArea(), on: phone)
        #expect(full.pixel(x: 5, y: 0) == blue && full.pixel(x: 389, y: 843) == blue)

        // Only the edges asked for.
        let top = try draw(pureBlue.ignoresSafeArea(edges: .top), on: phone)
        #expect(top.pixel(x: 5, y: 0) == blue && top.pixel(x: 5, y: 843) == white)

        // A view that does not reach the safe area's edge does not grow.
        let small = try draw(pureBlue.frame(width: 100, height: 100).ignoresSafeArea(), on: phone)
        #expect(small.pixel(x: 195, y: 10) == white && small.pixel(x: 195, y: 47 + 381) == blue)
    }

    @Test("A shape-style background ignores the safe area by default, as SwiftUI's does")
    func shapeStyleBackground() throws {
        let screen = VStack { Text("Hello") }.frame(maxWidth: .infinity, maxHeight: .infinity)
        let behind = try draw(screen.background(pureBlue), on: phone)
        #expect(behind.pixel(x: 5, y: 2) == blue && behind.pixel(x: 5, y: 842) == blue)
        let respecting = try draw(screen.background(pureBlue, ignoresSafeAreaEdges: []), on: phone)
        #expect(respecting.pixel(x: 5, y: 2) == white && respecting.pixel(x: 5, y: 50) == blue)
        let bottomOnly = try draw(screen.background(pureBlue, ignoresSafeAreaEdges: .bottom), on: phone)
        #expect(bottomOnly.pixel(x: 5, y: 2) == white && bottomOnly.pixel(x: 5, y: 842) == blue)
    }

    @Test("Landscape: the notch side and the home indicator")
    func landscape() throws {
        let turned = DeviceScreen(size: CGSize(width: 844, height: 390),
                                  safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47), idiom: .phone)
        let inset = try draw(pureBlue, on: turned)
        #expect(inset.pixel(x: 46, y: 100) == white && inset.pixel(x: 47, y: 100) == blue)
        #expect(inset.pixel(x: 844 - 48, y: 100) == blue && inset.pixel(x: 844 - 47, y: 100) == white)
        let full = try draw(pureBlue.ignoresSafeArea(), on: turned)
        #expect(full.pixel(x: 0, y: 100) == blue && full.pixel(x: 843, y: 389) == blue)
    }

    @Test("Size classes: phones by orientation and size, tablets by the app's width; none elsewhere")
    func sizeClasses() throws {
        func screen(_ width: CGFloat, _ height: CGFloat, _ idiom: DeviceScreen.Idiom) -> DeviceScreen {
            DeviceScreen(size: CGSize(width: width, height: height), idiom: idiom)
        }
        #expect(try readSizeClasses(on: phone) == ("compact", "regular"))
        #expect(try readSizeClasses(on: screen(844, 390, .phone)) == ("compact", "compact"))
        #expect(try readSizeClasses(on: screen(926, 428, .phone)) == ("regular", "compact"))   // a Pro Max
        #expect(try readSizeClasses(on: screen(1194, 834, .pad)) == ("regular", "regular"))
        #expect(try readSizeClasses(on: screen(694, 768, .pad)) == ("regular", "regular"))     // two thirds
        #expect(try readSizeClasses(on: screen(592, 834, .pad)) == ("compact", "regular"))     // half
        #expect(try readSizeClasses(on: screen(320, 1024, .pad)) == ("compact", "regular"))    // a third
        // Given explicitly, or not at all.
        #expect(try readSizeClasses(on: DeviceScreen(size: CGSize(width: 100, height: 100), horizontalSizeClass: .regular,
                                                 verticalSizeClass: .compact)) == ("regular", "compact"))
        #expect(try readSizeClasses(on: DeviceScreen(size: CGSize(width: 100, height: 100))) == ("none", "none"))
        let plain = try ImageRenderer(content: SizeClassSwatch().frame(width: 20, height: 10)).renderedPixmap()
        #expect(plain.pixel(x: 2, y: 5) == black && plain.pixel(x: 17, y: 5) == black)
        // A view can still set them itself.
        let set = try ImageRenderer(content: SizeClassSwatch().frame(width: 20, height: 10)
            .environment(\.horizontalSizeClass, .regular)).renderedPixmap()
        #expect(set.pixel(x: 2, y: 5) == green && set.pixel(x: 17, y: 5) == black)
    }

    @Test("Preview devices use the same screens: an iPad is regular, a large phone regular in landscape")
    func previewDevices() {
        let pad = PreviewDevice("iPad Pro (11-inch)").screen.deviceScreen(landscape: false)
        #expect(pad.size == CGSize(width: 834, height: 1194))
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        let max = PreviewDevice("iPhone 15 Pro Max").screen.deviceScreen(landscape: true)
        #expect(max.size == CGSize(width: 932, height: 430) && max.safeArea.leading == 59)
        #expect(max.horizontalSizeClass == .regular && max.verticalSizeClass == .compact)
        let standard = PreviewDevice("iPhone 15").screen
        #expect(standard.deviceScreen(landscape: true).horizontalSizeClass == .compact)
        #expect(standard.deviceScreen(landscape: false).verticalSizeClass == .regular)
    }

    @Test("Bad sizes: a negative or zero screen draws nothing rather than trapping")
    func badSizes() {
        let empty = DeviceScreen(size: CGSize(width: -10, height: 0), safeArea: EdgeInsets(top: 50, leading: 0, bottom: 50, trailing: 0))
        #expect(empty.safeFrame.size == .zero)
        #expect(throws: (any Error).self) { try ImageRenderer(content: empty.host(pureBlue)).renderedPixmap() }
    }
}
