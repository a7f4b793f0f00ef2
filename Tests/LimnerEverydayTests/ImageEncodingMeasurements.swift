import Foundation
import Testing
@testable import Limner

/// Sizes and times of the image encoders on a 1200×630 share card, printed as a table (the
/// README's "Images in and out" numbers). Off by default (timing is not a test):
/// `LIMNER_MEASURE=1 swift test --filter ImageEncodingMeasurements`. The codecs are the
/// system's optimised C libraries, so a debug build measures them fairly; only the Swift
/// un-premultiply pass before them is slower than in a release build.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LIMNER_MEASURE"] == "1"))
struct ImageEncodingMeasurements {
    struct Card: View {
        var body: some View {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle().fill(.orange.opacity(0.6)).frame(width: 420).offset(x: 760, y: -300)
                VStack(alignment: .leading, spacing: 16) {
                    Text("Launch day 🚀").font(.system(size: 84, weight: .bold)).foregroundStyle(.white)
                    Text("Rendered by SwiftUI code on a Linux server, in one pass.")
                        .font(.system(size: 36)).foregroundStyle(.white.opacity(0.85))
                }
                .padding(64)
            }
            .frame(width: 1200, height: 630)
        }
    }

    @Test func encodersOnAShareCard() throws {
        let renderer = ImageRenderer(content: Card())
        renderer.isOpaque = true
        let pixmap = try renderer.renderedPixmap()
        let encodings: [(String, ImageEncoding)] = [
            ("png level 0, no filter", .png(compression: .init(level: 0, filters: .none), opaque: true)),
            ("png fastest (1, none)", .png(compression: .fastest, opaque: true)),
            ("png fast (3, none)", .png(compression: .fast, opaque: true)),
            ("png level 3, all", .png(compression: .init(level: 3), opaque: true)),
            ("png default (6, all)", .png(compression: .default, opaque: true)),
            ("png smallest (12, all)", .png(compression: .smallest, opaque: true)),
            ("jpeg 0.9", .jpeg(quality: 0.9)), ("jpeg 0.75", .jpeg(quality: 0.75)),
            ("webp 0.8", .webP(quality: 0.8)), ("webp lossless", .webPLossless),
        ]
        // The Swift pass before each codec (un-premultiply to RGB/RGBA bytes), timed alone: in
        // a debug build it dominates; the codec's own time is the difference.
        var conversion: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = pixmap.straightRGBA()
            conversion.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let pass = conversion.sorted()[2]
        print(String(format: "Swift RGBA pass alone: %.1f ms (subtracted below)", pass))
        print("encoding                     bytes  codec ms (median of 5)")
        for (name, encoding) in encodings {
            var times: [Double] = []
            var size = 0
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                size = try pixmap.encoded(as: encoding).count
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            print(name.padding(toLength: 26, withPad: " ", startingAt: 0)
                  + String(format: "%9d %9.1f", size, max(0, times.sorted()[2] - pass)))
        }
        let png = try pixmap.pngData(isOpaque: true), jpeg = try pixmap.jpegData(), webp = try pixmap.webPData()
        for (name, data) in [("png", png), ("jpeg", jpeg), ("webp", webp)] {
            var times: [Double] = []
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try Pixmap(imageData: data)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            print("decode \(name)".padding(toLength: 26, withPad: " ", startingAt: 0)
                  + String(format: "%9d %9.1f", data.count, times.sorted()[2]))
        }
        try png.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "limner-card.png"))
        // A specimen of emoji and scripts at two sizes, to look at.
        let specimen = ImageRenderer(content: VStack(alignment: .leading, spacing: 8) {
            Text("Gift 🎁 clock 🕒 calendar 📆 camera 📷 music 🎶").font(.system(size: 17))
            Text("👨‍👩‍👧‍👦 👍🏽 🇫🇷 🏳️‍🌈 ❤️ 1️⃣ ❤ ☺︎").font(.system(size: 34))
            Text("안녕하세요 · สวัสดี · नमस्ते · مرحبا · こんにちは · 你好").font(.system(size: 20))
            Text("missing: [\u{10FFFD}]").font(.system(size: 17))
        }.padding(12).background(Color.white))
        specimen.scale = 2
        try specimen.pngData().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "limner-specimen.png"))
        try jpeg.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "limner-card.jpg"))
    }
}
