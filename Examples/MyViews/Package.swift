// swift-tools-version:6.2
// An example of a package that uses Limner: its own views, rendered from its own command line
// (`LimnerCLI`). Your package can depend on Limner by path like this, or by a git URL and a
// version tag as the README's "Use Limner in your package" shows.
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
