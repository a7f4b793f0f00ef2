// swift-tools-version:6.2
//
// Limner: SwiftUI's graphics system on Linux.
// Targets are layered bottom-up; each depends only on the ones above it in this file, except
// that `LimnerRaster` depends on `LimnerRasterAVX2` and `LimnerRasterAVX512`, which are defined
// in `avx2Targets` and appended to the list last (they exist only on x86-64 hosts).
// See docs/ARCHITECTURE.md for what each owns.
import PackageDescription
import CompilerPluginSupport

/// Release flags of the rasterizer, the only hot-loop target: no overflow/bounds traps in its
/// already-validated inner loops and no dynamic exclusivity checks (not measured apart from
/// the CPU flag below; the hot loops already use wrapping arithmetic and raw pointers). The
/// default stays portable (baseline x86-64 / arm64); `LIMNER_TARGET_CPU=native swift build -c
/// release` compiles it for the build machine's own CPU (any LLVM CPU name works, e.g. haswell
/// for the AVX2 class): the eight-pixel span loops become one 256-bit operation instead of two
/// 128-bit ones, and a native build may use a wider instruction set still (benchmarks/README.md
/// has the current figures).
/// `make bench` builds with `native`.
let tunedCPU = Context.environment["LIMNER_TARGET_CPU"].flatMap { $0.isEmpty ? nil : $0 }
let rasterReleaseFlags: [String] = {
    var flags = ["-Ounchecked", "-enforce-exclusivity=unchecked"]
    if let tunedCPU { flags += ["-target-cpu", tunedCPU] }
    return flags
}()
/// A build for one named CPU needs no second copy of the span loops: it says so to the
/// dispatch (`SpanLoopSet.selected`), which then keeps the module's own.
let rasterSettings: [SwiftSetting] = [.unsafeFlags(rasterReleaseFlags, .when(configuration: .release))]
    + (tunedCPU == nil ? [] : [.define("LIMNER_TUNED_CPU")])

/// Runtime CPU dispatch. `LimnerRasterAVX2` is the rasterizer's hot band loops (accumulation,
/// sweep, painters, gradient shaders, source-over spans: the folder Sources/LimnerRaster/BandLoops,
/// which Sources/LimnerRasterAVX2/BandLoops links) compiled a second time for the AVX2 class of
/// x86-64 (`haswell`: AVX2, FMA, BMI2), and `LimnerRasterAVX512` the same loops a third time
/// for the AVX-512 class (`skylake-avx512`: AVX-512 F, CD, BW, DQ, VL; on an Intel Xeon with
/// them, 0.955 of the AVX2 copy's time over the bl_bench family: benchmarks/HISTORY.md). LimnerRaster
/// picks the widest copy the CPU runs at run time, and its own portable copy otherwise; all
/// compute the same bytes (Swift forms no fused multiply-adds, and `SpanLoopDispatchTests`
/// compares them). Neither copy lets the compiler make vector gathers of its own (`-mno-gather`,
/// which Swift's code generation takes from the C importer's flags): LLVM's cost model for
/// `skylake-avx512` made the one-pass gradient lookups gathers, which on an Intel Xeon (Emerald
/// Rapids) kept short spans of a linear gradient waiting a fifth of their time, where eight
/// plain loads do not. The two-pass lookup asks for a gather by name (`limner_gather_u32x8`).
/// Only x86-64 hosts build the other copies. Since tools version 6.2, SwiftPM accepts these flags in a package that others
/// depend on by version.
#if arch(x86_64)
let avx2Targets: [Target] = [
    .target(
        name: "LimnerRasterAVX2", dependencies: ["LimnerGeometry", "LimnerRasterABI", "CLimnerSIMD"],
        swiftSettings: [
            .define("LIMNER_SPAN_LOOPS_AVX2"),
            .unsafeFlags(["-Ounchecked", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            .unsafeFlags(["-target-cpu", "haswell", "-Xcc", "-mno-gather"]),
        ]
    ),
    .target(
        name: "LimnerRasterAVX512", dependencies: ["LimnerGeometry", "LimnerRasterABI", "CLimnerSIMD"],
        swiftSettings: [
            .define("LIMNER_SPAN_LOOPS_AVX2"),
            .unsafeFlags(["-Ounchecked", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            .unsafeFlags(["-target-cpu", "skylake-avx512", "-Xcc", "-mno-gather"]),
        ]
    ),
]
let avx2Dependency: [Target.Dependency] = ["LimnerRasterAVX2", "LimnerRasterAVX512"]
#else
let avx2Targets: [Target] = []
let avx2Dependency: [Target.Dependency] = []
#endif

/// The `#Preview` macro's compiler plugin, a host tool built from swift-syntax.
/// `scripts/fuzz` sets `LIMNER_WITHOUT_PREVIEW_MACRO=1`: SwiftPM gives host tools the target
/// flags too, so its release `-sanitize=fuzzer` build would otherwise compile all of
/// swift-syntax optimised and coverage-instrumented (more than 45 minutes on two cores) for a
/// macro no fuzz target expands. `scripts/bench` sets it too (no benchmark expands it). Without it `Limner` builds with a warning on the macro's
/// declaration, and a use of `#Preview` is a compile error; nothing else changes.
let previewMacroDependency: [Target.Dependency] =
    Context.environment["LIMNER_WITHOUT_PREVIEW_MACRO"] == "1" ? [] : ["LimnerMacros"]

let package = Package(
    name: "Limner",
    products: [
        .library(name: "Limner", targets: ["Limner"]),
        .library(name: "LimnerPlayer", targets: ["LimnerPlayer"]),
        // `LimnerCommand`: `limner`'s render / animate / play subcommands for your own views.
        .library(name: "LimnerCLI", targets: ["LimnerCLI"]),
        // Snapshot strategies for swift-snapshot-testing (docs/SnapshotTesting.md).
        .library(name: "LimnerSnapshotTesting", targets: ["LimnerSnapshotTesting"]),
        // The rasterizer itself, for code that drives it (`import Limner` brings only its
        // pixmaps and colours; docs/REFERENCE.md, "The engine directly").
        .library(name: "LimnerRaster", targets: ["LimnerRaster"]),
        // Our example scenes, for the benchmark package (benchmarks/Package.swift, which can
        // use only products); not an API to build on.
        .library(name: "LimnerGallery", targets: ["LimnerGallery"]),
        // The scene-file format (docs/SCENE-FORMAT.md) and its renderer, which the benchmark
        // package times; the format is documented, its Swift API is the engine's, not SwiftUI's.
        .library(name: "LimnerSceneFormat", targets: ["LimnerSceneFormat"]),
        .executable(name: "limner", targets: ["limner"]),
        // Opt-in modules named like Apple's, re-exporting Limner, so a file's own
        // `import SwiftUI` / `import UIKit` compiles unchanged (README, "Real SwiftUI files").
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The Combine API (`ObservableObject`, `@Published`, publishers) on Linux; re-exported.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The `#Preview` macro's compiler plugin (LimnerMacros).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // `make docs`: the DocC documentation (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only LimnerSnapshotTesting links it: `import Limner` pulls in nothing of it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // System libraries.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]
        ),
        // SDL2 opens the live window (X11 or Wayland); only LimnerPlayer links it. No pkgConfig:
        // sdl2.pc's `-D_REENTRANT` is a flag SwiftPM refuses, with a warning in every build of a
        // package that depends on Limner; the shim includes <SDL2/SDL.h> and the module map links SDL2.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // giflib has no pkg-config file on Debian 12: the module map links it by name.
        .systemLibrary(name: "CGifLib", providers: [.apt(["libgif-dev"])]),
        // JPEG (libjpeg-turbo) and WebP (libwebp), for images in and out.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // libdeflate: the PNG writer's one-call zlib compression and CRC-32 (LimnerMedia writes
        // PNG's chunks itself; libpng, which streams through zlib, cannot use libdeflate).
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // The codec calls whose libraries longjmp on error (libjpeg).
        .target(name: "CLimnerCodecs", dependencies: ["CJPEG"]),

        // Engine layers.
        // Time and motion below everything that moves: the virtual clock, timing curves,
        // springs and keyframe splines (views, layers and UIKit all use them; see
        // docs/ARCHITECTURE.md, Time). LimnerGeometry re-exports it.
        // The wall clock a host shows the code it runs: `clock_gettime(CLOCK_REALTIME)` (what
        // `Date()` reads) gives the host's date on a thread running user code (docs/OneClock.md).
        .target(name: "CLimnerClock"),
        .target(name: "LimnerMotion", dependencies: ["CLimnerClock"]),
        .target(name: "LimnerGeometry", dependencies: ["LimnerMotion"]),
        // The ABI between the rasterizer's two compiled copies of its band loops: the types one
        // copy's caller hands either copy (see `avx2Targets`).
        .target(
            name: "LimnerRasterABI", dependencies: ["LimnerGeometry"],
            swiftSettings: [.unsafeFlags(rasterReleaseFlags, .when(configuration: .release))]
        ),
        // Vector operations the span loops need that Swift's SIMD types do not spell (header only).
        .target(name: "CLimnerSIMD"),
        .target(
            name: "LimnerRaster", dependencies: ["LimnerGeometry", "LimnerRasterABI", "CLimnerSIMD"] + avx2Dependency,
            swiftSettings: rasterSettings
        ),
        .target(name: "LimnerMedia", dependencies: ["LimnerRaster", "CLibPNG", "CLibDeflate", "CImageQuant", "CGifLib", "CLimnerCodecs", "CWebP"]),
        // The embedded fonts (Sources/LimnerText/Resources/Fonts) compiled into the binary
        // (`.incbin`), so a program needs no resource bundle beside it.
        .target(name: "CLimnerFonts", cSettings: [.headerSearchPath("../LimnerText/Resources/Fonts")]),
        .target(
            name: "LimnerText",
            dependencies: ["LimnerGeometry", "LimnerRaster", "CHarfBuzz", "CFontconfig", "CLimnerFonts"],
            exclude: ["Resources"]
        ),

        .target(name: "LimnerGraphics", dependencies: ["LimnerRaster", "LimnerText", "LimnerMedia"]),
        // Scene files: one drawing as JSON, decoded strictly and drawn on the engine alone.
        .target(name: "LimnerSceneFormat", dependencies: ["LimnerGeometry", "LimnerRaster", "LimnerGraphics"]),

        // Core Animation's layer model, and a small UIKit core on top of it.
        .target(name: "LimnerQuartz", dependencies: ["LimnerGeometry", "LimnerRaster", "LimnerText", "LimnerMedia", "LimnerGraphics"]),
        .target(name: "LimnerUIKit", dependencies: ["LimnerQuartz", "LimnerMedia", "LimnerText"]),

        // The `#Preview` macro (a compiler plugin) and the bounds of the section its records
        // are placed in (`PreviewRegistry`).
        .macro(name: "LimnerMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "CLimnerSections"),

        // The umbrella users import.
        .target(name: "Limner", dependencies: [
            "LimnerGeometry", "LimnerRaster", "LimnerText", "LimnerMedia", "LimnerGraphics", "LimnerQuartz", "LimnerUIKit",
            "CLimnerSections",
            .product(name: "OpenCombine", package: "OpenCombine"),
        ] + previewMacroDependency),
        // Opt-in: `import SwiftUI` / `import UIKit` as Limner (README, "Real SwiftUI files").
        .target(name: "SwiftUI", dependencies: ["Limner"]),
        .target(name: "UIKit", dependencies: ["Limner"]),

        // The live window: any view in an SDL2 window on a real clock, with pointer input.
        .target(name: "LimnerPlayer", dependencies: ["Limner", "CSDL2"]),

        // The command line for anyone's scenes: a `LimnerCommand` type lists them and gets the
        // render / animate / play subcommands; `limner` is one such program.
        .target(
            name: "LimnerCLI",
            dependencies: ["Limner", "LimnerPlayer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // swift-snapshot-testing strategies for any view: images, animation frames, display lists.
        .target(name: "LimnerSnapshotTesting", dependencies: [
            "Limner",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // Our own example scenes; the CLI, the tests and the benchmarks use them.
        .target(name: "LimnerGallery", dependencies: ["Limner"]),
        // The golden catalog (the scene files of Tests/References/scenes), beside the golden
        // tests; `limner gallery` renders it too.
        .target(name: "LimnerGoldenScenes", dependencies: ["LimnerSceneFormat", "LimnerRaster"],
                path: "Tests/LimnerGoldenScenes"),

        .executableTarget(
            name: "limner",
            dependencies: [
                "LimnerCLI",
                "LimnerGallery",
                "LimnerGoldenScenes",
                "LimnerSceneFormat",
                "LimnerPlayer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests mirror the targets.
        .target(name: "LimnerTestSupport", dependencies: ["Limner"], path: "Tests/LimnerTestSupport"),
        .testTarget(name: "LimnerGeometryTests", dependencies: ["LimnerGeometry", "LimnerTestSupport"]),
        .testTarget(name: "LimnerRasterTests", dependencies: ["LimnerRaster", "LimnerTestSupport"]),
        .testTarget(name: "LimnerTextTests", dependencies: ["LimnerText", "LimnerMedia", "LimnerTestSupport"]),
        .testTarget(name: "LimnerMediaTests", dependencies: ["LimnerMedia", "LimnerTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LimnerAnimationExportTests", dependencies: ["LimnerMedia", "LimnerGallery", "CGifLib"]),
        .testTarget(name: "LimnerGraphicsTests", dependencies: ["LimnerGraphics", "LimnerMedia", "LimnerTestSupport"]),
        .testTarget(name: "LimnerTests", dependencies: ["Limner"]),
        .testTarget(name: "LimnerQuartzTests", dependencies: ["LimnerQuartz", "LimnerUIKit", "LimnerMedia"]),
        .testTarget(name: "LimnerGalleryTests", dependencies: ["LimnerGallery"]),
        // LimnerCLI through its parsing API and through the built `limner` binary; the version
        // against CHANGELOG.md and the README.
        .testTarget(name: "LimnerCLITests", dependencies: ["LimnerCLI", "Limner"]),
        // Unit tests of the player, and end-to-end tests of `limner play` under Xvfb + xdotool.
        .testTarget(name: "LimnerPlayerTests", dependencies: ["LimnerPlayer", "LimnerGallery", "CSDL2"]),
        // Everyday SwiftUI views (Corpus/, written against SwiftUI's API with only the import
        // changed) and the tests of the everyday API and its fidelity fixes.
        .testTarget(name: "LimnerEverydayTests", dependencies: ["Limner", "LimnerTestSupport"]),
        // Real-code idioms: previews (#Preview, PreviewProvider, the registry), the everyday
        // names public files use, animatable modifiers, and a corpus in public files' style.
        .testTarget(name: "LimnerRealCodeTests", dependencies: ["Limner", "SwiftUI", "UIKit", "LimnerTestSupport"]),
        .testTarget(name: "LimnerSnapshotTestingTests", dependencies: ["LimnerSnapshotTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LimnerGoldenTests",
            dependencies: ["LimnerSceneFormat", "LimnerGoldenScenes", "LimnerTestSupport"]
        ),
    ] + avx2Targets,
    swiftLanguageModes: [.v6]
)
