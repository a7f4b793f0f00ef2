import Foundation

/// One animated scene: a frame is a pure function of time, so any frame can be rendered on
/// any thread in any order (`limner animate`, the animated gallery, the export tests).
public struct AnimatedScene: Sendable {
    /// Frame renderer: the frame at `time` seconds, `scale` pixels per point. One renderer is
    /// used by one thread only, in increasing time order (it may keep state, as a view host does).
    public typealias FrameRenderer = (_ time: Double, _ scale: CGFloat) throws -> Pixmap

    /// A stable identifier (`limner animate <name>`), lowercase with dashes.
    public let name: String
    /// A short title.
    public let title: String
    /// The frame size in points.
    public let size: CGSize
    /// The natural length in seconds (one loop), the default duration of an export.
    public let duration: Double
    private let makeRenderer: @Sendable () -> FrameRenderer

    /// A scene; `makeFrameRenderer` is called once per rendering thread.
    public init(_ name: String, title: String, size: CGSize, duration: Double,
                makeFrameRenderer: @escaping @Sendable () -> FrameRenderer) {
        self.name = name
        self.title = title
        self.size = size
        self.duration = duration
        self.makeRenderer = makeFrameRenderer
    }

    /// A new renderer for one thread.
    public func makeFrameRenderer() -> FrameRenderer { makeRenderer() }

    /// Renders the scene at `framesPerSecond` for `duration` seconds (default: one loop), or
    /// only the frames in `range`, into `url` (format from the extension), on `threadCount`
    /// threads. See `AnimationExport`.
    public func write(to url: URL, duration: Double? = nil, framesPerSecond: Double = 30, scale: CGFloat = 1,
                      range: Range<Int>? = nil, threadCount: Int = 2,
                      options: AnimationWriter.Options = AnimationWriter.Options(),
                      progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws {
        let scene = self
        try AnimationExport.write(to: url, duration: duration ?? self.duration, framesPerSecond: framesPerSecond,
                                  range: range, threadCount: threadCount, options: options,
                                  makeRenderer: {
                                      let render = scene.makeFrameRenderer()
                                      return { _, time in try render(time, scale) }
                                  }, progress: progress)
    }
}

/// The registry of animated scenes, by name. Add a scene by adding an entry to `scenes`.
public enum AnimatedGallery {
    /// Every animated scene, in gallery order.
    public static let scenes: [AnimatedScene] = seedEffects + interactive + [opponentSearch, spinningStar, bouncingBall, transparentOrbit]

    /// The scene called `name`, if any.
    public static func scene(named name: String) -> AnimatedScene? { scenes.first { $0.name == name } }

    /// A renderer for a `GraphicsContext` drawing whose only input is the time; frames use
    /// one thread each, since the export already renders frames in parallel.
    static func canvasScene(_ name: String, title: String, size: CGSize, duration: Double, opaque: Bool,
                            draw: @escaping @Sendable (inout GraphicsContext, CGSize, Double) -> Void) -> AnimatedScene {
        AnimatedScene(name, title: title, size: size, duration: duration) {
            { time, scale in
                CanvasRenderer(size: size, scale: scale, opaque: opaque, threadCount: 1).render { context, size in
                    draw(&context, size, time)
                }
            }
        }
    }

    /// A five-pointed star turning once every 4 s, filled with a conic gradient turning the
    /// other way, on a dark backdrop.
    public static let spinningStar = canvasScene("spinning-star", title: "Spinning gradient star",
                                                 size: CGSize(width: 200, height: 200), duration: 4, opaque: true) {
        context, size, time in
        let phase = time / 4
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 0.08, green: 0.09, blue: 0.2))
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let outer = min(size.width, size.height) * 0.42, inner = outer * 0.45
        var star = Path()
        for i in 0..<10 {
            let angle = Double(i) * .pi / 5 - .pi / 2 + 2 * .pi * phase
            let r = i.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        let colours: [Color] = [.yellow, .orange, .pink, .purple, .blue, .mint, .yellow]
        context.fill(star, with: .conicGradient(Gradient(colors: colours), center: center,
                                                angle: .radians(-4 * .pi * phase)))
        context.stroke(star, with: .color(.white.opacity(0.8)), lineWidth: 2)
    }

    /// A ball bouncing across a floor (one bounce a second, across and back in 4 s) with a
    /// fading motion trail and a shadow that shrinks as it rises.
    public static let bouncingBall = canvasScene("bouncing-ball", title: "Bouncing ball with a trail",
                                                 size: CGSize(width: 240, height: 160), duration: 4, opaque: true) {
        context, size, time in
        let radius: CGFloat = 14
        let floor = size.height - 24
        func position(_ t: Double) -> CGPoint {
            let across = (t / 4).truncatingRemainder(dividingBy: 1)
            let triangle = across < 0.5 ? 2 * across : 2 - 2 * across
            let height = abs(sin(.pi * t))
            return CGPoint(x: radius + 8 + (size.width - 2 * radius - 16) * triangle,
                           y: floor - radius - (floor - 2 * radius - 8) * height)
        }
        context.fill(Path(CGRect(origin: .zero, size: size)),
                     with: .linearGradient(Gradient(colors: [Color(white: 0.97), Color(red: 0.8, green: 0.88, blue: 1)]),
                                           startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
        context.fill(Path(CGRect(x: 0, y: floor, width: size.width, height: size.height - floor)),
                     with: .color(red: 0.35, green: 0.3, blue: 0.28))
        let now = position(time)
        let lift = (floor - radius - now.y) / (floor - 2 * radius - 8)
        let shadowWidth = radius * (2.4 - lift)
        context.fill(Path(ellipseIn: CGRect(x: now.x - shadowWidth / 2, y: floor - 3, width: shadowWidth, height: 6)),
                     with: .color(.black.opacity(0.35 - 0.2 * lift)))
        for step in stride(from: 8, through: 1, by: -1) {
            let p = position(time - Double(step) * 0.035)
            let r = radius * (1 - CGFloat(step) * 0.07)
            context.fill(Path(ellipseIn: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)),
                         with: .color(.orange.opacity(0.5 - Double(step) * 0.055)))
        }
        let ball = Path(ellipseIn: CGRect(x: now.x - radius, y: now.y - radius, width: 2 * radius, height: 2 * radius))
        context.fill(ball, with: .radialGradient(Gradient(colors: [.yellow, .orange, .red]),
                                                 center: CGPoint(x: now.x - 4, y: now.y - 5), startRadius: 0, endRadius: radius * 1.3))
    }

    /// Three discs orbiting a ring on a transparent background (exercises GIF transparency and
    /// the alpha of APNG and PNG sequences).
    public static let transparentOrbit = canvasScene("orbit", title: "Orbiting discs on transparency",
                                                     size: CGSize(width: 120, height: 120), duration: 3, opaque: false) {
        context, size, time in
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let ring = min(size.width, size.height) * 0.34
        context.stroke(Path(ellipseIn: CGRect(x: center.x - ring, y: center.y - ring, width: 2 * ring, height: 2 * ring)),
                       with: .color(.gray), lineWidth: 3)
        let colours: [Color] = [.red, .green, .blue]
        for (i, colour) in colours.enumerated() {
            let angle = 2 * .pi * (time / 3 + Double(i) / 3)
            let p = CGPoint(x: center.x + ring * cos(angle), y: center.y + ring * sin(angle))
            context.fill(Path(ellipseIn: CGRect(x: p.x - 11, y: p.y - 11, width: 22, height: 22)), with: .color(colour))
        }
    }
}
