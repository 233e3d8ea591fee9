import CGtk
import Presentation

/// Told when a stage lays out or its traits change.
@MainActor
protocol StageLayoutDelegate: AnyObject {
    /// Called at the start of every allocation, before children are placed:
    /// the moment to set frames for the new size (UIKit's layoutSubviews).
    func stageWillLayout(_ stage: Stage)
    /// Called (outside the allocation, on idle) when the size classes changed.
    func stage(_ stage: Stage, traitCollectionDidChange traits: TraitCollection)
}

/// The container view: a widget that hosts a root view filling it and, above
/// it, presented views each placed at a frame plus an offset.
///
/// Frames are in the stage's coordinates; an offset is in units of the view's
/// own size (an offset of (-1, 0) puts a view one width to the left of its
/// frame), so an animation written as offsets stays right when the stage is
/// resized mid-flight. Placement is a transform given to `gtk_widget_allocate`,
/// so a moving panel costs no relayout of its contents.
@MainActor
public final class Stage {
    /// The GTK widget: a GtkBox whose layout manager is replaced by ours.
    public let widget: WidgetPointer
    public private(set) var bounds: Rect = .zero
    public private(set) var traitCollection = TraitCollection(containerSize: .zero)
    /// Where this stage's size classes change, set by the app (UIKit's
    /// phone-like reading unless it says otherwise). A change re-reads the
    /// traits, and what is presented adapts to them before the next frame.
    public var sizeClassThresholds = SizeClassThresholds.phoneLike {
        didSet {
            guard sizeClassThresholds != oldValue else { return }
            readTraits()
        }
    }
    /// The presenter, told of every layout (internal: an app that took its
    /// place would turn the presentations' layout off).
    weak var layoutDelegate: (any StageLayoutDelegate)?
    /// How the animations on this stage run; nil follows the stage it is in
    /// (a navigation controller's content stage follows its window's), and
    /// the standard motion outside any.
    public var motion: Motion?
    /// Carries out the presentations on this stage.
    public private(set) lazy var presenter = Presenter(stage: self)

    private var rootView: WidgetPointer?
    private weak var rootViewController: ViewController?
    private var frames: [WidgetPointer: Rect] = [:]
    private var offsets: [WidgetPointer: Point] = [:]
    private var drawnRects: [WidgetPointer: Rect] = [:]
    /// What changed in allocations not yet told to the delegate and root screen.
    private var pendingChanges: Set<LayoutChange> = []
    /// True inside the allocation, where frames set by the layout delegate
    /// take effect at once and must not queue another allocation.
    private var isLayingOut = false
    /// Keeps a view that holds a pointer press until the press is let go,
    /// where GTK needs it (see `HeldPress`).
    private(set) var heldPress: HeldPress?
    /// A view taken off hidden, in the widget tree until the stage's next
    /// change (see `retireSubview`); a reference of ours.
    private var retiredView: WidgetPointer?
    /// Loads the library's stylesheet for the display the stage is shown on.
    private var styleOnMap: SignalConnection?
    /// Makes a press that moved no click, on anything on the stage.
    private var dragCancelsClicks: DragCancelsClicks?
    /// Told of each view added above the root view (the presenter records
    /// what a presentation adds as it begins: its chrome).
    var subviewAdded: (@MainActor (WidgetPointer) -> Void)?

    /// A stage with nothing on it yet.
    public convenience init() {
        self.init(keepsPressedViews: cgtk_loses_count_of_a_press_whose_widget_leaves() != 0)
    }

    /// A stage that keeps a view holding a pointer press until the release
    /// (`HeldPress`) or not: the tests try GTK with and without it.
    init(keepsPressedViews: Bool) {
        if gtk_is_initialized() == 0 {
            // GTK would crash without a word in the first call below.
            cgtk_log_critical(
                "GtkStage",
                "A Stage was made before GTK was initialised. Make it once the application has started: "
                    + "in Application.run's root closure, in a GtkApplication's activate handler, or after gtk_init().")
            gtk_init()
        }
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        g_object_ref_sink(gobject(widget))
        StageStyle.install(on: gdk_display_get_default())
        // A window on another display than the default (a second monitor's
        // server, a test's) gets the stylesheet too, once it shows a stage.
        let widget = widget
        styleOnMap = Signal.connect(widget, .map) { StageStyle.install(on: gtk_widget_get_display(widget)) }
        gtk_widget_add_css_class(widget, "stage")
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        g_object_set_qdata(gobject(widget), Stage.quark, Unmanaged.passUnretained(self).toOpaque())
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, Stage.measure, Stage.allocate))
        layoutDelegate = presenter
        dragCancelsClicks = DragCancelsClicks(on: widget)
        if keepsPressedViews {
            heldPress = HeldPress(on: widget) { [weak self] view in self?.unparent(view) }
        }
    }

    isolated deinit {
        finishRetirement()
        g_object_set_qdata(gobject(widget), Stage.quark, nil)
        g_object_unref(gobject(widget))
    }

    /// Makes `viewController` the screen that fills the stage beneath every presentation.
    public func setRootViewController(_ viewController: ViewController) {
        viewController.hostStage = self
        rootViewController = viewController
        setRootView(viewController.view)
    }

    /// Sets the view that fills the stage beneath every presentation.
    public func setRootView(_ view: WidgetPointer) {
        if let rootView, rootView != view { removeSubview(rootView) }
        bringBack(view)
        rootView = view
        rootLeastSize = (0, 0)
        heldPress?.cancelRemoval(of: view)
        if let first = gtk_widget_get_first_child(widget) {
            gtk_widget_insert_before(view, widget, first)
        } else {
            gtk_widget_set_parent(view, widget)
        }
        setNeedsLayout()
    }

    /// Adds `view` above everything on the stage.
    public func addSubview(_ view: WidgetPointer) {
        if bringBack(view) || heldPress?.cancelRemoval(of: view) == true {
            gtk_widget_insert_before(view, widget, nil)  // back on top
        } else {
            gtk_widget_set_parent(view, widget)
        }
        subviewAdded?(view)
        setNeedsLayout()
    }

    /// Adds `view` just below `sibling`, which must be on the stage.
    public func insertSubview(_ view: WidgetPointer, below sibling: WidgetPointer) {
        bringBack(view)
        heldPress?.cancelRemoval(of: view)
        gtk_widget_insert_before(view, widget, sibling)
        subviewAdded?(view)
        setNeedsLayout()
    }

    /// Takes `view` off the stage; harmless if it is not on it. A view that
    /// holds a pointer press goes when the press is let go (see `HeldPress`),
    /// hidden until then.
    public func removeSubview(_ view: WidgetPointer) {
        frames[view] = nil
        offsets[view] = nil
        drawnRects[view] = nil
        if view == rootView { rootView = nil }
        // The retired view goes first, whichever view this is (if it is
        // that one, it is then off the stage, and nothing more is done).
        finishRetirement()
        guard gtk_widget_get_parent(view) == widget else { return }
        if let heldPress, heldPress.isHeld(inside: view) {
            heldPress.removeAfterRelease(view)
        } else {
            unparent(view)
        }
    }

    /// Takes `view` off the stage in two steps: hidden at once, out of the
    /// widget tree only at the stage's next change (a view added, inserted
    /// or removed), or when it is put on another stage. A screen reader that
    /// handles a focus change late, once the control that lost the focus has
    /// gone with its view, finds that control gone and reads the whole
    /// window again from its title (Orca beside a load, at most pushes of a
    /// navigation stack); hidden, the control is still there to ask about.
    /// One view at a time: retiring another finishes the first. A view
    /// holding a press, or already hidden, goes as `removeSubview` takes it.
    func retireSubview(_ view: WidgetPointer) {
        finishRetirement()
        guard gtk_widget_get_parent(view) == widget, gtk_widget_get_visible(view) != 0,
            heldPress?.isHeld(inside: view) != true
        else {
            removeSubview(view)
            return
        }
        if view == rootView { rootView = nil }
        frames[view] = nil
        offsets[view] = nil
        drawnRects[view] = nil
        g_object_ref(gobject(view))
        gtk_widget_set_visible(view, 0)
        retiredView = view
        setNeedsLayout()
    }

    /// Takes the retired view out of the widget tree, shown again for
    /// whoever shows it next; before any other change to the stage.
    private func finishRetirement() {
        guard let view = retiredView else { return }
        retiredView = nil
        unparent(view)
        gtk_widget_set_visible(view, 1)
        g_object_unref(gobject(view))
    }

    /// Readies `view` to be put on this stage: the view this stage retired
    /// is shown again where the caller puts it (true); any other retired
    /// view goes, and one another stage retired leaves that stage first.
    @discardableResult
    private func bringBack(_ view: WidgetPointer) -> Bool {
        guard view == retiredView else {
            finishRetirement()
            let parent = gtk_widget_get_parent(view)
            if let parent, parent != widget, let other = Stage.stage(of: parent), other.retiredView == view {
                other.finishRetirement()
            }
            return false
        }
        retiredView = nil
        gtk_widget_set_visible(view, 1)
        g_object_unref(gobject(view))  // the parent holds it
        return true
    }

    private func unparent(_ view: WidgetPointer) {
        guard gtk_widget_get_parent(view) == widget else { return }
        StageObservation.excluding { gtk_widget_unparent(view) }
        setNeedsLayout()
    }

    /// Runs `action` once a pointer press held on `widget` or inside it is
    /// let go, and returns true; returns false, running nothing, when no
    /// press is held there, or on GTK 4.24 and later, which needs no
    /// waiting. A change that would take the pressed widget out of the
    /// window waits so.
    func afterRelease(ofPressInside widget: WidgetPointer, _ action: @escaping @MainActor () -> Void) -> Bool {
        guard let heldPress, heldPress.isHeld(inside: widget) else { return false }
        heldPress.afterRelease(action)
        return true
    }

    /// Whether `view` is on the stage (a view waiting to go after a held
    /// press, or a retired one, is not).
    public func contains(_ view: WidgetPointer) -> Bool {
        gtk_widget_get_parent(view) == widget && heldPress?.isPending(view) != true && view != retiredView
    }

    /// Sets where `view` is laid out; takes effect at the next allocation.
    public func setFrame(_ frame: Rect, of view: WidgetPointer) {
        guard frames[view] != frame else { return }
        frames[view] = frame
        setNeedsLayout()
    }

    /// The frame `view` is laid out at (the whole stage if none was set).
    public func frame(of view: WidgetPointer) -> Rect {
        frames[view] ?? bounds
    }

    /// Moves `view` away from its frame by `offset` times its own size.
    public func setOffset(_ offset: Point, of view: WidgetPointer) {
        guard offsets[view] != offset else { return }
        offsets[view] = offset
        setNeedsLayout()
    }

    public func offset(of view: WidgetPointer) -> Point {
        offsets[view] ?? .zero
    }

    /// Draws `view`, still laid out at its frame, scaled and moved so that it
    /// covers `rect` (nil to draw it at its frame again). This is how a view
    /// grows out of a thumbnail without its contents reflowing each frame.
    public func setDrawnRect(_ rect: Rect?, of view: WidgetPointer) {
        guard drawnRects[view] != rect else { return }
        drawnRects[view] = rect
        setNeedsLayout()
    }

    /// Where `view` is drawn now: the rect it was told to cover, or its frame
    /// moved by its offset, in whole pixels.
    public func presentationFrame(of view: WidgetPointer) -> Rect {
        if let drawn = drawnRects[view] { return drawn }
        let frame = frame(of: view)
        let offset = offset(of: view)
        return frame.offsetBy(dx: (offset.x * frame.width).rounded(), dy: (offset.y * frame.height).rounded())
    }

    /// Where `widget` (on the stage or inside a view on it) is drawn, in the
    /// stage's coordinates, transforms included; nil when it is not inside.
    public func bounds(of widget: WidgetPointer) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, self.widget, &rect) != 0 else { return nil }
        return Rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }

    public func setNeedsLayout() {
        guard !isLayingOut else { return }
        gtk_widget_queue_allocate(widget)
    }

    // MARK: Layout

    /// The root view's least width and height when last measured shown:
    /// the room the stage keeps for it while a presentation hides it (a full
    /// screen's, or a presenter's view taken off), so the window never
    /// shrinks below what the root needs when it comes back.
    private var rootLeastSize: (width: Int32, height: Int32) = (0, 0)

    private func measure(_ orientation: GtkOrientation, forSize: Int32) -> (Int32, Int32) {
        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        guard let rootView, gtk_widget_get_visible(rootView) != 0 else {
            let least = rootView == nil ? 0 : (horizontal ? rootLeastSize.width : rootLeastSize.height)
            return (least, least)
        }
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(rootView, orientation, forSize, &minimum, &natural, nil, nil)
        if forSize < 0 {
            if horizontal { rootLeastSize.width = minimum } else { rootLeastSize.height = minimum }
        }
        return (minimum, natural)
    }

    private func allocate(width: Int32, height: Int32) {
        let newBounds = Rect(bounds: Size(width: Double(width), height: Double(height)))
        if newBounds != bounds { schedule(.size) }
        bounds = newBounds
        readTraits()
        isLayingOut = true
        rootViewController?.viewWillLayout(at: bounds.size)
        layoutDelegate?.stageWillLayout(self)
        isLayingOut = false

        var child = gtk_widget_get_first_child(widget)
        while let view = child {
            child = gtk_widget_get_next_sibling(view)
            guard gtk_widget_get_visible(view) != 0 else { continue }
            if view == rootView {
                place(view, size: bounds.size, drawnAt: bounds)
            } else {
                place(view, size: frame(of: view).size, drawnAt: presentationFrame(of: view))
            }
        }
    }

    /// Allocates `view` at `size` with a transform that puts it on `drawn`.
    private func place(_ view: WidgetPointer, size: Size, drawnAt drawn: Rect) {
        // GTK wants a measure before every allocation; results are cached.
        // The child's own measure and layout are GTK's time, not ours.
        var ignored: Int32 = 0
        StageObservation.excluding {
            gtk_widget_measure(view, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, nil, nil, nil)
            gtk_widget_measure(view, GTK_ORIENTATION_VERTICAL, Int32(size.width), &ignored, nil, nil, nil)
        }
        var origin = graphene_point_t(x: Float(drawn.x), y: Float(drawn.y))
        var transform = gsk_transform_translate(nil, &origin)
        if drawn.size != size, size.width > 0, size.height > 0 {
            transform = gsk_transform_scale(transform, Float(drawn.width / size.width), Float(drawn.height / size.height))
        }
        StageObservation.excluding {
            gtk_widget_allocate(view, Int32(size.width), Int32(size.height), -1, transform)
        }
    }

    /// What an allocation can change that others must hear of.
    private enum LayoutChange {
        case size
        case traits
    }

    /// The size classes of the bounds, with the delegate told on idle when they change.
    private func readTraits() {
        let traits = TraitCollection(containerSize: bounds.size, thresholds: sizeClassThresholds)
        guard traits != traitCollection else { return }
        traitCollection = traits
        schedule(.traits)
    }

    /// Size and size classes are read here, in the allocation, but what they
    /// change (swapping a presented screen, animating a background) alters
    /// the widget tree, which must not happen mid-allocation: the delegate
    /// and the root screen hear of it on idle, before the next frame.
    private func schedule(_ change: LayoutChange) {
        let idleQueued = !pendingChanges.isEmpty
        pendingChanges.insert(change)
        guard !idleQueued else { return }
        Idle.once(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            guard let self else { return }
            let changes = self.pendingChanges
            self.pendingChanges = []
            if changes.contains(.traits) {
                self.layoutDelegate?.stage(self, traitCollectionDidChange: self.traitCollection)
            }
            if changes.contains(.size) {
                self.rootViewController?.viewWillTransition(to: self.bounds.size)
            }
        }
    }

    // MARK: C entry points of the custom layout

    private static let quark: GQuark = g_quark_from_string("gtkstage-stage")

    static func stage(of widget: WidgetPointer?) -> Stage? {
        guard let widget, let data = g_object_get_qdata(gobject(widget), quark) else { return nil }
        return Unmanaged<Stage>.fromOpaque(data).takeUnretainedValue()
    }

    private static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        nonisolated(unsafe) let (widget, minimum, natural) = (widget, minimum, natural)
        MainActor.assumeIsolated {
            let (min, nat) = stage(of: widget)?.measure(orientation, forSize: forSize) ?? (0, 0)
            minimum?.pointee = min
            natural?.pointee = nat
        }
    }

    private static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        nonisolated(unsafe) let widget = widget
        MainActor.assumeIsolated {
            StageObservation.measure { stage(of: widget)?.allocate(width: width, height: height) }
        }
    }
}
