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

    /// Layered symbols in SwiftUI's four rendering modes, a row each.
    static func modes() -> some View {
        let names = ["cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.fill", "cloud.sun.rain.fill", "cloud.moon.fill",
                     "bell.badge.fill", "checkmark.circle.fill", "xmark.circle.fill", "exclamationmark.triangle.fill",
                     "person.crop.circle.fill", "heart.fill"]
        let rows: [(String, SymbolRenderingMode)] = [("monochrome", .monochrome), ("hierarchical", .hierarchical),
                                                     ("palette", .palette), ("multicolor", .multicolor)]
        return VStack(alignment: .leading, spacing: 8) {
            ForEach(rows.indices, id: \.self) { r in
                HStack(spacing: 10) {
                    Text(rows[r].0).font(.system(size: 11)).foregroundColor(Color.gray).frame(width: 76, alignment: .leading)
                    ForEach(names, id: \.self) { name in
                        if rows[r].1 == .hierarchical {
                            // One style: the layers in its opacities.
                            Image(systemName: name).symbolRenderingMode(.hierarchical).foregroundStyle(Color.indigo)
                        } else {
                            Image(systemName: name).symbolRenderingMode(rows[r].1)
                        }
                    }
                }
            }
        }
        .font(.system(size: 28))
        .foregroundStyle(Color.indigo, Color.orange, Color.teal)
        .padding(12)
        .background(Color(white: 0.82))
    }

    static let all: [GalleryScene] = [
        GalleryScene("symbol-rendering-modes", "symbolRenderingMode(_:)", section: section,
                     caption: "Layered symbols in the four rendering modes: monochrome, hierarchical (opacities of indigo), palette (indigo, orange, teal, a style per layer), multicolour (the symbols' own colours, indigo elsewhere).") {
            modes()
        },
        GalleryScene("system-images", "Image(systemName:)", section: section,
                     caption: "Every SF Symbols name Limner maps to a Material icon (Apache-2.0), drawn as a template in the foreground colour; the last cell is an unknown name's placeholder.") {
            grid(SystemImageSet.names + [unknownName], columns: 10).foregroundColor(Color.indigo)
        },
    ]
}
