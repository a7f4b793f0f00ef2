import Foundation
import Testing
@testable import LimnerGraphics

/// `resolveSymbol(id:)` and drawing `ResolvedSymbol`s (the view layer's `Canvas` fills the
/// table from its tagged symbol views; here it is filled by hand).
@Suite struct ResolvedSymbolTests {
    func environment() -> EnvironmentValues {
        var env = EnvironmentValues()
        var table = CanvasSymbolTable()
        let square = DisplayList([.fill(DisplayList.Fill(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                                         paint: .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))))])
        table[AnyHashable(1)] = GraphicsContext.ResolvedSymbol(size: CGSize(width: 10, height: 10), content: square)
        table[AnyHashable("two")] = GraphicsContext.ResolvedSymbol(size: CGSize(width: 4, height: 4), content: square)
        table[AnyHashable(1)] = GraphicsContext.ResolvedSymbol(size: CGSize(width: 99, height: 99), content: DisplayList())
        env.canvasSymbols = table
        return env
    }

    @Test func lookUpByTagAndDrawWithAnchor() throws {
        let renderer = CanvasRenderer(size: CGSize(width: 40, height: 40), environment: environment())
        var found: GraphicsContext.ResolvedSymbol?
        var missing = false
        let p = renderer.render { context, _ in
            found = context.resolveSymbol(id: 1)
            missing = context.resolveSymbol(id: 7) == nil
            guard let symbol = context.resolveSymbol(id: 1) else { return }
            context.draw(symbol, at: CGPoint(x: 20, y: 20), anchor: .bottomTrailing)   // occupies 10…20
            context.opacity = 0.5
            context.draw(symbol, in: CGRect(x: 20, y: 20, width: 20, height: 10))     // stretched 2×
        }
        #expect(try #require(found).size == CGSize(width: 10, height: 10))  // the first tagged symbol wins
        #expect(missing)
        #expect(TestSupport.rgba(p, 15, 15) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(p, 9, 15)[3] == 0 && TestSupport.rgba(p, 15, 21)[3] == 0)
        #expect(TestSupport.close(TestSupport.rgba(p, 38, 28), [128, 0, 0, 128], 1))
        #expect(TestSupport.rgba(p, 38, 31)[3] == 0)
    }
}
