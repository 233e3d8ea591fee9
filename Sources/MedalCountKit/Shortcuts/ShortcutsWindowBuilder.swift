import CGtk
import CMedalCount
@_spi(GLib) import GtkStage

/// Makes a `GtkShortcutsWindow` from `KeyboardShortcuts` through GtkBuilder,
/// the only way GTK 4.8 fills one (sections and groups are added as
/// buildable children).
@MainActor
enum ShortcutsWindowBuilder {
    /// A new shortcuts window (owned by GTK's list of toplevels until destroyed), or nil if GTK refused the description.
    static func make(rightToLeft: Bool) -> WidgetPointer? {
        guard let builder = gtk_builder_new() else { return nil }
        defer { g_object_unref(gobject(builder)) }
        var error: UnsafeMutablePointer<GError>?
        let ui = interface(KeyboardShortcuts.groups(rightToLeft: rightToLeft))
        guard gtk_builder_add_from_string(builder, ui, -1, &error) != 0 else {
            let message = error?.pointee.message.map { String(cString: $0) } ?? "unknown error"
            StandardError.write("MedalCount: the shortcuts window: \(message)")
            g_clear_error(&error)
            return nil
        }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        return gcast(object)
    }

    /// The GtkBuilder description of a shortcuts window with one section holding `groups`.
    static func interface(_ groups: [KeyboardShortcuts.Group]) -> String {
        var xml = """
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <property name="title">\(escaped(KeyboardShortcuts.windowTitle))</property>
                <property name="modal">1</property>
                <property name="destroy-with-parent">1</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>

            """
        for group in groups {
            xml += """
                        <child>
                          <object class="GtkShortcutsGroup">
                            <property name="title">\(escaped(group.title))</property>

                """
            for shortcut in group.shortcuts {
                xml += """
                                <child>
                                  <object class="GtkShortcutsShortcut">
                                    <property name="accelerator">\(escaped(shortcut.accelerator))</property>
                                    <property name="title">\(escaped(shortcut.title))</property>
                                  </object>
                                </child>

                    """
            }
            xml += """
                          </object>
                        </child>

                """
        }
        xml += """
                  </object>
                </child>
              </object>
            </interface>
            """
        return xml
    }

    /// `text` with XML's special characters written as entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
