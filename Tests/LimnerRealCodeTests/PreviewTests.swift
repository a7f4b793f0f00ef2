import Foundation
import Testing
import Limner

/// `#Preview` and `PreviewProvider` compile as SwiftUI's, register themselves, and render.
@Suite struct PreviewTests {
    /// The previews of PreviewGallery.swift: eight `#Preview`s and a provider of two views.
    var gallery: [PreviewRegistry.Entry] {
        PreviewRegistry.all.filter { $0.fileID.hasSuffix("/PreviewGallery.swift") || $0.providerName == "BadgeView_Previews" }
    }

    @Test func everyPreviewOfTheFileIsListedWithItsLineAndName() throws {
        let macros = PreviewRegistry.all.filter { $0.fileID == "LimnerRealCodeTests/PreviewGallery.swift" }
        #expect(macros.map(\.displayName) == ["Preview", "Named", "Fits", "Fixed", "Landscape", "Two traits",
                                              "UIKit view", "View controller"])
        // Sorted by line, each line where its `#Preview` is.
        #expect(macros.map(\.line) == macros.map(\.line).sorted())
        #expect(macros.allSatisfy { $0.line > 20 })
        let fits = try #require(macros.first { $0.displayName == "Fits" })
        #expect(fits.configuration.layout == .sizeThatFits)
        let fixed = try #require(macros.first { $0.displayName == "Fixed" })
        #expect(fixed.configuration.layout == .fixed(width: 200, height: 100))
        let landscape = try #require(macros.first { $0.displayName == "Landscape" })
        #expect(landscape.configuration.orientation == .landscapeLeft)
        #expect(landscape.configuration.layout == .device)
    }

    @Test func providersAreFoundWithoutRegistration() throws {
        let provided = PreviewRegistry.all.filter { $0.providerName == "BadgeView_Previews" }
        #expect(provided.map(\.displayName) == ["Provider dark", "Provider light"].sorted())
        let light = try #require(provided.first { $0.displayName == "Provider light" })
        #expect(light.configuration.layout == .sizeThatFits)
        let dark = try #require(provided.first { $0.displayName == "Provider dark" })
        #expect(dark.configuration.layout == .fixed(width: 180, height: 80))
    }

    @Test func tenPreviewsRenderToTenPNGsNamedAfterThem() throws {
        let entries = gallery
        #expect(entries.count == 10)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try PreviewRegistry.render(entries, to: dir)
        let names = Set(files.map(\.lastPathComponent))
        #expect(names == [
            "PreviewGallery.Preview.png", "PreviewGallery.Named.png", "PreviewGallery.Fits.png",
            "PreviewGallery.Fixed.png", "PreviewGallery.Landscape.png", "PreviewGallery.Two_traits.png",
            "PreviewGallery.UIKit_view.png", "PreviewGallery.View_controller.png",
            "BadgeView_Previews.Provider_light.png", "BadgeView_Previews.Provider_dark.png",
        ])
        let listed = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }
        #expect(listed.count == 10)
        for file in files {
            let data = try Data(contentsOf: file)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file.lastPathComponent) is a PNG")
        }
    }

    @Test func layoutsGiveTheirSizes() throws {
        func entry(_ name: String) throws -> PreviewRegistry.Entry { try #require(gallery.first { $0.displayName == name }) }
        // A device screen (393 × 852), white, the badge centred in the safe area.
        let device = try entry("Preview").render()
        #expect(device.width == 393 && device.height == 852)
        expectPixel(device, 5, 5, white)
        let safeMidY = 59 + (852 - 59 - 34) / 2.0
        #expect(device.contains(systemBlue, in: rect(150, safeMidY - 10, 90, 20)))
        // Landscape: 852 × 393, and the grey background ignores the safe area to the corners.
        let landscape = try entry("Landscape").render()
        #expect(landscape.width == 852 && landscape.height == 393)
        expectPixel(landscape, 2, 2, systemGray6)
        expectPixel(landscape, 849, 390, systemGray6)
        // Size that fits: the badge's own size.
        let fits = try entry("Fits").render()
        #expect(fits.width < 100 && fits.height < 40)
        expectPixel(fits, CGFloat(fits.width) / 2, 2, systemGreen)
        // Fixed: 200 × 100, the badge centred, transparent around it.
        let fixed = try entry("Fixed").render()
        #expect(fixed.width == 200 && fixed.height == 100)
        expectClear(fixed, 2, 2)
        #expect(fixed.contains(systemPurple, in: rect(60, 40, 80, 20)))
        // UIKit: the view's own colour over its frame.
        let uiView = try entry("UIKit view").render()
        #expect(uiView.width == 120 && uiView.height == 80)
        expectPixel(uiView, 60, 40, systemIndigo)
        // A view controller's view fills the device screen.
        let controller = try entry("View controller").render()
        #expect(controller.width == 393 && controller.height == 852)
        expectPixel(controller, 200, 400, systemTeal)
        // A provider's dark preview: its own environment.
        let dark = try entry("Provider dark").render()
        #expect(dark.width == 180 && dark.height == 80)
        expectPixel(dark, 30, 16, black)   // the padded background, centred
        expectClear(dark, 5, 40)
        dump(device, "preview-device"); dump(landscape, "preview-landscape"); dump(dark, "preview-dark")
    }

    @Test func renderAllWritesEveryPreviewOfTheBinary() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-all-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try PreviewRegistry.renderAll(to: dir)
        #expect(files.count == PreviewRegistry.all.count)
        #expect(Set(files.map(\.lastPathComponent)).count == files.count)
        #expect(files.count >= 10)
    }
}
