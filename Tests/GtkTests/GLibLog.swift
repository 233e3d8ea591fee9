import CGtk
import CMedalCount
import Synchronization
import Testing

/// GLib's warnings and worse in the test process (GTK's among them), seen on
/// their way to GLib's own writer, which still prints them and still makes
/// criticals fatal under `G_DEBUG=fatal-criticals`.
enum GLibLog {
    private static let messages = Mutex<[String]>([])
    private static let installed = Mutex(false)

    /// Puts the watch in front of GLib's writer; once per process (GLib takes one writer).
    static func install() {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        g_log_set_writer_func(
            { level, fields, count, _ in
                if level.rawValue & CGTK_LOG_LEVELS_WARNING_OR_WORSE.rawValue != 0, let fields {
                    for index in 0..<Int(count) {
                        let field = fields[index]
                        guard let key = field.key, String(cString: key) == "MESSAGE", let value = field.value else { continue }
                        let text = value.assumingMemoryBound(to: CChar.self)
                        let message =
                            field.length < 0
                            ? String(cString: text)
                            : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                        GLibLog.messages.withLock { $0.append(message) }
                    }
                }
                return g_log_writer_default(level, fields, count, nil)
            }, nil, nil)
    }

    /// How many warnings so far contain `text`.
    static func count(containing text: String) -> Int {
        if !installed.withLock({ $0 }) { Issue.record("GLibLog.install() never ran: no warning can be seen") }
        return messages.withLock { $0.filter { $0.contains(text) }.count }
    }
}
