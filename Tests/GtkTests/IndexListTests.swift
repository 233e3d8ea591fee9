import CGtk
import CIndexList
import CMedalCount
import Testing

/// `MedalIndexList`, the Games lists' model: a count of positions whose
/// items are made when asked for, the same one while held, and let go with
/// their last holder. No display needed.
@Suite
struct IndexListTests {
    @Test func itCountsItsPositionsAndMakesNothingUpFront() throws {
        let list = try #require(medal_index_list_new(20_000))
        defer { g_object_unref(gpointer(list)) }
        #expect(g_list_model_get_n_items(list) == 20_000)
        #expect(g_list_model_get_item_type(list) == medal_index_item_get_type())
        #expect(medal_index_list_get_n_alive(list) == 0)
        #expect(g_list_model_get_item(list, 20_000) == nil, "past the end: no item")
    }

    @Test func anItemIsTheSameWhileHeldAndGoesWithItsLastHolder() throws {
        let list = try #require(medal_index_list_new(3))
        defer { g_object_unref(gpointer(list)) }
        let first = try #require(g_list_model_get_item(list, 2))
        let again = try #require(g_list_model_get_item(list, 2))
        #expect(first == again, "asked twice while held: one item")
        #expect(medal_index_item_get_position(OpaquePointer(first)) == 2)
        let other = try #require(g_list_model_get_item(list, 0))
        #expect(medal_index_item_get_position(OpaquePointer(other)) == 0)
        #expect(medal_index_list_get_n_alive(list) == 2)
        g_object_unref(first)
        #expect(medal_index_list_get_n_alive(list) == 2, "still held once")
        g_object_unref(again)
        g_object_unref(other)
        #expect(medal_index_list_get_n_alive(list) == 0, "let go: nothing kept")
    }

    /// What `items-changed` said, in order: position, removed, added.
    private final class Changes { var seen: [[UInt32]] = [] }

    @Test func aNewCountIsToldAtTheEndAndItemsStayTheirPositions() throws {
        let list = try #require(medal_index_list_new(18))
        defer { g_object_unref(gpointer(list)) }
        let changes = Changes()
        let callback: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = { _, position, removed, added, data in
            guard let data else { return }
            Unmanaged<Changes>.fromOpaque(data).takeUnretainedValue().seen.append([position, removed, added])
        }
        let handler = g_signal_connect_data(
            gpointer(list), "items-changed", unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(changes).toOpaque(), nil, GConnectFlags(rawValue: 0))
        defer { g_signal_handler_disconnect(gpointer(list), handler) }
        let held = try #require(g_list_model_get_item(list, 17))
        defer { g_object_unref(held) }

        medal_index_list_set_count(list, 58)
        #expect(g_list_model_get_n_items(list) == 58)
        #expect(changes.seen == [[18, 0, 40]], "grown: 40 added after the first 18")
        medal_index_list_set_count(list, 58)
        #expect(changes.seen.count == 1, "the same count again says nothing")
        medal_index_list_set_count(list, 10)
        #expect(changes.seen.last == [10, 48, 0], "shrunk: 48 gone after the first 10")
        #expect(g_list_model_get_item(list, 17) == nil, "past the new end: no item")
        medal_index_list_set_count(list, 20_000)
        let again = try #require(g_list_model_get_item(list, 17))
        defer { g_object_unref(again) }
        #expect(again == held, "the item held through the shrink stands for its position again")
        #expect(medal_index_item_get_position(OpaquePointer(again)) == 17)
    }

    @Test func itemsKeepTheirListAliveAndItGoesWithTheLast() throws {
        let list = try #require(medal_index_list_new(5))
        var watch = GWeakRef()
        g_weak_ref_init(&watch, gpointer(list))
        defer { g_weak_ref_clear(&watch) }
        let item = try #require(g_list_model_get_item(list, 4))
        g_object_unref(gpointer(list))
        let held = g_weak_ref_get(&watch)
        #expect(held != nil, "the item holds its list")
        if let held { g_object_unref(held) }
        g_object_unref(item)
        #expect(g_weak_ref_get(&watch) == nil, "the list went with its last item")
    }
}
