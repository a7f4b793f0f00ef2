import Foundation
import Testing
@testable import Limner

/// Records which of several named views received a tap.
private final class Log { var taps: [String] = [] }

@Suite("Hit-testing and gestures")
struct HitTestingTests {
    /// The names tapped when tapping `view` at each point (one renderer, taps 0.5 s apart).
    private func taps<V: View>(_ view: V, at points: [CGPoint], log: Log) throws -> [String] {
        let r = renderer(view)
        for (i, p) in points.enumerated() { r.tap(at: p, time: 0.5 * Double(i + 1)) }
        _ = try r.frame(at: 0.5 * Double(points.count + 1))
        return log.taps
    }

    @Test func rotationIsHitWhereItIsDrawn() throws {
        let log = Log()
        // A 100×20 bar turned 90° in a 100×100 frame: it now stands vertically.
        let view = Color.blue.frame(width: 100, height: 20).rotationEffect(.degrees(90))
            .onTapGesture { log.taps.append("bar") }
            .frame(width: 100, height: 100)
        // (50, 10) is on the drawn (vertical) bar, outside its layout frame (y 40…60);
        // (10, 50) is in its layout frame but not on the drawing.
        #expect(try taps(view, at: [CGPoint(x: 50, y: 10), CGPoint(x: 10, y: 50)], log: log) == ["bar"])
    }

    @Test func scaleAndOffsetAreHitWhereDrawn() throws {
        let log = Log()
        let view = Color.blue.frame(width: 100, height: 100).scaleEffect(0.5).offset(x: 100)
            .onTapGesture { log.taps.append("square") }
            .frame(width: 200, height: 100, alignment: .leading)
        // Drawn at x 125…175, y 25…75.
        let points = [CGPoint(x: 50, y: 50), CGPoint(x: 110, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 20)]
        #expect(try taps(view, at: points, log: log) == ["square"])
    }

    @Test func clipsAndShapesLimitHits() throws {
        let log = Log()
        let clipped = Color.blue.frame(width: 100, height: 100).clipShape(Circle())
            .onTapGesture { log.taps.append("clipped") }
        #expect(try taps(clipped, at: [CGPoint(x: 5, y: 5), CGPoint(x: 50, y: 50)], log: log) == ["clipped"])
        let circle = Log()
        let shape = Circle().frame(width: 100, height: 100).onTapGesture { circle.taps.append("circle") }
        #expect(try taps(shape, at: [CGPoint(x: 5, y: 5), CGPoint(x: 50, y: 50)], log: circle) == ["circle"])
    }

    @Test func contentShapeWidensTheHitArea() throws {
        let log = Log()
        let view = Circle().frame(width: 100, height: 100).contentShape(Rectangle())
            .onTapGesture { log.taps.append("square") }
        #expect(try taps(view, at: [CGPoint(x: 5, y: 5)], log: log) == ["square"])
        let spaced = Log()
        let row = HStack { Text("A"); Spacer(); Text("B") }.frame(width: 200)
        let plain = row.onTapGesture { spaced.taps.append("row") }
        let shaped = row.contentShape(Rectangle()).onTapGesture { spaced.taps.append("shaped") }
        #expect(try taps(plain, at: [CGPoint(x: 100, y: 10)], log: spaced) == [])   // the Spacer is not hit
        #expect(try taps(shaped, at: [CGPoint(x: 100, y: 10)], log: spaced) == ["shaped"])
    }

    @Test func topmostViewWinsAndAllowsHitTestingPassesThrough() throws {
        let log = Log()
        let stack = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("back") }
            Color.green.frame(width: 50, height: 50).onTapGesture { log.taps.append("front") }
        }
        #expect(try taps(stack, at: [CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 10)], log: log) == ["front", "back"])
        let through = Log()
        let passing = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { through.taps.append("back") }
            Color.green.frame(width: 50, height: 50).onTapGesture { through.taps.append("front") }.allowsHitTesting(false)
        }
        #expect(try taps(passing, at: [CGPoint(x: 50, y: 50)], log: through) == ["back"])
        let overlay = Log()
        let covered = Color.red.frame(width: 100, height: 100).onTapGesture { overlay.taps.append("base") }
            .overlay { Color.clear.onTapGesture { overlay.taps.append("clear") } }
        #expect(try taps(covered, at: [CGPoint(x: 50, y: 50)], log: overlay) == ["base"])  // clear is never hit
    }

    @Test func zIndexDecidesWhichSiblingIsOnTop() throws {
        let log = Log()
        let stack = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.taps.append("raised") }.zIndex(1)
            Color.green.frame(width: 100, height: 100).onTapGesture { log.taps.append("later") }
        }
        #expect(try taps(stack, at: [CGPoint(x: 50, y: 50)], log: log) == ["raised"])
    }

    @Test func gesturePrecedence() throws {
        func child(_ log: Log) -> some View {
            Color.blue.frame(width: 50, height: 50).onTapGesture { log.taps.append("child") }.padding(25)
        }
        let normal = Log()
        let n = child(normal).gesture(TapGesture().onEnded { normal.taps.append("parent") })
        #expect(try taps(n, at: [CGPoint(x: 50, y: 50), CGPoint(x: 5, y: 5)], log: normal) == ["child"])
        // (5, 5) is padding: not drawn, so not hit (padding has no content shape).

        let high = Log()
        let h = child(high).highPriorityGesture(TapGesture().onEnded { high.taps.append("parent") })
        #expect(try taps(h, at: [CGPoint(x: 50, y: 50)], log: high) == ["parent"])

        let both = Log()
        let s = child(both).simultaneousGesture(TapGesture().onEnded { both.taps.append("parent") })
        #expect(try taps(s, at: [CGPoint(x: 50, y: 50)], log: both).sorted() == ["child", "parent"])

        let masked = Log()
        let m = child(masked).gesture(TapGesture().onEnded { masked.taps.append("parent") }, including: .gesture)
        #expect(try taps(m, at: [CGPoint(x: 50, y: 50)], log: masked) == ["parent"])
    }

    @Test func dragGestureStateAndCallbacks() throws {
        final class Seen { var changed: [CGSize] = []; var ended: CGSize?; var offsets: [CGSize] = [] }
        struct Draggable: View {
            let seen: Seen
            @GestureState private var offset = CGSize.zero
            var body: some View {
                seen.offsets.append(offset)
                return Color.blue.frame(width: 40, height: 40)
                    .offset(offset)
                    .gesture(DragGesture()
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onChanged { seen.changed.append($0.translation) }
                        .onEnded { seen.ended = $0.translation })
                    .frame(width: 200, height: 200, alignment: .topLeading)
            }
        }
        let seen = Seen()
        let r = renderer(Draggable(seen: seen))
        r.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 60), start: 0.5, duration: 1)
        _ = r.displayList(at: 1)
        let mid = seen.offsets.last!
        #expect(mid.width > 30 && mid.width < 70)      // following the pointer half way
        _ = r.displayList(at: 2)
        #expect(seen.offsets.last == .zero)             // GestureState resets when the drag ends
        #expect(seen.ended == CGSize(width: 100, height: 40))
        #expect(seen.changed.first.map { hypot($0.width, $0.height) >= 10 } == true)  // starts after 10 pt
    }

    @Test func longPressAndSpatialTap() throws {
        let log = Log()
        final class Where { var location: CGPoint? }
        let spot = Where()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).onLongPressGesture(minimumDuration: 0.5) { log.taps.append("long") }
            Color.blue.frame(width: 100, height: 50)
                .gesture(SpatialTapGesture().onEnded { spot.location = $0.location })
        }
        let r = renderer(view)
        r.longPress(at: CGPoint(x: 50, y: 25), time: 0.2, duration: 0.3)   // too short
        r.longPress(at: CGPoint(x: 50, y: 25), time: 1, duration: 0.8)
        r.tap(at: CGPoint(x: 30, y: 70), time: 2)
        _ = try r.frame(at: 1.4)
        #expect(log.taps == [])
        _ = try r.frame(at: 1.6)
        #expect(log.taps == ["long"])   // fires at 0.5 s of holding, before the release
        _ = try r.frame(at: 3)
        #expect(spot.location == CGPoint(x: 30, y: 20))   // in the blue view's own space
    }

    @Test func doubleTapNeedsTwoQuickTaps() throws {
        let log = Log()
        let view = Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { log.taps.append("double") }
        #expect(try taps(view, at: [CGPoint(x: 25, y: 25)], log: log) == [])
        let r = renderer(view)
        r.tap(at: CGPoint(x: 25, y: 25), time: 1)
        r.tap(at: CGPoint(x: 25, y: 25), time: 1.3)
        _ = try r.frame(at: 2)
        #expect(log.taps == ["double"])
    }

    @Test func dragAcrossARotatedSlider() throws {
        struct Host: View {
            let probe: Probe<Double>
            @State private var value = 0.0
            var body: some View {
                probe.values.append(value)
                // A 228-wide slider turned 90° clockwise: its minimum end is at the top.
                return Slider(value: $value).frame(width: 228)
                    .rotationEffect(.degrees(90))
                    .frame(width: 228, height: 228)
            }
        }
        let probe = Probe<Double>()
        let r = renderer(Host(probe: probe))
        // The slider is centred in 228×228 (y 98.5…129.5) before rotation; after it, the
        // thumb (value 0) is at (114, 14) and the track runs down to (114, 214).
        r.drag(from: CGPoint(x: 114, y: 14), to: CGPoint(x: 114, y: 114), start: 0.5, duration: 0.5)
        _ = try r.frame(at: 2)
        #expect(abs(probe.last! - 0.5) < 1e-6)
    }

    @Test func effectTransformIsSharedWithDrawing() {
        // The hit-tester and the renderer use one transform function.
        let effect = EffectNode.Effect.rotation(.degrees(90), anchor: .center)
        let t = effect.transform(in: CGSize(width: 100, height: 20))!
        let p = CGPoint(x: 0, y: 10).applying(t)
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - (-40)) < 1e-9)
        #expect(EffectNode.Effect.opacity(1).transform(in: .zero) == nil)
    }
}
