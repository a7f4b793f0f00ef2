import Foundation
import Testing
@testable import Limner

/// A square pushed down by a spacer that grows under an animation a second in; it fades with
/// its distance from the top.
private struct SinkingSquare: View {
    @State private var drop: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: drop)
            Color.red.frame(width: 10, height: 10)
                .visualEffect { content, proxy in
                    content.opacity(1 - proxy.frame(in: .global).minY / 100)
                }
            Spacer(minLength: 0)
        }
        .frame(width: 10, height: 110)
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.linear(duration: 1)) { drop = 80 }
        }
    }
}

@Suite("visualEffect")
struct VisualEffectTests {
    @Test("The effect follows the geometry each frame presents")
    func followsAnimatedGeometry() throws {
        let renderer = AnimationRenderer(content: SinkingSquare())
        func alpha(at t: Double, y: CGFloat) throws -> UInt8 { try renderer.frame(at: t).pixel(x: 5, y: Int(y)).a }
        #expect(try alpha(at: 0.5, y: 5) == 255)
        // Half-way the square's top is at 40: opacity 0.6.
        let mid = try renderer.frame(at: 1.5)
        let column = (0..<mid.height).map { mid.pixel(x: 5, y: $0).a }
        #expect(abs(Int(try alpha(at: 1.5, y: 45)) - 153) <= 1, "\(column)")
        // At rest at 80: opacity 0.2.
        #expect(abs(Int(try alpha(at: 2.5, y: 85)) - 51) <= 1)
    }

    @Test("Chained effects apply in order, the first innermost, as the modifiers do")
    func matchesTheModifiers() throws {
        let base = Color.blue.frame(width: 20, height: 10).padding(10)
        let viaEffect = base.visualEffect { content, _ in
            content.offset(x: 5).rotationEffect(.degrees(30)).scaleEffect(0.5, anchor: .topLeading).saturation(0.3).blur(radius: 1)
        }
        let viaModifiers = base.offset(x: 5).rotationEffect(.degrees(30)).scaleEffect(0.5, anchor: .topLeading).saturation(0.3).blur(radius: 1)
        #expect(try ImageRenderer(content: viaEffect).renderedPixmap() == ImageRenderer(content: viaModifiers).renderedPixmap())
    }

    @Test("Non-finite amounts draw as the plain modifiers draw them")
    func nonFinite() throws {
        let base = Color.green.frame(width: 20, height: 20)
        let effect = base.visualEffect { content, _ in
            content.offset(x: .nan).scaleEffect(.infinity).opacity(.nan).brightness(.nan).blur(radius: .nan)
        }
        let plain = base.offset(x: .nan).scaleEffect(.infinity).opacity(.nan).brightness(.nan).blur(radius: .nan)
        #expect(try ImageRenderer(content: effect).renderedPixmap() == ImageRenderer(content: plain).renderedPixmap())
    }
}
