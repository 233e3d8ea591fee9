// swift-tools-version:6.2
// GtkStage's zoom in a second app: six thumbnails, each growing into a
// photo that fills the window, grabbed and dragged home, or sent by Escape.
// It depends on the library by path, as any package outside the repository would.
import PackageDescription

let package = Package(
    name: "Zoom",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "Zoom", dependencies: [.product(name: "GtkStage", package: "GtkStage")])
    ]
)
