import Testing
import LimnerGeometry
import LimnerTestSupport

@Suite("SVG path data: parsing, errors, round trip")
struct SVGPathTests {
    func parse(_ s: String) throws -> [Path.Element] { try Path(s).elements }
    func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func emptyAndWhitespaceGiveTheEmptyPath() throws {
        #expect(try Path("").isEmpty)
        #expect(try Path(" \t\n\r ").isEmpty)
    }

    @Test func absoluteAndRelativeBasics() throws {
        #expect(try parse("M10 20 L30 40 H50 V60 Z") == [
            .move(to: pt(10, 20)), .line(to: pt(30, 40)), .line(to: pt(50, 40)), .line(to: pt(50, 60)), .closeSubpath,
        ])
        #expect(try parse("m10 20 l30 40 h5 v-6 z") == [
            .move(to: pt(10, 20)), .line(to: pt(40, 60)), .line(to: pt(45, 60)), .line(to: pt(45, 54)), .closeSubpath,
        ])
    }

    @Test func implicitRepeatsAndMoveToPairsBecomeLines() throws {
        #expect(try parse("M0 0 10 0 10 10") == [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))])
        #expect(try parse("m1 1 2 0 0 2") == [.move(to: pt(1, 1)), .line(to: pt(3, 1)), .line(to: pt(3, 3))])
        #expect(try parse("M0 0 L1 1,2 2 3 3") == [.move(to: pt(0, 0)), .line(to: pt(1, 1)), .line(to: pt(2, 2)),
                                                   .line(to: pt(3, 3))])
    }

    @Test func compactNumberSyntax() throws {
        #expect(try parse("M1-2") == [.move(to: pt(1, -2))])
        #expect(try parse("M.5.5") == [.move(to: pt(0.5, 0.5))])
        #expect(try parse("M-.5-.5L+1e1,1E-1") == [.move(to: pt(-0.5, -0.5)), .line(to: pt(10, 0.1))])
        #expect(try parse("M1.e2 3") == [.move(to: pt(100, 3))])
        #expect(try parse("M0,0l1e-3-1e+2") == [.move(to: pt(0, 0)), .line(to: pt(0.001, -100))])
        #expect(try parse("M0 0L1.5.25.75.125") == [.move(to: pt(0, 0)), .line(to: pt(1.5, 0.25)),
                                                     .line(to: pt(0.75, 0.125))])
    }

    @Test func arcFlagsWithoutSeparators() throws {
        let a = try Path("M0 0a1 1 0 00 1 1")
        let b = try Path("M0 0 a 1 1 0 0 0 1 1")
        #expect(a == b)
        #expect(try Path("M0 0a1 1 0 1110 0") == Path("M0 0 a1 1 0 1 1 10 0"))
        #expect(close(a.currentPoint!, pt(1, 1), 0))
    }

    @Test func smoothCubicReflection() throws {
        let e = try parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(e[2] == .curve(to: pt(20, 0), control1: pt(10, -10), control2: pt(20, -10)))
        // After a non-curve, S's first control is the current point.
        let f = try parse("M0 0 L5 5 S10 10 15 5")
        #expect(f[2] == .curve(to: pt(15, 5), control1: pt(5, 5), control2: pt(10, 10)))
        // After a quadratic, S does not reflect the quadratic's control.
        let g = try parse("M0 0 Q5 5 10 0 S15 5 20 0")
        #expect(g[2] == .curve(to: pt(20, 0), control1: pt(10, 0), control2: pt(15, 5)))
    }

    @Test func smoothQuadReflectionChains() throws {
        let e = try parse("M0 0 Q5 10 10 0 T20 0 t10 0")
        #expect(e[2] == .quadCurve(to: pt(20, 0), control: pt(15, -10)))
        #expect(e[3] == .quadCurve(to: pt(30, 0), control: pt(25, 10)))
        // T after a non-quadratic uses the current point, and the next T reflects that.
        let f = try parse("M0 0 L10 0 T20 0 T30 0")
        #expect(f[2] == .quadCurve(to: pt(20, 0), control: pt(10, 0)))
        #expect(f[3] == .quadCurve(to: pt(30, 0), control: pt(30, 0)))
        // After a cubic, T does not reflect.
        let g = try parse("M0 0 C1 1 2 2 3 0 T6 0")
        #expect(g[2] == .quadCurve(to: pt(6, 0), control: pt(3, 0)))
    }

    @Test func afterCloseTheNextCommandStartsAtTheSubpathStart() throws {
        let e = try parse("M10 10 L20 10 Z l5 5")
        #expect(e == [.move(to: pt(10, 10)), .line(to: pt(20, 10)), .closeSubpath, .move(to: pt(10, 10)),
                      .line(to: pt(15, 15))])
        let f = try parse("M10 10 L20 10 z m1 1")
        #expect(f.last == .move(to: pt(11, 11)))
    }

    @Test func arcSemicircleAndSweepFlag() throws {
        // Half circle of radius 10 from (0,0) to (20,0). Sweep 1 is the positive-angle
        // direction, clockwise on SVG's y-down screen: over the top, through y = −10.
        let up = try Path("M0 0 A10 10 0 0 1 20 0")
        let down = try Path("M0 0 A10 10 0 0 0 20 0")
        #expect(close(up.boundingRect, CGRect(x: 0, y: -10, width: 20, height: 10), 1e-9))
        #expect(close(down.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10), 1e-9))
        #expect(up.verbs == [.move, .cubic, .cubic])
        #expect(up.currentPoint == pt(20, 0))
    }

    @Test func arcLargeArcFlagPicksTheLongWay() throws {
        let small = try Path("M0 0 A10 10 0 0 1 10 10")
        let large = try Path("M0 0 A10 10 0 1 1 10 10")
        #expect(small.verbs.count == 2)
        #expect(large.verbs.count == 4)  // 270° → three quarters
        // Sweeping increasing angles (clockwise on screen) from (0, 0) to (10, 10): the
        // small arc runs around (0, 10) from −90° to 0°, the large one around (10, 0) from
        // 180° through 270° and 360° to 450°.
        for (path, centre) in [(small, CGPoint(x: 0, y: 10)), (large, CGPoint(x: 10, y: 0))] {
            for q in path.elements.compactMap(endPoint) {
                let d = ((q.x - centre.x) * (q.x - centre.x) + (q.y - centre.y) * (q.y - centre.y)).squareRoot()
                #expect(close(d, 10, 1e-9))
            }
        }
        #expect(close(small.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
        #expect(close(large.boundingRect, CGRect(x: 0, y: -10, width: 20, height: 20), 1e-9))
    }

    @Test func arcRadiiTooSmallAreScaledUp() throws {
        // rx = ry = 1 cannot span 20 units: scaled to 10, a semicircle.
        let p = try Path("M0 0 A1 1 0 0 1 20 0")
        #expect(close(p.boundingRect, CGRect(x: 0, y: -10, width: 20, height: 10), 1e-9))
        // Negative radii are made positive.
        #expect(try Path("M0 0 A-10 -10 0 0 1 20 0") == Path("M0 0 A10 10 0 0 1 20 0"))
    }

    @Test func arcRotationAndEllipse() throws {
        // rx 20 along y after a 90° rotation: from (0,0) to (0,40) the arc is half the
        // ellipse; sweep 1 (clockwise on screen) going down bulges to +x by ry = 10.
        let p = try Path("M0 0 A20 10 90 0 1 0 40")
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 40), 1e-9))
    }

    @Test func degenerateArcs() throws {
        #expect(try parse("M5 5 A0 10 0 0 1 20 20") == [.move(to: pt(5, 5)), .line(to: pt(20, 20))])
        #expect(try parse("M5 5 A10 0 0 0 1 20 20") == [.move(to: pt(5, 5)), .line(to: pt(20, 20))])
        #expect(try parse("M5 5 A10 10 0 0 1 5 5") == [.move(to: pt(5, 5))])
        #expect(try parse("M5 5 a10 10 0 0 1 0 0 l1 0") == [.move(to: pt(5, 5)), .line(to: pt(6, 5))])
    }

    @Test func hugeRadiiStayFinite() throws {
        let p = try Path("M0 0 A1e308 1e308 0 0 1 10 0 A1e-300 1e-300 0 0 1 1e300 0")
        #expect(p.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(p.currentPoint == pt(1e300, 0))
    }

    @Test func malformedInputsThrowWithOffsets() {
        let cases: [(String, SVGPathError.Kind, Int)] = [
            ("L10 10", .missingMoveTo, 0),
            ("  10 10", .missingMoveTo, 2),
            ("M", .expectedNumber, 1),
            ("M10", .expectedNumber, 3),
            ("M10 10 L", .expectedNumber, 8),
            ("M,10 10", .expectedNumber, 1),
            ("M10,,10", .expectedNumber, 4),
            ("M10 10,", .expectedNumber, 7),
            ("M10 10 L5 5,L", .expectedNumber, 12),
            ("M10 10 X", .expectedCommand, 7),
            ("M10 10 Z 5", .expectedCommand, 9),
            ("M0 0 A1 1 0 2 1 5 5", .expectedFlag, 12),
            ("M0 0 A1 1 0 0", .expectedFlag, 13),
            ("M1e 2", .expectedNumber, 2),
            ("M.", .expectedNumber, 1),
            ("M-", .expectedNumber, 1),
            ("M1 2 é", .expectedCommand, 5),
            ("M1e999 0", .numberOutOfRange, 1),
            ("M1 1 H-1e309", .numberOutOfRange, 6),
            ("M1e308 0 m1e308 0", .numberOutOfRange, 10),
            ("M0 0 NaN", .expectedCommand, 5),
            ("M0 0 L inf 1", .expectedNumber, 7),
        ]
        for (text, kind, offset) in cases {
            #expect(throws: SVGPathError(kind: kind, offset: offset), "\(text)") { try Path(text) }
        }
    }

    @Test func errorDescriptionNamesOffsetAndProblem() {
        let e = SVGPathError(kind: .expectedFlag, offset: 12)
        #expect(e.description == "invalid SVG path data at offset 12: expected an arc flag (0 or 1)")
    }

    @Test func descriptionIsAbsoluteSVG() throws {
        var p = Path()
        p.move(to: pt(0, 0.5))
        p.addLine(to: pt(-3, 1e-5))
        p.addQuadCurve(to: pt(1, 2), control: pt(3, 4))
        p.addCurve(to: pt(5, 6), control1: pt(7, 8), control2: pt(9, 1e20))
        p.closeSubpath()
        #expect(p.description == "M 0 0.5 L -3 1e-05 Q 3 4 1 2 C 7 8 9 1e+20 5 6 Z")
        #expect(try Path(p.description) == p)
        #expect(Path().description == "")
    }

    @Test func randomPathsRoundTrip() throws {
        var g = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let p = randomPath(&g, elements: Int.random(in: 1...30, using: &g))
            let back = try Path(p.description)
            #expect(back == p, "\(p.description)")
        }
    }

    @Test func builtShapesRoundTrip() throws {
        let shapes = [
            Path(roundedRect: CGRect(x: 0.1, y: 0.2, width: 33.3, height: 44.4), cornerRadius: 7.7),
            Path(ellipseIn: CGRect(x: -1, y: -2, width: 3, height: 4)),
            Path(CGRect(x: 1, y: 2, width: 3, height: 4)).applying(CGAffineTransform(rotationAngle: 1)),
        ]
        for s in shapes { #expect(try Path(s.description) == s) }
    }

    @Test func longInputParsesInLinearTime() throws {
        let n = 200_000
        let text = "M0 0" + String(repeating: " l1 1", count: n)
        let clock = ContinuousClock()
        let start = clock.now
        let p = try Path(text)
        let elapsed = clock.now - start
        #expect(p.verbs.count == n + 1)
        #expect(p.currentPoint == pt(CGFloat(n), CGFloat(n)))
        #expect(elapsed < .seconds(5))
    }

    /// Squaring radii and offsets (F.6.5 as written) would overflow for radii near 1e308
    /// and underflow for 1e-300; the conversion divides by the radii first and falls back to
    /// a line, so the path stays finite.
    @Test func arcsWithExtremeRadiiStayFinite() throws {
        let p = try Path("M0 0 A1e308 1e308 0 0 1 10 0 A1e-300 1e-300 0 0 1 1e300 0 A1e308 1 45 1 0 -1e300 1e300")
        #expect(p.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(p.currentPoint == CGPoint(x: -1e300, y: 1e300))
    }

    /// `Double.description` prints `5.0` and `1e-05`; integers must print without a
    /// fraction and every value must parse back exactly.
    @Test func descriptionNumbersRoundTripExactly() throws {
        for v in [5.0, -0.0, 1e-5, 0.1 + 0.2, 1e15, 123456789012345.6, -2.5e-308, 1.7976931348623157e308] {
            var p = Path()
            p.move(to: CGPoint(x: v, y: -v))
            #expect(try Path(p.description) == p, "\(v)")
        }
        var q = Path()
        q.move(to: CGPoint(x: 5, y: 0))
        #expect(q.description == "M 5 0")
    }
}
