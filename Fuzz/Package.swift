// swift-tools-version:6.0
//
// libFuzzer targets for Limner's parsers, its graphics layer (random GraphicsContext
// command streams) and a differential one (fast rasterizer against the reference scene). A separate package so `swift test` never builds
// them. Build and run with `scripts/fuzz` (it passes `-sanitize=fuzzer`).
import PackageDescription

let package = Package(
    name: "LimnerFuzz",
    dependencies: [
        .package(name: "Limner", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzSVGPath",
            dependencies: [.product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "Limner", package: "Limner")]
        ),
        .executableTarget(
            name: "FuzzGraphics",
            dependencies: ["FuzzSupport", .product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzRasterDifferential",
            dependencies: ["FuzzSupport", .product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzLayers",
            dependencies: ["FuzzSupport", .product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzViews",
            dependencies: ["FuzzSupport", .product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzExport",
            dependencies: ["FuzzSupport", .product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzPNGDecode",
            dependencies: [.product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzJPEGDecode",
            dependencies: [.product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzWebPDecode",
            dependencies: [.product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
