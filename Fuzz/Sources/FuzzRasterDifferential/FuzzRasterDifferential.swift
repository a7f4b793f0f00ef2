// Differential libFuzzer target: random streams of solid fills (every path kind, both fill
// rules, aliased or not, all 28 blend modes, opacity, transforms, NaNs and huge values)
// rendered by the fast pipeline (`RasterContext.render`, batched, banded, on 1 or 2 threads)
// and by `ReferencePipeline` (mask rasterizer + `ReferenceCompositor`, one pixel at a time in
// Double). A difference beyond `ReferencePipeline.tolerancePerCommand` is bisected to the
// first command that makes it and traps with that command's description.
import FuzzSupport
import LimnerRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRasterDifferential(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = 1 + input.choice(48), height = 1 + input.choice(48)
    let threads = 1 + input.choice(2)
    var commands: [FillCommand] = []
    while input.hasMore, commands.count < 24 {
        let color = RGBAColor(red: Float(input.unit()), green: Float(input.unit()), blue: Float(input.unit()),
                              alpha: Float(input.unit()))
        commands.append(FillCommand(path: input.path(), transform: input.transform(), paint: .solid(color),
                                    fillRule: input.choice(2) == 0 ? .nonZero : .evenOdd,
                                    antialiased: input.choice(5) != 0,
                                    blendMode: BlendMode.allCases[input.choice(BlendMode.allCases.count)],
                                    opacity: Float(input.choice(3) == 0 ? input.unit() : 1)))
    }
    guard let difference = try? ReferencePipeline.firstDifference(commands, width: width, height: height, threadCount: threads)
    else { return 0 }
    let c = commands[difference.command]
    fatalError("\(width)×\(height), \(threads) threads: \(difference); \(c.blendMode) opacity \(c.opacity) "
                        + "\(c.fillRule) aa \(c.antialiased) paint \(c.paint) transform \(c.transform) path \(c.path)")
}
