import CGtk

/// A GTK widget as Swift sees it. GTK's C casts are macros, so the few
/// re-typings the GTK layer needs go through the helpers below.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Re-types a GObject pointer (C's `GTK_BUTTON (widget)` and friends).
@inline(__always)
public func gcast<T>(_ pointer: UnsafeMutablePointer<some Any>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// Re-types a GObject pointer for a parameter that C declares opaque.
@inline(__always)
public func gcast(_ pointer: UnsafeMutablePointer<some Any>) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// Re-types an opaque GObject pointer back to a typed one.
@inline(__always)
public func gcast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
    UnsafeMutablePointer<T>(pointer)
}

/// Any pointer to a GObject, typed or opaque, as the signal helpers take it.
public protocol GObjectPointer {
    var rawObject: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
    public var rawObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
    public var rawObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// The GObject behind any GTK pointer, for `g_object_ref` and friends.
@inline(__always)
public func gobject(_ pointer: some GObjectPointer) -> UnsafeMutablePointer<GObject> {
    pointer.rawObject.assumingMemoryBound(to: GObject.self)
}
