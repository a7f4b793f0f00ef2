// swift-tools-version:6.2
// An example of a package that uses Limner: its own views, rendered from its own command line
// (`LimnerCLI`). In your package, depend on Limner by URL and version instead of by path:
//     .package(url: "https://github.com/limner-swift/Limner", from: "0.1.0"),
import PackageDescription

let package = Package(
    name: "MyViews",
    dependencies: [
        .package(name: "Limner", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "MyViews",
            dependencies: [
                .product(name: "Limner", package: "Limner"),
                .product(name: "LimnerCLI", package: "Limner"),
            ]
        ),
    ]
)
