@testable import LimnerRaster
import LimnerTestSupport

extension SeededGenerator {
    /// A random valid premultiplied pixel, biased towards the edge cases: alpha 0 or 255 a
    /// quarter of the time each, colour channels at 0 or at alpha often.
    mutating func premultipliedPixel() -> UInt32 {
        let a: UInt32
        switch UInt32.random(in: 0..<4, using: &self) {
        case 0: a = 0
        case 1: a = 255
        default: a = UInt32.random(in: 0...255, using: &self)
        }
        func channel(_ g: inout SeededGenerator) -> UInt32 {
            switch UInt32.random(in: 0..<6, using: &g) {
            case 0: return 0
            case 1: return a
            default: return UInt32.random(in: 0...a, using: &g)
            }
        }
        return channel(&self) | channel(&self) << 8 | channel(&self) << 16 | a << 24
    }

    /// A random coverage: 0 or 255 a quarter of the time each.
    mutating func coverage() -> UInt8 {
        switch UInt32.random(in: 0..<4, using: &self) {
        case 0: return 0
        case 1: return 255
        default: return UInt8.random(in: 0...255, using: &self)
        }
    }
}

/// The largest per-channel difference between two packed pixels.
func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var m = 0
    for shift in stride(from: 0, to: 32, by: 8) {
        m = max(m, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
    }
    return m
}

/// Formats a packed pixel as `(r, g, b, a)`.
func describe(_ p: UInt32) -> String {
    "(\(p & 0xFF), \((p >> 8) & 0xFF), \((p >> 16) & 0xFF), \(p >> 24))"
}

/// Whether every colour channel is ≤ alpha.
func isValidPremultiplied(_ p: UInt32) -> Bool {
    let a = p >> 24
    return p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a
}

/// Packs straight channels given as premultiplied bytes.
func px(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }
