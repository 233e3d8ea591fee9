import CGtk
import GtkStage

/// The Swipe Navigation window: a header bar and a stage holding the root scene.
@MainActor
public final class SwipeNavigationWindow {
    public static let title = "Swipe Navigation"

    public let window: WidgetPointer
    public let stage = Stage()
    public let rootScene = RootScene()

    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        window = application.map { gtk_application_window_new($0) } ?? gtk_window_new()
        gtk_window_set_title(gcast(window), Self.title)
        gtk_window_set_default_size(gcast(window), 720, 560)
        gtk_window_set_icon_name(gcast(window), MedalCountApp.applicationID)
        gtk_widget_set_size_request(stage.widget, 360, 300)
        stage.setRootViewController(rootScene)
        gtk_window_set_titlebar(gcast(window), gtk_header_bar_new())
        gtk_window_set_child(gcast(window), stage.widget)
    }

    public func present() {
        gtk_window_present(gcast(window))
        gtk_widget_grab_focus(rootScene.presentButton)
    }
}
