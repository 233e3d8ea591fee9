import CGtk
import CMedalCount
import CSvgPicture
@_spi(GLib) import GtkStage
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
    private var connections: [SignalConnection] = []
    /// The simple fade's transitioning delegate, while it is the one in use
    /// (a screen holds its delegate weakly).
    private var fadeTransitions: SimpleFadeTransitions?
    private var backgroundAnimator: FrameAnimator?
    /// Whether the background has had its opacity for a real size yet.
    private var hasShape = false

    public init(herbs: Result<[Herb], DataFileError>, usesFade: Bool) {
        self.herbs = herbs
        self.usesFade = usesFade
        // A named group, not an anonymous overlay a screen reader would call "GtkOverlay".
        let overlay = cgtk_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        background = Widgets.picture(
            file: BundledResources.uri("herbs/background.svg"), name: tr("Herbs on a kitchen table"),
            fit: GTK_CONTENT_FIT_COVER)
        super.init(view: overlay, title: tr("Beginner Cook"))
        gtk_widget_add_css_class(overlay, "beginner-cook")
        cgtk_accessible_set_label(overlay, tr("Herbs"))
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
        Self.setBackgroundAlpha(background, 0)
    }

    /// The first layout sets the background's opacity for the window's
    /// shape before the first frame is drawn: no fade on launch.
    override public func viewWillLayout(at size: Size) {
        guard !hasShape, size.width > 0, size.height > 0 else { return }
        hasShape = true
        Self.setBackgroundAlpha(background, PopGeometry.backgroundOpacity(for: size))
    }

    private func row(for herbs: [Herb]) -> WidgetPointer {
        let strip = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 16, classes: ["herb-row"])
        for (index, herb) in herbs.enumerated() {
            // A button: a screen reader says it can be pressed, and Tab, Enter
            // and Space come with it. Its rounded corner and hidden overflow
            // clip the picture (the pop animates a clip of its own).
            guard let thumbnail = gtk_button_new() else { continue }
            // A square natural size: the row gives no thumbnail the width of
            // its 4:3 picture, however wide the window.
            let picture = Widgets.picture(
                file: BundledResources.uri("herbs/\(herb.image)"), name: herb.name,
                fit: GTK_CONTENT_FIT_COVER,
                naturalSize: (Self.thumbnailSize, Self.thumbnailSize))
            cgtk_accessible_set_hidden(picture, 1)  // the button says the name
            gtk_button_set_child(gcast(thumbnail), picture)
            gtk_widget_set_overflow(thumbnail, GTK_OVERFLOW_HIDDEN)
            gtk_widget_set_size_request(thumbnail, Self.thumbnailSize, Self.thumbnailSize)
            gtk_widget_set_hexpand(thumbnail, 0)  // the row's spare width is not the thumbnails'
            gtk_widget_add_css_class(thumbnail, "herb-thumbnail")
            cgtk_accessible_set_label(thumbnail, herb.name)
            connections.append(Signal.connect(thumbnail, .clicked) { [weak self] in self?.showDetails(at: index) })
            thumbnails.append(thumbnail)
            Widgets.append(thumbnail, to: strip)
        }
        let scrolled = Widgets.scrolled(strip, horizontally: true)
        gtk_widget_set_vexpand(scrolled, 0)
        return scrolled
    }

    /// Pops the details of the herb at `index` out of its thumbnail: the
    /// library's zoom, with the tutorial's spring (damping 0.4, 1 s), its
    /// corners from the thumbnail's radius, and its text fading in as it
    /// grows (the tutorial's first challenge); or the chapter's simple fade.
    public func showDetails(at index: Int) {
        guard presentedViewController == nil, case let .success(list) = herbs, list.indices.contains(index),
            thumbnails.indices.contains(index)
        else { return }
        let details = HerbDetailsScreen(herb: list[index])
        if usesFade {
            let fade = SimpleFadeTransitions()
            fadeTransitions = fade
            details.transitioningDelegate = fade
            details.modalPresentationStyle = .custom
        } else {
            let content = details.contentView
            details.preferredTransition = .zoom(
                options: ZoomOptions(
                    duration: Self.popDuration, dampingRatio: Self.popDampingRatio, sourceCornerRadius: Self.thumbnailRadius,
                    growthChanged: { growth in gtk_widget_set_opacity(content, PopGeometry.contentOpacity(at: growth)) }),
                sourceViewProvider: { [weak self] _ in self?.thumbnails[index] })
        }
        present(details, animated: true)
    }

    /// The tutorial's pop: a 1 s spring with a damping ratio of 0.4.
    public static let popDuration = 1.0
    public static let popDampingRatio = 0.4

    /// Where the thumbnail at `index` is now, in the stage's coordinates.
    public func frame(ofThumbnailAt index: Int) -> Rect? {
        guard thumbnails.indices.contains(index), let stage else { return nil }
        return Widgets.bounds(of: thumbnails[index], in: stage)
    }

    override public func setCovered(_ covered: Bool) {
        super.setCovered(covered)
        // However the details went (popped back, faded, or turned around
        // mid-way), no thumbnail stays hidden once nothing covers the row.
        if !covered { thumbnails.forEach { gtk_widget_set_opacity($0, 1) } }
    }

    /// How opaque the background picture is drawn. The picture's own alpha,
    /// not the widget's opacity: GSK's cairo renderer would draw the whole
    /// window's picture into an offscreen group on every frame to fade it.
    public var backgroundAlpha: Double { medal_svg_picture_get_alpha(gcast(background)) }

    private static func setBackgroundAlpha(_ background: WidgetPointer, _ alpha: Double) {
        medal_svg_picture_set_alpha(gcast(background), alpha)
    }

    /// Fades the background to the opacity the new shape asks for, alongside
    /// the size change (the sample's `viewWillTransition(to:with:)`).
    override public func viewWillTransition(to size: Size) {
        let target = PopGeometry.backgroundOpacity(for: size)
        let start = backgroundAlpha
        guard abs(target - start) > 0.001, let stage else { return }
        backgroundAnimator?.stopAnimation()
        let animator = FrameAnimator(duration: 0.3, curve: .easeInOut, clockOwner: stage.widget)
        let background = self.background
        animator.addAnimations { progress in
            Self.setBackgroundAlpha(background, start + (target - start) * progress)
        }
        animator.startAnimation()
        backgroundAnimator = animator
    }
}
