/// The clipping tutorial's scenes: a view's bounds versus its drawing, `clipped()`,
/// `cornerRadius`, `clipShape` with built-in and custom shapes, and even-odd clips.
enum ClippingScenes {
    static let section = "Clipping"

    /// The 90-point headline on yellow, as every clipping scene starts.
    static func headline() -> some View {
        Text("Five stars").background(Color.yellow).font(.system(size: 90))
    }

    /// The headline at its ideal size, squeezed into a 200×100 frame.
    static func squeezed() -> some View {
        headline().fixedSize().frame(width: 200, height: 100)
    }

    static let all: [GalleryScene] = [
        GalleryScene("clip-bounds", "Bounds match the drawing", section: section,
                     caption: "Text on yellow with a red border: the layout frame and the drawn content coincide.") {
            headline().border(Color.red, width: 1)
        },
        GalleryScene("clip-overflow", "Content overflows its frame", section: section,
                     caption: "fixedSize() keeps the text at its ideal width (blue border) inside a 200×100 frame (red border); the text draws outside it.") {
            headline().fixedSize().border(Color.blue, width: 1).frame(width: 200, height: 100).border(Color.red, width: 1)
                .padding(EdgeInsets(top: 12, leading: 150, bottom: 12, trailing: 150))
        },
        GalleryScene("clip-clipped", "clipped()", section: section,
                     caption: "The same overflowing text clipped to its 200×100 frame: nothing draws outside the red border.") {
            headline().fixedSize().border(Color.blue, width: 1).frame(width: 200, height: 100).border(Color.red, width: 1)
                .clipped().padding(EdgeInsets(top: 12, leading: 150, bottom: 12, trailing: 150))
        },
        GalleryScene("clip-corner-radius", "cornerRadius(50)", section: section,
                     caption: "The 200×100 frame clipped with 50-point rounded corners: a capsule of text.") {
            squeezed().cornerRadius(50).padding(20)
        },
        GalleryScene("clip-circle", "clipShape(Circle())", section: section,
                     caption: "A circle fitted to the 200×100 frame: 100 points across, centred.") {
            squeezed().clipShape(Circle()).padding(20)
        },
        GalleryScene("clip-star", "clipShape(SpikyStar())", section: section,
                     caption: "A custom five-pointed Shape (ours) as the clip: the star fits the frame's shorter side.") {
            squeezed().clipShape(SpikyStar()).padding(20)
        },
        GalleryScene("fill-even-odd", "Non-zero and even-odd fills", section: section,
                     caption: "Two overlapping ellipses in 300×100: the default fill covers the overlap, eoFill leaves it empty.") {
            VStack(spacing: 16) {
                EllipseChain(count: 2, overlap: 0.4).fill(Color.indigo).frame(width: 300, height: 100)
                EllipseChain(count: 2, overlap: 0.4).fill(Color.indigo, style: FillStyle(eoFill: true)).frame(width: 300, height: 100)
            }.padding(12)
        },
        GalleryScene("clip-even-odd-ellipses", "Even-odd clip: three ellipses", section: section,
                     caption: "The headline clipped by three overlapping ellipses with eoFill and no antialiasing: where two ellipses overlap the text is cut away, where three overlap it shows again.") {
            headline().clipShape(EllipseChain(count: 3, overlap: 0.35), style: FillStyle(eoFill: true, antialiased: false))
        },
        GalleryScene("clip-even-odd-chains", "Even-odd clips: eight ellipses, eight bars", section: section,
                     caption: "Eight ellipses and eight rectangles, half overlapping, as even-odd aliased clips: a still of the tutorial's animation.") {
            VStack(spacing: 16) {
                headline().clipShape(EllipseChain(count: 8, overlap: 0.5), style: FillStyle(eoFill: true, antialiased: false))
                headline().clipShape(BarChain(count: 8, overlap: 0.5), style: FillStyle(eoFill: true, antialiased: false))
            }
        },
    ]
}
