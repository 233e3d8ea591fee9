import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData
import Presentation

/// The Medal Count window: a header bar with the main screen's buttons and
/// the main menu, and a stage holding the main screen.
@MainActor
public final class MedalCountWindow {
    public static var title: String { tr("Medal Count") }
    public static let defaultSize = (width: Int32(1000), height: Int32(720))

    public let window: WidgetPointer
    public let stage: Stage
    public let mainScreen: MainScreen
    public let menuButton: WidgetPointer

    /// A window for `application` (or a plain window when nil, as in tests).
    public init(application: Application?, paths: AppPaths, options: LaunchOptions) {
        let catalog = Self.loadCatalog(file: options.gamesFile ?? paths.gamesFile)
        mainScreen = MainScreen(catalog: catalog, compactHeightPolicy: options.compactHeightPolicy)

        let header = gtk_header_bar_new()!
        mainScreen.installHeader(in: header)
        menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(gcast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(gcast(menuButton), 1)
        let menuName = tr("Main Menu")
        gtk_widget_set_tooltip_text(menuButton, menuName)
        cgtk_accessible_set_label(menuButton, menuName)
        gtk_menu_button_set_menu_model(gcast(menuButton), Self.mainMenu())
        cgtk_menu_button_name_menu(menuButton, menuName)
        gtk_header_bar_pack_end(gcast(header), menuButton)
        mainScreen.adoptHeaderWidget(menuButton)
        let made = Widgets.window(
            application: application, root: mainScreen, width: Self.defaultSize.width,
            height: Self.defaultSize.height, header: header)
        window = made.widget
        stage = made.stage
        stage.motion = Motion(timeScale: options.timeScale)
        stage.sizeClassThresholds = AdaptivePresentation.thresholds
    }

    /// Presents the window; `windowFirst` (for a screen reader) focuses its
    /// first control only once the window is active, so its title is heard first.
    public func present(windowFirst: Bool = false) {
        ScreenReaderHearing.present(window, windowFirst: windowFirst)
    }

    /// Reads the Games; a failure is reported on stderr here and in the window
    /// by the main screen.
    static func loadCatalog(file: String) -> Result<GamesCatalog, DataFileError> {
        do {
            let catalog = try GamesLoader.load(from: file)
            for notice in catalog.notices { StandardError.write("MedalCount: \(notice).") }
            return .success(catalog)
        } catch {
            StandardError.write("MedalCount: \(error.description)")
            return .failure(error)
        }
    }

    private static func mainMenu() -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()!
        let options = g_menu_new()!
        // What the medal table shows in a short window: one of three, each saying so ("checked").
        g_menu_append(options, tr("Full-Window Medal Table When Short"), "app.compact-height::fullscreen")
        g_menu_append(options, tr("Attached Sheet When Short"), "app.compact-height::sheet")
        g_menu_append(options, tr("Resize Prompt When Short"), "app.compact-height::rotate-prompt")
        g_menu_append_section(menu, nil, gcast(options))
        let style = g_menu_new()!
        g_menu_append(style, tr("Follow System Style"), "app.style::system")
        g_menu_append(style, tr("Light Style"), "app.style::light")
        g_menu_append(style, tr("Dark Style"), "app.style::dark")
        g_menu_append_section(menu, nil, gcast(style))
        g_object_unref(gobject(style))
        let demos = g_menu_new()!
        g_menu_append(demos, tr("Swipe Navigation"), "app.swipe-navigation")
        g_menu_append(demos, tr("Beginner Cook"), "app.beginner-cook")
        g_menu_append_section(menu, tr("Demos"), gcast(demos))
        g_object_unref(gobject(demos))
        let general = g_menu_new()!
        g_menu_append(general, KeyboardShortcuts.menuItem, "app.\(ShortcutsWindowPresenter.actionName)")
        g_menu_append(general, tr("About Medal Count"), "app.about")
        g_menu_append(general, tr("Quit"), "app.quit")
        g_menu_append_section(menu, nil, gcast(general))
        g_object_unref(gobject(options))
        g_object_unref(gobject(general))
        return gcast(menu)
    }
}
