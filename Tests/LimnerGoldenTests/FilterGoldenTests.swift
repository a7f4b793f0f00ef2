import Foundation
import LimnerRaster
import LimnerTestSupport
import Testing

/// Image sampling, blurs, shadows and colour filters against the references of
/// Tests/References/make_filter_references.py (Skia, or numpy from the documented formula
/// where Skia has no equivalent; the script's doc says which). Scenes, inputs and tolerances
/// come from Tests/References/filters/scenes.json; failures write expected | diff×8 | actual
/// to Tests/References/filters/failures/.
///
/// Tolerances (per reference, in scenes.json): 2 levels per channel for Skia's image
/// sampling, colour matrices and the exact-kernel blurs (σ ≤ 2.5), with 0.2 % outliers for
/// sampling (coordinates on exact pixel boundaries may round either way); 8 levels for
/// blurs and shadows drawn with the three-box approximation (σ > 2.5, the bound
/// `FilterBlurTests.boxAccuracy` holds); Skia's own blur references add Skia's measured
/// distance from the exact Gaussian.
@Suite struct FilterGoldenTests {
    @Test func scenesArePresent() {
        #expect(FilterGoldens.scenes.count >= 40, "scenes.json in \(FilterGoldens.directory.path)")
    }

    @Test(arguments: FilterGoldens.scenes.map(\.name))
    func matchesReference(_ name: String) throws {
        let scene = try #require(FilterGoldens.scenes.first { $0.name == name })
        let image = try FilterGoldens.render(scene)
        for r in scene.references {
            let result = GoldenComparison.check(image, reference: FilterGoldens.expected(r.file),
                                                tolerance: GoldenTolerance(channel: r.channel, outliers: r.outliers),
                                                failuresDirectory: FilterGoldens.directory.appendingPathComponent("failures"))
            print("filter golden (\(r.source)) " + result.message)
            #expect(result.passed, Comment(rawValue: result.message))
        }
    }

    /// The worst PSNR per category and reference source (what the report quotes).
    @Test func worstPSNRPerCategory() throws {
        var worst: [String: (String, Double)] = [:]
        for scene in FilterGoldens.scenes {
            let image = try FilterGoldens.render(scene)
            for r in scene.references {
                let expected = try Pixmap(contentsOfPNGFile: FilterGoldens.expected(r.file))
                let diff = try #require(GoldenComparison.difference(image, expected), "\(r.file): size")
                let key = "\(scene.name.split(separator: "-")[0]) vs \(r.source)"
                if worst[key].map({ diff.psnr < $0.1 }) ?? true { worst[key] = (r.file, diff.psnr) }
                #expect(diff.psnr > 30, "\(r.file): PSNR \(diff.psnr)")
            }
        }
        for (key, value) in worst.sorted(by: { $0.key < $1.key }) {
            print(String(format: "filter goldens: worst PSNR %@: %.2f dB (%@)", key, value.1, value.0))
        }
    }
}

/// One scene of scenes.json (fields by kind; see make_filter_references.py).
struct FilterScene: Decodable, Sendable {
    struct Reference: Decodable, Sendable {
        var file: String
        var source: String
        var channel: Int
        var outliers: Double
    }
    var name: String
    var kind: String
    var input: String
    var references: [Reference]
    var canvas: [Int]?
    var transform: [Double]?
    var sampling: String?
    var tiling: String?
    var opacity: Double?
    var blend: String?
    var background: [Double]?
    var sigma: Double?
    var at: [Int]?
    var color: [Double]?
    var offset: [Int]?
    var filter: String?
    var amount: Double?
    var matrix: [[Double]]?
    var min: Double?
    var max: Double?
}

enum FilterGoldens {
    /// Tests/References/filters.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("References/filters", isDirectory: true)

    static let scenes: [FilterScene] = {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("scenes.json")) else { return [] }
        return (try? JSONDecoder().decode([FilterScene].self, from: data)) ?? []
    }()

    static func expected(_ file: String) -> URL { directory.appendingPathComponent("expected/\(file).png") }

    struct SceneError: Error, CustomStringConvertible { let description: String }

    /// Reads inputs/<name>.rgba (raw premultiplied, "LMRGBA01").
    static func input(_ name: String) throws -> Pixmap {
        let data = try Data(contentsOf: directory.appendingPathComponent("inputs/\(name).rgba"))
        let bytes = [UInt8](data)
        guard bytes.count >= 16, bytes[0..<8].elementsEqual("LMRGBA01".utf8) else { throw SceneError(description: "\(name): not LMRGBA01") }
        func u32(_ i: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[i + $1]) << (8 * $1) } }
        return try Pixmap(premultipliedRGBA: Array(bytes[16...]), width: u32(8), height: u32(12))
    }

    static func color(_ c: [Double]?) -> RGBAColor {
        guard let c, c.count == 4 else { return .clear }
        return RGBAColor(red: Float(c[0]), green: Float(c[1]), blue: Float(c[2]), alpha: Float(c[3]))
    }

    /// Limner's rendering of a scene.
    static func render(_ s: FilterScene) throws -> Pixmap {
        let src = try input(s.input)
        switch s.kind {
        case "image":
            let size = s.canvas ?? [src.width, src.height]
            let ctx = try RasterContext(width: size[0], height: size[1])
            ctx.clear(color(s.background))
            let t = s.transform ?? [1, 0, 0, 1, 0, 0]
            let sampling: ImageSampling = switch s.sampling {
            case "nearest": .nearest; case "cubic": .cubic; case "highQuality": .highQuality; default: .bilinear
            }
            let tiling: ImageTiling = switch s.tiling { case "clamp": .clamp; case "repeat": .repeat; default: .decal }
            let paint = ImagePaint(pixmap: src, transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]),
                                   sampling: sampling, tiling: tiling)
            ctx.fill(Path(CGRect(x: 0, y: 0, width: size[0], height: size[1])), paint: .image(paint),
                     blendMode: s.blend == "multiply" ? .multiply : .normal, opacity: Float(s.opacity ?? 1))
            return ctx.pixmap
        case "blur":
            return GaussianBlur.blur(src, sigma: s.sigma ?? 0).pixmap
        case "dropShadow", "innerShadow":
            let size = s.canvas ?? [src.width, src.height], at = s.at ?? [0, 0], off = s.offset ?? [0, 0]
            let make = s.kind == "dropShadow" ? Shadow.dropShadow : Shadow.innerShadow
            let (layer, origin) = make(src, (at[0], at[1]), color(s.color), s.sigma ?? 0, (off[0], off[1]))
            var out = try Pixmap(width: size[0], height: size[1])
            Compositor.composite(layer: layer, at: origin, onto: &out)
            return out
        case "color":
            var out = src
            if s.filter == "alphaThreshold" {
                ColorFilters.alphaThreshold(&out, min: Float(s.min ?? 0), max: Float(s.max ?? 1), color: color(s.color))
            } else {
                ColorFilters.apply(try matrix(s), to: &out)
            }
            return out
        default:
            throw SceneError(description: "\(s.name): unknown kind \(s.kind)")
        }
    }

    /// The scene's colour matrix, built with Limner's constructors.
    static func matrix(_ s: FilterScene) throws -> ColorMatrix {
        let a = Float(s.amount ?? 0)
        switch s.filter {
        case "colorMatrix": return ColorMatrix(rows: (s.matrix ?? []).map { $0.map(Float.init) })
        case "hueRotation": return .hueRotation(radians: Double(a) * .pi / 180)
        case "saturation": return .saturation(a)
        case "brightness": return .brightness(a)
        case "contrast": return .contrast(a)
        case "grayscale": return .grayscale(a)
        case "colorInvert": return .colorInvert(a)
        case "colorMultiply": return .colorMultiply(color(s.color))
        case "luminanceToAlpha": return .luminanceToAlpha
        default: throw SceneError(description: "\(s.name): unknown filter \(s.filter ?? "nil")")
        }
    }
}
