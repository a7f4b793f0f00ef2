import Foundation
import Testing
@testable import LimnerGraphics

/// `withCGContext` and the Core Graphics-style context.
@Suite struct CGContextTests {
    @Test func saveAndRestoreGState() {
        let list = TestSupport.record { context, _ in
            context.withCGContext { cg in
                cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                cg.saveGState()
                cg.translateBy(x: 10, y: 0)
                cg.setFillColor(gray: 0, alpha: 1)
                cg.setAlpha(0.5)
                cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                cg.restoreGState()
                #expect(cg.ctm.isIdentity)
                cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                cg.restoreGState()  // unbalanced: ignored
            }
        }
        #expect(list.description == """
            fill M 10 0 L 12 0 L 12 2 L 10 2 Z with color(#000000FF) opacity 0.5
            fill M 0 0 L 2 0 L 2 2 L 0 2 Z with color(#FF0000FF)
            """)
    }

    @Test func pathsUseTheCTMWhenBuiltAndLineWidthWhenStroked() {
        let list = TestSupport.record { context, _ in
            context.withCGContext { cg in
                cg.scaleBy(x: 2, y: 2)
                cg.move(to: CGPoint(x: 1, y: 1))
                cg.addLine(to: CGPoint(x: 3, y: 1))
                cg.setLineWidth(3)
                cg.setLineCap(.round)
                cg.setLineJoin(.bevel)
                cg.setMiterLimit(4)
                cg.setLineDash(phase: 1, lengths: [2, 2])
                cg.setStrokeColor(gray: 1, alpha: 1)
                cg.strokePath()
                #expect(cg.isPathEmpty)
            }
        }
        #expect(list.description == "stroke M 1 1 L 3 1 with color(#FFFFFFFF) width 3 cap round join bevel miterLimit 4 dash [2 2] phase 1 transform [2 0 0 2 0 0]")
    }

    @Test func fillRulesClipAndDrawModes() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.withCGContext { cg in
                cg.saveGState()
                cg.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
                cg.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                cg.setFillColor(Color.black)
                cg.fillPath(using: .evenOdd)
                cg.restoreGState()
                cg.addEllipse(in: CGRect(x: 12, y: 12, width: 6, height: 6))
                cg.setStrokeColor(Color.blue)
                cg.setFillColor(Color.red)
                cg.drawPath(using: .fillStroke)
            }
        }
        #expect(TestSupport.rgba(p, 2, 2)[3] == 255)      // filled
        #expect(TestSupport.rgba(p, 7, 10)[3] == 0)       // even-odd hole
        #expect(TestSupport.rgba(p, 15, 2)[3] == 0)       // clipped away
        #expect(TestSupport.rgba(p, 15, 15) == [255, 59, 48, 255])
    }

    @Test func clipUsingThePathAndClearRect() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
            context.withCGContext { cg in
                cg.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
                cg.addArc(center: CGPoint(x: 15, y: 15), radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
                cg.clip()
                cg.setFillColor(Color.white)
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        #expect(TestSupport.rgba(p, 2, 2)[3] == 0)
        #expect(TestSupport.rgba(p, 15, 15) == [255, 255, 255, 255])
        #expect(TestSupport.rgba(p, 8, 15) == [0, 0, 0, 255])
    }

    @Test func imagesDrawUpsideDownAsInCoreGraphics() {
        let image = CGImage(pixmap: TestSupport.quadrantImage(cell: 4))
        let p = TestSupport.render(8, 8) { context, _ in
            context.withCGContext { cg in cg.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        }
        #expect(TestSupport.rgba(p, 1, 1) == [0, 0, 255, 255])   // bottom-left quadrant on top
        #expect(TestSupport.rgba(p, 1, 6) == [255, 0, 0, 255])
    }

    @Test func cgContextStartsFromTheGraphicsContextState() {
        let list = TestSupport.record { context, _ in
            context.translateBy(x: 5, y: 5)
            context.opacity = 0.5
            context.withCGContext { cg in cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        }
        #expect(list.description == """
            fill M 5 5 L 6 5 L 6 6 L 5 6 Z with color(#000000FF) opacity 0.5
            fill M 0 0 L 1 0 L 1 1 L 0 1 Z with color(#000000FF) transform [1 0 0 1 5 5] opacity 0.5
            """)
    }
}
