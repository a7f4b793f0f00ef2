import Foundation
import Limner

/// Our own animated views for each moving effect of the seed tutorials, driven only by the
/// virtual clock (timers, `onAppear`, `withAnimation`, `TimelineView`), so every frame is a
/// pure function of time.
public enum AnimatedViews {
    // MARK: Seed 000 — an animated clip shape

    /// A star whose inner radius is its animatable data: clipping with it animates.
    public struct PulsingStar: Shape {
        /// Inner radius as a fraction of the outer one.
        public var innerRatio: Double
        /// Number of points.
        public var points = 6

        public init(innerRatio: Double) { self.innerRatio = innerRatio }

        public var animatableData: Double {
            get { innerRatio }
            set { innerRatio = newValue }
        }

        public func path(in rect: CGRect) -> Path {
            var path = Path()
            let c = CGPoint(x: rect.midX, y: rect.midY)
            let outer = min(rect.width, rect.height) / 2
            for k in 0..<(2 * points) {
                let r = k.isMultiple(of: 2) ? outer : outer * innerRatio
                let a = Double(k) * .pi / Double(points) - .pi / 2
                let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            return path
        }
    }

    /// Stripes clipped by a star that opens and closes every two seconds (ease in and out).
    public struct ClipPulse: View {
        @State private var open = false
        let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
        public init() {}
        public var body: some View {
            LinearGradient(colors: [.pink, .orange, .yellow, .mint, .blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 220, height: 220)
                .clipShape(PulsingStar(innerRatio: open ? 0.85 : 0.3))
                .onAppear { withAnimation(.easeInOut(duration: 2)) { open = true } }
                .onReceive(timer) { _ in withAnimation(.easeInOut(duration: 2)) { open.toggle() } }
                .padding(10)
                .background(Color(white: 0.12))
        }
    }

    // MARK: Seed 001 — a mask whose alignment changes

    /// A word masked by a spotlight that hops between corners with a spring.
    public struct SpotlightMask: View {
        @State private var corner = 0
        let timer = Timer.publish(every: 1.2, on: .main, in: .common).autoconnect()
        static let corners: [Alignment] = [.topLeading, .bottomTrailing, .topTrailing, .bottomLeading, .center]
        public init() {}
        public var body: some View {
            Text("Limner")
                .font(.system(size: 64, weight: .heavy, design: .rounded))
                .foregroundColor(.white)
                .frame(width: 280, height: 120)
                .background(LinearGradient(colors: [.indigo, .teal], startPoint: .leading, endPoint: .trailing))
                .mask(alignment: Self.corners[corner]) {
                    Circle().frame(width: 110, height: 110)
                }
                .onReceive(timer) { _ in
                    withAnimation(.spring(response: 0.6, dampingFraction: 0.6)) { corner = (corner + 1) % Self.corners.count }
                }
                .padding(10)
                .background(Color.black)
        }
    }

    // MARK: Seed 003 — text filled by flowing content

    /// Fills its content's shape with `fill`, which slides a tenth of the width a second and
    /// wraps around seamlessly (two copies side by side).
    public struct FlowingFill<Fill: View>: ViewModifier {
        let fill: Fill
        @State private var shift: CGFloat = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        public init(fill: Fill) { self.fill = fill }

        public func body(content: Content) -> some View {
            content.overlay(
                GeometryReader { geo in
                    ZStack {
                        fill.offset(x: shift - geo.size.width).mask(content)
                        fill.offset(x: shift).mask(content)
                            .onReceive(timer) { _ in
                                let step = geo.size.width / 10
                                if shift + step > geo.size.width {
                                    shift = 0
                                    withAnimation(.linear(duration: 1)) { shift = step }
                                } else {
                                    withAnimation(.linear(duration: 1)) { shift += step }
                                }
                            }
                    }
                }
            )
        }
    }

    /// A headline whose letters are filled with a flowing rainbow.
    public struct FlowingHeadline: View {
        public init() {}
        public var body: some View {
            Text("Flowing text")
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .foregroundColor(.black)
                .modifier(FlowingFill(fill: LinearGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red],
                                                           startPoint: .leading, endPoint: .trailing)))
                .padding(16)
                .background(Color.white)
        }
    }

    // MARK: Seed 004 — a spinning symbol drawn through a Canvas

    /// A gear that turns once a second forever (started on appear).
    public struct TurningGear: View {
        @State private var turned = false
        public init() {}
        public var body: some View {
            Image(systemName: "gearshape.fill")
                .resizable()
                .frame(width: 72, height: 72)
                .foregroundColor(.orange)
                .rotationEffect(.degrees(turned ? 360 : 0))
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turned.toggle() } }
        }
    }

    /// A canvas that draws the turning gear symbol three times.
    public struct SymbolCanvas: View {
        public init() {}
        public var body: some View {
            Canvas { context, size in
                guard let gear = context.resolveSymbol(id: "gear") else { return }
                for (k, x) in [0.2, 0.5, 0.8].enumerated() {
                    var copy = context
                    copy.opacity = 1 - Double(k) * 0.3
                    copy.draw(gear, at: CGPoint(x: size.width * x, y: size.height / 2), anchor: .center)
                }
            } symbols: {
                TurningGear().tag("gear")
            }
            .frame(width: 300, height: 120)
            .background(Color(white: 0.96))
        }
    }

    // MARK: Seed 004 — a clock on a TimelineView

    /// An analog clock: a static face and hands from the timeline's date (ticking second hand).
    public struct Clock: View {
        public init() {}
        public var body: some View {
            ZStack {
                Canvas { context, size in
                    let r = min(size.width, size.height) / 2 - 4
                    let c = CGPoint(x: size.width / 2, y: size.height / 2)
                    context.fill(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: .color(.white))
                    context.stroke(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: .color(.black), lineWidth: 4)
                    for tick in 0..<60 {
                        let a = Double(tick) / 60 * 2 * .pi
                        let long = tick % 5 == 0
                        var p = Path()
                        p.move(to: CGPoint(x: c.x + (r - (long ? 16 : 8)) * sin(a), y: c.y - (r - (long ? 16 : 8)) * cos(a)))
                        p.addLine(to: CGPoint(x: c.x + (r - 4) * sin(a), y: c.y - (r - 4) * cos(a)))
                        context.stroke(p, with: .color(.black), lineWidth: long ? 3 : 1)
                    }
                }
                TimelineView(.animation(minimumInterval: 0.06)) { timeline in
                    Canvas { context, size in
                        let c = CGPoint(x: size.width / 2, y: size.height / 2)
                        let r = min(size.width, size.height) / 2 - 4
                        let seconds = timeline.date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
                        func hand(_ fraction: Double, length: CGFloat, width: CGFloat, color: Color) {
                            let a = fraction * 2 * .pi
                            var p = Path()
                            p.move(to: c)
                            p.addLine(to: CGPoint(x: c.x + length * sin(a), y: c.y - length * cos(a)))
                            context.stroke(p, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
                        }
                        hand((seconds / 43_200).truncatingRemainder(dividingBy: 1), length: r * 0.5, width: 6, color: .black)
                        hand((seconds / 3_600).truncatingRemainder(dividingBy: 1), length: r * 0.75, width: 4, color: .black)
                        hand((seconds.rounded(.down) / 60).truncatingRemainder(dividingBy: 1), length: r * 0.85, width: 2, color: .red)
                        context.fill(Path(ellipseIn: CGRect(x: c.x - 5, y: c.y - 5, width: 10, height: 10)), with: .color(.red))
                    }
                }
            }
            .frame(width: 220, height: 220)
        }
    }
}
