import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization

/// The Swipe Navigation window: a header bar and a stage holding the root scene.
@MainActor
public final class SwipeNavigationWindow {
    public static var title: String { tr("Swipe Navigation") }

    public let window: WidgetPointer
    public let stage: Stage
    public let rootScene = RootScene()

    public init(application: Application?) {
        let made = Widgets.window(application: application, root: rootScene, width: 720, height: 560, header: gtk_header_bar_new())
        window = made.widget
        stage = made.stage
    }

    /// Presents the window; `windowFirst` (for a screen reader) focuses its
    /// first control only once the window is active, so its title is heard first.
    public func present(windowFirst: Bool = false) {
        ScreenReaderHearing.present(window, focusing: rootScene.presentButton, windowFirst: windowFirst)
    }
}
