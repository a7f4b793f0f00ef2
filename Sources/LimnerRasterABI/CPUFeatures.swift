#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the running CPU (and operating system) can execute, read once.
package enum CPUFeatures {
    /// Whether the AVX2 copy of the band loops can run here: every feature LLVM's `haswell`
    /// target may use in ordinary code (AVX and AVX2 with the OS saving YMM state, FMA, BMI1,
    /// BMI2, LZCNT, MOVBE, F16C, POPCNT, SSE4.2).
    package static let hasAVX2 = hasEvery(
        linux: ["avx", "avx2", "fma", "bmi1", "bmi2", "abm", "movbe", "f16c", "popcnt", "sse4_2"],
        darwin: ["hw.optional.avx2_0", "hw.optional.fma", "hw.optional.bmi2"])

    /// Whether the AVX-512 copy of the band loops can run here: the AVX2 copy's features and
    /// those LLVM's `skylake-avx512` target adds that ordinary code may use (AVX-512 F, CD, BW,
    /// DQ and VL with the OS saving their state; ADX and the cache-line instructions are never
    /// emitted for arithmetic loops).
    package static let hasAVX512 = hasAVX2 && hasEvery(
        linux: ["avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"],
        darwin: ["hw.optional.avx512f", "hw.optional.avx512cd", "hw.optional.avx512bw", "hw.optional.avx512dq",
                 "hw.optional.avx512vl"])

    /// Whether this is an x86-64 CPU with every feature named: on Linux as /proc/cpuinfo's
    /// `flags` spell them, on Darwin as `sysctl` names. False elsewhere.
    private static func hasEvery(linux: [String], darwin: [String]) -> Bool {
        #if arch(x86_64)
        #if os(Linux)
        // The kernel lists a feature only if it also enabled it: AVX is dropped when the OS
        // does not save YMM state, AVX-512 when it does not save the ZMM and mask registers.
        guard let flags = linuxCPUFlags() else { return false }
        return linux.allSatisfy { flags.contains(Substring($0)) }
        #elseif canImport(Darwin)
        return darwin.allSatisfy(sysctlFlag)
        #else
        return false
        #endif
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// The `flags` of the first processor in /proc/cpuinfo, or nil when it cannot be read.
    static func linuxCPUFlags() -> Set<Substring>? {
        guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(line) }
        // Bounded: the flags line comes within the first processor's few dozen lines.
        for _ in 0..<200 {
            guard getline(&line, &capacity, file) > 0, let line else { return nil }
            let text = String(cString: line)
            guard text.hasPrefix("flags") else { continue }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            return Set(text[text.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }))
        }
        return nil
    }
    #endif

    #if canImport(Darwin)
    static func sysctlFlag(_ name: String) -> Bool {
        var value: Int32 = 0
        var size = MemoryLayout<Int32>.size
        return sysctlbyname(name, &value, &size, nil, 0) == 0 && value != 0
    }
    #endif
}
