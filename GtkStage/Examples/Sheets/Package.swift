// swift-tools-version:6.2
// GtkStage's sheet in a second app: detents, a grabber, a window behind
// that stays active at medium, a refusal to close, and a sheet over a sheet.
// It depends on the library by path, as any package outside the repository would.
import PackageDescription

let package = Package(
    name: "Sheets",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "Sheets", dependencies: [.product(name: "GtkStage", package: "GtkStage")])
    ]
)
