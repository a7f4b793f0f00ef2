/// SplitMix64: a small seeded generator, so every random test input is reproducible and a
/// failing seed fails again. One definition for every test target.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    public var state: UInt64
    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A uniform value in 0 ..< 1 with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
