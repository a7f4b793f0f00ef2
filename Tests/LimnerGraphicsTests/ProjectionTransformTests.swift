import Foundation
import Testing
@testable import LimnerGraphics

/// `ProjectionTransform`'s value API.
@Suite struct ProjectionTransformTests {
    @Test func invertInPlaceReportsSuccess() {
        var p = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: -8))
        p.m13 = 0.01
        let original = p
        let inverted = p.invert()
        #expect(inverted)
        let q = p.concatenating(original)
        for (value, expected) in [(q.m11, 1.0), (q.m12, 0), (q.m13, 0), (q.m21, 0), (q.m22, 1), (q.m23, 0),
                                  (q.m31, 0), (q.m32, 0), (q.m33, 1)] {
            #expect(abs(Double(value) - expected) < 1e-9)
        }
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertedSingular = singular.invert()
        #expect(!invertedSingular)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        #expect(ProjectionTransform().isIdentity && original.isAffine == false)
    }
}
