// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "MedalCount",
    products: [
        .executable(name: "MedalCount", targets: ["MedalCount"]),
    ],
    targets: [
        // GTK 4 as a Swift module, plus the few helpers Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // librsvg, the GNOME SVG library.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // A tiny GtkWidget subclass in C: a rounded clip whose corners can animate.
        .target(name: "CGtkClip", dependencies: ["CGtk"]),
        // A GtkWidget subclass in C: an SVG drawn by librsvg at device pixels, with a shared cache.
        .target(name: "CSvgPicture", dependencies: ["CGtk", "CRsvg"]),
        // GTK-free: geometry, traits, adaptivity, timing, transition state.
        .target(name: "Presentation"),
        // GTK-free: the Olympic Games data and its loader.
        .target(name: "MedalData"),
        // UIKit's presentation roles rebuilt over GTK widgets and the frame clock.
        .target(name: "GtkStage", dependencies: ["CGtk", "Presentation"]),
        // The Medal Count app: screens, slide-in presentation, window.
        .target(name: "MedalCountKit", dependencies: ["CGtk", "CGtkClip", "CSvgPicture", "Presentation", "GtkStage", "MedalData"]),
        .executableTarget(name: "MedalCount", dependencies: ["MedalCountKit"]),

        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
        .testTarget(name: "MedalDataTests", dependencies: ["MedalData"]),
        .testTarget(name: "GtkTests", dependencies: ["CGtk", "CGtkClip", "CSvgPicture", "CRsvg", "Presentation", "GtkStage", "MedalCountKit", "MedalData"]),
    ]
)
