@_spi(GLib) import GtkStage
import Synchronization

/// GLib criticals a test means to cause (a library's report of a
/// programming error), kept from aborting a run under
/// `G_DEBUG=fatal-criticals` and collected; any other stays fatal.
enum ExpectedCriticals {
    private static let state = Mutex<(expecting: Bool, messages: [String])>((false, []))

    /// Runs `body`, and returns the criticals of the GtkStage domain it caused.
    @MainActor
    static func during(_ body: () -> Void) -> [String] {
        g_test_log_set_fatal_handler(
            { domain, level, message, _ in
                let ours = domain.map { String(cString: $0) } == "GtkStage"
                let isCritical = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0
                return ExpectedCriticals.state.withLock { state in
                    guard state.expecting, ours, isCritical else { return 1 }
                    state.messages.append(message.map { String(cString: $0) } ?? "")
                    return 0
                }
            }, nil)
        state.withLock { $0 = (true, []) }
        body()
        return state.withLock { state in
            state.expecting = false
            return state.messages
        }
    }
}
