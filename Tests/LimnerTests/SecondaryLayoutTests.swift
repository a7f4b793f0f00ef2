import Testing
@testable import Limner

@Suite("Overlay, background, mask, GeometryReader")
struct SecondaryLayoutTests {
    static let alignments: [(Alignment, CGPoint)] = [
        (.center, CGPoint(x: 40, y: 45)), (.leading, CGPoint(x: 0, y: 45)), (.trailing, CGPoint(x: 80, y: 45)),
        (.top, CGPoint(x: 40, y: 0)), (.bottom, CGPoint(x: 40, y: 90)), (.topLeading, CGPoint(x: 0, y: 0)),
        (.topTrailing, CGPoint(x: 80, y: 0)), (.bottomLeading, CGPoint(x: 0, y: 90)), (.bottomTrailing, CGPoint(x: 80, y: 90)),
    ]

    @Test("overlay: the primary sets the size; the overlay is aligned inside it", arguments: alignments)
    func overlay(alignment: Alignment, origin: CGPoint) {
        let view = Rectangle().frame(width: 100, height: 100)
            .overlay(alignment: alignment) { Rectangle().frame(width: 20, height: 10) }
        #expect(size(of: view) == CGSize(width: 100, height: 100))
        #expect(leafFrames(of: view) == [rect(0, 0, 100, 100), CGRect(origin: origin, size: CGSize(width: 20, height: 10))])
    }

    @Test("background and mask are placed like an overlay", arguments: alignments)
    func backgroundAndMask(alignment: Alignment, origin: CGPoint) {
        let background = Rectangle().frame(width: 100, height: 100)
            .background(alignment: alignment) { Rectangle().frame(width: 20, height: 10) }
        #expect(leafFrames(of: background)[1] == CGRect(origin: origin, size: CGSize(width: 20, height: 10)))
        let mask = Rectangle().frame(width: 100, height: 100)
            .mask(alignment: alignment) { Rectangle().frame(width: 20, height: 10) }
        #expect(leafFrames(of: mask)[1] == CGRect(origin: origin, size: CGSize(width: 20, height: 10)))
    }

    @Test("The overlay is proposed the primary's size; a larger overlay overflows")
    func overlayProposal() {
        let frames = leafFrames(of: Rectangle().frame(width: 100, height: 60).overlay { Rectangle() })
        #expect(frames[1] == rect(0, 0, 100, 60))
        let big = leafFrames(of: Rectangle().frame(width: 100, height: 60).overlay { Rectangle().frame(width: 140, height: 80) })
        #expect(big[1] == rect(-20, -10, 140, 80))
        #expect(size(of: Rectangle().frame(width: 100, height: 60).overlay { Rectangle().frame(width: 140, height: 80) })
                == CGSize(width: 100, height: 60))
    }

    @Test("The deprecated view-argument forms behave like the builder forms")
    func deprecatedForms() {
        let a = leafFrames(of: Rectangle().frame(width: 100, height: 100).overlay(Rectangle().frame(width: 20, height: 10), alignment: .topTrailing))
        #expect(a[1] == rect(80, 0, 20, 10))
        let b = leafFrames(of: Rectangle().frame(width: 100, height: 100).background(Rectangle().frame(width: 20, height: 10), alignment: .bottom))
        #expect(b[1] == rect(40, 90, 20, 10))
    }

    @Test("GeometryReader takes the proposal, proposes it to its content, places it top-leading")
    func geometryReader() {
        let seen = Probe<CGSize>()
        let view = GeometryReader { proxy in
            let _ = seen.values.append(proxy.size)
            Rectangle().frame(width: proxy.size.width / 2, height: 10)
        }
        let (_, root) = layout(view, ProposedViewSize(width: 300, height: 200))
        #expect(root.size == CGSize(width: 300, height: 200))
        #expect(seen.last == CGSize(width: 300, height: 200))
        #expect(leafFrames(root) == [rect(0, 0, 150, 10)])
        #expect(size(of: GeometryReader { _ in Rectangle() }, .unspecified) == .zero)
    }

    @Test("GeometryProxy.frame(in:) in local, global and named spaces")
    func geometryFrames() {
        let frames = Probe<[CGRect]>()
        let view = VStack(spacing: 0) {
            Rectangle().frame(height: 50)
            GeometryReader { proxy in
                let _ = frames.values.append([proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("stack"))])
                Color.clear
            }
            .frame(width: 100, height: 40)
            .padding(.leading, 30)
        }
        .padding(5)
        .coordinateSpace(name: "stack")
        layout(view, .unspecified)
        let f = frames.last!
        #expect(f[0] == rect(0, 0, 100, 40))
        #expect(f[1] == rect(5 + 30, 5 + 50, 100, 40))
        #expect(f[2] == rect(35, 55, 100, 40))
    }
}
