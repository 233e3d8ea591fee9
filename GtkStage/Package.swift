// swift-tools-version:6.2
// GtkStage: UIKit's custom presentations for GTK 4. A package of its own:
// an app depends on it by path (`.package(path: ".../GtkStage")`) and on its
// product (`.product(name: "GtkStage", package: "GtkStage")`), wherever the
// repository was cloned. `import GtkStage` brings GTK's C API and the
// GTK-free core (geometry, traits, timing) with it.
import PackageDescription

let package = Package(
    name: "GtkStage",
    products: [
        .library(name: "GtkStage", targets: ["GtkStage"])
    ],
    targets: [
        // GTK 4 as a Swift module, plus the few helpers Swift cannot import that the library needs.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // Two tiny GtkWidget subclasses in C: a rounded clip whose corners can animate
        // (the zoom), and a dim's shade drawn in one fill.
        .target(name: "CGtkClip", dependencies: ["CGtk"]),
        // GTK-free: geometry, traits, adaptivity, timing, transition state.
        .target(name: "Presentation"),
        // UIKit's presentation roles rebuilt over GTK widgets and the frame clock.
        .target(name: "GtkStage", dependencies: ["CGtk", "CGtkClip", "Presentation"]),

        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
        // The library on its own, on real GTK widgets: nothing of an app inside.
        .testTarget(name: "GtkStageTests", dependencies: ["GtkStage", "CGtkClip"]),
    ]
)
