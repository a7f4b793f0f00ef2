// Reads a fuzzer's bytes as a stream of choices and numbers. Past the end every read gives
// zero, so any input is a complete program.
import LimnerGeometry

/// A cursor over the fuzzer's input.
public struct FuzzInput {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    /// Whether input remains.
    public var hasMore: Bool { index < bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A choice in `0 ..< n`.
    public mutating func choice(_ n: Int) -> Int { Int(byte()) % max(1, n) }

    /// A number: mostly ordinary values in a range, sometimes a hostile one (NaN, ±∞, huge,
    /// tiny, negative zero).
    public mutating func number(_ range: ClosedRange<Double> = -40...140) -> Double {
        let tag = byte()
        if tag >= 232 {
            let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e20, -1e20, 2e4, -2e4, 1e-300,
                                     -0.0, 1e9, .greatestFiniteMagnitude, 0x1p63, -0x1p63, 1e-9, 16_777_216, 1e5,
                                     Double.ulpOfOne, -1, 0, 1, 0.5, 3]
            return hostile[Int(tag - 232) % hostile.count]
        }
        let v = Double(UInt16(byte()) << 8 | UInt16(tag)) / 65535
        return range.lowerBound + v * (range.upperBound - range.lowerBound)
    }

    /// A unit value 0…1 (sometimes hostile).
    public mutating func unit() -> Double { number(0...1) }

    /// A point.
    public mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }

    /// A path of one to a few segments of every kind, closed or not.
    public mutating func path() -> Path {
        var p = Path()
        switch choice(8) {
        case 0: p.addRect(CGRect(x: number(), y: number(), width: number(-10...120), height: number(-10...120)))
        case 1: p.addEllipse(in: CGRect(x: number(), y: number(), width: number(-10...120), height: number(-10...120)))
        case 2: p.addRoundedRect(in: CGRect(x: number(), y: number(), width: number(0...120), height: number(0...120)),
                                 cornerSize: CGSize(width: number(0...30), height: number(0...30)))
        case 3: p.addArc(center: point(), radius: number(-10...200), startAngle: .radians(number(-7...7)),
                         endAngle: .radians(number(-7...7)), clockwise: choice(2) == 0)
        default:
            p.move(to: point())
            for _ in 0..<(1 + choice(6)) {
                switch choice(4) {
                case 0: p.addLine(to: point())
                case 1: p.addQuadCurve(to: point(), control: point())
                case 2: p.addCurve(to: point(), control1: point(), control2: point())
                default: p.closeSubpath(); p.move(to: point())
                }
            }
            if choice(2) == 0 { p.closeSubpath() }
        }
        return p
    }

    /// A transform: identity, a translation, a scale, a rotation or an arbitrary matrix.
    public mutating func transform() -> CGAffineTransform {
        switch choice(6) {
        case 0: return .identity
        case 1: return CGAffineTransform(translationX: number(), y: number())
        case 2: return CGAffineTransform(scaleX: number(-3...3), y: number(-3...3))
        case 3: return CGAffineTransform(rotationAngle: number(-7...7))
        case 4: return CGAffineTransform(a: number(-2...2), b: number(-2...2), c: number(-2...2), d: number(-2...2),
                                         tx: number(), ty: number())
        default: return CGAffineTransform(scaleX: number(0...1e-3), y: number(0...1e3))
        }
    }
}
