import CGtk
import CGtkClip
import GtkStage
import Localization
import MedalData
import Presentation

/// The Beginner Cook main screen: a title, a few words, and a scrolling row
/// of rounded herb thumbnails over a faint background picture (the sample's
/// ViewController). Clicking a thumbnail pops its details out of it.
@MainActor
public final class HerbsScreen: ViewController {
    /// The corner radius of a thumbnail, on screen.
    public static let thumbnailRadius = 18.0
    public static let thumbnailSize: Int32 = 150

    public let herbs: Result<[Herb], DataFileError>
    public let background: WidgetPointer
    /// Whether herbs open with the chapter's simple fade instead of the pop.
    public var usesFade: Bool
    /// One thumbnail per herb, in order.
    public private(set) var thumbnails: [WidgetPointer] = []
    private let paths: AppPaths
    private var connections: [SignalConnection] = []
    private var backgroundAnimator: FrameAnimator?
    /// Whether the background has had its opacity for a real size yet.
    private var hasShape = false

    public init(herbs: Result<[Herb], DataFileError>, paths: AppPaths, usesFade: Bool) {
        self.herbs = herbs
        self.paths = paths
        self.usesFade = usesFade
        let overlay = gtk_overlay_new()!
        background = Widgets.picture(file: paths.resource("herbs/background.svg"), name: tr("Herbs on a kitchen table"),
                                     fit: GTK_CONTENT_FIT_COVER)
        super.init(view: overlay, title: tr("Beginner Cook"))
        gtk_widget_add_css_class(overlay, "beginner-cook")
        gtk_widget_set_can_target(background, 0)
        gtk_overlay_set_child(gcast(overlay), background)

        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        Widgets.setMargins(column, 24)
        Widgets.append(Widgets.label(tr("Beginner Cook"), classes: ["title-1"], xalign: 0), to: column)
        let about = Widgets.label(tr("Five herbs every beginner should know. Pick one to see what it is good for."), xalign: 0)
        gtk_label_set_wrap(gcast(about), 1)
        Widgets.append(about, to: column)
        let spacer = Widgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_vexpand(spacer, 1)
        Widgets.append(spacer, to: column)

        switch herbs {
        case let .success(list):
            Widgets.append(row(for: list), to: column)
        case let .failure(error):
            let message = Widgets.label(Translations.loadError(error), classes: ["error-message"], xalign: 0)
            gtk_label_set_wrap(gcast(message), 1)
            Widgets.append(message, to: column)
        }
        gtk_overlay_add_overlay(gcast(overlay), column)
        // Hidden until the first layout gives the window's shape.
        gtk_widget_set_opacity(background, 0)
    }

    /// The first layout sets the background's opacity for the window's
    /// shape before the first frame is drawn: no fade on launch.
    override public func viewWillLayout(at size: Size) {
        guard !hasShape, size.width > 0, size.height > 0 else { return }
        hasShape = true
        gtk_widget_set_opacity(background, PopGeometry.backgroundOpacity(for: size))
    }

    private func row(for herbs: [Herb]) -> WidgetPointer {
        let strip = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 16, classes: ["herb-row"])
        for (index, herb) in herbs.enumerated() {
            guard let clipWidget = medal_clip_bin_new() else { continue }
            let clip: OpaquePointer = gcast(clipWidget)
            // A square natural size: the row gives no thumbnail the width of
            // its 4:3 picture, however wide the window.
            let picture = Widgets.picture(file: paths.resource("herbs/\(herb.image)"), name: herb.name,
                                          fit: GTK_CONTENT_FIT_COVER,
                                          naturalSize: (Self.thumbnailSize, Self.thumbnailSize))
            medal_clip_bin_set_child(clip, picture)
            medal_clip_bin_set_corner(clip, Float(Self.thumbnailRadius), Float(Self.thumbnailRadius))
            gtk_widget_set_size_request(clipWidget, Self.thumbnailSize, Self.thumbnailSize)
            gtk_widget_set_focusable(clipWidget, 1)
            gtk_widget_add_css_class(clipWidget, "herb-thumbnail")
            cgtk_accessible_set_label(clipWidget, herb.name)
            if let click = gtk_gesture_click_new() {
                connections.append(Signal.connectClick(click, "released") { [weak self] _, _, _ in self?.showDetails(at: index) })
                gtk_widget_add_controller(clipWidget, click)
            }
            if let keys = gtk_event_controller_key_new() {
                connections.append(Signal.connectKeyPressed(keys) { [weak self] keyval, _ in
                    guard keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_space) || keyval == UInt32(GDK_KEY_KP_Enter) else {
                        return false
                    }
                    self?.showDetails(at: index)
                    return true
                })
                gtk_widget_add_controller(clipWidget, keys)
            }
            thumbnails.append(clipWidget)
            Widgets.append(clipWidget, to: strip)
        }
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gcast(scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(gcast(scrolled), strip)
        gtk_widget_set_hexpand(scrolled, 1)
        return scrolled
    }

    /// Pops the details of the herb at `index` out of its thumbnail.
    public func showDetails(at index: Int) {
        guard presentedViewController == nil, case let .success(list) = herbs, list.indices.contains(index),
              thumbnails.indices.contains(index) else { return }
        let thumbnail = thumbnails[index]
        let transitions = BeginnerCookTransitions(
            usesFade: usesFade,
            originFrame: { [weak self] in self?.frame(ofThumbnailAt: index) ?? .zero },
            landed: { [weak self] in self?.showThumbnail(at: index) })
        let details = HerbDetailsScreen(herb: list[index], paths: paths)
        details.transitioningDelegate = transitions
        details.modalPresentationStyle = .custom
        gtk_widget_set_opacity(thumbnail, 0)
        present(details, animated: true)
    }

    /// Where the thumbnail at `index` is now, in the stage's coordinates.
    public func frame(ofThumbnailAt index: Int) -> Rect? {
        guard thumbnails.indices.contains(index), let stage else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(thumbnails[index], stage.widget, &bounds) != 0 else { return nil }
        return Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                    width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    private func showThumbnail(at index: Int) {
        guard thumbnails.indices.contains(index) else { return }
        gtk_widget_set_opacity(thumbnails[index], 1)
    }

    override public func setCovered(_ covered: Bool) {
        super.setCovered(covered)
        // However the details went (popped back, faded, or turned around
        // mid-way), no thumbnail stays hidden once nothing covers the row.
        if !covered { thumbnails.forEach { gtk_widget_set_opacity($0, 1) } }
    }

    /// Fades the background to the opacity the new shape asks for, alongside
    /// the size change (the sample's `viewWillTransition(to:with:)`).
    override public func viewWillTransition(to size: Size) {
        let target = PopGeometry.backgroundOpacity(for: size)
        let start = gtk_widget_get_opacity(background)
        guard abs(target - start) > 0.001, let stage else { return }
        backgroundAnimator?.stopAnimation()
        let animator = FrameAnimator(duration: 0.3, curve: .easeInOut, clockOwner: stage.widget)
        let background = self.background
        animator.addAnimations { progress in
            gtk_widget_set_opacity(background, start + (target - start) * progress)
        }
        animator.startAnimation()
        backgroundAnimator = animator
    }
}
