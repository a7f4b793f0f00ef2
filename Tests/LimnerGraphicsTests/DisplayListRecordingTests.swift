import Foundation
import Testing
@testable import LimnerGraphics

/// What GraphicsContext records, asserted on the printed display list.
@Suite struct DisplayListRecordingTests {
    @Test func fillPrintsPathPaintAndState() {
        let list = TestSupport.record { context, _ in
            context.opacity = 0.5
            context.blendMode = .multiply
            context.translateBy(x: 10, y: 20)
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), with: .color(.red), style: FillStyle(eoFill: true))
        }
        #expect(list.description ==
            "fill M 0 0 L 4 0 L 4 2 L 0 2 Z with color(#FF3B30FF) evenOdd transform [1 0 0 1 10 20] opacity 0.5 blend multiply")
    }

    @Test func strokeRecordsStyle() {
        let list = TestSupport.record { context, _ in
            var p = Path(); p.move(to: .zero); p.addLine(to: CGPoint(x: 1, y: 1))
            context.stroke(p, with: .color(.black), style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 1]))
            context.stroke(p, with: .color(.white), lineWidth: 2)
        }
        #expect(list.description == """
            stroke M 0 0 L 1 1 with color(#000000FF) width 3 cap round dash [2 1] phase 0
            stroke M 0 0 L 1 1 with color(#FFFFFFFF) width 2
            """)
    }

    @Test func transformsComposeInSwiftUIOrder() {
        var context = GraphicsContext(size: CGSize(width: 10, height: 10))
        context.translateBy(x: 5, y: 0)
        context.scaleBy(x: 2, y: 2)
        // A user-space point (1, 1) is scaled first, then translated.
        #expect(CGPoint(x: 1, y: 1).applying(context.transform) == CGPoint(x: 7, y: 2))
        context.rotate(by: .degrees(90))
        let p = CGPoint(x: 1, y: 0).applying(context.transform)
        #expect(abs(p.x - 5) < 1e-9 && abs(p.y - 2) < 1e-9)
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        let q = CGPoint.zero.applying(context.transform)
        #expect(abs(q.x - 5) < 1e-9 && abs(q.y - 2) < 1e-9)
    }

    @Test func copiesDoNotLeakStateButShareTheRecording() {
        let context = GraphicsContext(size: CGSize(width: 10, height: 10))
        var copy = context
        copy.opacity = 0.25
        copy.translateBy(x: 3, y: 0)
        copy.addFilter(.blur(radius: 2))
        copy.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
        copy.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        #expect(context.opacity == 1 && context.transform.isIdentity && context.filters.isEmpty && context.clips.isEmpty)
        #expect(context.recordedDisplayList.items.count == 2)
        #expect(copy.recordedDisplayList.items.count == 2)
        #expect(context.recordedDisplayList.description.hasSuffix("fill M 0 0 L 1 0 L 1 1 L 0 1 Z with color(#000000FF)"))
    }

    @Test func filterAppliesOnlyToLaterDrawsEachOnItsOwn() {
        let list = TestSupport.record { context, _ in
            let r = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.fill(r, with: .color(.red))
            context.addFilter(.blur(radius: 3))
            context.addFilter(.grayscale(1))
            context.opacity = 0.5
            context.fill(r, with: .color(.green))
            context.fill(r, with: .color(.blue))
        }
        #expect(list.description == """
            fill M 0 0 L 2 0 L 2 2 L 0 2 Z with color(#FF3B30FF)
            group layer opacity 0.5 filters [grayscale(1), blur(3)]
              content
                fill M 0 0 L 2 0 L 2 2 L 0 2 Z with color(#34C759FF)
            group layer opacity 0.5 filters [grayscale(1), blur(3)]
              content
                fill M 0 0 L 2 0 L 2 2 L 0 2 Z with color(#007AFFFF)
            """)
    }

    @Test func filterLengthsFollowTheTransform() {
        let list = TestSupport.record { context, _ in
            context.scaleBy(x: 4, y: 4)
            context.addFilter(.blur(radius: 1, options: .dithersResult), options: .linearColor)
            context.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 2))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        }
        #expect(list.description.contains("filters [shadow(#000000FF radius 8 offset (4, 8) normal options []), blur(4 dithers linearColor)]"))
    }

    @Test func drawLayerIsolatesItsContext() {
        var outer = GraphicsContext(size: CGSize(width: 10, height: 10))
        outer.opacity = 0.5
        outer.blendMode = .screen
        outer.translateBy(x: 1, y: 1)
        outer.drawLayer { layer in
            #expect(layer.opacity == 1 && layer.blendMode == .normal)
            #expect(layer.transform == CGAffineTransform(translationX: 1, y: 1))
            layer.opacity = 0.1
            layer.scaleBy(x: 3, y: 3)
            layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        }
        #expect(outer.transform == CGAffineTransform(translationX: 1, y: 1))
        #expect(outer.recordedDisplayList.description == """
            group layer opacity 0.5 blend screen
              content
                fill M 0 0 L 1 0 L 1 1 L 0 1 Z with color(#000000FF) transform [3 0 0 3 1 1] opacity 0.1
            """)
    }

    @Test func drawsUnderTheSameClipShareOneGroup() {
        let list = TestSupport.record { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.white))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), style: FillStyle(antialiased: false))
            context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.white))
        }
        #expect(list.items.count == 2)
        let text = list.description
        #expect(text.contains("  clip M 2 1 C"))
        #expect(text.contains("Z inverse"))
        #expect(text.contains("  clip M 0 0 L 1 0 L 1 1 L 0 1 Z aliased"))
    }

    @Test func clipToLayerRecordsItsContent() {
        let list = TestSupport.record { context, _ in
            context.clipToLayer(opacity: 0.5, options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))
        }
        #expect(list.description == """
            group
              clipToLayer opacity 0.5 inverse
                fill M 0 0 L 1 0 L 1 1 L 0 1 Z with color(#000000FF)
              content
                fill M 0 0 L 2 0 L 2 2 L 0 2 Z with color(#000000FF)
            """)
    }

    @Test func clipBoundingRectIntersectsClipsInUserSpace() {
        var context = GraphicsContext(size: CGSize(width: 100, height: 80))
        #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 100, height: 80))
        context.clip(to: Path(CGRect(x: 10, y: 10, width: 50, height: 50)))
        context.clip(to: Path(CGRect(x: 30, y: 0, width: 100, height: 30)))
        #expect(context.clipBoundingRect == CGRect(x: 30, y: 10, width: 30, height: 20))
        context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), options: .inverse)
        #expect(context.clipBoundingRect == CGRect(x: 30, y: 10, width: 30, height: 20))
        context.scaleBy(x: 2, y: 2)
        #expect(context.clipBoundingRect == CGRect(x: 15, y: 5, width: 15, height: 10))
    }

    @Test func textAndImageItemsPrint() {
        let list = TestSupport.record { context, _ in
            context.draw(Text("Hi").font(.system(size: 20)).foregroundColor(.blue), at: CGPoint(x: 50, y: 50), anchor: .topLeading)
            context.draw(Image(pixmap: TestSupport.quadrantImage()), in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let lines = list.description.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("text \"Hi\" size 20 at (50, 50) frame "))
        #expect(lines[0].hasSuffix("with color(#007AFFFF)"))
        #expect(lines[1] == "image bitmap 4×4@1x in (0, 0, 8, 8)")
    }

    @Test func numberFormattingIsStable() {
        #expect(DisplayListFormat.number(1.0 / 3.0) == "0.3333")
        #expect(DisplayListFormat.number(-0.00001) == "0")
        #expect(DisplayListFormat.number(2.5) == "2.5")
        #expect(DisplayListFormat.number(-7.0) == "-7")
        #expect(DisplayListFormat.number(Double.nan) == "nan")
    }

    @Test func boundsCoverStrokesGlyphsAndFilters() {
        let list = TestSupport.record { context, _ in
            context.stroke(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.black), lineWidth: 2)
            context.addFilter(.blur(radius: 2))
            context.fill(Path(CGRect(x: 50, y: 50, width: 10, height: 10)), with: .color(.black))
        }
        let b = list.bounds!
        #expect(b.minX <= 9 && b.minY <= 9)
        #expect(b.maxX >= 66 && b.maxY >= 66)
    }
}
