import MedalCountKit
import Presentation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The command line and the search for resources; no display needed.
@Suite struct LaunchOptionsTests {
    @Test func defaults() throws {
        #expect(try LaunchOptions.parse([]) == LaunchOptions())
        #expect(LaunchOptions().compactHeightPolicy == .rotatePrompt)
    }

    @Test func compactHeightPolicyInBothSpellings() throws {
        #expect(try LaunchOptions.parse(["--compact-height=fullscreen"]).compactHeightPolicy == .fullscreen)
        #expect(try LaunchOptions.parse(["--compact-height", "rotate-prompt"]).compactHeightPolicy == .rotatePrompt)
        #expect(try LaunchOptions.parse(["--compact-height=sheet"]).compactHeightPolicy == .attachedSheet)
    }

    @Test func demoIsChosenByName() throws {
        #expect(try LaunchOptions.parse([]).demo == .medalCount)
        #expect(try LaunchOptions.parse(["--demo", "swipe-navigation"]).demo == .swipeNavigation)
        #expect(try LaunchOptions.parse(["--demo=beginner-cook"]).demo == .beginnerCook)
        #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--demo=pinball"]) }
        #expect(try LaunchOptions.parse([]).herbTransition == .pop)
        #expect(try LaunchOptions.parse(["--transition", "fade"]).herbTransition == .fade)
        #expect(throws: LaunchOptionsError.badValue("--transition", "wipe", expected: "pop or fade")) {
            try LaunchOptions.parse(["--transition=wipe"])
        }
    }

    @Test func styleIsTheDesktopsUnlessAsked() throws {
        #expect(try LaunchOptions.parse([]).style == nil)
        #expect(try LaunchOptions.parse(["--style=light"]).style == .light)
        #expect(try LaunchOptions.parse(["--style", "system"]).style == .system)
        #expect(try LaunchOptions.parse(["--dark"]).style == .dark)
        #expect(throws: LaunchOptionsError.badValue("--style", "sepia", expected: "system or light or dark")) {
            try LaunchOptions.parse(["--style=sepia"])
        }
    }

    @Test(arguments: LaunchOptions.descriptions.map(\.name))
    func everyOptionTheHelpAndGApplicationKnowIsParsed(name: String) {
        let argument = "--" + name + (LaunchOptions.descriptions.first { $0.name == name }?.value == nil ? "" : "=x")
        do {
            _ = try LaunchOptions.parse([argument])
        } catch {
            #expect(error != .unknown(argument), "\(argument) is described but not parsed")
        }
        #expect(LaunchOptions.usage.contains("--" + name) == !(LaunchOptions.descriptions.first { $0.name == name }?.hidden ?? true))
    }

    @Test func theHelpSaysHowTheRendererIsChosen() {
        #expect(LaunchOptions.usage.contains("GSK_RENDERER"), "--help does not say how the renderer is chosen")
        #expect(LaunchOptions.usage.contains("llvmpipe"))
    }

    @Test func badValuesAreExplained() {
        #expect(throws: LaunchOptionsError.badValue("--compact-height", "sideways", expected: "rotate-prompt or fullscreen or sheet")) {
            try LaunchOptions.parse(["--compact-height=sideways"])
        }
        #expect(LaunchOptionsError.missingValue("--games").description == "--games needs a value")
        #expect(throws: LaunchOptionsError.missingValue("--games")) { try LaunchOptions.parse(["--games"]) }
        #expect(throws: LaunchOptionsError.unknown("--frobnicate")) { try LaunchOptions.parse(["--frobnicate"]) }
        #expect(throws: LaunchOptionsError.self) { try LaunchOptions.parse(["--time-scale=-1"]) }
    }

    @Test func gamesAreFoundFromTheSourceTreeAndFromAnInstall() {
        let tree: Set<String> = ["/src/app/data/games.json"]
        #expect(
            AppPaths.locate(
                fromExecutable: "/src/app/.build/x86_64-unknown-linux-gnu/debug/MedalCount",
                exists: tree.contains) == AppPaths(root: "/src/app"))
        let installed: Set<String> = ["/opt/mc/share/medalcount/data/games.json"]
        #expect(
            AppPaths.locate(fromExecutable: "/opt/mc/bin/MedalCount", exists: installed.contains)
                == AppPaths(root: "/opt/mc/share/medalcount"))
        #expect(AppPaths.locate(fromExecutable: "/usr/bin/MedalCount", exists: { _ in false }) == nil)
    }

    @Test(arguments: [
        "medals.svg", "summer-header.svg", "winter-header.svg", "rotate-prompt.svg", "style.css",
        "flags/su.svg", "flags/dd.svg", "flags/yu.svg", "flags/placeholder.svg",
        "herbs/basil.svg", "herbs/rosemary.svg", "herbs/mint.svg", "herbs/thyme.svg", "herbs/sage.svg",
        "herbs/background.svg",
    ])
    func theBundledResourcesAreInTheBinary(name: String) {
        #expect(access(AppPaths.current().gamesFile, R_OK) == 0)
        #expect(BundledResources.contains(name))
        #expect(BundledResources.bytes(name)?.isEmpty == false)
    }

    @Test func theBundleHoldsTheHerbsAndTheIcons() throws {
        #expect(try BundledResources.herbs().count == 5)
        #expect(BundledResources.contains("icons/scalable/apps/io.github.medalcount.MedalCount.svg"))
        #expect(BundledResources.contains("icons/symbolic/apps/io.github.medalcount.MedalCount-symbolic.svg"))
        #expect(!BundledResources.contains("games.json"), "games.json stays on disk, replaceable")
        #expect(BundledResources.bytes("nothing.svg") == nil)
    }
}
