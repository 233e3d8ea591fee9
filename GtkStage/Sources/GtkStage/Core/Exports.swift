// What `import GtkStage` brings: GTK itself (the API hands out and takes its
// widgets) and the GTK-free core whose geometry, traits and timing it speaks.
@_exported import CGtk
@_exported import Presentation
