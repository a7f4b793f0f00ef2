import Foundation
import LimnerGeometry
import LimnerRaster

/// An immediate-mode drawing destination with SwiftUI's API (`GraphicsContext`).
///
/// A value type: each copy has its own state (transform, clips, filters, opacity, blend mode,
/// environment), and a state change affects only later drawing through that copy. Every copy
/// appends to the same recording, a `DisplayList` shared by reference, which the owner
/// (`CanvasRenderer`, the view layer's `Canvas`) renders. User space is in points, origin top
/// left, y down.
public struct GraphicsContext {
    /// The shared recording all copies append to.
    let recorder: DisplayListRecorder

    /// Multiplies the alpha of later drawing, 0…1.
    public var opacity: Double = 1
    /// How later drawing combines with what is below.
    public var blendMode: BlendMode = .normal
    /// What text, images and colours resolve against.
    public var environment: EnvironmentValues
    /// User space → the recording's space for later drawing.
    public var transform: CGAffineTransform = .identity

    /// The clips in effect, in the recording's space.
    var clips: [ClipEntry] = []
    /// The filters in effect, in order, lengths in the recording's space.
    var filters: [DisplayList.Filter] = []
    /// The drawable area in the recording's space (the canvas), for `clipBoundingRect`.
    let bounds: CGRect

    /// A context recording into `recorder`, with `bounds` as the drawable area (recording space).
    init(recorder: DisplayListRecorder, bounds: CGRect, environment: EnvironmentValues) {
        self.recorder = recorder
        self.bounds = bounds
        self.environment = environment
    }

    /// A context that records into a new, empty list; read it with `recordedDisplayList`.
    /// `size` is the drawable area (points), for `clipBoundingRect`.
    public init(size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(recorder: DisplayListRecorder(), bounds: CGRect(origin: .zero, size: size), environment: environment)
    }

    /// Everything recorded so far through this context and its copies.
    public var recordedDisplayList: DisplayList { DisplayList(recorder.items) }

    /// The deepest nesting of `drawLayer` and `clipToLayer` calls recorded. Each level
    /// adds at most two levels of groups to the list (the layer's group and a clip group
    /// inside it), so a recording always stays within `DisplayList.maximumNestingDepth`.
    public static let maximumLayerDepth = DisplayList.maximumNestingDepth / 2 - 2

    /// What this context (and every copy and nested layer context of the same recording)
    /// left out because it exceeded a limit; empty when everything was recorded.
    public var diagnostics: [GraphicsDiagnostic] { recorder.ids.diagnostics }

    // MARK: Transforms

    /// Moves the origin of user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates user space (positive angles turn clockwise on screen, y being down).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Prepends `matrix` to the transform: it applies first, in the current user space.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for `clip(to:style:options:)` and `clipToLayer`.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep the outside of the shape instead of the inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Intersects the clip with `path` (in user space) for later drawing.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = []) {
        let inverse = options.contains(.inverse)
        let clip = DisplayList.Clip.path(path, transform: transform, style: style, inverse: inverse)
        var box = bounds
        if !inverse {
            let pb = path.boundingRect
            box = pb.isNull ? .zero : pb.applying(transform)
        }
        clips.append(ClipEntry(id: recorder.nextID(), clip: clip, bounds: box))
    }

    /// Intersects the clip with the alpha of what `content` draws, times `opacity`
    /// (`.inverse`: with its transparency). `content` gets a fresh context with this one's
    /// transform and environment.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = [],
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        // Too deep: the content is not recorded, so the clip is an empty layer.
        var list = DisplayList()
        if let sub = recorder.nested() {
            var inner = GraphicsContext(recorder: sub, bounds: bounds, environment: environment)
            inner.transform = transform
            try content(&inner)
            list = DisplayList(sub.items)
        }
        let inverse = options.contains(.inverse)
        let box = inverse ? bounds : (list.bounds ?? .zero)
        clips.append(ClipEntry(id: recorder.nextID(),
                               clip: .layer(list, opacity: opacity, inverse: inverse), bounds: box))
    }

    /// The bounds of the current clip in user space (the drawable area when unclipped).
    public var clipBoundingRect: CGRect {
        var r = bounds
        for c in clips { r = r.intersection(c.bounds) }
        if r.isNull || r.isEmpty { return .zero }
        let det = transform.determinant
        guard det != 0, det.isFinite else { return .zero }
        return r.applying(transform.inverted())
    }

    // MARK: Layers

    /// Draws `content` into a new transparency layer, then composites the layer with this
    /// context's opacity, blend mode, clips and filters. The inner context starts with this
    /// one's transform and environment, full opacity, normal blending, no clip or filter;
    /// its changes never leak back.
    ///
    /// Layers (and `clipToLayer` contents) nested deeper than `maximumLayerDepth` are not
    /// recorded: `content` is not called, and `diagnostics` reports `.layersTooDeep`.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        guard let sub = recorder.nested() else { return }
        var inner = GraphicsContext(recorder: sub, bounds: bounds, environment: environment)
        inner.transform = transform
        try content(&inner)
        let group = DisplayList.Group(content: DisplayList(sub.items), clips: clips.map(\.clip),
                                      opacity: opacity, blendMode: blendMode, filters: filters,
                                      isCompositingBoundary: true)
        recorder.append(.group(group), clipKey: nil)
    }

    // MARK: Recording

    /// Appends one drawing item (already carrying opacity, blend mode and transform), wrapped
    /// as the current clips and filters require.
    func record(_ item: consuming DisplayList.Item) {
        if filters.isEmpty {
            if clips.isEmpty {
                recorder.appendUnclipped(item)
            } else {
                recorder.append(item, clipKey: clips.map(\.id), clips: clips.map(\.clip))
            }
            return
        }
        // Filtered: each draw call is rendered through the filters on its own.
        recorder.append(DisplayListLeaves.filtered(item, by: filters, clips: clips.map(\.clip)), clipKey: nil)
    }
}

/// One clip of a context's state: the display-list clip, a unique id (so consecutive draws
/// under the same clips share one group), and its bounds in recording space.
struct ClipEntry {
    let id: Int
    let clip: DisplayList.Clip
    let bounds: CGRect
}
