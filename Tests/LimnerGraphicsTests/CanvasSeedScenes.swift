import Foundation
@testable import LimnerGraphics

/// Our own recreations of each drawing the Canvas seed article shows (seed 004): the stroked
/// and gradient-filled rounded rectangle, measured gradient text, three images in a row
/// with the middle one blurred (three ways), and a clock face.
enum CanvasSeedScenes {
    typealias Draw = @Sendable (inout GraphicsContext, CGSize) -> Void

    /// A named scene: canvas size, scale and drawing.
    struct Scene: Sendable {
        let name: String
        let size: CGSize
        let scale: CGFloat
        let draw: Draw
    }

    static let all: [Scene] = [
        Scene(name: "rounded-rect", size: CGSize(width: 320, height: 200), scale: 1, draw: roundedRect),
        Scene(name: "gradient-text", size: CGSize(width: 360, height: 110), scale: 1, draw: gradientText),
        Scene(name: "blurred-middle-ordering", size: CGSize(width: 300, height: 120), scale: 1, draw: blurredMiddleByOrdering),
        Scene(name: "clock", size: CGSize(width: 240, height: 240), scale: 1, draw: clock),
    ]

    // MARK: Rounded rectangle

    static func roundedRect(_ context: inout GraphicsContext, _ size: CGSize) {
        let box = CGRect(origin: .zero, size: size).insetBy(dx: 30, dy: 30)
        let shape = Path(roundedRect: box, cornerRadius: 28)
        context.stroke(shape, with: .color(.indigo), lineWidth: 22)
        context.fill(shape, with: .linearGradient(Gradient(colors: [.teal, .yellow, .pink]),
                                                  startPoint: CGPoint(x: box.minX, y: box.minY),
                                                  endPoint: CGPoint(x: box.maxX, y: box.maxY)))
    }

    // MARK: Measured gradient text

    static func gradientText(_ context: inout GraphicsContext, _ size: CGSize) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var text = context.resolve(Text("Limner paints!").font(.system(size: 44, weight: .heavy)))
        let width = text.measure(in: size).width
        let from = CGPoint(x: (size.width - width) / 2, y: 0)
        text.shading = .linearGradient(Gradient(colors: [.orange, .purple]), startPoint: from,
                                       endPoint: CGPoint(x: size.width - from.x, y: 0))
        context.draw(text, at: center, anchor: .center)
    }

    // MARK: Three images, middle one blurred

    /// A 20×20-point template image of a little tower (drawn at 2 pixels per point).
    static let tower: Image = {
        let pixmap = CanvasRenderer(size: CGSize(width: 20, height: 20), scale: 2).render { c, _ in
            var p = Path()
            p.move(to: CGPoint(x: 10, y: 2))
            p.addLine(to: CGPoint(x: 18, y: 9))
            p.addLine(to: CGPoint(x: 15, y: 9))
            p.addLine(to: CGPoint(x: 15, y: 18))
            p.addLine(to: CGPoint(x: 5, y: 18))
            p.addLine(to: CGPoint(x: 5, y: 9))
            p.addLine(to: CGPoint(x: 2, y: 9))
            p.closeSubpath()
            p.addRect(CGRect(x: 8.5, y: 12, width: 3, height: 6))  // a door (even-odd hole)
            c.fill(p, with: .color(.black), style: FillStyle(eoFill: true))
        }
        return Image(pixmap: pixmap, scale: 2).renderingMode(.template)
    }()

    /// The blur the middle image gets, as the seed adds it.
    static func addBlur(_ context: inout GraphicsContext) {
        context.addFilter(.blur(radius: 1.5, options: .dithersResult), options: .linearColor)
    }

    /// Shared set-up: everything drawn at ×3.
    private static func prepare(_ context: inout GraphicsContext, _ size: CGSize)
        -> (mid: CGPoint, image: GraphicsContext.ResolvedImage) {
        context.scaleBy(x: 3, y: 3)
        let mid = CGPoint(x: size.width / 6, y: size.height / 6)
        return (mid, context.resolve(tower))
    }

    private static func offset(_ image: GraphicsContext.ResolvedImage) -> CGFloat { image.size.width * 1.4 }

    /// 1. Ordering: the blurred image is drawn last, after the filter is added.
    static func blurredMiddleByOrdering(_ context: inout GraphicsContext, _ size: CGSize) {
        var (mid, image) = prepare(&context, size)
        image.shading = .color(.red)
        context.draw(image, at: CGPoint(x: mid.x - offset(image), y: mid.y))
        image.shading = .color(.blue)
        context.draw(image, at: CGPoint(x: mid.x + offset(image), y: mid.y))
        addBlur(&context)
        image.shading = .color(.green)
        context.draw(image, at: mid)
    }

    /// 2. Copying the context: the copy gets the filter, the original does not.
    static func blurredMiddleByCopy(_ context: inout GraphicsContext, _ size: CGSize) {
        var (mid, image) = prepare(&context, size)
        image.shading = .color(.red)
        context.draw(image, at: CGPoint(x: mid.x - offset(image), y: mid.y))
        var blurred = context
        addBlur(&blurred)
        image.shading = .color(.green)
        blurred.draw(image, at: mid)
        image.shading = .color(.blue)
        context.draw(image, at: CGPoint(x: mid.x + offset(image), y: mid.y))
    }

    /// 3. drawLayer: the layer's context gets the filter.
    static func blurredMiddleByLayer(_ context: inout GraphicsContext, _ size: CGSize) {
        var (mid, image) = prepare(&context, size)
        image.shading = .color(.red)
        context.draw(image, at: CGPoint(x: mid.x - offset(image), y: mid.y))
        context.drawLayer { layer in
            addBlur(&layer)
            image.shading = .color(.green)
            layer.draw(image, at: mid)
        }
        image.shading = .color(.blue)
        context.draw(image, at: CGPoint(x: mid.x + offset(image), y: mid.y))
    }

    // MARK: Clock

    /// A clock face at 10:08:37.
    static func clock(_ context: inout GraphicsContext, _ size: CGSize) {
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        let r = min(size.width, size.height) / 2 - 12
        let face = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        context.fill(face, with: .radialGradient(Gradient(colors: [.white, Color(white: 0.85)]), center: c,
                                                 startRadius: 0, endRadius: r))
        context.stroke(face, with: .color(.black), lineWidth: 5)

        var ticks = context
        ticks.translateBy(x: c.x, y: c.y)
        for i in 0..<60 {
            let major = i % 5 == 0
            var tick = Path()
            tick.move(to: CGPoint(x: 0, y: -(r - 6)))
            tick.addLine(to: CGPoint(x: 0, y: -(r - (major ? 20 : 12))))
            ticks.stroke(tick, with: .color(major ? .black : .gray),
                         style: StrokeStyle(lineWidth: major ? 4 : 1.5, lineCap: major ? .square : .butt))
            ticks.rotate(by: .degrees(6))
        }

        for hour in 1...12 {
            let a = Double(hour) / 12 * 2 * .pi
            let p = CGPoint(x: c.x + (r - 34) * sin(a), y: c.y - (r - 34) * cos(a))
            context.draw(Text("\(hour)").font(.system(size: 17, weight: .semibold)).foregroundColor(.black), at: p)
        }

        let (h, m, s) = (10.0, 8.0, 37.0)
        func hand(_ turns: Double, length: CGFloat, width: CGFloat, color: Color, tail: CGFloat = 0) {
            var hands = context
            hands.translateBy(x: c.x, y: c.y)
            hands.rotate(by: .radians(turns * 2 * .pi))
            var p = Path()
            p.move(to: CGPoint(x: 0, y: tail))
            p.addLine(to: CGPoint(x: 0, y: -length))
            hands.stroke(p, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
        hand((h + m / 60) / 12, length: r * 0.5, width: 7, color: .black)
        hand((m + s / 60) / 60, length: r * 0.78, width: 4.5, color: .black)
        hand(s / 60, length: r * 0.85, width: 1.5, color: .red, tail: 18)
        context.fill(Path(ellipseIn: CGRect(x: c.x - 4, y: c.y - 4, width: 8, height: 8)), with: .color(.red))
    }
}
