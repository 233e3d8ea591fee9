import GtkStage

/// Each photo's colour: the thumbnail and the photo it grows into.
let style = """
    .photo { border-radius: 12px; color: white; font-size: 20px; font-weight: bold; }
    .photo-1 { background: #3465a4; } .photo-2 { background: #4e9a06; } .photo-3 { background: #c4a000; }
    .photo-4 { background: #ce5c00; } .photo-5 { background: #75507b; } .photo-6 { background: #cc0000; }
    .zoomed { border-radius: 0; font-size: 40px; }
    """

/// A photo that fills the window: its colour and its name.
@MainActor
final class PhotoScreen: ViewController {
    init(number: Int) {
        let label: WidgetPointer = gtk_label_new("Photo \(number)")
        gtk_widget_add_css_class(label, "photo")
        gtk_widget_add_css_class(label, "photo-\(number)")
        gtk_widget_add_css_class(label, "zoomed")
        super.init(view: label, title: "Photo \(number)")
        // Its colour fills it: the zoom need not draw the gallery under it.
        isViewOpaque = true
    }
}

/// The window's screen: six thumbnails in a grid, each zooming into its photo.
@MainActor
final class GalleryScreen: ViewController {
    private var thumbnails: [WidgetPointer] = []
    private var connections: [SignalConnection] = []

    init() {
        let grid: WidgetPointer = gtk_grid_new()
        gtk_grid_set_row_spacing(gcast(grid), 16)
        gtk_grid_set_column_spacing(gcast(grid), 16)
        gtk_widget_set_halign(grid, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(grid, GTK_ALIGN_CENTER)
        super.init(view: grid, title: "Zoom")
        for number in 1...6 {
            let thumbnail: WidgetPointer = gtk_button_new_with_label("Photo \(number)")
            gtk_widget_add_css_class(thumbnail, "photo")
            gtk_widget_add_css_class(thumbnail, "photo-\(number)")
            gtk_widget_set_size_request(thumbnail, 140, 100)
            gtk_grid_attach(gcast(grid), thumbnail, Int32((number - 1) % 3), Int32((number - 1) / 3), 1, 1)
            thumbnails.append(thumbnail)
            connections.append(Signal.connect(thumbnail, .clicked) { [weak self] in self?.open(number) })
        }
    }

    private func open(_ number: Int) {
        let photo = PhotoScreen(number: number)
        photo.preferredTransition = .zoom(options: ZoomOptions(sourceCornerRadius: 12)) { [weak self] _ in
            self?.thumbnails[number - 1]
        }
        present(photo, animated: true)
    }
}

Application.run(id: "io.github.medalcount.GtkStage.Zoom", defaultSize: Size(width: 720, height: 520)) {
    Stylesheet.load(style)
    return GalleryScreen()
}
