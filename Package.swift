// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "MedalCount",
    products: [
        .executable(name: "MedalCount", targets: ["MedalCount"])
    ],
    // GtkStage, the presentation library, is a package of its own; the app
    // depends on it by path, as any app does.
    dependencies: [.package(path: "GtkStage")],
    targets: [
        // The app's own C over GTK: what Swift cannot import, the screen reader's
        // hearing, the renderer choice, the centred layout, its release differences.
        .systemLibrary(
            name: "CMedalCount",
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
        // A GListModel in C of a count of positions, its items made only when asked for.
        .target(name: "CIndexList", dependencies: ["CMedalCount"]),
        // A GtkWidget subclass in C: an SVG drawn by librsvg at device pixels, with a shared cache.
        .target(name: "CSvgPicture", dependencies: ["CMedalCount", "CRsvg"]),
        // The stylesheet, pictures, icons and herbs' data, compiled into the binary (scripts/resources.sh).
        .target(name: "CResources", dependencies: ["CMedalCount"]),
        // GTK-free: the Olympic Games data and its loader.
        .target(name: "MedalData"),
        // GTK-free: gettext lookups, placeholders in translated messages, locale numbers.
        .target(name: "Localization", dependencies: ["CIntl"]),
        // The Medal Count app: screens, slide-in presentation, window.
        .target(
            name: "MedalCountKit",
            dependencies: [
                "CMedalCount", "CIndexList", "CSvgPicture", "CResources", .product(name: "GtkStage", package: "GtkStage"),
                "MedalData", "Localization",
            ]),
        .executableTarget(name: "MedalCount", dependencies: ["MedalCountKit"]),

        // The benchmark's driver of the app (`make bench` runs it through Benchmarks/run.py).
        .executableTarget(
            name: "MedalCountBench",
            dependencies: [
                "CMedalCount", .product(name: "GtkStage", package: "GtkStage"), "MedalCountKit", "MedalData", "CMalloc",
            ],
            path: "Benchmarks/MedalCountBench"),
        // glibc's allocator statistics (<malloc.h>), for the benchmark's soak.
        .systemLibrary(name: "CMalloc", path: "Benchmarks/CMalloc"),

        // The demos' GTK-free rules (geometry, policies), which live in the app.
        .testTarget(
            name: "MedalCountKitTests", dependencies: ["MedalCountKit", .product(name: "GtkStage", package: "GtkStage")]),
        .testTarget(name: "MedalDataTests", dependencies: ["MedalData"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "MedalData"]),
        .testTarget(
            name: "GtkTests",
            dependencies: [
                "CMedalCount", "CIndexList", "CSvgPicture", "CRsvg", .product(name: "GtkStage", package: "GtkStage"),
                "MedalCountKit", "MedalData", "Localization", "MedalCountBench",
            ]),
    ]
)
