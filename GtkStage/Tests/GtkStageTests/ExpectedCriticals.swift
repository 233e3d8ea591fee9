@_spi(GLib) import GtkStage
import Synchronization

/// GLib criticals of the GtkStage domain that a test means to cause (the
/// library's report of a programming error): collected, not printed, and
/// kept from aborting a run under `G_DEBUG=fatal-criticals`; any other
/// stays as GLib has it.
enum ExpectedCriticals {
    private static let state = Mutex<(expecting: Bool, messages: [String])>((false, []))

    /// Runs `body`, and returns the criticals of the GtkStage domain it caused.
    @MainActor
    static func during(_ body: () -> Void) -> [String] {
        // Made fatal (G_DEBUG=fatal-criticals), a critical still goes to the
        // handler below first; this keeps it from aborting the run then.
        g_test_log_set_fatal_handler(
            { domain, _, _, _ in
                let ours = domain.map { String(cString: $0) } == "GtkStage"
                return ExpectedCriticals.state.withLock { ours && $0.expecting } ? 0 : 1
            }, nil)
        let handler = g_log_set_handler(
            "GtkStage", CGTK_LOG_CRITICALS,
            { _, _, message, _ in
                let text = message.map { String(cString: $0) } ?? ""
                ExpectedCriticals.state.withLock { $0.messages.append(text) }
            }, nil)
        state.withLock { $0 = (true, []) }
        body()
        g_log_remove_handler("GtkStage", handler)
        return state.withLock { state in
            state.expecting = false
            return state.messages
        }
    }
}
