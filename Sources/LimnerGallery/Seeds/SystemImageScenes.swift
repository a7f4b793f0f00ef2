/// Every `Image(systemName:)` the icon set knows, and the placeholder for unknown names.
enum SystemImageScenes {
    static let section = "System images"

    /// The name of the last cell, which shows the placeholder an unknown name draws.
    static let unknownName = "no.such.symbol"

    static func cell(_ name: String) -> some View {
        VStack(spacing: 4) {
            if name == unknownName {
                // The placeholder itself, drawn directly: asking for an unknown name on purpose
                // would print the unknown-name warning on every gallery run.
                PlaceholderGlyph().frame(width: 22, height: 22)
            } else {
                Image(systemName: name)
            }
            Text(name).font(.system(size: 9)).foregroundColor(Color.gray).lineLimit(1).frame(width: 76)
        }
    }

    static func grid(_ names: [String], columns: Int) -> some View {
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        return VStack(alignment: .leading, spacing: 10) {
            ForEach(rows.indices, id: \.self) { r in
                HStack(spacing: 4) { ForEach(rows[r], id: \.self) { cell($0) } }
            }
        }.padding(12)
    }

    /// `SystemImageSet.placeholderOutline` (drawn in a 24-point box) as a shape.
    struct PlaceholderGlyph: Shape {
        func path(in rect: CGRect) -> Path {
            SystemImageSet.placeholderOutline.applying(CGAffineTransform(translationX: rect.minX, y: rect.minY)
                .scaledBy(x: rect.width / 24, y: rect.height / 24))
        }
    }

    static let all: [GalleryScene] = [
        GalleryScene("system-images", "Image(systemName:)", section: section,
                     caption: "Every SF Symbols name Limner maps to a Material icon (Apache-2.0), drawn as a template in the foreground colour; the last cell is an unknown name's placeholder.") {
            grid(SystemImageSet.names + [unknownName], columns: 10).foregroundColor(Color.indigo)
        },
    ]
}
