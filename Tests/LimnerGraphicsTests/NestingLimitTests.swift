import Dispatch
import Foundation
import Testing
@testable import LimnerGraphics

/// Deep nesting in recording, bounds and rendering: defined results and readable
/// diagnostics instead of stack overflows.
@Suite struct NestingLimitTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// A fill wrapped in `depth` nested groups (each a compositing boundary, so every level
    /// renders its own layer: the deepest recursion the renderer has).
    static func nested(_ depth: Int) -> DisplayList {
        var list = DisplayList([.fill(DisplayList.Fill(path: Path(CGRect(x: 10, y: 10, width: 20, height: 20)),
                                                       paint: .color(RGBAColor(red: 1, green: 0, blue: 0))))])
        for _ in 0..<depth {
            list = DisplayList([.group(DisplayList.Group(content: list, isCompositingBoundary: true))])
        }
        return list
    }

    /// Nests `drawLayer` `depth` levels, filling at the bottom.
    static func layers(_ context: inout GraphicsContext, _ depth: Int) {
        if depth == 0 {
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(red))
            return
        }
        context.drawLayer { inner in layers(&inner, depth - 1) }
    }

    @Test func drawLayerNested10000DeepStopsAtTheLimitWithADiagnostic() {
        var context = GraphicsContext(size: CGSize(width: 40, height: 40))
        Self.layers(&context, 10_000)
        #expect(context.diagnostics == [.layersTooDeep(limit: GraphicsContext.maximumLayerDepth)])
        let list = context.recordedDisplayList
        #expect(list.nestingDepth <= DisplayList.maximumNestingDepth)
        #expect(list.diagnostics.isEmpty)
        #expect(throws: GraphicsDiagnostic.layersTooDeep(limit: GraphicsContext.maximumLayerDepth)) {
            _ = try CanvasRenderer(size: CGSize(width: 40, height: 40)).checkedRender { context, _ in
                Self.layers(&context, 10_000)
            }
        }
    }

    @Test func drawLayerNestedToTheLimitDrawsEverything() throws {
        let p = try CanvasRenderer(size: CGSize(width: 40, height: 40)).checkedRender { context, _ in
            Self.layers(&context, GraphicsContext.maximumLayerDepth)
        }
        #expect(TestSupport.rgba(p, 20, 20) == [255, 0, 0, 255])
    }

    @Test func boundsAndDepthOfAListNested20000DeepDoNotRecurse() {
        let list = Self.nested(20_000)
        #expect(list.nestingDepth == 20_000)
        #expect(list.bounds == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(list.diagnostics == [.nestingTooDeep(depth: 20_000, limit: DisplayList.maximumNestingDepth)])
    }

    /// `bounds` recurses for shallow lists and walks an explicit stack past
    /// `recursiveBoundsDepth`: both must give the same box, with filters, clips (path, layer,
    /// inverse), transforms, empty groups and non-finite items along the way.
    @Test(arguments: [1, 5, DisplayList.recursiveBoundsDepth - 1, DisplayList.recursiveBoundsDepth,
                      DisplayList.recursiveBoundsDepth + 1, 200])
    func recursiveAndIterativeBoundsAgree(depth: Int) {
        let red = ResolvedPaint.color(RGBAColor(red: 1, green: 0, blue: 0))
        var list = DisplayList([.fill(DisplayList.Fill(path: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), paint: red))])
        for level in 0..<depth {
            var group = DisplayList.Group(content: list, transform: CGAffineTransform(translationX: 3, y: -2).rotated(by: 0.01))
            switch level % 5 {
            case 0: group.filters = [.blur(radius: 2, opaque: false, dithers: false, linearColor: false)]
            case 1: group.clips = [.path(Path(CGRect(x: 0, y: 0, width: 25, height: 300)), transform: .identity,
                                         style: FillStyle(), inverse: false)]
            case 2: group.clips = [.layer(DisplayList([.fill(DisplayList.Fill(path: Path(ellipseIn: CGRect(x: -5, y: 0, width: 90, height: 60)),
                                                                              paint: red))]), opacity: 1, inverse: false),
                                   .path(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), transform: .identity, style: FillStyle(), inverse: true)]
            case 3: group.filters = [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 1, offset: CGSize(width: 4, height: 6),
                                             blendMode: .normal, options: [])]
            default: break
            }
            list = DisplayList([.group(group), .group(DisplayList.Group(content: DisplayList([]))),
                                .fill(DisplayList.Fill(path: Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)), paint: red)),
                                .stroke(DisplayList.Stroke(path: Path(CGRect(x: CGFloat(level), y: 1, width: 2, height: 2)),
                                                           paint: red, style: StrokeStyle(lineWidth: 3)))])
        }
        let recursive = DisplayList.recursiveBounds(list, depthLeft: DisplayList.recursiveBoundsDepth)
        #expect((recursive == nil) == (depth > DisplayList.recursiveBoundsDepth))
        #expect(list.bounds == list.iterativeBounds)
        if let recursive { #expect(recursive.box == list.iterativeBounds) }
        #expect(list.bounds != nil)
    }

    @Test func renderingAListNestedBeyondTheLimitThrowsOrSkipsTheDeepGroups() throws {
        let list = Self.nested(DisplayList.maximumNestingDepth + 500)
        #expect(throws: GraphicsDiagnostic.nestingTooDeep(depth: DisplayList.maximumNestingDepth + 500,
                                                          limit: DisplayList.maximumNestingDepth)) {
            _ = try DisplayListRenderer().render(list, size: CGSize(width: 40, height: 40))
        }
        // The non-throwing path draws down to the limit: the deep fill is left out.
        var pixmap = try Pixmap(width: 40, height: 40)
        DisplayListRenderer().render(list, into: &pixmap)
        #expect(TestSupport.rgba(pixmap, 20, 20) == [0, 0, 0, 0])
    }

    /// 1 700 nested groups used to overflow the stack while rendering; rendered from a
    /// Dispatch worker thread (a small stack on some platforms) they now draw.
    @Test func groupsNested1700DeepRenderOnAWorkerThread() async throws {
        let list = Self.nested(DisplayList.maximumNestingDepth)
        let pixmap: Pixmap = await withCheckedContinuation { done in
            DispatchQueue.global().async {
                done.resume(returning: CanvasRenderer(size: CGSize(width: 40, height: 40)).render(list))
            }
        }
        #expect(TestSupport.rgba(pixmap, 20, 20) == [255, 0, 0, 255])
        let deeper = Self.nested(1_700)
        let p2 = CanvasRenderer(size: CGSize(width: 40, height: 40)).render(deeper)
        #expect(p2.width == 40)
    }
}
