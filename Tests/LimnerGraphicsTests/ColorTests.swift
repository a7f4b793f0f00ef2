import Foundation
import Testing
@testable import LimnerGraphics

/// Color, Gradient and EnvironmentValues.
@Suite struct ColorTests {
    @Test func namedColorsAreGenerationALight() {
        let expected: [(Color, String)] = [
            (.red, "#FF3B30FF"), (.orange, "#FF9500FF"), (.yellow, "#FFCC00FF"), (.green, "#34C759FF"),
            (.mint, "#00C7BEFF"), (.teal, "#30B0C7FF"), (.cyan, "#32ADE6FF"), (.blue, "#007AFFFF"),
            (.indigo, "#5856D6FF"), (.purple, "#AF52DEFF"), (.pink, "#FF2D55FF"), (.brown, "#A2845EFF"),
            (.gray, "#8E8E93FF"), (.black, "#000000FF"), (.white, "#FFFFFFFF"), (.clear, "#00000000"),
            (.primary, "#000000FF"), (.secondary, "#3C3C4399"),
        ]
        for (c, hex) in expected { #expect(Color.hex(c.resolvedRGBA()) == hex, "\(c)") }
    }

    @Test func darkSchemePicksDarkValues() {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        #expect(Color.hex(Color.blue.resolvedRGBA(in: env)) == "#0A84FFFF")
        #expect(Color.hex(Color.primary.resolvedRGBA(in: env)) == "#FFFFFFFF")
    }

    @Test func initializersAndOpacity() {
        #expect(Color.hex(Color(red: 1, green: 0.5, blue: 0).resolvedRGBA()) == "#FF8000FF")
        #expect(Color.hex(Color(white: 0.5, opacity: 0.5).resolvedRGBA()) == "#80808080")
        #expect(Color.hex(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).resolvedRGBA()) == "#BC00FFFF")
        #expect(Color.hex(Color(hue: 0, saturation: 1, brightness: 1).resolvedRGBA()) == "#FF0000FF")
        #expect(Color.hex(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolvedRGBA()) == "#00FF00FF")
        #expect(Color.hex(Color(hue: 0.5, saturation: 0.5, brightness: 0.5).resolvedRGBA()) == "#408080FF")
        #expect(Color.hex(Color.red.opacity(0.5).opacity(0.5).resolvedRGBA()) == "#FF3B3040")
        // P3 pure red lies outside sRGB: red > 1, green and blue negative (extended range).
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolvedRGBA()
        #expect(p3.red > 1 && p3.green < 0)
        let p3white = Color(.displayP3, white: 1).resolvedRGBA()
        #expect(abs(p3white.red - 1) < 1e-4 && abs(p3white.blue - 1) < 1e-4)
        #expect(Color.red.description == "red" && Color.red.opacity(0.5).description == "red.opacity(0.5)")
    }

    @Test func gradientStops() {
        let g = Gradient(colors: [.red, .green, .blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
        let s = Gradient(stops: [.init(color: .black, location: 0.7), .init(color: .white, location: 0.2)])
            .resolvedStops(in: EnvironmentValues(), linearColor: false)
        #expect(s.map(\.location) == [0.7, 0.7])  // made non-decreasing
        let fine = Gradient(colors: [.black, .white]).resolvedStops(in: EnvironmentValues(), linearColor: true)
        #expect(fine.count == 17)
        #expect(abs(fine[8].color.red - 0.7354) < 0.001)
    }

    @Test func environmentKeysExtend() {
        struct AnswerKey: EnvironmentKey { static let defaultValue = 42 }
        var env = EnvironmentValues()
        #expect(env[AnswerKey.self] == 42)
        env[AnswerKey.self] = 7
        #expect(env[AnswerKey.self] == 7)
        #expect(env.displayScale == 1 && env.font == nil && env.colorScheme == .light)
        let ctx = CanvasRenderer(size: CGSize(width: 1, height: 1), scale: 3).displayList { c, _ in
            #expect(c.environment.displayScale == 3)
        }
        #expect(ctx.isEmpty)
    }
}
