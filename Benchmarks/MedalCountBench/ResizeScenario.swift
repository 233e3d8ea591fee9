import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation

/// The resize scenario: a panel up while the window is resized, each
/// painted frame's placement checked.
extension BenchRunner {
    func runResize(_ window: MedalCountWindow) {
        let stage = window.stage
        let main = window.mainScreen
        let observer = observer
        var announced = false
        afterPaint(of: window.window, once: false) { _ in
            let ours = observer.takeFrameTotal()
            guard stage.presenter.phase(presentedBy: main) == .presented,
                let controller = stage.presenter.presentationController(presentedBy: main)
            else { return }
            if !announced {
                announced = true
                Self.emit(#"{"event":"ready"}"#)
                return
            }
            var rect = graphene_rect_t()
            _ = gtk_widget_compute_bounds(controller.presentedView, stage.widget, &rect)
            let placed = Rect(
                x: Double(rect.origin.x), y: Double(rect.origin.y),
                width: Double(rect.size.width), height: Double(rect.size.height))
            let expected = SlideInGeometry.frame(
                for: .left,
                in: Size(
                    width: Double(gtk_widget_get_width(stage.widget)),
                    height: Double(gtk_widget_get_height(stage.widget))))
            let misplaced = placed != expected ? 1 : 0
            Self.emit(#"{"event":"frame","misplaced":\#(misplaced),"layout_us":\#(ours.wall),"width":\#(Int(expected.width * 1.5))}"#)
        }
        main.showGames(.summer)
    }
}
