import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// The command line as a launch hands it on: GtkStage's `Application`
/// carries it, as it was, to whichever instance runs.
@MainActor
enum CommandLineOptions {
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
