import CGtk
import CIndexList
import CMedalCount
@_spi(GLib) import GtkStage

/// How many Games a list's model counts as the list opens: a screenful at
/// first, then more a frame at a time once the list stands still, and
/// every Games once GTK would build no more rows for them.
///
/// GtkListView builds a row for every item it counts, up to 200 past the
/// ones in view (`GTK_LIST_VIEW_MAX_LIST_ITEMS`, the same in GTK 4.8, 4.18
/// and 4.24). A list that counted its 20,000 Games at once built 210 rows
/// in the frame that opens it, where a list of 17 built 17. Counted a
/// screenful at first, a list of any size builds the rows of one screen
/// before it slides in, and the rest while nothing moves. A key that moves
/// down the list (End, Page Down, Down) pressed before then counts every
/// Games first, so the list's own key bindings see them all; a list that a
/// screenful and one frame's step would hold is counted whole from the start.
@MainActor
final class ScreenfulCount {
    /// The least a row can be tall: its flag's size request.
    static let rowHeight = 36
    /// How many more Games are counted in each frame while the list stands
    /// still: more than a tall window shows, so the count soon passes what GTK builds.
    static let step = 40
    /// The rows GTK's list view builds past the ones in view, at most.
    static let rowsBuiltPastView = 200

    private let positions: OpaquePointer
    private let list: WidgetPointer
    private let total: Int
    private let standsStill: @MainActor () -> Bool
    private var tick: TickCallback?

    /// How many rows it takes to fill `height` (a row cut at the bottom
    /// included) and one more, the next row scrolling in; a step's worth
    /// while the height is not known yet.
    static func rows(toFill height: Int) -> Int {
        height > 0 ? (height + rowHeight - 1) / rowHeight + 1 : step
    }

    /// What a list of `total` Games counts first, opening at `height`:
    /// all of them if a screenful and a step hold them.
    static func first(of total: Int, height: Int) -> Int {
        let screenful = rows(toFill: height)
        return total <= screenful + step ? total : screenful
    }

    /// Counts up to `total` in `positions` (a `MedalIndexList` this keeps a
    /// reference to), shown by `list`, on its frames: as many as fill the
    /// list's height in every frame, and `step` more in each frame where
    /// `standsStill` says the list does not move.
    init(
        _ positions: OpaquePointer, total: Int, shownBy list: WidgetPointer,
        standsStill: @escaping @MainActor () -> Bool
    ) {
        self.positions = positions
        self.list = list
        self.total = total
        self.standsStill = standsStill
        g_object_ref(gpointer(positions))
        guard counted < total else { return }
        tick = TickCallback(on: list) { [weak self] _ in self?.frame() ?? false }
        // The list's key bindings run in the bubble phase, after this.
        if let keys = gtk_event_controller_key_new() {
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            Signal.connectKeyPressed(keys) { [weak self] keyval, _ in
                if Self.keysGoingDown.contains(Int32(keyval)) { self?.countAll() }
                return false
            }
            gtk_widget_add_controller(list, keys)
        }
    }

    isolated deinit {
        tick?.remove()
        g_object_unref(gpointer(positions))
    }

    /// How many Games the model counts now.
    var counted: Int { Int(g_list_model_get_n_items(positions)) }

    /// Whether the model counts every Games.
    var isComplete: Bool { counted == total }

    /// The keys that move a list's focus down, past what a screenful holds.
    private static let keysGoingDown: Set<Int32> = [
        GDK_KEY_End, GDK_KEY_KP_End, GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down, GDK_KEY_Down, GDK_KEY_KP_Down,
    ]

    /// Counts every Games now.
    private func countAll() {
        guard !isComplete else { return }
        medal_index_list_set_count(positions, guint(total))
        tick?.remove()
    }

    /// One frame's counting; whether more frames are needed.
    private func frame() -> Bool {
        let now = counted
        // A list made taller (a resize) is filled at once, even while it moves;
        // one not laid out yet has no height to fill.
        let height = Int(gtk_widget_get_height(list))
        var next = height > 0 ? max(now, Self.rows(toFill: height)) : now
        if standsStill() {
            next = now >= Self.rowsBuiltPastView + Self.step ? total : max(next, now + Self.step)
        }
        next = min(next, total)
        if next != now { medal_index_list_set_count(positions, guint(next)) }
        return next < total
    }
}
