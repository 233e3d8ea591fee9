import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import MedalCountKit
import MedalData
import Presentation
import Testing

/// A main window with one panel up (Summer from the left, Winter from the
/// right, the tutorial's slide-in panels; or the medal table, GtkStage's
/// sheet, from the bottom), for the tests that drag and swipe it.
@MainActor
struct PresentedPanel {
    let window: TestWindow
    let controller: PresentationController
    /// The edge the panel came from.
    let direction: PresentationDirection
    /// The swipe tracker that drags it (the panel's dismissal drag, the
    /// sheet's own drag), which tests feed drags.
    let drag: SwipeTracker
    /// Its touchpad swipes.
    let swipe: TouchpadSwipeGesture
    let panel: WidgetPointer
    let dim: WidgetPointer

    /// Presents the panel from `direction`, waiting until it is in unless told not to.
    init(_ direction: PresentationDirection, wait: Bool = true, timeScale: Double = 1) throws {
        window = TestWindow()
        self.direction = direction
        window.stage.motion = Motion(timeScale: timeScale)
        switch direction {
        case .left: window.mainScreen.showGames(.summer)
        case .right: window.mainScreen.showGames(.winter)
        default:
            let games = try #require(try GamesLoader.load(from: AppPaths.current().gamesFile).summer.first)
            window.mainScreen.select(games)
            window.mainScreen.showMedalCount()
        }
        if wait { window.waitUntil(.presented) }
        let controller = try #require(window.controller)
        self.controller = controller
        if let sheet = controller as? SheetPresentationController {
            drag = try #require(sheet.dragTracker)
            dim = sheet.dimmingWidget
        } else {
            let slide = try #require(controller as? SlideInPresentationController)
            drag = try #require(slide.dismissalDrag?.tracker)
            dim = try #require(slide.dimmingWidget)
        }
        swipe = try #require(drag.touchpad)
        panel = controller.presentedView
    }

    /// The middle of the panel where it is drawn, in the stage's coordinates.
    var onPanel: Point {
        let frame = window.stage.presentationFrame(of: panel)
        return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }

    /// The panel's width (left and right) or height (bottom).
    var extent: Double {
        let size = window.stage.frame(of: panel).size
        return direction.isHorizontal ? size.width : size.height
    }

    /// How far the panel is out of its resting place, as a share of its extent.
    var offscreenShare: Double {
        let resting = controller.frameOfPresentedViewInContainerView
        let now = window.bounds(of: panel)
        let shift = direction.isHorizontal ? abs(now.x - resting.x) : abs(now.y - resting.y)
        return shift / extent
    }
}
