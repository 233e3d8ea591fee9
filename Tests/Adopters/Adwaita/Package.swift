// swift-tools-version:6.2
// An adopter on libadwaita, as a GNOME developer would write one: an
// AdwApplication whose window has an AdwHeaderBar above a GtkStage stage.
// It depends on GtkStage by path, as a package outside the repository would
// (make test copies it out and names the library by its absolute path).
import PackageDescription

let package = Package(
    name: "AdwaitaStage",
    dependencies: [.package(path: "../../../GtkStage")],
    targets: [
        // libadwaita as a Swift module.
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        .executableTarget(
            name: "AdwaitaStage", dependencies: ["CAdwaita", .product(name: "GtkStage", package: "GtkStage")]),
    ]
)
