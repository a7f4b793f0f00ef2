import Testing
@testable import Limner
// The pixel helpers (`RGBA`, `Pixmap.color(at:)`, `contains`, `count`) for every file of this target.
@_exported import LimnerTestSupport

/// Renders `view` at `scale` (its ideal size unless `proposal` says otherwise).
func render<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) throws -> Pixmap {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.proposedSize = proposal
    return try renderer.renderedPixmap()
}

/// Checks that two views render to the same pixels, byte for byte, at scale 2.
func expectSamePixels<A: View, B: View>(_ a: A, _ b: B, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let pa = try render(a, scale: 2), pb = try render(b, scale: 2)
    #expect(pa.width == pb.width && pa.height == pb.height, sourceLocation: sourceLocation)
    #expect(pa.premultipliedRGBA() == pb.premultipliedRGBA(), sourceLocation: sourceLocation)
}

/// Checks that the pixel at (x, y) is opaque and within `tolerance` of `rgb`.
func expectPixel(_ pixmap: Pixmap, _ x: CGFloat, _ y: CGFloat, _ rgb: (Int, Int, Int), scale: CGFloat = 1,
                 tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
    let c = pixmap.color(at: x, y, scale: scale)
    let ok = c.a >= 250 && abs(c.r - rgb.0) <= tolerance && abs(c.g - rgb.1) <= tolerance && abs(c.b - rgb.2) <= tolerance
    #expect(ok, "pixel at (\(x), \(y)) is \(c), expected \(rgb)", sourceLocation: sourceLocation)
}

/// Checks that the pixel at (x, y) is fully transparent.
func expectClear(_ pixmap: Pixmap, _ x: CGFloat, _ y: CGFloat, scale: CGFloat = 1,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let c = pixmap.color(at: x, y, scale: scale)
    #expect(c.a == 0, "pixel at (\(x), \(y)) is \(c), expected transparent", sourceLocation: sourceLocation)
}

// Apple's system colours (the HIG table of iOS 13–18, light appearance).
let white = (255, 255, 255)
let black = (0, 0, 0)
let systemRed = (255, 59, 48)
let systemBlue = (0, 122, 255)
let systemGreen = (52, 199, 89)
let systemOrange = (255, 149, 0)
let systemYellow = (255, 204, 0)
let systemPurple = (175, 82, 222)
let systemIndigo = (88, 86, 214)
let systemTeal = (48, 176, 199)
let systemPink = (255, 45, 85)
let systemMint = (0, 199, 190)
let systemGray = (142, 142, 147)

/// Lays `view` out for `proposal`; returns the root node.
func layoutRoot<V: View>(_ view: V, _ proposal: ProposedViewSize = ProposedViewSize(width: 400, height: 400)) -> ResolvedNode {
    let graph = ViewGraph(rootView: view)
    return LargeStackWorker().run {
        let root = graph.update()
        graph.layout(proposal)
        return root
    }
}

/// Every node's frame in root coordinates with its debug name, in tree order.
func frames(_ root: ResolvedNode) -> [(name: String, frame: CGRect)] {
    var result: [(String, CGRect)] = []
    var stack = [root]
    while let node = stack.popLast() {
        result.append((node.behavior.debugName, CGRect(origin: node.globalOrigin, size: node.size)))
        stack.append(contentsOf: node.children.reversed())
    }
    return result
}

/// The frames of the leaves whose debug name starts with `prefix`.
func leafFrames(_ root: ResolvedNode, named prefix: String) -> [CGRect] {
    var result: [CGRect] = []
    var stack = [root]
    while let node = stack.popLast() {
        if node.children.isEmpty, node.behavior.debugName.hasPrefix(prefix) {
            result.append(CGRect(origin: node.globalOrigin, size: node.size))
        }
        stack.append(contentsOf: node.children.reversed())
    }
    return result
}
