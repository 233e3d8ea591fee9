import CGtk
import CMedalCount
@_spi(GLib) import GtkStage
import Localization
import Presentation

/// The application: parses the command line, owns GtkStage's `Application`,
/// its actions and the windows.
///
/// One instance runs at a time: a second launch hands its command line to
/// the running one over D-Bus (GApplication), which opens or raises the demo
/// it names, and exits at once. An instance run by a driver (the benchmark,
/// `Benchmarks/MedalCountBench`) is one of its own and remembers nothing.
@MainActor
public final class MedalCountApp {
    public static let applicationID = "io.github.medalcount.MedalCount"
    /// The version shown in the About dialog.
    public static let version = "0.4.0"

    /// The options of the launch that started this instance.
    private var options = LaunchOptions()
    private let paths: AppPaths
    private let application: Application
    private var window: MedalCountWindow?
    private var swipeWindow: SwipeNavigationWindow?
    private var cookWindow: BeginnerCookWindow?
    private var usesFade = false
    /// What runs this instance instead of a person, if anything.
    private let driver: Driver?
    /// What the driver made to run it, kept for the instance's life.
    private var driving: AnyObject?
    /// The app's look, from the menu's choice and the desktop's appearance.
    private var style: StyleManager?
    /// What is remembered between launches (none in a driven instance).
    private var preferences: Preferences?
    /// The style at launch: asked for on the command line, else remembered.
    private var launchStyle: StyleChoice { options.style ?? preferences?.style ?? .system }
    private let shortcuts: ShortcutsWindowPresenter
    private var connections: [SignalConnection] = []

    /// Runs the app with the process's arguments; returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        main(arguments, driver: nil)
    }

    /// Something that runs an instance instead of a person: given Medal
    /// Count's window once it is shown, the instance's paths and options,
    /// and a way to end the instance, it starts and returns what it made
    /// (kept until the instance ends).
    package typealias Driver =
        @MainActor (
            _ window: MedalCountWindow, _ paths: AppPaths, _ options: LaunchOptions, _ quit: @escaping @MainActor () -> Void
        ) -> AnyObject

    /// Runs the app with `arguments` (the program's name first), driven by
    /// `driver` if one is given; returns the exit status.
    package static func main(_ arguments: [String], driver: Driver?) -> Int32 {
        // Checked here first, in plain words; GApplication then carries them
        // to whichever instance runs.
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(Array(arguments.dropFirst()))
        } catch {
            StandardError.write("MedalCount: \(error.description)\n\n\(LaunchOptions.usage)")
            return 2
        }
        if options.showsHelp {
            print(LaunchOptions.usage)
            return 0
        }
        let paths = AppPaths.current()
        Translations.setUp(paths: paths)
        let app = MedalCountApp(paths: paths, driver: driver)
        return app.run(CommandLineOptions.withAbsoluteGamesFile(arguments, options: options))
    }

    init(paths: AppPaths, driver: Driver?) {
        self.paths = paths
        self.driver = driver
        // Ctrl+Q (app.quit) is the application's own.
        application = Application(id: Self.applicationID, isUnique: driver == nil)
        shortcuts = ShortcutsWindowPresenter(application: application.gtkApplication)
    }

    func run(_ arguments: [String]) -> Int32 {
        let status = application.run(arguments: arguments) { [weak self] arguments in
            self?.commandLine(arguments) ?? 1
        }
        // Ctrl+Q ends the loop with the windows still open: keep their sizes.
        rememberWindows()
        preferences?.sync()
        return status
    }

    /// A command line, this process's or a later launch's (checked in
    /// `main` before it got here): the first one sets the instance up; each
    /// opens (or raises) the demo it names. None (a D-Bus activation) opens
    /// the demo the instance started with.
    private func commandLine(_ arguments: [String]) -> Int32 {
        guard !arguments.isEmpty else {
            activate()
            return 0
        }
        guard let asked = try? LaunchOptions.parse(Array(arguments.dropFirst())) else { return 2 }
        if !hasStarted { start(with: asked) }
        open(asked.demo)
        return 0
    }

    private var hasStarted = false

    /// Activation without a command line: the demo the instance started with.
    private func activate() {
        if !hasStarted { start(with: options) }
        open(options.demo)
    }

    /// Takes the first launch's options for the whole instance.
    private func start(with options: LaunchOptions) {
        hasStarted = true
        self.options = options
        // Before the first window is realized: GTK picks its renderer then.
        RendererChoice.apply()
        usesFade = options.herbTransition == .fade
        preferences = driver == nil ? Preferences(schemaFolder: paths.schemas) : nil
        addActions()
        Stylesheet.install()
        // Before the first window: no frame in the wrong style.
        let bus = StyleManager.sessionBus()
        style = StyleManager(choice: launchStyle, bus: bus)
        if let bus { g_object_unref(gobject(bus)) }  // the portal keeps its own reference
    }

    private func open(_ demo: Demo) {
        switch demo {
        case .medalCount: showMedalCount()
        case .swipeNavigation: showSwipeNavigation()
        case .beginnerCook: showBeginnerCook()
        }
    }

    private func showMedalCount() {
        if let window {
            window.present()
            return
        }
        let made = MedalCountWindow(application: application, paths: paths, options: options)
        window = made
        track(made.window, as: .medalCount) { [weak self] in self?.window = nil }
        if let driver {
            made.present()
            let application = self.application
            driving = driver(made, paths, options) { application.quit() }
        } else {
            ScreenReaderHearing.whenHeard { [weak self] listening in
                if self?.window === made { made.present(windowFirst: listening) }
            }
        }
    }

    private func showSwipeNavigation() {
        if let swipeWindow {
            swipeWindow.present()
            return
        }
        let made = SwipeNavigationWindow(application: application)
        made.stage.motion = Motion(timeScale: options.timeScale)
        swipeWindow = made
        track(made.window, as: .swipeNavigation) { [weak self] in self?.swipeWindow = nil }
        // Not if it was closed meanwhile (its window is gone with it).
        ScreenReaderHearing.whenHeard { [weak self] listening in
            if self?.swipeWindow === made { made.present(windowFirst: listening) }
        }
    }

    private func showBeginnerCook() {
        if let cookWindow {
            cookWindow.present()
            return
        }
        let made = BeginnerCookWindow(application: application, usesFade: usesFade)
        made.stage.motion = Motion(timeScale: options.timeScale)
        cookWindow = made
        track(made.window, as: .beginnerCook) { [weak self] in self?.cookWindow = nil }
        ScreenReaderHearing.whenHeard { [weak self] listening in
            if self?.cookWindow === made { made.present(windowFirst: listening) }
        }
    }

    /// Gives a new `demo` window its remembered size, and keeps its size
    /// when it closes; `closed` lets go of it.
    private func track(_ window: WidgetPointer, as demo: Demo, closed: @escaping @MainActor () -> Void) {
        preferences?.restore(window, as: demo)
        Signal.connect(window, .destroy) { [weak self] in
            self?.preferences?.remember(window, as: demo)
            closed()
        }
    }

    /// Keeps the size of every window still open.
    private func rememberWindows() {
        if let window { preferences?.remember(window.window, as: .medalCount) }
        if let swipeWindow { preferences?.remember(swipeWindow.window, as: .swipeNavigation) }
        if let cookWindow { preferences?.remember(cookWindow.window, as: .beginnerCook) }
    }

    // MARK: Actions

    private func addActions() {
        addAction("about") { [weak self] in self?.showAbout() }
        addAction("swipe-navigation") { [weak self] in self?.showSwipeNavigation() }
        addAction("beginner-cook") { [weak self] in self?.showBeginnerCook() }
        addChoice("beginner-cook-transition", initially: (usesFade ? HerbTransition.fade : .pop).rawValue) { [weak self] value in
            guard let transition = HerbTransition(rawValue: value) else { return false }
            self?.usesFade = transition == .fade
            self?.cookWindow?.herbsScreen.usesFade = transition == .fade
            return true
        }
        addChoice("compact-height", initially: options.compactHeightPolicy.rawValue) { [weak self] value in
            guard let policy = CompactHeightPolicy(rawValue: value) else { return false }
            self?.window?.mainScreen.compactHeightPolicy = policy
            return true
        }
        addChoice("style", initially: launchStyle.rawValue) { [weak self] value in
            guard let choice = StyleChoice(rawValue: value) else { return false }
            self?.style?.choice = choice
            self?.preferences?.style = choice
            return true
        }
        let application = self.application.gtkApplication
        if let opened = shortcuts.addAction(
            to: OpaquePointer(application),
            parent: {
                gtk_application_get_active_window(application).map { gcast($0) }
            })
        {
            connections.append(opened)
        }
        setAccelerators(KeyboardShortcuts.openAccelerators, for: "app.\(ShortcutsWindowPresenter.actionName)")
    }

    /// Sets the keys that activate `action` in every window of the app.
    private func setAccelerators(_ accelerators: [String], for action: String) {
        // GTK copies the NULL-terminated list.
        let copies = accelerators.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var list: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        list.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(application.gtkApplication, action, buffer.baseAddress)
        }
    }

    private func addAction(_ name: String, _ action: @escaping @MainActor () -> Void) {
        let simple = g_simple_action_new(name, nil)!
        connections.append(Signal.connect(simple, .activate, withArgument: { _ in action() }))
        g_action_map_add_action(OpaquePointer(application.gtkApplication), simple)
        g_object_unref(gobject(simple))
    }

    /// A stateful action with a string state, for a group of radio items
    /// (`app.NAME::VALUE`); `changed` says whether it takes the value.
    private func addChoice(_ name: String, initially value: String, _ changed: @escaping @MainActor (String) -> Bool) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        guard let simple = g_simple_action_new_stateful(name, type, g_variant_new_string(value)) else { return }
        connections.append(
            Signal.connect(
                simple, .changeState,
                withArgument: { value in
                    guard let value else { return }
                    let variant = OpaquePointer(value)
                    guard let text = g_variant_get_string(variant, nil), changed(String(cString: text)) else { return }
                    g_simple_action_set_state(simple, variant)
                }))
        g_action_map_add_action(OpaquePointer(application.gtkApplication), simple)
        g_object_unref(gobject(simple))
    }

    private func showAbout() {
        let about = gtk_about_dialog_new()!
        let dialog: OpaquePointer = gcast(about)
        gtk_about_dialog_set_program_name(dialog, tr("Medal Count"))
        gtk_about_dialog_set_comments(
            dialog, tr("UIKit's custom presentations, rebuilt on GTK 4: slide-in panels, a dimmed window, and adaptive layouts."))
        gtk_about_dialog_set_logo_icon_name(dialog, Self.applicationID)
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_version(dialog, Self.version)
        gtk_about_dialog_set_website(dialog, "https://github.com/medalcount/MedalCount")
        gtk_about_dialog_set_website_label(dialog, tr("Project Page"))
        // A NULL-terminated list of names; GTK copies it.
        tr("Debian's iso-flags-svg (public domain)").withCString { credit in
            var people: [UnsafePointer<CChar>?] = [credit, nil]
            people.withUnsafeMutableBufferPointer { buffer in
                gtk_about_dialog_add_credit_section(dialog, tr("Flags"), buffer.baseAddress)
            }
        }
        if let window { gtk_window_set_transient_for(gcast(about), gcast(window.window)) }
        gtk_window_set_modal(gcast(about), 1)
        gtk_window_present(gcast(about))
    }
}
