// swift-tools-version:6.2
// A second app on GtkStage: a card presented over a dim, with its own
// presentation controller and animator. It depends on the library by path,
// as any package outside the repository would.
import PackageDescription

let package = Package(
    name: "Minimal",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "Minimal", dependencies: [.product(name: "GtkStage", package: "GtkStage")])
    ]
)
