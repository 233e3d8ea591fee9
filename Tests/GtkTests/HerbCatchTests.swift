import CGtk
import CMedalCount
import MedalData
import Presentation
import Testing

@_spi(GLib) @testable import GtkStage
@testable import MedalCountKit

/// A herb's details caught by a real press (XTEST) at each early frame of
/// their pop and of their shrink, the pointer left where the thumbnail was
/// clicked: the press holds them where they are drawn, and letting go sends
/// them home. The stage runs at half the time, to keep the walk short, on a
/// stepped clock (a frame is a 60th of a second of the spring however long
/// it took), so that the Nth frame is the same point of the spring on a
/// loaded machine as on a quiet one: the spring reaches full size in about
/// four frames, and the press comes at each of them and at a few later ones.
@Suite(.serialized, .enabled(if: RealPointer.isAvailable))
@MainActor
struct HerbCatchTests {
    private typealias Demo = BeginnerCookTests.Demo

    /// The frames after the pop begins at which the press comes.
    private static let popFrames = [0, 1, 2, 3, 4, 6, 9]
    /// The frames after the shrink begins at which the press comes.
    private static let shrinkFrames = [0, 1, 2, 4, 8, 16]

    private func middle(of widget: WidgetPointer) throws -> (x: Double, y: Double) {
        let root = try #require(gtk_widget_get_root(widget))
        var x = 0.0
        var y = 0.0
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        try #require(cgtk_widget_compute_point(widget, gcast(root), width / 2, height / 2, &x, &y) != 0)
        return (x, y)
    }

    private func zoomDrag(_ demo: Demo) -> ZoomDragInteraction? {
        (demo.controller as? ZoomPresentationController)?.zoomDrag
    }

    /// The stage's motion in these tests: half the time, a frame at a time.
    private static let motion = Motion(timeScale: 0.5, clock: .sixtyFramesASecond)

    /// Presses, checks the details stay where the press found them for ten
    /// frames, lets go and waits until they are home.
    private func pressHoldsThem(
        _ demo: Demo, _ pointer: RealPointer, after frame: Int, while moving: TransitionPhase,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // On the stepped clock the spring is this far in after `frame` frames, however slow the machine.
        try #require(
            demo.phase == moving.uninterrupted, "\(frame) frames in, the spring was over (\(demo.phase))",
            sourceLocation: sourceLocation)
        let view = try #require(demo.controller?.presentedView, sourceLocation: sourceLocation)
        pointer.press()
        let caught = GtkHarness.pump { zoomDrag(demo)?.hasCaught == true }
        #expect(caught, "a press \(frame) frames in did not catch the details (\(demo.phase))", sourceLocation: sourceLocation)
        let held = demo.stage.presentationFrame(of: view)
        demo.frames(10)
        let later = demo.stage.presentationFrame(of: view)
        #expect(later == held, "caught \(frame) frames in at \(held), they moved on to \(later)", sourceLocation: sourceLocation)
        #expect(demo.phase == moving, "caught \(frame) frames in: \(demo.phase)", sourceLocation: sourceLocation)
        pointer.release()
        let home = GtkHarness.pump(timeout: 8) { demo.phase == .dismissed }
        #expect(home, "let go \(frame) frames in, they stayed \(demo.phase)", sourceLocation: sourceLocation)
        demo.frames(2)
    }

    @Test func aPressAtAnyFrameOfThePopHoldsIt() throws {
        let demo = Demo()
        gtk_window_set_title(gcast(demo.window.window), "herb-catch-pop")
        let pointer = try #require(RealPointer(window: "herb-catch-pop"))
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        demo.stage.motion = Self.motion
        let thumbnail = try middle(of: demo.screen.thumbnails[1])
        for frame in Self.popFrames {
            pointer.move(to: thumbnail.x, thumbnail.y)
            demo.frames(2)
            pointer.press()
            pointer.release()
            #expect(GtkHarness.pump { demo.phase == .presenting(.forward) }, "the click did not pop the details")
            demo.frames(frame)
            try pressHoldsThem(demo, pointer, after: frame, while: .presenting(.interrupted))
        }
    }

    @Test func aPressAtAnyFrameOfTheShrinkHoldsIt() throws {
        let demo = Demo()
        gtk_window_set_title(gcast(demo.window.window), "herb-catch-shrink")
        let pointer = try #require(RealPointer(window: "herb-catch-shrink"))
        defer {
            pointer.park()
            GtkHarness.pumpIdle()
        }
        let thumbnail = try middle(of: demo.screen.thumbnails[1])
        pointer.move(to: thumbnail.x, thumbnail.y)
        demo.stage.motion = Self.motion
        for frame in Self.shrinkFrames {
            demo.screen.showDetails(at: 1)
            demo.waitUntil(.presented)
            demo.details?.dismiss(animated: true)
            #expect(demo.phase == .dismissing(.forward))
            demo.frames(frame)
            try pressHoldsThem(demo, pointer, after: frame, while: .dismissing(.interrupted))
        }
    }
}

extension TransitionPhase {
    /// The same phase with its motion running on (a caught one's before the catch).
    fileprivate var uninterrupted: TransitionPhase {
        switch self {
        case .presenting: return .presenting(.forward)
        case .dismissing: return .dismissing(.forward)
        default: return self
        }
    }
}
