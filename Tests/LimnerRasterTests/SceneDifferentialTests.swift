import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Whole command streams through the fast pipeline (batched, banded, threaded) against
/// `ReferencePipeline` (mask rasterizer + `ReferenceCompositor`, per pixel in Double), on
/// seeded random scenes; a difference is bisected to the first command that makes it.
/// Tolerance: `ReferencePipeline.tolerancePerCommand` (its comment gives the reason).
@Suite struct SceneDifferentialTests {
    static func scene(seed: UInt64, count: Int) -> [FillCommand] {
        var g = SeededGenerator(seed: seed)
        func unit() -> Double { Double(g.next() % 10_001) / 10_000 }
        func coord() -> Double { unit() * 80 - 10 }
        return (0..<count).map { _ in
            var path = Path()
            switch g.next() % 4 {
            case 0: path.addRect(CGRect(x: coord(), y: coord(), width: unit() * 40, height: unit() * 40))
            case 1: path.addEllipse(in: CGRect(x: coord(), y: coord(), width: unit() * 50, height: unit() * 50))
            case 2:
                path.move(to: CGPoint(x: coord(), y: coord()))
                path.addCurve(to: CGPoint(x: coord(), y: coord()), control1: CGPoint(x: coord(), y: coord()),
                              control2: CGPoint(x: coord(), y: coord()))
                path.addLine(to: CGPoint(x: coord(), y: coord()))
                path.closeSubpath()
            default:
                path.addRect(CGRect(x: Double(g.next() % 40), y: Double(g.next() % 40), width: Double(g.next() % 30),
                                    height: Double(g.next() % 30)))
            }
            let color = RGBAColor(red: Float(unit()), green: Float(unit()), blue: Float(unit()), alpha: Float(unit()))
            return FillCommand(path: path, paint: .solid(color), fillRule: g.next() % 2 == 0 ? .nonZero : .evenOdd,
                               antialiased: g.next() % 5 != 0,
                               blendMode: BlendMode.allCases[Int(g.next() % UInt64(BlendMode.allCases.count))],
                               opacity: g.next() % 3 == 0 ? Float(unit()) : 1)
        }
    }

    @Test(arguments: 1...40)
    func randomScenesMatchTheReference(seed: Int) throws {
        let commands = Self.scene(seed: UInt64(seed), count: 16)
        for threads in [1, 2] {
            let d = try ReferencePipeline.firstDifference(commands, width: 48, height: 40, threadCount: threads)
            #expect(d == nil, "seed \(seed), \(threads) threads: \(d.map(String.init(describing:)) ?? "")")
        }
    }

    @Test func bisectionFindsTheFirstDifferingCommand() throws {
        // A stream the reference draws differently on purpose: a paint outside its scope
        // (a gradient, which the reference leaves out) at index 3 of 6.
        var commands = Self.scene(seed: 99, count: 6).map { c -> FillCommand in
            var c = c; c.blendMode = .normal; c.opacity = 1; return c
        }
        commands[3] = FillCommand(path: Path(CGRect(x: 0, y: 0, width: 48, height: 40)),
                                  paint: .linearGradient(stops: [GradientStop(location: 0, color: .black),
                                                                 GradientStop(location: 1, color: .black)],
                                                         start: .zero, end: CGPoint(x: 48, y: 0), spread: .pad))
        let d = try ReferencePipeline.firstDifference(commands, width: 48, height: 40)
        #expect(d?.command == 3)
    }
}
