/// Conic (sweep) gradient shader: t is the angle of the user-space point around `center`,
/// measured from `angle` (clockwise on a y-down canvas), as a fraction of a full turn.
struct ConicShader<Spread: SpreadFunction>: Shader {
    let table: UnsafeMutablePointer<UInt32>
    /// Device → user space.
    let inverse: CGAffineTransform
    let cx: Double, cy: Double
    /// `angle / 2π`.
    let startTurns: Float

    init(center: CGPoint, angle: Double, inverse: CGAffineTransform, table: UnsafeMutablePointer<UInt32>) {
        self.table = table
        self.inverse = inverse
        cx = center.x; cy = center.y
        let turns = angle / (2 * Double.pi)
        startTurns = turns.isFinite ? Float(turns - turns.rounded(.down)) : 0
    }

    // Out of line: painters call it from several places per sweep (see Shader).
    @inline(never)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch idx: UnsafeMutablePointer<Int32>) {
        let m = inverse
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = Float(m.a * px + m.c * py + m.tx - cx)
        let uy = Float(m.b * px + m.d * py + m.ty - cy)
        let sx = Float(m.a), sy = Float(m.b)
        let start = startTurns
        for i in 0..<count {
            let fx = ux + Float(i) * sx, fy = uy + Float(i) * sy
            let t = FastMath.atan2Turns(fy, fx) - start
            idx[i] = Spread.index(t - FastMath.floor(t))
        }
        Spread.lookup(idx, count: count, table: table, into: out)
    }
}
