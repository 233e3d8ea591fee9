import CGtk
import CGtkClip
import Presentation

/// The presentation controller of a zoom (`PreferredTransition.zoom`): the
/// zoomed screen fills the window inside a rounded clip whose corners the
/// zoom animates; its source is hidden while it is away from it; a drag, a
/// pinch or a press takes it (`ZoomDragInteraction`).
@MainActor
final class ZoomPresentationController: PresentationController {
    let options: ZoomOptions
    private let sourceViewProvider: @MainActor (ZoomTransitionContext) -> WidgetPointer?
    /// The rounded clip inside the presented view, and the box inside it that holds the screen.
    private let clip: WidgetPointer
    private let content: WidgetPointer
    /// Grabs the zoomed screen and drags it home.
    private(set) lazy var zoomDrag = ZoomDragInteraction(controller: self)
    /// The source, hidden while the screen is away from it.
    private let hiddenSource = HiddenView()
    /// The presenting screen's view, undrawn while the zoomed screen covers the stage.
    private let covered = HiddenView()

    init(
        presented: ViewController, presenting: ViewController, options: ZoomOptions,
        sourceViewProvider: @escaping @MainActor (ZoomTransitionContext) -> WidgetPointer?
    ) {
        self.options = options
        self.sourceViewProvider = sourceViewProvider
        let clip: WidgetPointer = gtkstage_clip_bin_new()
        let content: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        g_object_ref_sink(gobject(clip))
        self.clip = clip
        self.content = content
        super.init(presentedViewController: presented, presenting: presenting)
        gtk_widget_remove_css_class(presentedView, "presented-view")
        gtk_widget_add_css_class(presentedView, "zoomed-view")
        gtk_widget_set_vexpand(clip, 1)
        gtk_widget_set_hexpand(clip, 1)
        gtkstage_clip_bin_set_child(gcast(clip), content)
        gtk_box_append(gcast(presentedView), clip)
        // A group inside the dialog, named as it is, not by its class ("GtkStageClipBin").
        cgtk_accessible_set_label(clip, presented.title)
    }

    override var contentBox: WidgetPointer { content }

    override var interactionTracker: SwipeTracker? { zoomDrag.tracker }

    /// The clip's corners now, in the zoomed view's own coordinates (tests).
    var corner: Size {
        Size(
            width: Double(gtkstage_clip_bin_get_corner_width(gcast(clip))),
            height: Double(gtkstage_clip_bin_get_corner_height(gcast(clip))))
    }

    /// The source view now, asked of the provider each time.
    var sourceView: WidgetPointer? {
        sourceViewProvider(ZoomTransitionContext(zoomedViewController: presentedViewController, sourceViewController: presentingViewController))
    }

    /// Where the source (or the part of it the alignment rect names) is now,
    /// in the stage; the middle of the window when there is none.
    var sourceFrame: Rect {
        guard let stage = containerView, let source = sourceView, let bounds = stage.bounds(of: source) else {
            let container = containerBounds
            return Rect(x: container.width / 2, y: container.height / 2, width: 0, height: 0)
        }
        if let provider = options.alignmentRectProvider,
            let aligned = provider(ZoomOptions.AlignmentRectContext(zoomedViewController: presentedViewController, sourceView: source))
        {
            return aligned.offsetBy(dx: bounds.x, dy: bounds.y)
        }
        return bounds
    }

    /// Leaves the presenting screen's view undrawn while the zoomed screen
    /// is drawn over all of the stage, square, and the screen shown says it
    /// is opaque (`ViewController.isViewOpaque`); draws it again when not.
    /// The zoom asks at each of its frames, and draws it again as it ends.
    func updateCover() {
        guard let stage = containerView else { return }
        let shown = shownViewController ?? presentedViewController
        if shown.isViewOpaque, corner == .zero, stage.presentationFrame(of: presentedView).contains(stage.bounds) {
            covered.hide(presentingViewController.view)
        } else {
            covered.show()
        }
    }

    /// Draws the presenting screen's view again: the zoom is over.
    func endCover() {
        covered.show()
    }

    /// A stage that grows while the zoom is held still covering it (a press
    /// on it) shows around the zoomed screen: what is beneath is drawn again.
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if covered.isHiding { updateCover() }
    }

    /// The clip's corners, in the zoomed view's own coordinates.
    func setCorner(_ corner: Size) {
        gtkstage_clip_bin_set_corner(gcast(clip), Float(corner.width), Float(corner.height))
    }

    override func presentationTransitionWillBegin() {
        if let stage = containerView { zoomDrag.install(on: stage.widget) }
        hideSource()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        zoomDrag.transitionDidEnd()
        if !completed {
            zoomDrag.uninstall()
            showSource()
        }
    }

    override func dismissalTransitionWillBegin() {
        hideSource()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        zoomDrag.transitionDidEnd()
        if completed {
            zoomDrag.uninstall()
            showSource()
        }
    }

    /// Hides the source while the screen is away from it (UIKit's zoom does).
    private func hideSource() {
        if let source = sourceView { hiddenSource.hide(source) }
    }

    /// Shows the source again, the screen back in it.
    func showSource() {
        hiddenSource.show()
    }

    isolated deinit {
        g_object_unref(gobject(clip))
    }
}
