// swift-tools-version:6.0
//
// libFuzzer targets for Limner's parsers. A separate package so `swift test` never builds
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
        .executableTarget(
            name: "FuzzPNGDecode",
            dependencies: [.product(name: "Limner", package: "Limner")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
