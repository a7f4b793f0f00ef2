// swift-tools-version:6.2
//
// Limner's benchmarks, a package of their own so that the product and `make test` never build
// them: `limner-bench` times the engine, the drawing API, text, the view gallery, layers, views,
// blur, the compositing kernels and the animation encoders (README.md here; `make bench`, i.e.
// scripts/bench, builds it in release and runs every step). It depends on Limner by path.
//
//     swift build -c release --package-path benchmarks
//     benchmarks/.build/release/limner-bench --help
import PackageDescription

let package = Package(
    name: "LimnerBenchmarks",
    dependencies: [
        .package(name: "Limner", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "limner-bench",
            dependencies: [
                .product(name: "Limner", package: "Limner"),
                .product(name: "LimnerRaster", package: "Limner"),
                .product(name: "LimnerGallery", package: "Limner"),
                .product(name: "LimnerSceneFormat", package: "Limner"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
