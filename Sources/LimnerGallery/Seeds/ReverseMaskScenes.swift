extension View {
    /// Shows this view only where `mask` is transparent: the inverse of `mask(alignment:_:)`.
    /// A rectangle covering the view is the mask, with `mask` cut out of it (destinationOut)
    /// at `alignment`.
    public func invertedMask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        self.mask {
            Rectangle().overlay(alignment: alignment) { mask().blendMode(.destinationOut) }
        }
    }
}

/// The reverse-mask scenes: each mask beside its inverse on the 200×200 yellow square.
enum ReverseMaskScenes {
    static let section = "Reverse mask"

    static func square() -> some View { Color.yellow.frame(width: 200, height: 200) }

    /// The square masked by `mask` (left) and by its inverse (right).
    static func pair(@ViewBuilder _ mask: @escaping () -> some View) -> some View {
        HStack(spacing: 16) {
            square().mask(alignment: .center, mask).border(Color.red, width: 1)
            square().invertedMask(mask).border(Color.red, width: 1)
        }.padding(12)
    }

    static let all: [GalleryScene] = [
        GalleryScene("reverse-mask-star", "Star: mask and inverted mask", section: section,
                     caption: "Left, the star keeps the square inside it; right, invertedMask keeps everything else.") {
            pair { SpikyStar() }
        },
        GalleryScene("reverse-mask-text", "Text: mask and inverted mask", section: section,
                     caption: "A 60-point black-weight word as mask, then cut out of the square.") {
            pair { Text("MASK").font(.system(size: 60, weight: .black)) }
        },
        GalleryScene("reverse-mask-gradient", "Gradient: mask and inverted mask", section: section,
                     caption: "Clear → black: the mask fades the square in to the right, the inverse fades it out.") {
            pair { BlendingScenes.fadeIn }
        },
    ]
}
