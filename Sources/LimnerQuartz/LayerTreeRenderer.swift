import Foundation
import LimnerRaster
import LimnerText

/// Records a layer tree's presentation at a time as a `DisplayList`.
///
/// The walk is iterative (a 10 000-deep chain needs no deep recursion). Each layer's items
/// carry their full transform into the list of the nearest enclosing group; a layer gets a
/// group of its own only for `masksToBounds` (a clip), a mask, a shadow, or opacity below 1
/// over more than one drawing (group opacity). Items are appended to the group being built
/// in drawing order: background, contents, own drawing, sublayers, border.
///
/// Bad input: a layer whose geometry or transform is not finite is not drawn (nor its
/// sublayers); a layer already on the path being drawn (a mask that is an ancestor, a
/// sublayer cycle) is skipped; masks nest at most `maximumMaskDepth` deep and groups that
/// need offscreen layers at most `maximumLayerDepth` deep, groups of any kind at most
/// `maximumGroupDepth` deep; deeper ones draw without their mask, group opacity or clip,
/// so memory and the renderer's recursion stay bounded.
public enum LayerTreeRenderer {
    /// How deep groups needing an offscreen layer (mask, group opacity, shadow) may nest.
    public static let maximumLayerDepth = 24
    /// How deep masks of masks may nest.
    public static let maximumMaskDepth = 8
    /// How deep groups of any kind (clips included) may nest.
    public static let maximumGroupDepth = 64

    /// The root layer's tree at host time `t`, drawn in the root layer's own coordinates
    /// (its bounds' origin at the top-left; its own position and transform are the screen's
    /// and are not applied).
    public static func displayList(of root: CALayer, at t: Double) -> DisplayList {
        var walker = Walker(time: t)
        let state = root.presentationState(at: t)
        let toList = CGAffineTransform(translationX: -state.bounds.origin.x, y: -state.bounds.origin.y)
        return DisplayList(walker.draw(root, rootState: state, rootTransform: toList))
    }

    struct Walker {
        let time: Double
        var onPath = Set<ObjectIdentifier>()
        /// Layers drawn so far this frame: a layer reached a second time (a graph that is not
        /// a tree, which no public call makes but a walk must survive) is drawn only at its
        /// first place, so a frame costs one visit per layer, never one per path.
        var drawn = Set<ObjectIdentifier>()
        var maskDepth = 0

        init(time: Double) { self.time = time }

        struct Frame {
            let layer: CALayer
            let state: LayerState
            /// Layer space → the current buffer's space.
            let toList: CGAffineTransform
            /// Opacity multiplier for this layer's items.
            let opacity: Double
            let children: [CALayer]
            var next = 0
            /// The group wrapping this layer, if any: pushed as a new buffer.
            let group: DisplayList.Group?
            let needsOffscreen: Bool
        }

        /// Draws `root` and its subtree; returns the items in the caller's space.
        mutating func draw(_ root: CALayer, rootState: LayerState, rootTransform: CGAffineTransform) -> [DisplayList.Item] {
            var buffers: [[DisplayList.Item]] = [[]]
            var frames: [Frame] = []
            var offscreenDepth = 0
            var groupDepth = 0

            func push(_ layer: CALayer, _ s: LayerState, parentToList: CGAffineTransform, toParent: CGAffineTransform,
                      parentOpacity: Double, walker: inout Walker) {
                let opacity = Double(s.opacity)
                guard !s.isHidden, opacity > 0 else { return }   // NaN opacity draws nothing
                guard walker.drawn.insert(ObjectIdentifier(layer)).inserted else { return }
                let toBuffer = toParent.concatenating(parentToList)
                guard toBuffer.isFiniteTransform, s.bounds.origin.x.isFinite, s.bounds.origin.y.isFinite,
                      s.bounds.size.width.isFinite, s.bounds.size.height.isFinite else { return }
                let children = Self.sortedSublayers(layer)
                let ownDraws = Self.drawCount(layer, s)
                let visibleChildren = children.contains { !$0.state.isHidden || !$0.animationEntries.isEmpty }
                var clip: DisplayList.Clip?
                var mask: DisplayList.Mask?
                var filters: [DisplayList.Filter] = []
                let clampedOpacity = min(max(opacity, 0), 1)
                let groupOpacity = layer.allowsGroupOpacity && clampedOpacity < 1 && (ownDraws + (visibleChildren ? 2 : 0)) > 1
                if s.masksToBounds {
                    clip = .path(Self.roundedBounds(s), transform: .identity, style: FillStyle(), inverse: false)
                }
                if let m = layer.storedMask, walker.maskDepth < LayerTreeRenderer.maximumMaskDepth,
                   offscreenDepth < LayerTreeRenderer.maximumLayerDepth, !walker.onPath.contains(ObjectIdentifier(m)),
                   !walker.drawn.contains(ObjectIdentifier(m)) {
                    walker.onPath.insert(ObjectIdentifier(layer))
                    walker.maskDepth += 1
                    let ms = m.presentationState(at: walker.time)
                    var inner = walker
                    let items = inner.draw(m, rootState: ms, rootTransform: LayerGeometry.transformToSuperlayer(ms))
                    walker.drawn = inner.drawn
                    walker.maskDepth -= 1
                    walker.onPath.remove(ObjectIdentifier(layer))
                    mask = DisplayList.Mask(content: DisplayList(items), mode: .alpha)
                }
                if s.shadowOpacity > 0, let color = s.shadowColor, offscreenDepth < LayerTreeRenderer.maximumLayerDepth,
                   s.shadowPath == nil {
                    let c = color.rgba
                    let alpha = Float(min(max(Double(s.shadowOpacity), 0), 1))
                    filters.append(.shadow(color: RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha),
                                           radius: Double(max(s.shadowRadius, 0)) / 2, offset: s.shadowOffset,
                                           blendMode: .normal, options: []))
                }
                let canGroup = groupDepth < LayerTreeRenderer.maximumGroupDepth
                let offscreen = canGroup && (mask != nil || !filters.isEmpty
                                             || (groupOpacity && offscreenDepth < LayerTreeRenderer.maximumLayerDepth))
                let grouped = canGroup && (offscreen || clip != nil)
                if grouped {
                    let group = DisplayList.Group(content: DisplayList(), transform: toBuffer, clips: clip.map { [$0] } ?? [],
                                                  mask: mask, opacity: offscreen && groupOpacity ? clampedOpacity * parentOpacity : parentOpacity,
                                                  filters: filters, isCompositingBoundary: offscreen && groupOpacity)
                    let itemOpacity = offscreen && groupOpacity ? 1 : clampedOpacity
                    frames.append(Frame(layer: layer, state: s, toList: .identity, opacity: itemOpacity, children: children,
                                        group: group, needsOffscreen: offscreen))
                    buffers.append([])
                    groupDepth += 1
                    if offscreen { offscreenDepth += 1 }
                } else {
                    frames.append(Frame(layer: layer, state: s, toList: toBuffer, opacity: clampedOpacity * parentOpacity,
                                        children: children, group: nil, needsOffscreen: false))
                }
                walker.onPath.insert(ObjectIdentifier(layer))
                let f = frames[frames.count - 1]
                if let sp = s.shadowPath, s.shadowOpacity > 0, let color = s.shadowColor {
                    buffers[buffers.count - 1].append(Self.shadowPathItem(sp, color: color, state: s, frame: f))
                }
                Self.drawOwnContent(layer, s, frame: f, into: &buffers[buffers.count - 1])
            }

            push(root, rootState, parentToList: .identity, toParent: rootTransform, parentOpacity: 1, walker: &self)
            while !frames.isEmpty {
                let top = frames.count - 1
                if frames[top].next < frames[top].children.count {
                    let child = frames[top].children[frames[top].next]
                    frames[top].next += 1
                    guard !onPath.contains(ObjectIdentifier(child)) else { continue }
                    let parent = frames[top]
                    let cs = child.presentationState(at: time)
                    var toParent = LayerGeometry.transformToSuperlayer(cs)
                    if parent.state.sublayerTransform != .identity {
                        toParent = toParent.concatenating(Self.sublayerTransform(parent.state))
                    }
                    let inherited = parent.layer.allowsGroupOpacity ? 1 : parent.opacity
                    push(child, cs, parentToList: parent.toList, toParent: toParent, parentOpacity: inherited, walker: &self)
                    continue
                }
                let f = frames.removeLast()
                onPath.remove(ObjectIdentifier(f.layer))
                Self.drawBorder(f.state, frame: f, into: &buffers[buffers.count - 1])
                if var group = f.group {
                    let content = buffers.removeLast()
                    groupDepth -= 1
                    if f.needsOffscreen { offscreenDepth -= 1 }
                    guard !content.isEmpty else { continue }
                    group.content = DisplayList(content)
                    buffers[buffers.count - 1].append(.group(group))
                }
            }
            return buffers[0]
        }

        // MARK: Pieces

        static func sortedSublayers(_ layer: CALayer) -> [CALayer] {
            let list = layer.storedSublayers
            guard list.count > 1, list.contains(where: { $0.state.zPosition != 0 }) else { return list }
            return list.enumerated().sorted {
                ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset)
            }.map(\.element)
        }

        static func sublayerTransform(_ s: LayerState) -> CGAffineTransform {
            let ax = s.bounds.origin.x + s.anchorPoint.x * s.bounds.size.width
            let ay = s.bounds.origin.y + s.anchorPoint.y * s.bounds.size.height
            return CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(s.sublayerTransform.affinePart)
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }

        static func roundedBounds(_ s: LayerState) -> Path {
            let r = min(max(s.cornerRadius, 0), min(abs(s.bounds.width), abs(s.bounds.height)) / 2)
            guard r > 0, r.isFinite else { return Path(s.bounds) }
            return Path(roundedRect: s.bounds, cornerRadius: r, style: s.cornerCurve == .continuous ? .continuous : .circular)
        }

        /// How many separate drawings the layer makes itself (for group opacity).
        static func drawCount(_ layer: CALayer, _ s: LayerState) -> Int {
            var n = 0
            if (s.backgroundColor?.alpha ?? 0) > 0 { n += 1 }
            if s.contents != nil { n += 1 }
            if s.borderWidth > 0, (s.borderColor?.alpha ?? 0) > 0 { n += 1 }
            if s.shadowPath != nil, s.shadowOpacity > 0 { n += 1 }
            if layer is CAShapeLayer, s.path != nil {
                if (s.fillColor?.alpha ?? 0) > 0 { n += 1 }
                if (s.strokeColor?.alpha ?? 0) > 0, s.lineWidth > 0 { n += 1 }
            }
            if layer is CATextLayer { n += 1 }
            if layer is CAGradientLayer { n += 1 }
            return n
        }

        static func drawOwnContent(_ layer: CALayer, _ s: LayerState, frame f: Frame, into items: inout [DisplayList.Item]) {
            let m = f.toList, opacity = f.opacity
            if let bg = s.backgroundColor, bg.alpha > 0 {
                items.append(.fill(DisplayList.Fill(path: roundedBounds(s), paint: .color(bg.rgba), transform: m, opacity: opacity)))
            }
            if let image = s.contents {
                let contents = ImageContents(pixmap: image.pixmap, scale: max(s.contentsScale, 0.0001))
                let rect = ContentsGravity.rect(for: contents.size, in: s.bounds, gravity: s.contentsGravity)
                if rect.width > 0, rect.height > 0, rect.origin.x.isFinite, rect.origin.y.isFinite {
                    items.append(.image(DisplayList.ImageDraw(contents: contents, label: layer.name ?? "contents", rect: rect,
                                                              transform: m, opacity: opacity)))
                }
            }
            if layer is CAShapeLayer { ShapeDrawing.append(s, transform: m, opacity: opacity, into: &items) }
            if layer is CATextLayer { TextDrawing.append(s, transform: m, opacity: opacity, into: &items) }
            if layer is CAGradientLayer { GradientDrawing.append(s, transform: m, opacity: opacity, into: &items) }
        }

        static func drawBorder(_ s: LayerState, frame f: Frame, into items: inout [DisplayList.Item]) {
            guard s.borderWidth > 0, s.borderWidth.isFinite, let color = s.borderColor, color.alpha > 0 else { return }
            let outer = roundedBounds(s)
            var inner = s
            let w = min(s.borderWidth, min(abs(s.bounds.width), abs(s.bounds.height)) / 2)
            inner.bounds = s.bounds.insetBy(dx: w, dy: w)
            inner.cornerRadius = max(s.cornerRadius - w, 0)
            var ring = outer
            if inner.bounds.width > 0, inner.bounds.height > 0 { ring.addPath(roundedBounds(inner)) }
            items.append(.fill(DisplayList.Fill(path: ring, paint: .color(color.rgba), style: FillStyle(eoFill: true),
                                                transform: f.toList, opacity: f.opacity)))
        }

        static func shadowPathItem(_ path: CGPath, color: CGColor, state s: LayerState, frame f: Frame) -> DisplayList.Item {
            let alpha = min(max(Double(s.shadowOpacity), 0), 1)
            let fill = DisplayList.Item.fill(DisplayList.Fill(path: Path(path), paint: .color(color.rgba)))
            let offset = CGAffineTransform(translationX: s.shadowOffset.width, y: s.shadowOffset.height)
            return .group(DisplayList.Group(content: DisplayList([fill]), transform: offset.concatenating(f.toList),
                                            opacity: alpha * f.opacity,
                                            filters: s.shadowRadius > 0 ? [.blur(radius: Double(s.shadowRadius) / 2, opaque: false, dithers: false, linearColor: false)] : [],
                                            isCompositingBoundary: true))
        }
    }
}

extension CGAffineTransform {
    var isFiniteTransform: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
