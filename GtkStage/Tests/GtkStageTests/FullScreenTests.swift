import Testing

@_spi(GLib) @testable import GtkStage

/// A `.fullScreen` presentation as an app uses it: it slides up over the
/// whole stage, the screens beneath leave the drawing once it is up and come
/// back as its dismissal begins, over a sheet as over the root, at every
/// frame of its coming and going.
@Suite(.serialized, .enabled(if: StageHarness.hasDisplay))
@MainActor
struct FullScreenTests {
    private func cover(_ title: String = "Cover") -> ViewController {
        let screen = ViewController(view: gtk_button_new_with_label("Done"), title: title)
        screen.modalPresentationStyle = .fullScreen
        return screen
    }

    private func isVisible(_ view: WidgetPointer) -> Bool { gtk_widget_get_visible(view) != 0 }

    @Test func itSlidesUpAndHidesTheScreenBeneathUntilItsDismissalBegins() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(clock: .sixtyFramesASecond)
        let screen = cover()
        window.root.present(screen, animated: true)
        let controller = try #require(window.stage.presenter.presentationController(presentedBy: window.root))
        window.frames(8)
        let bounds = window.stage.bounds
        let moving = window.stage.presentationFrame(of: controller.presentedView)
        #expect(moving.y > 0 && moving.y < bounds.height, "half way up: \(moving)")
        #expect(isVisible(window.root.view), "the screen beneath shows while it slides")
        window.waitUntil(.presented)
        #expect(window.bounds(of: controller.presentedView) == bounds)
        #expect(!isVisible(window.root.view), "once it is up, the screen beneath is out of the drawing")

        window.resize(width: 700, height: 500)
        #expect(window.bounds(of: controller.presentedView) == window.stage.bounds, "it follows the window")

        window.root.dismiss(animated: true)
        #expect(isVisible(window.root.view), "back as the dismissal begins")
        window.frames(6)
        #expect(window.phase == .dismissing(.forward))
        window.waitUntil(.dismissed)
        #expect(isVisible(window.root.view) && window.viewsAboveRoot.isEmpty)
    }

    @Test func theWindowKeepsRoomForTheScreenItHides() throws {
        let window = TestStageWindow()
        gtk_widget_set_size_request(window.root.view, 420, 330)
        window.frames(2)
        window.root.present(cover(), animated: false)
        window.waitUntil(.presented)
        window.frames(2)
        #expect(!isVisible(window.root.view))
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_measure(window.stage.widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, nil, nil, nil)
        gtk_widget_measure(window.stage.widget, GTK_ORIENTATION_VERTICAL, -1, &height, nil, nil, nil)
        #expect(width >= 420 && height >= 330, "the stage asks for the hidden root's room: \(width)x\(height)")
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
        gtk_widget_set_size_request(window.root.view, -1, -1)
    }

    @Test func whatItHidShowsAgainWhenItsWindowClosesWhileItIsUp() throws {
        let root = ViewController(view: gtk_label_new("Root"), title: "Root")
        weak var controller: PresentationController?
        do {
            let window = TestStageWindow()
            window.stage.setRootViewController(root)
            window.frames(2)
            root.present(cover(), animated: false)
            #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: root) == .presented })
            controller = window.stage.presenter.presentationController(presentedBy: root)
            #expect(StageHarness.pump { !isVisible(root.view) })
        }
        #expect(StageHarness.pump { controller == nil }, "the window, its stage and the presentation are gone")
        #expect(isVisible(root.view), "the screen it hid shows again, to be used elsewhere")
    }

    @Test func overASheetEverythingBeneathGoesAndComesBack() throws {
        let window = TestStageWindow()
        let sheet = ViewController(view: gtk_label_new("Sheet"), title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        window.root.present(sheet, animated: false)
        window.waitUntil(.presented)
        let beneath = window.viewsAboveRoot + [window.root.view]
        #expect(beneath.count >= 2, "the sheet and its dim")
        let screen = cover()
        sheet.present(screen, animated: false)
        #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: sheet) == .presented })
        window.frames(2)
        #expect(beneath.allSatisfy { !isVisible($0) }, "the sheet, its dim and the root are all hidden")
        screen.dismiss(animated: false)
        #expect(StageHarness.pump { window.stage.presenter.phase(presentedBy: sheet) == .dismissed })
        #expect(beneath.allSatisfy { isVisible($0) })
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
    }

    @Test func dismissedAtEveryFrameThenPresentedAgain() throws {
        let window = TestStageWindow()
        window.stage.motion = Motion(clock: .frames(each: 0.05))
        let screen = cover()
        // Frames of 0.05 s: 7 each way (0.35 s), and one past.
        for frame in 0...8 {
            window.root.present(screen, animated: true)
            window.frames(frame)
            window.root.dismiss(animated: true)
            window.waitUntil(.dismissed)
            #expect(isVisible(window.root.view) && window.viewsAboveRoot.isEmpty, "frame \(frame)")
            #expect(gtk_widget_get_can_target(window.root.view) == 1, "frame \(frame)")
        }
        for frame in 0...8 {
            window.root.present(screen, animated: true)
            window.waitUntil(.presented)
            window.root.dismiss(animated: true)
            window.frames(frame)
            #expect(isVisible(window.root.view), "frame \(frame) of the dismissal: the screen beneath shows")
            window.waitUntil(.dismissed)
        }
        window.root.present(screen, animated: true)
        window.waitUntil(.presented)
        #expect(!isVisible(window.root.view))
        window.root.dismiss(animated: false)
        window.waitUntil(.dismissed)
        #expect(isVisible(window.root.view))
    }
}
