import CGtk
import GtkStage
import Localization

/// The Swipe Navigation window: a header bar and a stage holding the root scene.
@MainActor
public final class SwipeNavigationWindow {
    public static var title: String { tr("Swipe Navigation") }

    public let window: WidgetPointer
    public let stage = Stage()
    public let rootScene = RootScene()

    public init(application: UnsafeMutablePointer<GtkApplication>?) {
        stage.setRootViewController(rootScene)
        window = Widgets.window(
            application: application, title: Self.title, width: 720, height: 560,
            header: gtk_header_bar_new(), stage: stage)
    }

    public func present() {
        gtk_window_present(gcast(window))
        gtk_widget_grab_focus(rootScene.presentButton)
    }
}
