import Foundation

/// The regions a safe area keeps content out of (SwiftUI's `SafeAreaRegions`). Limner has
/// no keyboard, so `.container` and `.all` behave the same.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device's bars and rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in Limner).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A screen with a safe area, in the root view's coordinates: what `ignoresSafeArea` grows
/// into. Set by a device layout (a preview's `.device` layout, or any host with
/// `View.safeAreaRegion(screen:safe:)`); without one the safe area is the whole canvas and
/// `ignoresSafeArea` changes nothing.
public struct SafeAreaRegion: Sendable, Equatable {
    /// The whole screen.
    public var screen: CGRect
    /// The part of the screen content is laid out in.
    public var safe: CGRect

    public init(screen: CGRect, safe: CGRect) {
        self.screen = screen
        self.safe = safe
    }
}

private struct SafeAreaRegionKey: EnvironmentKey { static let defaultValue: SafeAreaRegion? = nil }

extension EnvironmentValues {
    /// The screen and safe area of the device the view is laid out on (nil: none, the canvas
    /// is all safe).
    public var safeAreaRegion: SafeAreaRegion? {
        get { self[SafeAreaRegionKey.self] }
        set { self[SafeAreaRegionKey.self] = newValue }
    }
}

extension View {
    /// Lets the view extend into the safe area on `edges` (SwiftUI's `ignoresSafeArea`).
    ///
    /// As in SwiftUI, the view's own layout frame is unchanged (its siblings do not move);
    /// where that frame touches the edge of the safe area, its content is laid out and drawn
    /// out to the screen's edge. Under a device layout (`EnvironmentValues.safeAreaRegion`,
    /// which a preview's `.device` layout sets) this fills the status bar and home indicator
    /// areas; elsewhere the whole canvas is safe and nothing changes.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaLayout(regions: regions, edges: edges))
    }

    /// SwiftUI's older `edgesIgnoringSafeArea(_:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// `ignoresSafeArea`: places the child in the node's frame grown, on the chosen edges that
/// touch the safe area's edge, out to the screen's edge.
struct IgnoresSafeAreaLayout: NodeBehavior, ViewModifier, UnaryNodeModifier, TransparentLayout {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    var debugName: String { "IgnoresSafeArea" }
    var isReusableAcrossFrames: Bool { true }
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        guard let child = node.child else { return }
        guard regions.contains(.container), let region = node.environment.safeAreaRegion else {
            node.placeChild(child, at: .zero, proposal: proposal)
            return
        }
        let grown = Self.grownFrame(CGRect(origin: node.globalOrigin, size: size), in: region, edges: edges)
        let origin = CGPoint(x: grown.minX - node.globalOrigin.x, y: grown.minY - node.globalOrigin.y)
        let childProposal = grown.size == size ? proposal : ProposedViewSize(grown.size)
        node.placeChild(child, at: origin, proposal: childProposal)
    }

    /// `frame` (global) grown to the screen's edge on each of `edges` where it reaches the
    /// safe area's edge (half a point of tolerance).
    static func grownFrame(_ frame: CGRect, in region: SafeAreaRegion, edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.5
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= region.safe.minY + tolerance { minY = min(minY, region.screen.minY) }
        if edges.contains(.bottom), maxY >= region.safe.maxY - tolerance { maxY = max(maxY, region.screen.maxY) }
        if edges.contains(.leading), minX <= region.safe.minX + tolerance { minX = min(minX, region.screen.minX) }
        if edges.contains(.trailing), maxX >= region.safe.maxX - tolerance { maxX = max(maxX, region.screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
