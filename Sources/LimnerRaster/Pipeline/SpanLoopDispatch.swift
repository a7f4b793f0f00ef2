// Runtime CPU dispatch: which compiled copy of the band loops fills run on.
import LimnerRasterABI
#if canImport(LimnerRasterAVX2)
import LimnerRasterAVX2
#endif
#if canImport(LimnerRasterAVX512)
import LimnerRasterAVX512
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpanLoopSet {
    /// This module's own copy, built for the baseline CPU (or for `LIMNER_TARGET_CPU` in a tuned
    /// build): the reference the other copies must match byte for byte.
    package static let portable = SpanLoopSet(name: "portable", band: { compositeSourceOverBand($0) },
                                                          accumulate: { accumulateAntialiasedBand($0) })

    /// Every copy this build carries that this CPU can run, the portable one first and the
    /// widest last.
    package static let available: [SpanLoopSet] = {
        var sets = [portable]
        #if canImport(LimnerRasterAVX2)
        if CPUFeatures.hasAVX2 { sets.append(avx2SpanLoops) }
        #endif
        #if canImport(LimnerRasterAVX512)
        if CPUFeatures.hasAVX512 { sets.append(avx512SpanLoops) }
        #endif
        return sets
    }()

    /// The copy fills use: the widest this CPU runs, unless the environment variable
    /// `LIMNER_SPAN_LOOPS` names another available one ("portable", "avx2", "avx512"); an
    /// unknown or unavailable name is ignored. A build tuned for one CPU (`LIMNER_TARGET_CPU`) keeps its
    /// own copy, which is already built for that CPU.
    package static let selected: SpanLoopSet = {
        if let name = getenv("LIMNER_SPAN_LOOPS").map({ String(cString: $0) }),
           let set = available.first(where: { $0.name == name }) {
            return set
        }
        #if LIMNER_TUNED_CPU
        return portable
        #else
        return available.last!
        #endif
    }()
}

/// Which compiled copy of the band loops fills run on, by name, for a tool that reports it
/// beside its timings (`limner-bench`, a package of its own, cannot see `SpanLoopSet`).
public enum SpanLoopSelection {
    /// The copy fills use: "portable", or "avx2" or "avx512" where the CPU has it
    /// (`LIMNER_SPAN_LOOPS` picks another available one).
    public static var selected: String { SpanLoopSet.selected.name }
    /// Every copy this build carries that this CPU can run, the portable one first.
    public static var available: [String] { SpanLoopSet.available.map(\.name) }
}
