import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import MedalData
import Presentation

/// The main screen: the medals picture (or the picked Games' flag, city and
/// season) and the Medal Count button, with Summer and Winter buttons for the
/// header bar. It decides how the other screens are presented, as the
/// tutorial's MainViewController does; they do not know.
@MainActor
public final class MainScreen: ViewController {
    /// The header bar's buttons, owned here (UIKit's navigation items).
    public let summerButton: WidgetPointer
    public let winterButton: WidgetPointer
    public let medalCountButton: WidgetPointer
    /// What the medal table shows when the window is short (the main menu
    /// changes it, or the app's action from outside while a panel covers
    /// the menu; a table up in a short window follows at once).
    public var compactHeightPolicy: CompactHeightPolicy {
        didSet {
            guard compactHeightPolicy != oldValue else { return }
            if let sheet = presentedViewController?.sheetPresentationController { tableSheet.follow(sheet) }
            stage?.presenter.updateAdaptivePresentations()
        }
    }
    public private(set) var selectedGames: Games?

    private let catalog: Result<GamesCatalog, DataFileError>
    /// The flags' files and pictures (internal: tests wait for its prerendering).
    let flags: FlagImages
    private let pictureSlot: WidgetPointer
    private let hostLabel: WidgetPointer
    private let seasonLabel: WidgetPointer
    /// The header widgets that go inert while a panel is up.
    private var headerWidgets: [WidgetPointer] = []
    /// Widgets this screen keeps that live in the header bar, not in its view:
    /// held (a reference each) so a closed window cannot free them under it.
    private var ownedWidgets: [WidgetPointer] = []
    private var connections: [SignalConnection] = []
    /// The medal table's sheet: its detents and its short-window policy
    /// (kept here: the sheet's delegate is weak).
    private lazy var tableSheet = MedalTableSheet { [weak self] in self?.compactHeightPolicy ?? .rotatePrompt }

    public init(catalog: Result<GamesCatalog, DataFileError>, compactHeightPolicy: CompactHeightPolicy) {
        self.catalog = catalog
        flags = FlagImages()
        self.compactHeightPolicy = compactHeightPolicy
        summerButton = Widgets.button(tr("Summer"))
        winterButton = Widgets.button(tr("Winter"))
        medalCountButton = Widgets.button(tr("Medal Count"), classes: ["suggested-action", "pill"])
        pictureSlot = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["hero"])
        hostLabel = Widgets.label("", classes: ["title-1"])
        seasonLabel = Widgets.label("", classes: ["title-4", "dim-label"])
        let root = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["main-screen"])
        super.init(view: root, title: tr("Medal Count"))
        for widget in [summerButton, winterButton, medalCountButton] { own(widget) }
        headerWidgets = [summerButton, winterButton]
        build(root)
    }

    private func build(_ root: WidgetPointer) {
        Widgets.setMargins(root, 24)
        for label in [hostLabel, seasonLabel] {
            gtk_label_set_wrap(gcast(label), 1)
            gtk_label_set_justify(gcast(label), GTK_JUSTIFY_CENTER)
        }
        Widgets.expand(pictureSlot)
        Widgets.append(pictureSlot, to: root)
        Widgets.append(hostLabel, to: root)
        Widgets.append(seasonLabel, to: root)
        gtk_widget_set_halign(medalCountButton, GTK_ALIGN_CENTER)
        Widgets.append(medalCountButton, to: root)

        connections.append(Signal.connect(summerButton, .clicked) { [weak self] in self?.showGames(.summer) })
        connections.append(Signal.connect(winterButton, .clicked) { [weak self] in self?.showGames(.winter) })
        connections.append(Signal.connect(medalCountButton, .clicked) { [weak self] in self?.showMedalCount() })

        switch catalog {
        case let .success(games):
            showSelection()
            let hosts = (games.summer + games.winter).map(\.flag)
            let winners = (games.summer + games.winter).flatMap { $0.medalWinners.map(\.flag) }
            flags.scaleFactor = { [weak self] in self.map { gtk_widget_get_scale_factor($0.view) } }
            // Nothing of the lists is in the first frame: their flags, and
            // what the first list alone would pay for, are made after it.
            let firstFrame = FirstFrame(of: root)
            self.firstFrame = firstFrame
            flags.prerender(Array(Set(hosts + winners)).sorted(), scale: .row, start: firstFrame.then) { [weak self] in
                self?.prepareFirstOpen()
            }
        case let .failure(error):
            showLoadError(error)
        }
    }

    isolated deinit {
        for widget in ownedWidgets { g_object_unref(gobject(widget)) }
    }

    /// Watches for the first frame, after which the lists' flags are made.
    private var firstFrame: FirstFrame?

    /// Whether what the first open of a list would do once only has been
    /// done (on idle after the first frame and the flags): tests look.
    package private(set) var isPreparedForFirstOpen = false

    /// Does, on idle, what only the first list of the process would
    /// otherwise do inside its first frame: read iso-codes' country names,
    /// load the fonts of a list's rows and title and rasterize their glyphs
    /// (a list's title and a screenful of rows are built and measured, out
    /// of any window, their texts drawn off screen, and let go).
    private func prepareFirstOpen() {
        _ = CountryNameLookup.shared
        if case let .success(catalog) = catalog {
            GamesListScreen.rehearse(season: .summer, games: catalog.games(in: .summer), flags: flags, with: view)
        }
        isPreparedForFirstOpen = true
    }

    private func own(_ widget: WidgetPointer) {
        g_object_ref_sink(gobject(widget))
        ownedWidgets.append(widget)
    }

    /// Adds the header widgets this screen owns to `headerBar`.
    public func installHeader(in headerBar: WidgetPointer) {
        gtk_header_bar_pack_start(gcast(headerBar), summerButton)
        gtk_header_bar_pack_end(gcast(headerBar), winterButton)
    }

    /// Extra header widgets (the main menu) that must go inert with the others.
    public func adoptHeaderWidget(_ widget: WidgetPointer) {
        own(widget)
        headerWidgets.append(widget)
    }

    // MARK: Presenting

    public func showGames(_ season: Season) {
        guard case let .success(catalog) = catalog else { return }
        let list = GamesListScreen(
            season: season, games: catalog.games(in: season), flags: flags,
            height: stage.map { Int($0.bounds.height) } ?? 0)
        list.onSelect = { [weak self] games in self?.select(games) }
        // From the side of its button: Summer leads the header bar, Winter ends it.
        slideIn(list, from: season == .summer ? .leading : .trailing, disableCompactHeight: false)
    }

    public func showMedalCount() {
        guard let selectedGames else { return }
        let table = MedalTableScreen(games: selectedGames, flags: flags)
        tableSheet.configure(table)
        present(table, animated: true)
    }

    /// Presents `screen` as a panel sliding in from `edge`, with a
    /// transitioning delegate of its own that the presentation keeps.
    private func slideIn(_ screen: ViewController, from edge: PresentationEdge, disableCompactHeight: Bool) {
        let transitions = SlideInPresentationManager(
            edge: edge, disableCompactHeight: disableCompactHeight,
            compactHeightPolicy: { [weak self] in self?.compactHeightPolicy ?? .rotatePrompt },
            makeRotatePrompt: { RotatePromptScreen() })
        screen.transitioningDelegate = transitions
        screen.modalPresentationStyle = .custom
        present(screen, animated: true)
    }

    /// Shows `games`, closes the list it was picked from, and tells screen
    /// readers what the window shows now once the focus is back.
    public func select(_ games: Games) {
        selectedGames = games
        showSelection()
        // A screen reader hears what the window shows now ("London, Summer
        // 2012") once the focus is back on the button that opened the list.
        // Translators: what a screen reader hears after a Games is picked: its host city, then its season and year ("Summer 2012").
        let shown = MessageFormat.fill(tr("%1$s, %2$s"), games.host, Translations.seasonAndYear(games))
        for button in seasonButtons {
            cgtk_accessible_describe_for_focus(button, button == seasonButton(games.season) ? shown : nil)
        }
        presentedViewController?.dismiss(animated: true) { [weak self] in
            // Not into a list opened again before the focus came back.
            guard let self, self.presentedViewController == nil else { return }
            let focus = gtk_widget_get_root(self.view).flatMap { gtk_root_get_focus($0) }
            cgtk_accessible_announce(focus ?? self.seasonButton(games.season), shown)
        }
    }

    private var seasonButtons: [WidgetPointer] { [summerButton, winterButton] }

    private func seasonButton(_ season: Season) -> WidgetPointer { season == .summer ? summerButton : winterButton }

    override public func setCovered(_ covered: Bool) {
        super.setCovered(covered)
        for widget in headerWidgets {
            gtk_widget_set_sensitive(widget, covered ? 0 : 1)
        }
    }

    // MARK: Content

    private func showSelection() {
        clearPicture()
        guard let games = selectedGames else {
            let picture = Widgets.picture(file: BundledResources.uri("medals.svg"), name: tr("Olympic medals"))
            placePicture(picture)
            Widgets.setText(tr("Pick a Games"), of: hostLabel)
            Widgets.setText(tr("Summer or Winter, from the buttons above"), of: seasonLabel)
            gtk_widget_set_visible(medalCountButton, 0)
            return
        }
        placePicture(
            flags.picture(
                for: games.flag, country: CountryNameLookup.name(code: games.flag, dataName: games.country),
                scale: .hero))
        Widgets.setText(games.host, of: hostLabel)
        Widgets.setText(Translations.seasonAndYear(games), of: seasonLabel)
        gtk_widget_set_visible(medalCountButton, 1)
    }

    private func showLoadError(_ error: DataFileError) {
        clearPicture()
        guard let icon = gtk_image_new_from_icon_name("dialog-error-symbolic") else { return }
        gtk_image_set_pixel_size(gcast(icon), 96)
        // The words below say it, so hidden from screen readers; and named,
        // as GTK 4.18+ still lists the hidden image (where GTK 4.8 would
        // otherwise read "GtkImage").
        cgtk_accessible_set_hidden(icon, 1)
        // Translators: what a screen reader calls the error icon above the words saying what went wrong.
        cgtk_accessible_set_label(icon, tr("Error"))
        gtk_widget_add_css_class(icon, "dim-label")
        gtk_widget_set_valign(icon, GTK_ALIGN_END)
        Widgets.expand(icon)
        gtk_box_append(gcast(pictureSlot), icon)
        Widgets.setText(tr("The Games could not be loaded"), of: hostLabel)
        Widgets.setText(Translations.loadError(error), of: seasonLabel)
        gtk_widget_add_css_class(seasonLabel, "error-message")
        gtk_widget_set_visible(medalCountButton, 0)
        gtk_widget_set_sensitive(summerButton, 0)
        gtk_widget_set_sensitive(winterButton, 0)
        headerWidgets.removeAll { $0 == summerButton || $0 == winterButton }
    }

    private func placePicture(_ picture: WidgetPointer) {
        Widgets.expand(picture)
        gtk_box_append(gcast(pictureSlot), picture)
    }

    private func clearPicture() {
        while let child = gtk_widget_get_first_child(pictureSlot) {
            gtk_box_remove(gcast(pictureSlot), child)
        }
    }
}
