/// The masking tutorial's scenes: mask alignment, a text mask, a mask that lets content
/// overflow, and a gradient (opacity) mask. Each masks a 200×200 yellow square outlined in
/// red so its bounds stay visible.
enum MaskingScenes {
    static let section = "Masking"

    /// The nine alignments, in reading order of the grid.
    static let gridAlignments: [(String, Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The yellow square masked by a 60×60 square at `alignment`.
    static func alignedSquare(_ alignment: Alignment) -> some View {
        Color.yellow.frame(width: 200, height: 200)
            .mask(alignment: alignment) { Color.black.frame(width: 60, height: 60) }
            .border(Color.red, width: 1)
    }

    /// One row of the alignment grid, each cell captioned with its alignment.
    static func gridRow(_ row: Int) -> some View {
        HStack(spacing: 12) {
            ForEach(0..<3) { column in
                let (name, alignment) = gridAlignments[row * 3 + column]
                VStack(spacing: 4) {
                    alignedSquare(alignment)
                    Text(name).font(.system(size: 13)).foregroundColor(Color.gray)
                }
            }
        }
    }

    static let all: [GalleryScene] = [
        GalleryScene("mask-alignment-grid", "mask(alignment:) at all nine alignments", section: section,
                     caption: "Each 200×200 square is masked by a 60×60 square placed like an overlay at the named alignment; only that part survives.") {
            VStack(spacing: 12) { gridRow(0); gridRow(1); gridRow(2) }.padding(12)
        },
        GalleryScene("mask-text", "Text as a mask", section: section,
                     caption: "The square shows through the letters of a 60-point black-weight word.") {
            Color.yellow.frame(width: 200, height: 200)
                .mask { Text("MASK").font(.system(size: 60, weight: .black)) }
                .border(Color.red, width: 1).padding(12)
        },
        GalleryScene("mask-overflow", "A mask wider than the view", section: section,
                     caption: "300×300 of yellow laid out as 200×200; an 80-point fixedSize text mask reaches past the red bounds, so the masked content overflows.") {
            Color.yellow.frame(width: 300, height: 300).frame(width: 200, height: 200)
                .mask { Text("MASK").font(.system(size: 80, weight: .black)).fixedSize() }
                .border(Color.red, width: 1).padding(EdgeInsets(top: 12, leading: 60, bottom: 12, trailing: 60))
        },
        GalleryScene("mask-gradient", "Gradient opacity mask", section: section,
                     caption: "Only the mask's alpha counts: clear → black → clear fades the square in and out from left to right.") {
            Color.yellow.frame(width: 200, height: 200)
                .mask { LinearGradient(colors: [Color.clear, Color.black, Color.clear], startPoint: .leading, endPoint: .trailing) }
                .border(Color.red, width: 1).padding(12)
        },
    ]
}
