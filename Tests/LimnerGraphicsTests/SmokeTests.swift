import Foundation
import Testing
@testable import LimnerGraphics

@Suite struct SmokeTests {
    @Test func seedLikeRoundedRectangle() {
        let p = TestSupport.render(300, 200) { context, size in
            let rect = CGRect(origin: .zero, size: size).insetBy(dx: 30, dy: 30)
            let path = Path(roundedRect: rect, cornerRadius: 28)
            context.stroke(path, with: .color(.indigo), lineWidth: 20)
            context.fill(path, with: .linearGradient(Gradient(colors: [.mint, .purple]),
                                                     startPoint: rect.origin,
                                                     endPoint: CGPoint(x: rect.maxX, y: rect.maxY)))
        }
        TestSupport.save(p, "smoke-roundrect")
        #expect(TestSupport.rgba(p, 150, 100)[3] == 255)
        #expect(TestSupport.rgba(p, 2, 2)[3] == 0)
    }
}
