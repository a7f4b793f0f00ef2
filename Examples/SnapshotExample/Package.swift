// swift-tools-version:6.2
//
// An app's views with snapshot tests that run on Linux: the views import Limner (on an
// Apple platform they would import SwiftUI), the tests use swift-snapshot-testing with
// Limner's strategies. See docs/SnapshotTesting.md in the Limner repository.
import PackageDescription

let package = Package(
    name: "SnapshotExample",
    dependencies: [
        // Limner by relative path (this example lives inside its repository); an app would
        // depend on it by a git URL and a version tag (README, "Use Limner in your package").
        .package(name: "Limner", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "ExampleViews", dependencies: [.product(name: "Limner", package: "Limner")]),
        .testTarget(
            name: "ExampleViewsTests",
            dependencies: [
                "ExampleViews",
                .product(name: "LimnerSnapshotTesting", package: "Limner"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
