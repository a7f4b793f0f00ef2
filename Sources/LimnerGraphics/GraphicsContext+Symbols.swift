import Foundation

extension GraphicsContext {
    /// A Canvas symbol (SwiftUI's `GraphicsContext.ResolvedSymbol`): a tagged child view of
    /// the canvas, laid out at its ideal size and recorded once; each `draw` replays the
    /// recording.
    public struct ResolvedSymbol: Sendable {
        /// The symbol's laid-out size in points.
        public let size: CGSize
        /// The recorded drawing, in the symbol's own space (origin at its top-left).
        public let content: DisplayList

        /// A symbol of `size` drawing `content`.
        public init(size: CGSize, content: DisplayList) {
            self.size = size
            self.content = content
        }
    }

    /// The symbol tagged `id` among the canvas's symbols, or nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        environment.canvasSymbols[AnyHashable(id)]
    }

    /// Draws `symbol` at its size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height,
                                width: s.width, height: s.height))
    }

    /// Draws `symbol` stretched to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let s = symbol.size
        guard s.width > 0, s.height > 0, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite,
              !symbol.content.isEmpty else { return }
        let place = CGAffineTransform(a: rect.width / s.width, b: 0, c: 0, d: rect.height / s.height,
                                      tx: rect.minX, ty: rect.minY)
        // One unit, like an image: opacity and blend mode apply to the flattened symbol.
        let flatten = opacity != 1 || blendMode != .normal
        record(.group(DisplayList.Group(content: symbol.content, transform: place.concatenating(transform),
                                        opacity: opacity, blendMode: blendMode, isCompositingBoundary: flatten)))
    }
}

/// The symbols of the Canvas being drawn, by tag: the view layer puts them in the context's
/// environment, `resolveSymbol(id:)` reads them. `@unchecked`: `AnyHashable` is not
/// `Sendable`, but a table is built and read within one canvas render and its tags are the
/// hashable values the symbols were tagged with.
public struct CanvasSymbolTable: @unchecked Sendable {
    private var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]

    /// An empty table.
    public init() {}

    /// The symbol tagged `id`. Setting a tag twice keeps the first symbol, as SwiftUI does
    /// for duplicate tags.
    public subscript(id: AnyHashable) -> GraphicsContext.ResolvedSymbol? {
        get { symbols[id] }
        set { if symbols[id] == nil { symbols[id] = newValue } }
    }

    /// The number of symbols.
    public var count: Int { symbols.count }
}

private struct CanvasSymbolsKey: EnvironmentKey { static let defaultValue = CanvasSymbolTable() }

extension EnvironmentValues {
    /// The symbols `GraphicsContext.resolveSymbol(id:)` finds (set by the view layer's Canvas).
    public var canvasSymbols: CanvasSymbolTable {
        get { self[CanvasSymbolsKey.self] }
        set { self[CanvasSymbolsKey.self] = newValue }
    }
}
