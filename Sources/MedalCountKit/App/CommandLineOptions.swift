import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// The app's options as GApplication parses them
/// (`g_application_add_main_option_entries`), so a second launch hands them
/// to the running instance, and read back from its options dictionary into
/// `LaunchOptions`, which checks them.
@MainActor
enum CommandLineOptions {
    /// Hands the options to `application`. GLib keeps pointers to the
    /// entries' strings: they are returned, to be freed (`free`) once the
    /// application is gone.
    static func add(to application: UnsafeMutablePointer<GtkApplication>) -> [UnsafeMutablePointer<CChar>] {
        var strings: [UnsafeMutablePointer<CChar>] = []
        func copy(_ text: String) -> UnsafePointer<CChar>? {
            guard let copied = strdup(text) else { return nil }
            strings.append(copied)
            return UnsafePointer(copied)
        }
        var entries = LaunchOptions.descriptions.map { option in
            GOptionEntry(
                long_name: copy(option.name), short_name: 0,
                flags: option.hidden ? CGTK_OPTION_FLAG_HIDDEN : 0,
                arg: option.value == nil ? G_OPTION_ARG_NONE : G_OPTION_ARG_STRING, arg_data: nil,
                description: copy(option.help),
                arg_description: option.value.flatMap { copy($0) })
        }
        entries.append(
            GOptionEntry(
                long_name: nil, short_name: 0, flags: 0, arg: G_OPTION_ARG_NONE, arg_data: nil,
                description: nil, arg_description: nil))
        entries.withUnsafeBufferPointer { g_application_add_main_option_entries(gcast(application), $0.baseAddress) }
        return strings
    }

    /// The options in `dictionary` (a GVariantDict) as the arguments that
    /// gave them, for `LaunchOptions.parse`.
    static func arguments(in dictionary: UnsafeMutablePointer<GVariantDict>) -> [String] {
        LaunchOptions.descriptions.compactMap { option in
            guard let value = g_variant_dict_lookup_value(dictionary, option.name, nil) else { return nil }
            defer { g_variant_unref(value) }
            switch String(cString: g_variant_get_type_string(value)) {
            case "s": return "--\(option.name)=\(String(cString: g_variant_get_string(value, nil)))"
            case "b": return g_variant_get_boolean(value) != 0 ? "--\(option.name)" : nil
            default: return nil
            }
        }
    }

    /// `arguments` with a relative `--games` file made absolute: the running
    /// instance that reads it may have started in another folder.
    static func withAbsoluteGamesFile(_ arguments: [String], options: LaunchOptions) -> [String] {
        guard let file = options.gamesFile, !file.hasPrefix("/"), let folder = g_get_current_dir() else { return arguments }
        defer { g_free(folder) }
        var kept: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--games" {
                _ = rest.popFirst()  // its value
            } else if !argument.hasPrefix("--games=") {
                kept.append(argument)
            }
        }
        return kept + ["--games=\(String(cString: folder))/\(file)"]
    }
}
