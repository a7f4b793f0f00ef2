/// A background material (SwiftUI's `Material`): what is behind the shape, blurred, under a
/// translucent tint.
///
/// Limner's values (Apple's materials are private system effects; these are chosen to look
/// alike, from the thinnest to the thickest): blur σ 8, 10, 12, 14 and 16 points for ultra
/// thin, thin, regular, thick and ultra thick; a tint of white (black in the dark
/// appearance, 28, 28, 30) at 0.35, 0.5, 0.65, 0.8 and 0.9. `.bar` is `.regular`.
/// Drawn by shapes (`fill`, `background(_:)`, `background(_:in:)`): the blurred backdrop
/// is what is drawn before the shape in the same layer (a material inside a compositing
/// group sees only that group's content). Used for text or strokes, a material is its tint.
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
    let sigma: Double
    let tint: Double

    /// A mostly translucent material.
    public static let ultraThin = Material(sigma: 8, tint: 0.35)
    /// A more translucent than opaque material.
    public static let thin = Material(sigma: 10, tint: 0.5)
    /// A material somewhat translucent.
    public static let regular = Material(sigma: 12, tint: 0.65)
    /// A more opaque than translucent material.
    public static let thick = Material(sigma: 14, tint: 0.8)
    /// A mostly opaque material.
    public static let ultraThick = Material(sigma: 16, tint: 0.9)
    /// The material of bars (the regular material).
    public static let bar = Material(sigma: 12, tint: 0.65)

    /// The tint drawn over the blurred backdrop.
    func tintColor(_ environment: EnvironmentValues) -> RGBAColor {
        environment.colorScheme == .dark ? RGBAColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: Float(tint))
                                         : RGBAColor(red: 1, green: 1, blue: 1, alpha: Float(tint))
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> ShadingPaint {
        ShadingPaint(paint: .color(tintColor(environment)))
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { Material.ultraThin }
    /// A more translucent than opaque material.
    public static var thinMaterial: Material { Material.thin }
    /// A somewhat translucent material.
    public static var regularMaterial: Material { Material.regular }
    /// A more opaque than translucent material.
    public static var thickMaterial: Material { Material.thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { Material.ultraThick }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}

extension RenderBuilder {
    /// Fills `path` with a material: the blurred backdrop, then the tint.
    mutating func fill(_ path: Path, material: Material, environment: EnvironmentValues, style: FillStyle) {
        fill(path, paint: ShadingPaint(paint: .blurredBackdrop(sigma: material.sigma)), style: style)
        fill(path, paint: ShadingPaint(paint: .color(material.tintColor(environment))), style: style)
    }
}
