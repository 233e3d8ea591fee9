import CGtk

/// A frame-clock tick callback on a widget (`gtk_widget_add_tick_callback`).
///
/// The closure gets the frame time in seconds and returns whether it wants
/// more frames. Its box is retained for GTK and released by the destroy
/// notify, which GTK calls when the callback stops, is removed, or its widget
/// goes away; `remove()` is therefore safe twice and after the widget is gone.
@_spi(GLib)
@MainActor
public final class TickCallback {
    fileprivate final class Box {
        let onFrame: @MainActor (_ frameTime: Double) -> Bool
        var isAttached = true
        init(_ onFrame: @escaping @MainActor (Double) -> Bool) { self.onFrame = onFrame }
    }

    private let widget: WidgetPointer
    private let id: guint
    private let box: Box

    /// Starts calling `onFrame` on every frame of `widget`'s frame clock.
    public init(on widget: WidgetPointer, _ onFrame: @escaping @MainActor (_ frameTime: Double) -> Bool) {
        let box = Box(onFrame)
        self.widget = widget
        self.box = box
        let callback: GtkTickCallback = { _, clock, data in
            guard let data else { return 0 }
            let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
            let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            return MainActor.assumeIsolated {
                let outer = TickCallback.clockTicking
                TickCallback.clockTicking = clock
                defer { TickCallback.clockTicking = outer }
                return box.isAttached && box.onFrame(seconds)
            } ? 1 : 0
        }
        id = gtk_widget_add_tick_callback(widget, callback, Unmanaged.passRetained(box).toOpaque()) { data in
            guard let data else { return }
            let box = Unmanaged<Box>.fromOpaque(data)
            MainActor.assumeIsolated { box.takeUnretainedValue().isAttached = false }
            box.release()
        }
    }

    /// The frame clock whose tick is running now, if a tick callback is:
    /// work asked for then can wait until the frame is painted (`AfterPaint`).
    private(set) static var clockTicking: OpaquePointer?

    /// Whether GTK still calls the closure.
    public var isAttached: Bool { box.isAttached }

    /// Stops the callback; harmless if it already stopped.
    public func remove() {
        guard box.isAttached else { return }
        box.isAttached = false
        gtk_widget_remove_tick_callback(widget, id)
    }
}
