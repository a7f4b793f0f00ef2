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
