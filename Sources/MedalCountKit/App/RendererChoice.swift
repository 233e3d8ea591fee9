import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

#if canImport(Glibc)
    import Glibc
#endif

/// Chooses the renderer of the app's windows before the first is made: on
/// a display whose OpenGL is drawn by the CPU (Mesa's llvmpipe, softpipe or
/// swrast: a virtual machine, a remote session, a machine without a GPU
/// driver), GSK's cairo renderer, which holds 60 Hz there where GTK's own
/// pick, GL, drops frames; GTK's choice everywhere else. A `GSK_RENDERER`
/// the user set always wins.
///
/// Measured with `make bench` on one 2-core machine under Xvfb and llvmpipe
/// (frames dropped over the scripted transitions, at scale 1): GTK 4.8's GL
/// 96 against cairo's 0, GTK 4.18's GL 19 against 0 (quiet runs); 150
/// against 5 and 67 against 8 (busier ones; the README has the tables).
enum RendererChoice {
    /// What decided the renderer.
    enum Decision: Equatable {
        /// The user's `GSK_RENDERER`, left as it is.
        case usersChoice(String)
        /// A software rasterizer (its GL_RENDERER string): cairo.
        case cairoOverSoftwareGL(String)
        /// GTK's own choice: the display's GL (its GL_RENDERER string, nil without GL).
        case gtksChoice(String?)
    }

    /// What the GL_RENDERER strings of Mesa's CPU rasterizers contain
    /// (also under Zink: "zink Vulkan 1.3(llvmpipe (LLVM 15.0.6, 256 bits))").
    static let softwareRasterizers = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// Whether a GL_RENDERER string names a software rasterizer.
    static func isSoftware(_ renderer: String) -> Bool {
        let lowered = renderer.lowercased()
        return softwareRasterizers.contains { lowered.contains($0) }
    }

    /// The decision for a user's `GSK_RENDERER` (nil: unset) and a display's GL_RENDERER string.
    static func decide(userRenderer: String?, glRenderer: @autoclosure () -> String?) -> Decision {
        if let userRenderer, !userRenderer.isEmpty { return .usersChoice(userRenderer) }
        let renderer = glRenderer()
        if let renderer, isSoftware(renderer) { return .cairoOverSoftwareGL(renderer) }
        return .gtksChoice(renderer)
    }

    /// Decides for the default display and, when the decision says so,
    /// gives its windows the cairo renderer (before the first is realized:
    /// GSK picks a window's renderer then). Nothing is set in the
    /// environment, so the programs the app starts choose for themselves.
    @MainActor
    @discardableResult
    static func apply() -> Decision {
        let user = getenv("GSK_RENDERER").map { String(cString: $0) }
        let decision = decide(userRenderer: user, glRenderer: defaultDisplayGLRenderer())
        if case .cairoOverSoftwareGL = decision, let display = gdk_display_get_default() {
            cgtk_display_set_renderer(display, "cairo")
        }
        return decision
    }

    /// The default display's GL_RENDERER string, or nil.
    @MainActor
    private static func defaultDisplayGLRenderer() -> String? {
        guard let display = gdk_display_get_default(), let name = cgtk_display_copy_gl_renderer(display) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// What `--help` says of it.
    static let help =
        "On a display whose OpenGL is a software rasterizer (llvmpipe, softpipe, swrast) the windows use GSK's "
        + "cairo renderer, which drops far fewer frames there than GL (see the README). Set GSK_RENDERER to "
        + "choose the renderer yourself."
}
