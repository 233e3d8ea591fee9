import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Testing

@testable import MedalCountKit

/// Windows presented for a screen reader: the window becomes active before
/// any control has the focus, so its activation is heard first and the
/// focus after it (GTK reports a control's focus before its window's
/// activation otherwise, and Orca then never says the window's title).
/// On X11 only, where Orca runs here: the headless Weston of the Wayland leg
/// never makes a window active (it has no seat to give the keyboard), so
/// there is no order to see.
@Suite(
    .serialized,
    .enabled(if: GtkHarness.hasDisplay && !GtkHarness.expectsWayland, "X11 only: headless Weston activates no window"))
@MainActor
struct WindowFirstPresentationTests {
    /// What happened to a window, in order: "active" when it became active,
    /// "focus" when a control first got its focus.
    @MainActor
    final class Order {
        var events: [String] = []
        private var connections: [SignalConnection] = []

        init(_ window: WidgetPointer) {
            connections.append(
                Signal.connect(
                    window, .notify("is-active"),
                    withArgument: { [weak self] _ in
                        if gtk_window_is_active(gcast(window)) != 0 { self?.events.append("active") }
                    }))
            connections.append(
                Signal.connect(
                    window, .notify("focus-widget"),
                    withArgument: { [weak self] _ in
                        guard let self, gtk_window_get_focus(gcast(window)) != nil, !self.events.contains("focus") else { return }
                        self.events.append("focus")
                    }))
        }
    }

    private func focus(of window: WidgetPointer) -> WidgetPointer? { gtk_window_get_focus(gcast(window)) }

    @Test func theSwipeWindowIsActiveBeforeItsButtonTakesTheFocus() {
        GtkHarness.prepare()
        let made = SwipeNavigationWindow(application: nil)
        defer { gtk_window_destroy(gcast(made.window)) }
        let order = Order(made.window)
        made.present(windowFirst: true)
        #expect(GtkHarness.pump { self.focus(of: made.window) == made.rootScene.presentButton })
        #expect(order.events == ["active", "focus"], "the order was \(order.events)")
        #expect(gtk_widget_get_can_focus(made.window) != 0, "the window can take the focus again")
    }

    @Test func theMedalCountWindowFocusesItsFirstControlOnceActive() {
        GtkHarness.prepare()
        let made = MedalCountWindow(application: nil, paths: AppPaths.current(), options: LaunchOptions())
        defer { gtk_window_destroy(gcast(made.window)) }
        let order = Order(made.window)
        made.present(windowFirst: true)
        #expect(GtkHarness.pump { self.focus(of: made.window) != nil })
        #expect(order.events == ["active", "focus"], "the order was \(order.events)")
        // The first control, as GTK's own first focus would pick it: Summer.
        #expect(focus(of: made.window) == made.mainScreen.summerButton)
    }

    /// Without a screen reader a window is presented as GTK does it: the
    /// focus is given as it maps, before the window is active.
    @Test func withoutAScreenReaderTheFocusComesWithTheMap() {
        GtkHarness.prepare()
        let made = SwipeNavigationWindow(application: nil)
        defer { gtk_window_destroy(gcast(made.window)) }
        let order = Order(made.window)
        made.present(windowFirst: false)
        #expect(focus(of: made.window) == made.rootScene.presentButton)
        #expect(GtkHarness.pump { gtk_window_is_active(gcast(made.window)) != 0 })
        #expect(order.events == ["focus", "active"], "the order was \(order.events)")
    }
}
