import Testing
import LimnerGeometry

@Suite("CGAffineTransform semantics")
struct TransformTests {
    let p = CGPoint(x: 3, y: 5)

    @Test func concatenatingAppliesSelfFirst() {
        let s = CGAffineTransform(scaleX: 2, y: 2)
        let t = CGAffineTransform(translationX: 10, y: 0)
        #expect(p.applying(s.concatenating(t)) == CGPoint(x: 16, y: 10))
        #expect(p.applying(t.concatenating(s)) == CGPoint(x: 26, y: 10))
    }

    @Test func translatedByPrependsAsCoreGraphicsDoes() {
        // CG: t.translatedBy(x:y:) = translation then t.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(p.applying(t) == CGPoint(x: 26, y: 10))
        let r = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(p.applying(r) == CGPoint(x: 16, y: 10))
    }

    @Test func positiveRotationTurnsXTowardY() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1), 1e-15))
        #expect(close(CGPoint(x: 0, y: 1).applying(r), CGPoint(x: -1, y: 0), 1e-15))
    }

    @Test func invertedRoundTripsAndSingularIsUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-12))
        let m = t.concatenating(t.inverted())
        #expect(close(m.a, 1, 1e-12) && close(m.b, 0, 1e-12) && close(m.tx, 0, 1e-12) && close(m.ty, 0, 1e-12))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func pathApplyingMatchesPointApplying() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -1).translatedBy(x: 3, y: 4)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 6)
        #expect(path.applying(t).points == path.points.map { $0.applying(t) })
        var built = Path()
        built.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 30), cornerSize: CGSize(width: 6, height: 6),
                             transform: t)
        #expect(built == path.applying(t))
    }
}
