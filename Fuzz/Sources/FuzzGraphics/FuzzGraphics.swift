// libFuzzer target for the graphics layer: random `GraphicsContext` command streams (paths,
// paints, strokes, clips, nested layers, filters, transforms, opacity, blend modes, text,
// images), NaNs and huge values included, recorded by `CanvasRenderer` and rendered by
// `DisplayListRenderer`.
//
// Any input must render without trapping, within the fuzzer's time and memory limits
// (`scripts/fuzz` passes -timeout and -rss_limit_mb), to a pixmap of the canvas size whose
// pixels are valid premultiplied values. Every crash found becomes a named test in
// Tests/LimnerGraphicsTests/BadInputRegressionTests.swift.
import FuzzSupport
import LimnerGraphics

private let modes: [GraphicsContext.BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge,
                                                  .colorBurn, .softLight, .hardLight, .difference, .exclusion, .hue,
                                                  .saturation, .color, .luminosity, .clear, .copy, .sourceIn,
                                                  .sourceOut, .sourceAtop, .destinationOver, .destinationIn,
                                                  .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter]

private let tile: Image = {
    var p = try! Pixmap(width: 3, height: 2)
    for x in 0..<3 { for y in 0..<2 { p.setPixel(x: x, y: y, r: UInt8(x * 100), g: UInt8(y * 200), b: 50, a: 255) } }
    return Image(pixmap: p)
}()

private func color(_ input: inout FuzzInput) -> Color {
    Color(red: input.unit(), green: input.unit(), blue: input.unit(), opacity: input.unit())
}

private func shading(_ input: inout FuzzInput) -> GraphicsContext.Shading {
    let g = Gradient(colors: [color(&input), color(&input)])
    switch input.choice(7) {
    case 0: return .linearGradient(g, startPoint: input.point(), endPoint: input.point())
    case 1: return .radialGradient(g, center: input.point(), startRadius: input.number(), endRadius: input.number())
    case 2: return .conicGradient(g, center: input.point(), angle: .radians(input.number(-7...7)))
    case 3:
        return .tiledImage(tile, origin: input.point(),
                           sourceRect: CGRect(x: input.unit(), y: input.unit(), width: input.unit(), height: input.unit()),
                           scale: input.number(-1...4))
    case 4: return input.choice(4) == 0 ? .palette([]) : .palette([.color(color(&input))])
    default: return .color(color(&input))
    }
}

private func filter(_ input: inout FuzzInput) -> GraphicsContext.Filter {
    switch input.choice(8) {
    case 0: return .blur(radius: input.number(-2...40), options: input.choice(2) == 0 ? [] : .opaque)
    case 1:
        return .shadow(color: color(&input), radius: input.number(-2...30), x: input.number(), y: input.number(),
                       blendMode: modes[input.choice(modes.count)],
                       options: GraphicsContext.ShadowOptions(rawValue: UInt32(input.choice(16))))
    case 2:
        var rows: [[Float]] = []
        for _ in 0..<input.choice(6) {
            var row: [Float] = []
            for _ in 0..<input.choice(7) { row.append(Float(input.number(-2...2))) }
            rows.append(row)
        }
        return .colorMatrix(ColorMatrix(rows: rows))
    case 3: return .hueRotation(.radians(input.number(-7...7)))
    case 4: return .alphaThreshold(min: input.unit(), max: input.unit(), color: color(&input))
    case 5: return .saturation(input.number(-2...3))
    case 6: return .projectionTransform(ProjectionTransform(input.transform()))
    default: return .brightness(input.number(-1...1))
    }
}

/// Runs commands until the input ends or an "end layer" command; `depth` bounds this
/// fuzzer's own recursion (the library's limits are tested separately).
private func run(_ context: inout GraphicsContext, _ input: inout FuzzInput, depth: Int) {
    var steps = 0
    while input.hasMore, steps < 64 {
        steps += 1
        switch input.choice(16) {
        case 0, 1: context.fill(input.path(), with: shading(&input),
                                style: FillStyle(eoFill: input.choice(2) == 0, antialiased: input.choice(4) != 0))
        case 2:
            var dash: [CGFloat] = []
            for _ in 0..<input.choice(4) { dash.append(input.number(-1...20)) }
            let style = StrokeStyle(lineWidth: input.number(-1...30), lineCap: [.butt, .round, .square][input.choice(3)],
                                    lineJoin: [.miter, .round, .bevel][input.choice(3)], miterLimit: input.number(-1...20),
                                    dash: dash, dashPhase: input.number())
            context.stroke(input.path(), with: shading(&input), style: style)
        case 3: context.clip(to: input.path(), options: input.choice(3) == 0 ? .inverse : [])
        case 4:
            guard depth < 12 else { return }
            context.drawLayer { inner in run(&inner, &input, depth: depth + 1) }
        case 5:
            guard depth < 12 else { return }
            context.clipToLayer(opacity: input.unit(), options: input.choice(3) == 0 ? .inverse : []) { inner in
                run(&inner, &input, depth: depth + 1)
            }
        case 6: context.addFilter(filter(&input), options: input.choice(3) == 0 ? .linearColor : [])
        case 7: context.concatenate(input.transform())
        case 8: context.opacity = input.unit()
        case 9: context.blendMode = modes[input.choice(modes.count)]
        case 10: context.draw(Text("Ag"), at: input.point(), anchor: .center)
        case 11: context.draw(tile, in: CGRect(x: input.number(), y: input.number(), width: input.number(), height: input.number()))
        case 12: context.draw(Text("Wrap me"), in: CGRect(x: input.number(), y: input.number(),
                                                          width: input.number(-10...200), height: input.number(-10...1e21)))
        case 13: context.scaleBy(x: input.number(-4...4), y: input.number(-4...4))
        case 14: if depth > 0 { return }
        default: context.fill(input.path(), with: .backdrop)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGraphics(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = 1 + input.choice(96), height = 1 + input.choice(96)
    let scale = [1, 2, 0.5, 3, 1.5][input.choice(5)]
    let renderer = CanvasRenderer(size: CGSize(width: width, height: height), scale: scale, threadCount: 1 + input.choice(2))
    let pixmap = renderer.render { context, _ in run(&context, &input, depth: 0) }
    precondition(pixmap.width == Int((Double(width) * scale).rounded(.up)) && pixmap.height == Int((Double(height) * scale).rounded(.up)),
                 "canvas \(width)×\(height) at \(scale) rendered as \(pixmap.width)×\(pixmap.height)")
    for p in pixmap.storage {
        let a = p >> 24
        precondition(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a, "not premultiplied")
    }
    return 0
}
