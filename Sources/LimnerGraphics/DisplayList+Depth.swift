import Foundation

// Nesting limits. Recording, bounds and the renderer handle nested groups; bounds and depth
// use explicit stacks, recording and rendering recurse once per level, so they are bounded by
// `DisplayList.maximumNestingDepth` (measured in `NestingLimitTests`: the renderer runs a
// deep list on a thread whose stack is sized for it, see `LargeStack`).

extension DisplayList {
    /// The deepest nesting of groups the renderer draws (a group's content, its layer clips
    /// and its mask are one level below it). `GraphicsContext` never records deeper; a
    /// hand-built deeper list draws down to this depth and reports
    /// `GraphicsDiagnostic.nestingTooDeep`.
    public static let maximumNestingDepth = 1024

    /// How deeply groups nest in this list: 0 with no group, 1 with groups holding no
    /// group, and so on. Computed with an explicit stack (any depth is fine).
    public var nestingDepth: Int {
        var deepest = 0
        var stack: [(DisplayList, Int)] = [(self, 0)]
        while let (list, depth) = stack.popLast() {
            deepest = Swift.max(deepest, depth)
            for item in list.items {
                guard case .group(let g) = item else { continue }
                stack.append((g.content, depth + 1))
                if let m = g.mask { stack.append((m.content, depth + 1)) }
                for c in g.clips { if case .layer(let l, _, _) = c { stack.append((l, depth + 1)) } }
                if depth + 1 > deepest { deepest = depth + 1 }
            }
        }
        return deepest
    }

    /// What the renderer will not draw of this list: `.nestingTooDeep` when it nests deeper
    /// than `maximumNestingDepth`; empty otherwise.
    public var diagnostics: [GraphicsDiagnostic] {
        let depth = nestingDepth
        return depth > Self.maximumNestingDepth ? [.nestingTooDeep(depth: depth, limit: Self.maximumNestingDepth)] : []
    }
}
