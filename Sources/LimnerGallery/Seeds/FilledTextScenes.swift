import Foundation

/// Fills the content's opaque pixels with a picture: the picture, resized to the content's
/// frame, is overlaid and masked by the content itself. A still of the flowing-text
/// tutorial (which slides the picture along with a timer).
public struct PictureFill: ViewModifier {
    /// What shows through the content.
    public let picture: Image

    public init(_ picture: Image) { self.picture = picture }

    public func body(content: Content) -> some View {
        content.overlay(GeometryReader { _ in
            picture.resizable().mask { content }
        })
    }
}

/// The image-filled text scene, and the procedural picture it uses.
enum FilledTextScenes {
    static let section = "Image-filled text"

    /// A 256×64 picture: hue sweeping left to right, with lighter diagonal bands and a
    /// darker lower edge. Made in code, so the gallery ships no image file.
    static let rainbow: Image = {
        let w = 256, h = 64
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let hue = Double(x) / Double(w)
                let band = (x + y * 2) / 16 % 2 == 0 ? 1.0 : 0.82
                let shade = 1.0 - 0.35 * Double(y) / Double(h)
                let (r, g, b) = hsv(hue, 0.85, band * shade)
                let i = (y * w + x) * 4
                bytes[i] = UInt8(r * 255); bytes[i + 1] = UInt8(g * 255); bytes[i + 2] = UInt8(b * 255)
            }
        }
        return Image(pixmap: try! Pixmap(straightRGBA: bytes, width: w, height: h))
    }()

    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let k = { (n: Double) -> Double in
            let t = (n + h * 6).truncatingRemainder(dividingBy: 6)
            return v - v * s * max(0, min(t, 4 - t, 1))
        }
        return (k(5), k(3), k(1))
    }

    static let all: [GalleryScene] = [
        GalleryScene("filled-text", "Text filled with a picture", section: section,
                     caption: "A 45-point bold rounded word whose glyphs are filled with a procedural rainbow picture through mask(content) in an overlay.") {
            Text("Painted by pixels").font(.system(size: 45, weight: .bold, design: .rounded))
                .modifier(PictureFill(rainbow)).padding(16)
        },
        GalleryScene("filled-text-picture", "The picture itself", section: section,
                     caption: "The 256×64 picture used to fill the text, stretched to the text's frame there.") {
            rainbow.padding(16)
        },
    ]
}
