// swift-tools-version:6.2
// GtkStage's navigation controller in a second app: a push that slides in,
// and the ways back it brings (the back button, a drag from the leading
// edge, Alt+Left). It depends on the library by path, as any package outside
// the repository would.
import PackageDescription

let package = Package(
    name: "Navigation",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "Navigation", dependencies: [.product(name: "GtkStage", package: "GtkStage")])
    ]
)
