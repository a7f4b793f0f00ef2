// swift-tools-version:6.2
//
// An image server: SwiftUI share cards rendered on demand by Limner behind Hummingbird.
// `swift run -c release ImageServer --port 8080`, then open
// http://127.0.0.1:8080/card.png?title=Hello&subtitle=From%20Linux&theme=ocean
import PackageDescription

let package = Package(
    name: "ImageServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "ImageServer", targets: ["ImageServer"]),
    ],
    dependencies: [
        // Limner by path: this example lives in Limner's repository. In your own package,
        // depend on it by URL and version (see Limner's README).
        .package(name: "Limner", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // The cards (SwiftUI views), their parameters and the bounded render queue.
        .target(name: "ShareCards", dependencies: [
            .product(name: "Limner", package: "Limner"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .executableTarget(name: "ImageServer", dependencies: ["ShareCards"]),
        .testTarget(name: "ImageServerTests", dependencies: [
            "ShareCards",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
