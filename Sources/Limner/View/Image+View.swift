import Foundation

extension Image {
    /// An image named `name`: a PNG file found at `name` (a path), `name`.png, or either in
    /// the directories of the `LIMNER_IMAGE_PATH` environment variable (colon-separated),
    /// else the system image of that name. An image found nowhere is empty (zero-sized,
    /// draws nothing, reported as a diagnostic), never a crash.
    public init(_ name: String, bundle: Bundle? = nil) {
        var directories = [""]
        if let list = ProcessInfo.processInfo.environment["LIMNER_IMAGE_PATH"] {
            directories += list.split(separator: ":").map { String($0) + "/" }
        }
        for directory in directories {
            for candidate in [name, name + ".png"] {
                if let image = Image(contentsOfFile: directory + candidate) {
                    self = image
                    return
                }
            }
        }
        self = Image.hasSystemImage(named: name) ? Image(systemName: name) : Image.missing(named: name)
    }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Image: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let contents = self.contents
        if contents == nil { context.graph.report(.missingImage("\(self)")) }
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: ImageLayout(image: self, contents: contents))]
    }
}

/// An image's layout: its own size in points, or, when resizable, the proposal (the
/// image's size where unspecified). A missing image is 0×0.
struct ImageLayout: NodeBehavior {
    let image: Image
    let contents: ImageContents?

    var debugName: String { "Image" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        guard let contents else { return .zero }
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: contents.size) : contents.size
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        guard let contents else { return }
        let rect = CGRect(origin: .zero, size: node.size)
        let tint = image.drawsAsTemplate ? node.environment.foregroundPaint(in: rect).paint : nil
        builder.image(contents, label: "image \(contents.pixmap.width)×\(contents.pixmap.height)", rect: rect, tint: tint,
                      interpolation: image.interpolation, antialiased: image.isAntialiased)
    }
}
