import Testing
@testable import LimnerRaster

/// The one-thread `render` builds every command's edges in one shared list, while the
/// multi-thread one prepares each command into its slot's own list. Alternating them on one
/// context must never leave a slot pointing at the shared list (two threads would then
/// prepare into the same buffers) nor let one command's edges leak into the next.
@Suite("RasterContext: edge storage across one- and two-thread renders")
struct RenderEdgeStorageTests {
    /// Small single-band stars, circles spanning several bands, rectangles (drawn without
    /// edges), an even-odd star and a gradient: every way a slot's edges are used.
    static func commands() -> [FillCommand] {
        var list: [FillCommand] = []
        for i in 0..<48 {
            let x = Double(7 + (i * 29) % 110), y = Double(5 + (i * 47) % 115)
            let path: Path
            switch i % 4 {
            case 0: path = Fixtures.star(x, y, 4)
            case 1: path = Fixtures.circle(x, y, 3 + Double(i % 5) * 6)  // up to 27 px: 4 bands
            case 2: path = Fixtures.rect(x - 5, y - 3, 11, 7)
            default: path = Fixtures.star(x, y, 14)
            }
            let paint: Paint = i % 6 == 5
                ? .linearGradient(stops: [GradientStop(location: 0, color: .init(red: 1, green: 0, blue: 0, alpha: 1)),
                                          GradientStop(location: 1, color: .init(red: 0, green: 0, blue: 1, alpha: 0.5))],
                                  start: CGPoint(x: x - 10, y: y), end: CGPoint(x: x + 10, y: y), spread: .pad)
                : .solid(.init(red: Float(i % 3) / 2, green: Float(i % 5) / 4, blue: 0.5, alpha: 0.8))
            list.append(FillCommand(path: path, paint: paint, fillRule: i % 8 == 3 ? .evenOdd : .nonZero))
        }
        return list
    }

    @Test("alternating one- and two-thread renders give the same pixels as a fresh context")
    func alternatingRenders() throws {
        let commands = Self.commands()
        let fresh = try RasterContext(width: 128, height: 128)
        for c in commands { fresh.fill(c) }
        let expected = fresh.pixmap
        #expect(Fixtures.totalAlpha(expected) > 1000)

        let context = try RasterContext(width: 128, height: 128)
        for threads in [1, 2, 1, 2, 2, 1] {
            context.clear(.clear)
            context.render(commands, threadCount: threads)
            let same = context.pixmap == expected  // (not inside #expect: it would print both images)
            #expect(same, "threads \(threads)")
        }
    }

    @Test("a command after a multi-band one draws only its own edges")
    func noLeftoverEdges() throws {
        let big = FillCommand(path: Fixtures.circle(64, 64, 60), paint: .solid(.white))
        let small = FillCommand(path: Fixtures.rect(2, 2, 3, 3, clockwise: false), paint: .solid(.white),
                                antialiased: false)
        let context = try RasterContext(width: 128, height: 128)
        context.render([big], threadCount: 1)
        context.clear(.clear)
        context.render([small, small], threadCount: 1)
        // Only the 3 × 3 square is drawn; nothing of the circle comes back.
        #expect(Fixtures.totalAlpha(context.pixmap) == 9)
    }
}
