import Foundation
import Testing
import Limner

/// A bell that rings (a discrete effect) once it appears: the count changes in `onAppear`,
/// as a tap would change it.
private struct RingingBell: View {
    var effect: NamedSymbolEffect = .bounce
    var options: SymbolEffectOptions = .default
    @State private var count = 0

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.system(size: 40))
            .symbolEffect(effect, options: options, value: count)
            .frame(width: 80, height: 80)
            .onAppear { count += 1 }
    }
}

/// A symbol with an indefinite effect, switched on `after` seconds (never when nil).
private struct Toggled: View {
    var effect: NamedSymbolEffect
    var options: SymbolEffectOptions = .default
    var startsActive = false
    @State private var active = false

    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 40))
            .symbolEffect(effect, options: options, isActive: active)
            .frame(width: 80, height: 80)
            .onAppear { if startsActive { active = true } }
    }
}

/// The bounds of the pixels at least half opaque, and the largest alpha.
private func ink(_ p: Pixmap) -> (box: CGRect, maxAlpha: Int) {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, top = 0
    for y in 0..<p.height {
        for x in 0..<p.width {
            let a = Int(p.pixel(x: x, y: y).a)
            top = max(top, a)
            if a >= 128 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
        }
    }
    guard maxX >= 0 else { return (.zero, top) }
    return (CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), top)
}

@Suite struct SymbolEffectTests {
    @Test func bounceScalesUpFromTheBottomAndSettles() throws {
        let renderer = AnimationRenderer(content: RingingBell())
        let rest = ink(try renderer.frame(at: 0))
        let peak = ink(try renderer.frame(at: 0.18))
        let dip = ink(try renderer.frame(at: 0.38))
        let done = try renderer.frame(at: 0.8)
        dump(try renderer.frame(at: 0.18), "symbol-bounce-peak")
        // 1.2 × at the peak, anchored at the bottom of the frame.
        #expect(abs(peak.box.height / rest.box.height - 1.2) < 0.06, "peak \(peak.box) rest \(rest.box)")
        #expect(peak.box.minY < rest.box.minY - 3)
        #expect(abs(peak.box.maxY - rest.box.maxY) <= 4)
        // A small dip below rest, then rest again.
        #expect(dip.box.height < rest.box.height)
        #expect(ink(done).box == rest.box)
        #expect(done.premultipliedRGBA() == (try render(RingingBell())).premultipliedRGBA())
    }

    @Test func bounceDownShrinksAndRepeatsAsAsked() throws {
        let renderer = AnimationRenderer(content: RingingBell(effect: .bounce.down, options: .repeat(2)))
        let rest = ink(try renderer.frame(at: 0)).box
        let first = ink(try renderer.frame(at: 0.18)).box
        let second = ink(try renderer.frame(at: 0.88)).box
        let after = ink(try renderer.frame(at: 1.5)).box
        #expect(abs(first.height / rest.height - 0.8) < 0.06)
        #expect(abs(second.height / rest.height - 0.8) < 0.06, "the second bounce")
        #expect(after == rest)
    }

    @Test func pulseFadesWhileActiveAndRepeats() throws {
        let renderer = AnimationRenderer(content: Toggled(effect: .pulse, startsActive: true))
        #expect(ink(try renderer.frame(at: 0)).maxAlpha == 255)
        let mid = ink(try renderer.frame(at: 0.5)).maxAlpha
        #expect(abs(mid - 77) <= 3, "30 % opacity at 0.5 s, got \(mid)")
        #expect(ink(try renderer.frame(at: 1.0)).maxAlpha >= 253)
        #expect(abs(ink(try renderer.frame(at: 1.5)).maxAlpha - 77) <= 3, "repeats")
        // Once only.
        let once = AnimationRenderer(content: Toggled(effect: .pulse, options: .nonRepeating, startsActive: true))
        #expect(abs(ink(try once.frame(at: 0.5)).maxAlpha - 77) <= 3)
        #expect(ink(try once.frame(at: 1.5)).maxAlpha == 255)
        // Inactive: at rest.
        let off = AnimationRenderer(content: Toggled(effect: .pulse))
        #expect(ink(try off.frame(at: 0.5)).maxAlpha == 255)
    }

    @Test func scaleMovesToItsActiveStateAndStays() throws {
        let renderer = AnimationRenderer(content: Toggled(effect: .scale.up, startsActive: true))
        let rest = ink(try renderer.frame(at: 0)).box
        let half = ink(try renderer.frame(at: 0.125)).box
        let full = ink(try renderer.frame(at: 0.25)).box
        let later = ink(try renderer.frame(at: 3)).box
        #expect(abs(half.height / rest.height - 1.1) < 0.05, "halfway \(half) rest \(rest)")
        #expect(abs(full.height / rest.height - 1.2) < 0.05)
        #expect(later == full)
        let down = AnimationRenderer(content: Toggled(effect: .scale.down, startsActive: true))
        #expect(abs(ink(try down.frame(at: 1)).box.height / rest.height - 0.8) < 0.05)
    }

    @Test func disappearHidesTheSymbol() throws {
        let renderer = AnimationRenderer(content: Toggled(effect: .disappear, startsActive: true))
        #expect(ink(try renderer.frame(at: 0)).maxAlpha == 255)
        let half = ink(try renderer.frame(at: 0.15)).maxAlpha
        #expect(abs(half - 128) <= 3, "half faded at 0.15 s, got \(half)")
        #expect(ink(try renderer.frame(at: 0.3)).maxAlpha == 0)
    }

    @Test func rotateTurnsOnceAndWiggleSwings() throws {
        let renderer = AnimationRenderer(content: RingingBell(effect: .rotate))
        let rest = try renderer.frame(at: 0)
        let quarter = try renderer.frame(at: 0.5)
        #expect(ink(quarter).box != ink(rest).box, "half a turn (smoothstep) at 0.5 s")
        #expect(ink(try renderer.frame(at: 1.2)).box == ink(rest).box)
        let wiggle = AnimationRenderer(content: RingingBell(effect: .wiggle))
        #expect(ink(try wiggle.frame(at: 0.1)).box != ink(rest).box)
        #expect(ink(try wiggle.frame(at: 0.9)).box == ink(rest).box)
    }

    @Test func effectsTouchOnlySymbols() throws {
        struct Row: View {
            @State private var active = false
            var body: some View {
                HStack(spacing: 0) {
                    Image(systemName: "star.fill")
                    Color.black.frame(width: 20, height: 20)
                }
                .font(.system(size: 30))
                .symbolEffect(.pulse, isActive: active)
                .onAppear { active = true }
            }
        }
        let renderer = AnimationRenderer(content: Row())
        let p = try renderer.frame(at: 0.5)
        let w = p.width
        // The colour block is drawn at full opacity; the symbol is faded.
        #expect(p.pixel(x: w - 10, y: p.height / 2).a == 255)
        #expect(ink(p).maxAlpha == 255)
        var symbolMax = 0
        for y in 0..<p.height { for x in 0..<(w - 20) { symbolMax = max(symbolMax, Int(p.pixel(x: x, y: y).a)) } }
        #expect(abs(symbolMax - 77) <= 3)
    }

    @Test func effectsThatNeedLayersDrawAtRest() throws {
        let plain = Image(systemName: "wifi").font(.title)
        let rest = try render(plain)
        for effect: NamedSymbolEffect in [.replace, .appear] {
            let renderer = AnimationRenderer(content: plain.symbolEffect(effect, options: .repeating))
            #expect(try renderer.frame(at: 0.4).premultipliedRGBA() == rest.premultipliedRGBA(), "\(effect.kind)")
        }
    }
}

/// A resizable symbol fills its frame with the glyph, as SF Symbols do, so a badge placed
/// on its corner sits on the glyph.
@Suite struct ResizableSymbolTests {
    @Test func theGlyphFillsTheFrame() throws {
        let p = try render(Image(systemName: "bell.fill").resizable().frame(width: 60, height: 60))
        let box = ink(p).box
        #expect(box.minX <= 1 && box.minY <= 1, "\(box)")
        #expect(box.maxX >= 59 && box.maxY >= 59, "\(box)")
    }

    @Test func scaledToFitKeepsTheGlyphsAspectRatio() throws {
        let p = try render(Image(systemName: "bell.fill").resizable().scaledToFit().frame(width: 100, height: 100))
        let box = ink(p).box
        // Material's bell is 16 × 19.5 units: 82 × 100 in a 100-point square, centred.
        #expect(box.height >= 98, "\(box)")
        #expect(box.width < 90 && box.width > 70, "\(box)")
        #expect(abs(box.midX - 50) <= 1.5)
    }

    @Test func aBadgeOnTheCornerTouchesTheGlyph() throws {
        let bell = Image(systemName: "bell.fill").resizable().scaledToFit().frame(width: 40, height: 40)
            .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
        let p = try render(bell)
        // The badge's centre is within the glyph's box: no gap between them.
        let glyph = ink(try render(Image(systemName: "bell.fill").resizable().scaledToFit().frame(width: 40, height: 40))).box
        #expect(glyph.maxX >= 36 && glyph.minY <= 1, "\(glyph)")
        expectPixel(p, 35, 5, (255, 59, 48), tolerance: 3)
    }
}

@Suite struct SymbolNameTests {
    /// Names from a sample of public code and from the issue that drew the placeholder before.
    @Test(arguments: ["arrow.counterclockwise.circle.fill", "arrow.triangle.2.circlepath.camera", "arrowtriangle.right.fill",
                      "chevron.up.chevron.down", "rectangle.expand.vertical", "scribble.variable", "suit.heart", "suit.heart.fill",
                      "bubble.fill", "hand.point.up.left.fill", "list.bullet.clipboard.fill", "x.circle.fill", "bolt.horizontal.circle"])
    func sampledNamesDrawAnIcon(_ name: String) throws {
        #expect(Image.hasSystemImage(named: name))
        let icon = try render(Image(systemName: name).font(.system(size: 30)))
        let placeholder = try render(Image(systemName: "no.such.symbol.anywhere").font(.system(size: 30)))
        #expect(icon.premultipliedRGBA() != placeholder.premultipliedRGBA())
        #expect(ink(icon).maxAlpha == 255)
    }
}

/// Variable colour on a symbol with variable layers: Wi-Fi's dot, middle arc and outer arc
/// light in turn, 0.4 s each in a 1.2 s cycle; inactive layers are dimmed to 0.35.
@Suite struct VariableColorTests {
    /// Wi-Fi at 64 pt, an effect running from the first frame.
    private func wifi(_ effect: NamedSymbolEffect, options: SymbolEffectOptions = .default) -> some View {
        Image(systemName: "wifi")
            .font(.system(size: 64))
            .symbolEffect(effect, options: options)
    }

    /// The alpha at icon unit (u, v) of a 64-point symbol.
    private func alpha(_ p: Pixmap, _ u: CGFloat, _ v: CGFloat) -> Int {
        let unit = 64 * 1.2 / 20
        return p.color(at: (u - 2) * unit, (v - 2) * unit).a
    }

    private let dot = (CGFloat(12), CGFloat(18)), middle = (CGFloat(12), CGFloat(11.5)), outer = (CGFloat(12), CGFloat(5.8))

    @Test func iterativeLightsOneLayerAtATime() throws {
        let renderer = AnimationRenderer(content: wifi(.variableColor.iterative))
        let first = try renderer.frame(at: 0.2), second = try renderer.frame(at: 0.6), third = try renderer.frame(at: 1.0)
        dump(first, "symbol-variable-color-first")
        dump(second, "symbol-variable-color-second")
        #expect(alpha(first, dot.0, dot.1) == 255)
        #expect(abs(alpha(first, middle.0, middle.1) - 89) <= 2, "dimmed to 0.35")
        #expect(abs(alpha(first, outer.0, outer.1) - 89) <= 2)
        #expect(abs(alpha(second, dot.0, dot.1) - 89) <= 2)
        #expect(alpha(second, middle.0, middle.1) == 255)
        #expect(alpha(third, outer.0, outer.1) == 255)
        #expect(abs(alpha(third, middle.0, middle.1) - 89) <= 2)
        // It repeats while active.
        #expect(alpha(try renderer.frame(at: 1.4), dot.0, dot.1) == 255)
    }

    @Test func cumulativeKeepsLayersLitAndHidingHidesTheOthers() throws {
        let renderer = AnimationRenderer(content: wifi(.variableColor.cumulative.hideInactiveLayers))
        let first = try renderer.frame(at: 0.2), second = try renderer.frame(at: 0.6)
        #expect(alpha(first, dot.0, dot.1) == 255)
        #expect(alpha(first, middle.0, middle.1) == 0)
        #expect(alpha(first, outer.0, outer.1) == 0)
        #expect(alpha(second, dot.0, dot.1) == 255 && alpha(second, middle.0, middle.1) == 255)
        #expect(alpha(second, outer.0, outer.1) == 0)
    }

    @Test func reversingRunsEverySecondCycleBackwards() throws {
        let renderer = AnimationRenderer(content: wifi(.variableColor.iterative.reversing))
        let forward = try renderer.frame(at: 0.2), backward = try renderer.frame(at: 1.4)
        #expect(alpha(forward, dot.0, dot.1) == 255 && alpha(forward, outer.0, outer.1) < 128)
        #expect(alpha(backward, outer.0, outer.1) == 255 && alpha(backward, dot.0, dot.1) < 128)
    }

    @Test func aDiscreteEffectPlaysOnceAndSymbolsWithoutVariableLayersStayAtRest() throws {
        struct Signal: View {
            @State private var pings = 0
            var body: some View {
                Image(systemName: "wifi")
                    .font(.system(size: 64))
                    .symbolEffect(.variableColor, value: pings)
                    .onAppear { pings += 1 }
            }
        }
        let renderer = AnimationRenderer(content: Signal())
        let rest = try render(Image(systemName: "wifi").font(.system(size: 64)))
        #expect(abs(alpha(try renderer.frame(at: 0.2), outer.0, outer.1) - 89) <= 2)
        #expect(try renderer.frame(at: 1.5).premultipliedRGBA() == rest.premultipliedRGBA())
        // A symbol without variable layers is left alone.
        let star = Image(systemName: "star.fill").font(.title)
        let starRenderer = AnimationRenderer(content: star.symbolEffect(.variableColor.iterative, options: .repeating))
        #expect(try starRenderer.frame(at: 0.4).premultipliedRGBA() == (try render(star)).premultipliedRGBA())
    }
}
