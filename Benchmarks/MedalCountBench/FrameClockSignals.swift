@_spi(GLib) import GtkStage

extension SignalName where Shape == SignalShape.Plain {
    /// GdkFrameClock's `layout`: the frame's widgets are laid out (by GTK's
    /// own handler, connected first), and the paint comes next.
    static let layout = Self("layout")
}
