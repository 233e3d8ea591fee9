// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "MedalCount",
    products: [
        .executable(name: "MedalCount", targets: ["MedalCount"]),
        // UIKit's custom presentations for GTK 4: `import GtkStage` (GTK and the core come with it).
        .library(name: "GtkStage", targets: ["GtkStage"]),
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
        // GNU gettext and per-thread locales from glibc, which Swift's Glibc module leaves out.
        .systemLibrary(name: "CIntl"),
        // A tiny GtkWidget subclass in C: a rounded clip whose corners can animate (GtkStage's zoom).
        .target(name: "CGtkClip", dependencies: ["CGtk"]),
        // A GListModel in C of a count of positions, its items made only when asked for.
        .target(name: "CIndexList", dependencies: ["CGtk"]),
        // A GtkWidget subclass in C: an SVG drawn by librsvg at device pixels, with a shared cache.
        .target(
            name: "CSvgPicture", dependencies: ["CGtk", "CRsvg"],
            // CGtk's versions.h: GTK's release differences, in one place for C and Swift.
            cSettings: [.headerSearchPath("../CGtk")]),
        // The stylesheet, pictures, icons and herbs' data, compiled into the binary (scripts/resources.sh).
        .target(name: "CResources", dependencies: ["CGtk"]),
        // GTK-free: geometry, traits, adaptivity, timing, transition state.
        .target(name: "Presentation"),
        // GTK-free: the Olympic Games data and its loader.
        .target(name: "MedalData"),
        // GTK-free: gettext lookups, placeholders in translated messages, locale numbers.
        .target(name: "Localization", dependencies: ["CIntl"]),
        // UIKit's presentation roles rebuilt over GTK widgets and the frame clock.
        .target(name: "GtkStage", dependencies: ["CGtk", "CGtkClip", "Presentation"]),
        // The Medal Count app: screens, slide-in presentation, window.
        .target(
            name: "MedalCountKit",
            dependencies: [
                "CGtk", "CGtkClip", "CIndexList", "CSvgPicture", "CResources", "Presentation", "GtkStage", "MedalData",
                "Localization",
            ]),
        .executableTarget(name: "MedalCount", dependencies: ["MedalCountKit"]),

        // The benchmark's driver of the app (`make bench` runs it through Benchmarks/run.py).
        .executableTarget(
            name: "MedalCountBench",
            dependencies: ["CGtk", "GtkStage", "Presentation", "MedalCountKit", "MedalData", "CMalloc"],
            path: "Benchmarks/MedalCountBench"),
        // glibc's allocator statistics (<malloc.h>), for the benchmark's soak.
        .systemLibrary(name: "CMalloc", path: "Benchmarks/CMalloc"),

        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
        // The demos' GTK-free rules (geometry, policies), which live in the app.
        .testTarget(name: "MedalCountKitTests", dependencies: ["MedalCountKit", "Presentation"]),
        .testTarget(name: "MedalDataTests", dependencies: ["MedalData"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "MedalData"]),
        // The library on its own: GTK and GtkStage, nothing of the app.
        .testTarget(name: "GtkStageTests", dependencies: ["GtkStage"]),
        .testTarget(
            name: "GtkTests",
            dependencies: [
                "CGtk", "CGtkClip", "CIndexList", "CSvgPicture", "CRsvg", "Presentation", "GtkStage", "MedalCountKit",
                "MedalData", "Localization", "MedalCountBench",
            ]),
    ]
)
