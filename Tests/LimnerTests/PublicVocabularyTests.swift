import Limner
import Testing

/// `import Limner` alone (no `@testable`): the names SwiftUI defines mean SwiftUI's types. This
/// file compiles only while `BlendMode` is unambiguous, i.e. while the rasterizer's own
/// `BlendMode` is not re-exported.
@Suite struct PublicVocabularyTests {
    @Test func blendModeIsTheViewBlendMode() {
        let mode: BlendMode = .multiply
        #expect(BlendMode.allCases.count == 21)
        #expect(mode != .normal)
        #expect(GraphicsContext.BlendMode.allCases.count == 28)
    }
}
