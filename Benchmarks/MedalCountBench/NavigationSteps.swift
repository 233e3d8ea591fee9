import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import Presentation

/// The frames scenario's navigation stack: GtkStage's `NavigationController`
/// as `Examples/Navigation` uses it, with the library's own push and pop.
extension BenchRunner {
    /// A stack put over the main screen at once (not recorded), a screen
    /// pushed onto it with the library's slide and popped back, then the
    /// stack taken away at once.
    func navigationSteps(_ window: MedalCountWindow) -> [Step] {
        let main = window.mainScreen
        let presenter = window.stage.presenter
        var navigation: NavigationController? { main.presentedViewController as? NavigationController }
        func settled(at depth: Int) -> Bool {
            navigation.map { $0.viewControllers.count == depth && !$0.isTransitioning } ?? true
        }
        return [
            Step(
                name: nil,
                start: {
                    let stack = NavigationController(rootViewController: Self.navigationScreen("Inbox"))
                    stack.modalPresentationStyle = .overFullScreen
                    main.present(stack, animated: false)
                }, isDone: { presenter.phase(presentedBy: main) == .presented }),
            Step(
                name: "navigation-push",
                start: { navigation?.pushViewController(Self.navigationScreen("Message"), animated: true) },
                isDone: { settled(at: 2) }),
            Step(name: "navigation-pop", start: { navigation?.popViewController(animated: true) }, isDone: { settled(at: 1) }),
            Step(name: nil, start: { main.dismiss(animated: false) }, isDone: { presenter.phase(presentedBy: main) == .dismissed }),
        ]
    }

    /// A screen of the stack: its title as a heading over a few lines of text.
    private static func navigationScreen(_ title: String) -> ViewController {
        let box: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        let heading: WidgetPointer = gtk_label_new(title)
        gtk_widget_add_css_class(heading, "title-1")
        gtk_box_append(gcast(box), heading)
        for line in 1...8 { gtk_box_append(gcast(box), gtk_label_new("Line \(line) of \(title)")) }
        return ViewController(view: box, title: title)
    }
}
