import CGtk

/// Records when a GObject is finalized (`g_object_weak_ref`), for tests that
/// check what a closed window or an ended transition lets go. A watch that
/// goes before its object takes its weak reference back, so GLib never
/// writes to the flag once it is freed.
@_spi(GLib)
@MainActor
public final class FinalizationWatch {
    private let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    private let object: GtkPointer<GObject>

    private static let notify: GWeakNotify = { data, _ in
        data?.assumingMemoryBound(to: Bool.self).pointee = true
    }

    /// Watches `object` from now on.
    public init(_ object: some GObjectPointer) {
        self.object = gobject(object)
        flag.initialize(to: false)
        g_object_weak_ref(self.object, Self.notify, flag)
    }

    isolated deinit {
        if !flag.pointee { g_object_weak_unref(object, Self.notify, flag) }
        flag.deallocate()
    }

    /// Whether the object has been finalized.
    public var isFinalized: Bool { flag.pointee }
}
