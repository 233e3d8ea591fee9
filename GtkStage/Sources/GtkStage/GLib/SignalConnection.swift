import CGtk

/// A connected GObject signal handler. The closure's box is retained for GLib
/// and released by the destroy notify, so a handler outliving its object (or
/// the other way round) is never a dangling pointer; `disconnect()` is safe to
/// call twice and after the object is gone.
@MainActor
public final class SignalConnection {
    private let instance: UnsafeMutableRawPointer
    private let handlerID: gulong
    private let box: SignalBox

    fileprivate init(instance: UnsafeMutableRawPointer, handlerID: gulong, box: SignalBox) {
        self.instance = instance
        self.handlerID = handlerID
        self.box = box
    }

    /// Whether GLib still holds the handler (its object is alive and it was not disconnected).
    public var isConnected: Bool { box.isConnected }

    /// Disconnects the handler, if its object still holds it.
    public func disconnect() {
        guard box.isConnected else { return }
        g_signal_handler_disconnect(instance, handlerID)
    }

    /// Connects `box` to `signal` of `instance` through the C `trampoline`.
    fileprivate static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, box: SignalBox, trampoline: GCallback
    ) -> SignalConnection {
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = g_signal_connect_data(
            instance, signal, trampoline, data,
            { data, _ in
                guard let data else { return }
                let box = Unmanaged<SignalBox>.fromOpaque(data)
                MainActor.assumeIsolated { box.takeUnretainedValue().isConnected = false }
                box.release()
            }, CGTK_CONNECT_DEFAULT)
        return SignalConnection(instance: instance, handlerID: id, box: box)
    }
}

/// The retained home of a signal handler's closure.
@MainActor
class SignalBox {
    var isConnected = true
}

private final class VoidBox: SignalBox {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}

private final class PointerBox: SignalBox {
    let action: @MainActor (UnsafeMutableRawPointer?) -> Void
    init(_ action: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) { self.action = action }
}

private final class ItemsBox: SignalBox {
    let action: @MainActor (Int, Int, Int) -> Void
    init(_ action: @escaping @MainActor (Int, Int, Int) -> Void) { self.action = action }
}

private final class ClickBox: SignalBox {
    let action: @MainActor (Int, Double, Double) -> Void
    init(_ action: @escaping @MainActor (Int, Double, Double) -> Void) { self.action = action }
}

private final class PointBox: SignalBox {
    let action: @MainActor (Double, Double) -> Void
    init(_ action: @escaping @MainActor (Double, Double) -> Void) { self.action = action }
}

private final class PositionBox: SignalBox {
    let action: @MainActor (Int) -> Void
    init(_ action: @escaping @MainActor (Int) -> Void) { self.action = action }
}

private final class StatusBox: SignalBox {
    let action: @MainActor (UnsafeMutableRawPointer?) -> Int32
    init(_ action: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32) { self.action = action }
}

private final class EventBox: SignalBox {
    let action: @MainActor (OpaquePointer) -> Bool
    init(_ action: @escaping @MainActor (OpaquePointer) -> Bool) { self.action = action }
}

private final class ScrollBox: SignalBox {
    let action: @MainActor (Double, Double) -> Bool
    init(_ action: @escaping @MainActor (Double, Double) -> Bool) { self.action = action }
}

private final class KeyBox: SignalBox {
    let action: @MainActor (UInt32, GdkModifierType) -> Bool
    init(_ action: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) { self.action = action }
}

@inline(__always)
private func unbox<T: SignalBox>(_ data: UnsafeMutableRawPointer?, as _: T.Type) -> T? {
    guard let data else { return nil }
    return Unmanaged<T>.fromOpaque(data).takeUnretainedValue()
}

/// Typed signal connections, one per handler shape, each taking the
/// `SignalName`s of its shape.
public enum Signal {
    /// A signal whose handler takes only the instance (`clicked`, `destroy`).
    @discardableResult
    @MainActor
    public static func connect(
        _ instance: some GObjectPointer, _ signal: SignalName<SignalShape.Plain>,
        _ action: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let box = unbox(data, as: VoidBox.self) else { return }
            MainActor.assumeIsolated { box.action() }
        }
        return SignalConnection.connect(
            instance._gobjectAddress, signal.rawValue, box: VoidBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A signal whose handler takes the instance and one pointer
    /// (`row-activated`, `notify`, a GAction's `activate`).
    @_spi(GLib)
    @discardableResult
    @MainActor
    public static func connect(
        _ instance: some GObjectPointer, _ signal: SignalName<SignalShape.WithArgument>,
        withArgument action: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            guard let box = unbox(data, as: PointerBox.self) else { return }
            nonisolated(unsafe) let argument = argument
            MainActor.assumeIsolated { box.action(argument) }
        }
        return SignalConnection.connect(
            instance._gobjectAddress, signal.rawValue, box: PointerBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A signal whose handler takes a position in a list model (GtkListView's `activate`).
    @discardableResult
    @MainActor
    public static func connectPosition(
        _ instance: some GObjectPointer, _ signal: SignalName<SignalShape.Position>,
        _ action: @escaping @MainActor (_ position: Int) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = { _, position, data in
            guard let box = unbox(data, as: PositionBox.self) else { return }
            MainActor.assumeIsolated { box.action(Int(position)) }
        }
        return SignalConnection.connect(
            instance._gobjectAddress, signal.rawValue, box: PositionBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GListModel's `items-changed`: at `position`, `removed` items went and `added` came.
    @_spi(GLib)
    @discardableResult
    @MainActor
    public static func connectItemsChanged(
        _ model: some GObjectPointer, _ signal: SignalName<SignalShape.ItemsChanged>,
        _ action: @escaping @MainActor (_ position: Int, _ removed: Int, _ added: Int) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void = {
            _, position, removed, added, data in
            guard let box = unbox(data, as: ItemsBox.self) else { return }
            MainActor.assumeIsolated { box.action(Int(position), Int(removed), Int(added)) }
        }
        return SignalConnection.connect(
            model._gobjectAddress, signal.rawValue, box: ItemsBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkGestureClick's `pressed` and `released`: press count and position.
    @discardableResult
    @MainActor
    public static func connectClick(
        _ gesture: some GObjectPointer, _ signal: SignalName<SignalShape.Click>,
        _ action: @escaping @MainActor (_ pressCount: Int, _ x: Double, _ y: Double) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = {
            _, count, x, y, data in
            guard let box = unbox(data, as: ClickBox.self) else { return }
            MainActor.assumeIsolated { box.action(Int(count), x, y) }
        }
        return SignalConnection.connect(
            gesture._gobjectAddress, signal.rawValue, box: ClickBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A signal with two doubles: GtkGestureDrag's `drag-begin` (start point),
    /// `drag-update` and `drag-end` (offset from the start).
    @discardableResult
    @MainActor
    public static func connectPoint(
        _ gesture: some GObjectPointer, _ signal: SignalName<SignalShape.Point>,
        _ action: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
            guard let box = unbox(data, as: PointBox.self) else { return }
            MainActor.assumeIsolated { box.action(x, y) }
        }
        return SignalConnection.connect(
            gesture._gobjectAddress, signal.rawValue, box: PointBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkEventControllerScroll's `scroll`: the deltas; the handler returns
    /// whether it took the event (it then goes no further).
    @discardableResult
    @MainActor
    public static func connectScroll(
        _ controller: some GObjectPointer,
        _ action: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> gboolean = { _, dx, dy, data in
            guard let box = unbox(data, as: ScrollBox.self) else { return 0 }
            return MainActor.assumeIsolated { box.action(dx, dy) } ? 1 : 0
        }
        return SignalConnection.connect(
            controller._gobjectAddress, "scroll", box: ScrollBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkEventControllerKey's `key-pressed`; the handler returns whether it
    /// handled the key.
    @discardableResult
    @MainActor
    public static func connectKeyPressed(
        _ controller: some GObjectPointer,
        _ action: @escaping @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
            _, keyval, _, state, data in
            guard let box = unbox(data, as: KeyBox.self) else { return 0 }
            return MainActor.assumeIsolated { box.action(keyval, state) } ? 1 : 0
        }
        return SignalConnection.connect(
            controller._gobjectAddress, "key-pressed", box: KeyBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkEventControllerLegacy's `event`: every event on the way to its
    /// target; the handler returns whether it stops the event there.
    @_spi(GLib)
    @discardableResult
    @MainActor
    public static func connectEvent(
        _ controller: some GObjectPointer,
        _ action: @escaping @MainActor (_ event: OpaquePointer) -> Bool
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, event, data in
            guard let event, let box = unbox(data, as: EventBox.self) else { return 0 }
            nonisolated(unsafe) let unsafeEvent = event
            return MainActor.assumeIsolated { box.action(unsafeEvent) } ? 1 : 0
        }
        return SignalConnection.connect(
            controller._gobjectAddress, "event", box: EventBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A signal whose handler takes the instance and one pointer and returns
    /// an exit status (GApplication's `command-line` and `handle-local-options`).
    @_spi(GLib)
    @discardableResult
    @MainActor
    public static func connectStatus(
        _ instance: some GObjectPointer, _ signal: SignalName<SignalShape.Status>,
        _ action: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gint = { _, argument, data in
            guard let box = unbox(data, as: StatusBox.self) else { return 1 }
            nonisolated(unsafe) let argument = argument
            return MainActor.assumeIsolated { box.action(argument) }
        }
        return SignalConnection.connect(
            instance._gobjectAddress, signal.rawValue, box: StatusBox(action),
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
