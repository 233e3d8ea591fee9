/// The name of a GObject signal, typed by the shape of its handler, so that a
/// misspelt signal, or a handler of the wrong shape for it, does not compile.
///
/// The signals GtkStage and its demos use are listed below
/// (`Signal.connect(button, .clicked) { ... }`); another is declared once, in
/// an extension of its own, with the shape GLib gives its handler.
public struct SignalName<Shape>: Sendable, Hashable {
    /// The name as GLib spells it: "clicked", "notify::root".
    public let rawValue: String

    /// A signal with `rawValue` as its name; declare it once, as a static member.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The handler shapes of `Signal`'s connections, for `SignalName`.
public enum SignalShape {
    /// A handler that takes only the instance.
    public enum Plain {}
    /// A handler that takes the instance and one pointer.
    @_spi(GLib) public enum WithArgument {}
    /// GtkGestureClick's handlers: the press count and the point.
    public enum Click {}
    /// GtkGestureDrag's handlers: a point or an offset.
    public enum Point {}
    /// A handler that takes one pointer and returns an exit status.
    @_spi(GLib) public enum Status {}
    /// A handler that takes a position in a list model (GtkListView's `activate`).
    public enum Position {}
    /// GListModel's `items-changed`: a position, how many items went and how many came.
    @_spi(GLib) public enum ItemsChanged {}
}

extension SignalName where Shape == SignalShape.Plain {
    /// GtkButton's `clicked`.
    public static let clicked = Self("clicked")
    /// GtkWidget's `destroy`.
    public static let destroy = Self("destroy")
    /// GtkWidget's `map`: the widget is about to be shown.
    public static let map = Self("map")
    /// GtkWidget's `unrealize`.
    public static let unrealize = Self("unrealize")
    /// GApplication's `activate`.
    public static let activate = Self("activate")
    /// GdkFrameClock's `paint`: the frame is drawn (by GDK's own handler,
    /// connected first; a handler connected later runs once it is drawn).
    public static let paint = Self("paint")
    /// GdkFrameClock's `after-paint`: a frame has been drawn.
    public static let afterPaint = Self("after-paint")
    /// GtkEventControllerScroll's `scroll-begin` (a touchpad's fingers down).
    public static let scrollBegin = Self("scroll-begin")
    /// GtkEventControllerScroll's `scroll-end` (the fingers up).
    public static let scrollEnd = Self("scroll-end")
}

@_spi(GLib)
extension SignalName where Shape == SignalShape.WithArgument {
    /// GtkWidget's `state-flags-changed`; the argument holds the flags before
    /// (a `GtkStateFlags` value, not a pointer: read the widget's flags instead).
    public static let stateFlagsChanged = Self("state-flags-changed")
    /// GAction's `activate`; the argument is the parameter GVariant.
    public static let activate = Self("activate")
    /// GSimpleAction's `change-state`; the argument is the requested state.
    public static let changeState = Self("change-state")
    /// GtkListBox's `row-activated`; the argument is the row.
    public static let rowActivated = Self("row-activated")
    /// GtkSignalListItemFactory's `setup`: a new row; the argument is its GtkListItem.
    public static let setup = Self("setup")
    /// GtkSignalListItemFactory's `bind`: a row shows an item; the argument is its GtkListItem.
    public static let bind = Self("bind")
    /// GtkSignalListItemFactory's `teardown`: a row is let go; the argument is its GtkListItem.
    public static let teardown = Self("teardown")

    /// GtkGesture's `begin`: the gesture recognised its sequence; the argument is the sequence.
    public static let gestureBegin = Self("begin")
    /// GtkGesture's `update`: its sequence moved; the argument is the sequence.
    public static let gestureUpdate = Self("update")
    /// GtkGesture's `end`: its sequence ended or was let go; the argument is the sequence.
    public static let gestureEnd = Self("end")

    /// GObject's `notify` for one property; the argument is its GParamSpec.
    public static func notify(_ property: String) -> Self { Self("notify::\(property)") }

    /// GSettings's `changed` for one key; the argument is the key's name.
    public static func changed(_ key: String) -> Self { Self("changed::\(key)") }
}

extension SignalName where Shape == SignalShape.Position {
    /// GtkListView's and GtkGridView's `activate`: a row was picked (a click or Enter).
    public static let activate = Self("activate")
}

@_spi(GLib)
extension SignalName where Shape == SignalShape.ItemsChanged {
    /// GListModel's `items-changed`.
    public static let itemsChanged = Self("items-changed")
}

extension SignalName where Shape == SignalShape.Click {
    /// GtkGestureClick's `pressed`.
    public static let pressed = Self("pressed")
    /// GtkGestureClick's `released`.
    public static let released = Self("released")
}

extension SignalName where Shape == SignalShape.Point {
    /// GtkGestureDrag's `drag-begin`: the start point.
    public static let dragBegin = Self("drag-begin")
    /// GtkGestureDrag's `drag-update`: the offset from the start.
    public static let dragUpdate = Self("drag-update")
    /// GtkGestureDrag's `drag-end`: the offset from the start.
    public static let dragEnd = Self("drag-end")
}

@_spi(GLib)
extension SignalName where Shape == SignalShape.Status {
    /// GApplication's `command-line`; the argument is the GApplicationCommandLine.
    public static let commandLine = Self("command-line")
}
