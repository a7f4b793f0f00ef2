import Foundation

/// The Canvas tutorial's static scenes: stroke and gradient fill, measured gradient text,
/// symbols drawn several times, a blurred middle house, and a clock face.
enum CanvasScenes {
    static let section = "Canvas"

    /// A rounded rectangle stroked 25 points wide, then filled with a diagonal gradient.
    struct Badge: View {
        var body: some View {
            Canvas { context, size in
                let box = CGRect(origin: .zero, size: size).insetBy(dx: 28, dy: 28)
                let outline = Path(roundedRect: box, cornerRadius: 32)
                context.stroke(outline, with: .color(Color.blue), lineWidth: 25)
                context.fill(outline, with: .linearGradient(Gradient(colors: [Color.green, Color.blue]),
                                                            startPoint: box.origin,
                                                            endPoint: CGPoint(x: box.maxX, y: box.maxY)))
            }
        }
    }

    /// Text resolved first, so its measured width places a gradient exactly under it.
    struct GradientCaption: View {
        var body: some View {
            Canvas { context, size in
                var caption = context.resolve(Text("Drawn on Linux").font(.system(size: 36, weight: .bold, design: .rounded)))
                let width = caption.measure(in: size).width
                let left = (size.width - width) / 2
                caption.shading = .linearGradient(Gradient(colors: [Color.green, Color.blue]),
                                                  startPoint: CGPoint(x: left, y: 0),
                                                  endPoint: CGPoint(x: left + width, y: 0))
                context.draw(caption, at: CGPoint(x: size.width / 2, y: size.height / 2), anchor: .center)
            }
        }
    }

    static let tileColors: [Color] = [Color.cyan, Color.blue, Color.indigo]

    /// Draws tiles 0, 1, 2, 0 stepping down and right.
    static func drawTiles(_ context: inout GraphicsContext, _ size: CGSize) {
        for (step, id) in [0, 1, 2, 0].enumerated() {
            guard let tile = context.resolveSymbol(id: id) else { continue }
            context.draw(tile, at: CGPoint(x: 12 + 24 * CGFloat(step), y: 12 + 12 * CGFloat(step)), anchor: .topLeading)
        }
    }

    /// Three rounded-rectangle symbols, each tagged, drawn four times.
    struct TaggedTiles: View {
        var body: some View {
            Canvas(renderer: CanvasScenes.drawTiles) {
                RoundedRectangle(cornerRadius: 10).fill(Color.cyan).frame(width: 100, height: 50).tag(0)
                RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 100, height: 50).tag(1)
                RoundedRectangle(cornerRadius: 10).fill(Color.indigo).frame(width: 100, height: 50).tag(2)
            }
        }
    }

    /// The same symbols made by ForEach.
    struct LoopedTiles: View {
        var body: some View {
            Canvas(renderer: CanvasScenes.drawTiles) {
                ForEach(0..<3) { k in
                    RoundedRectangle(cornerRadius: 10).fill(CanvasScenes.tileColors[k]).frame(width: 100, height: 50).tag(k)
                }
            }
        }
    }

    /// How a temporary change to the context is kept from later drawing.
    enum Isolation: CaseIterable { case drawnLast, copiedContext, layer }

    /// Three houses magnified four times; only the middle one is blurred.
    struct Houses: View {
        var isolation: Isolation = .layer
        var body: some View {
            Canvas { context, size in
                context.scaleBy(x: 4, y: 4)
                let middle = CGPoint(x: size.width / 8, y: size.height / 8)
                var house = context.resolve(Image(systemName: "house.fill"))
                let shift = CGPoint(x: house.size.width, y: 0)
                let blur = GraphicsContext.Filter.blur(radius: 1, options: .dithersResult)
                house.shading = .color(Color.red)
                context.draw(house, at: CGPoint(x: middle.x - shift.x, y: middle.y), anchor: .center)
                switch isolation {
                case .drawnLast:
                    house.shading = .color(Color.blue)
                    context.draw(house, at: CGPoint(x: middle.x + shift.x, y: middle.y), anchor: .center)
                    context.addFilter(blur, options: .linearColor)
                    house.shading = .color(Color.green)
                    context.draw(house, at: middle, anchor: .center)
                case .copiedContext:
                    var blurred = context
                    blurred.addFilter(blur, options: .linearColor)
                    house.shading = .color(Color.green)
                    blurred.draw(house, at: middle, anchor: .center)
                    house.shading = .color(Color.blue)
                    context.draw(house, at: CGPoint(x: middle.x + shift.x, y: middle.y), anchor: .center)
                case .layer:
                    context.drawLayer { layer in
                        layer.addFilter(blur, options: .linearColor)
                        house.shading = .color(Color.green)
                        layer.draw(house, at: middle, anchor: .center)
                    }
                    house.shading = .color(Color.blue)
                    context.draw(house, at: CGPoint(x: middle.x + shift.x, y: middle.y), anchor: .center)
                }
            }
        }
    }

    /// A clock face with hour and minute ticks, numerals and three hands at a fixed time.
    struct ClockFace: View {
        /// Hours, minutes, seconds.
        var time: (Double, Double, Double) = (10, 9, 36)

        var body: some View {
            Canvas { context, size in
                let r = min(size.width, size.height) / 2 - 6
                let c = CGPoint(x: size.width / 2, y: size.height / 2)
                func point(_ turns: Double, _ radius: CGFloat) -> CGPoint {
                    let a = turns * 2 * Double.pi - Double.pi / 2
                    return CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
                }
                let dial = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                context.fill(dial, with: .radialGradient(Gradient(colors: [Color.white, Color(white: 0.88)]),
                                                         center: c, startRadius: 0, endRadius: r))
                context.stroke(dial, with: .color(Color(white: 0.2)), lineWidth: 4)
                for tick in 0..<60 {
                    let major = tick % 5 == 0
                    var mark = Path()
                    mark.move(to: point(Double(tick) / 60, r - (major ? 16 : 8)))
                    mark.addLine(to: point(Double(tick) / 60, r - 4))
                    context.stroke(mark, with: .color(Color(white: major ? 0.15 : 0.5)), lineWidth: major ? 3 : 1)
                }
                for hour in 1...12 {
                    let label = Text("\(hour)").font(.system(size: r * 0.16, weight: .semibold))
                    context.draw(label, at: point(Double(hour) / 12, r - 32), anchor: .center)
                }
                let (h, m, s) = time
                func hand(_ turns: Double, length: CGFloat, width: CGFloat, color: Color) {
                    var p = Path()
                    p.move(to: point(turns + 0.5, length * 0.15))
                    p.addLine(to: point(turns, length))
                    context.stroke(p, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
                }
                hand((h + m / 60) / 12, length: r * 0.5, width: 7, color: Color(white: 0.15))
                hand((m + s / 60) / 60, length: r * 0.75, width: 4, color: Color(white: 0.15))
                hand(s / 60, length: r * 0.85, width: 1.5, color: Color.red)
                context.fill(Path(ellipseIn: CGRect(x: c.x - 5, y: c.y - 5, width: 10, height: 10)), with: .color(Color.red))
            }
        }
    }

    static let all: [GalleryScene] = [
        GalleryScene("canvas-badge", "Stroke and gradient fill", section: section,
                     caption: "A rounded rectangle inset 28 points, stroked 25 points blue, then filled green → blue over the stroke's inner half.",
                     proposal: ProposedViewSize(width: 320, height: 200)) { Badge() },
        GalleryScene("canvas-gradient-text", "Measured gradient text", section: section,
                     caption: "The resolved text is measured so the gradient spans exactly its width, then drawn centred.",
                     proposal: ProposedViewSize(width: 360, height: 100)) { GradientCaption() },
        GalleryScene("canvas-symbols", "Symbols drawn four times", section: section,
                     caption: "Three tagged rounded rectangles resolved with resolveSymbol(id:) and drawn at four places (tile 0 twice).",
                     proposal: ProposedViewSize(width: 200, height: 110)) { TaggedTiles() },
        GalleryScene("canvas-symbols-foreach", "Symbols from ForEach", section: section,
                     caption: "The same symbols made by ForEach: identical to the tagged ones.",
                     proposal: ProposedViewSize(width: 200, height: 110)) { LoopedTiles() },
        GalleryScene("canvas-houses", "Blurring one of three houses", section: section,
                     caption: "house.fill magnified ×4 in red, green and blue; only the middle house is blurred, inside drawLayer. Drawing it last or on a copy of the context gives the same picture.",
                     proposal: ProposedViewSize(width: 360, height: 140)) { Houses() },
        GalleryScene("canvas-clock", "Clock face at 10:09:36", section: section,
                     caption: "A still of the tutorial's animated clock: dial, 60 ticks, numerals, and hands at a fixed time.",
                     proposal: ProposedViewSize(width: 260, height: 260)) { ClockFace() },
    ]
}
