/// The blending tutorial's scenes: `.destinationOut` inside a compositing group cuts the
/// upper view's opacity out of the lower one.
enum BlendingScenes {
    static let section = "Blending"

    /// The lower view with the upper view cut out of it, isolated in a compositing group.
    static func cutOut(_ lower: some View, minus upper: some View, grouped: Bool = true) -> some View {
        let stack = ZStack { lower; upper.blendMode(.destinationOut) }
        return Group {
            if grouped { stack.compositingGroup() } else { stack }
        }
        .frame(width: 240, height: 160).border(Color.red, width: 1)
    }

    /// Transparent to black, left to right.
    static var fadeIn: LinearGradient {
        LinearGradient(colors: [Color.clear, Color.black], startPoint: .leading, endPoint: .trailing)
    }

    /// Diagonal green stripes: a backdrop that shows where pixels are transparent.
    static func stripes() -> some View {
        Canvas { context, size in
            var bands = Path()
            var x: CGFloat = -size.height
            while x < size.width {
                bands.move(to: CGPoint(x: x, y: size.height))
                bands.addLine(to: CGPoint(x: x + size.height, y: 0))
                bands.addLine(to: CGPoint(x: x + size.height + 10, y: 0))
                bands.addLine(to: CGPoint(x: x + 10, y: size.height))
                bands.closeSubpath()
                x += 20
            }
            context.fill(bands, with: .color(Color.green.opacity(0.45)))
        }
    }

    static let all: [GalleryScene] = [
        GalleryScene("blend-rect-minus-circle", "Rectangle − circle", section: section,
                     caption: "destinationOut: the rectangle (destination) keeps only the parts the circle (source) does not cover.") {
            cutOut(Rectangle(), minus: Circle()).padding(12)
        },
        GalleryScene("blend-circle-minus-rect", "Circle − rectangle (empty)", section: section,
                     caption: "Swapped: the rectangle covers the whole circle, so nothing is left inside the red border.") {
            cutOut(Circle(), minus: Rectangle()).padding(12)
        },
        GalleryScene("blend-gradient-minus-circle", "Gradient − circle", section: section,
                     caption: "The destination fades in from the left; the circle still cuts a clean hole.") {
            cutOut(fadeIn, minus: Circle()).padding(12)
        },
        GalleryScene("blend-circle-minus-gradient", "Circle − gradient", section: section,
                     caption: "The source's opacity decides how much is removed: the circle survives on the left and fades out to the right.") {
            cutOut(Circle(), minus: fadeIn).padding(12)
        },
        GalleryScene("blend-compositing-group", "Why the compositing group matters", section: section,
                     caption: "On a striped backdrop. Left, no group: the circle cuts through everything drawn before it, backdrop included. Right, compositingGroup(): it cuts only the rectangle, and the stripes show through the hole.") {
            HStack(spacing: 16) {
                cutOut(Rectangle(), minus: Circle(), grouped: false)
                cutOut(Rectangle(), minus: Circle())
            }
            .padding(12).background(stripes())
        },
    ]
}
