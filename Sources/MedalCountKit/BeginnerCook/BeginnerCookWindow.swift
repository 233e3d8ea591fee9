import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData

/// The Beginner Cook window: a header bar with its menu, and a stage holding
/// the herbs screen.
@MainActor
public final class BeginnerCookWindow {
    public static var title: String { tr("Beginner Cook") }
    public static let defaultSize = (width: Int32(900), height: Int32(640))

    public let window: WidgetPointer
    public let stage: Stage
    public let herbsScreen: HerbsScreen

    public init(application: Application?, usesFade: Bool) {
        let herbs: Result<[Herb], DataFileError>
        do {
            herbs = .success(try BundledResources.herbs())
        } catch {
            StandardError.write("MedalCount: \(error.description)")
            herbs = .failure(error)
        }
        herbsScreen = HerbsScreen(herbs: herbs, usesFade: usesFade)

        let header = gtk_header_bar_new()!
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(gcast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(gcast(menuButton), 1)
        cgtk_accessible_set_label(menuButton, tr("Beginner Cook Menu"))
        let menu = g_menu_new()!
        // Two radio items of one stateful action, so a screen reader hears which is checked.
        g_menu_append(menu, tr("Pop Transition"), "app.beginner-cook-transition::\(HerbTransition.pop.rawValue)")
        g_menu_append(menu, tr("Simple Fade Transition"), "app.beginner-cook-transition::\(HerbTransition.fade.rawValue)")
        let general = g_menu_new()!
        g_menu_append(general, KeyboardShortcuts.menuItem, "app.\(ShortcutsWindowPresenter.actionName)")
        g_menu_append_section(menu, nil, gcast(general))
        g_object_unref(gobject(general))
        gtk_menu_button_set_menu_model(gcast(menuButton), gcast(menu))
        cgtk_menu_button_name_menu(menuButton, tr("Beginner Cook Menu"))
        g_object_unref(gobject(menu))
        gtk_header_bar_pack_end(gcast(header), menuButton)
        let made = Widgets.window(
            application: application, root: herbsScreen, width: Self.defaultSize.width,
            height: Self.defaultSize.height, header: header)
        window = made.widget
        stage = made.stage
    }

    /// Presents the window with the focus on the first herb in reading
    /// order, whatever the text direction (GTK 4.24's own first focus in a
    /// right-to-left window is the last herb);
    /// `windowFirst` (for a screen reader) focuses it only once the window
    /// is active, so its title is heard first.
    public func present(windowFirst: Bool = false) {
        ScreenReaderHearing.present(window, focusing: herbsScreen.thumbnails.first, windowFirst: windowFirst)
    }
}
