import CGtk

/// A GTK object as GTK's C API hands it out and takes it: a pointer to its
/// C instance (`GtkPointer<GtkWindow>` is C's `GtkWindow *`). GtkStage's
/// API passes widgets as ``WidgetPointer``; ``gcast(_:)`` re-types one for
/// a GTK call on its own class, and checks it.
public typealias GtkPointer<Instance> = UnsafeMutablePointer<Instance>

/// A GTK widget, the handle GtkStage's API passes views as: what
/// `gtk_button_new()` and the rest return, and what a ``ViewController``'s
/// view is.
public typealias WidgetPointer = GtkPointer<GtkWidget>

/// Re-types a GTK object for a call on one of its classes, as C's
/// `GTK_WINDOW (widget)` does: `gtk_window_set_title(gcast(window), "Cards")`.
///
/// In a debug build it checks, as GTK's C casts do, that the object is one
/// of that class (a C struct type is named as its GType), and stops with a
/// message naming both types when it is not: "gcast: a GtkButton is not a
/// GtkWindow". A release build re-types it unchecked.
@inline(__always)
public func gcast<T>(_ object: GtkPointer<some Any>) -> GtkPointer<T> {
    if _isDebugAssertConfiguration() { GObjectCheck.instance(UnsafeMutableRawPointer(object), is: T.self) }
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: T.self)
}

/// Re-types a GObject pointer for a parameter that C declares opaque.
@_spi(GLib)
@inline(__always)
public func gcast(_ pointer: UnsafeMutablePointer<some Any>) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// Re-types an opaque GObject pointer back to a typed one.
@_spi(GLib)
@inline(__always)
public func gcast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
    UnsafeMutablePointer<T>(pointer)
}

/// Any pointer to a GObject as GTK's C API hands it out, typed
/// (`GtkPointer<GtkButton>`) or opaque (a final class Swift imports as
/// `OpaquePointer`): what the signal helpers and ``gobject(_:)`` take. Only
/// GTK's pointers are meant to conform.
public protocol GObjectPointer {
    /// The address of the GObject (for the library's own calls into GLib).
    var _gobjectAddress: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
    public var _gobjectAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
    public var _gobjectAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// The GObject behind any GTK object, for `g_object_ref` and the rest of
/// GObject's API (C's `G_OBJECT (object)`).
@inline(__always)
public func gobject(_ object: some GObjectPointer) -> GtkPointer<GObject> {
    object._gobjectAddress.assumingMemoryBound(to: GObject.self)
}

/// Checks casts the way GTK's C macros do, in debug builds.
enum GObjectCheck {
    /// Stops when `instance` is not of the GType named as `T` (a GTK C
    /// struct type is named as its class).
    static func instance<T>(_ instance: UnsafeMutableRawPointer, is type: T.Type) {
        if let mismatch = mismatch(instance, T.self) { fatalError(mismatch) }
    }

    /// Why `instance` is not a `T`, or nil when it is one, or when GLib
    /// knows no class or interface named as `T` (a plain struct, a boxed
    /// type, or a class no object of which was made yet: then it cannot be
    /// checked, as a GType's name is all there is to go by).
    static func mismatch<T>(_ instance: UnsafeMutableRawPointer, _ type: T.Type) -> String? {
        // Swift names an imported C struct after its tag (`_GtkWindow`), GLib after its typedef.
        let tag = String(describing: T.self)
        let name = tag.hasPrefix("_") ? String(tag.dropFirst()) : tag
        let expected = g_type_from_name(name)
        // Only classes and interfaces: a boxed type (GdkRGBA) has no class pointer to read.
        guard expected != 0, cgtk_type_is_object_or_interface(expected) != 0 else { return nil }
        let object = instance.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(object, expected) == 0 else { return nil }
        let actual = object.pointee.g_class.map { String(cString: g_type_name($0.pointee.g_type)) } ?? "object of no class"
        return "gcast: a \(actual) is not a \(name)"
    }
}
