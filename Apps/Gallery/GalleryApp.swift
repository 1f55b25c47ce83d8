// A photo gallery in the way a SwiftUI developer writes one: an adaptive LazyVGrid of the
// app's own images (PNG and JPEG resources of its target, found with `bundle: .module`; the
// terminal decodes both itself), cropped to their cells, and a detail view that sizes the
// photo from a GeometryReader. Its commands: a Photo menu acting on the open photo through
// `@FocusedObject`, with the standard menus (Quit, New Window, Close, the window list).
// `swift run gallery` in a terminal (F10 the menus, F1 every key), or `gallery-gtk` from
// Backends/GTK for a desktop window with a menu bar.
import TrellisUI

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup("Gallery") {
      GalleryView()
    }
    .commands {
      PhotoCommands()
    }
  }
}

/// The Photo menu: fills or fits the open photo, disabled while none is open.
struct PhotoCommands: Commands {
  @FocusedObject var viewer: PhotoViewer?

  var body: some Commands {
    CommandMenu("Photo") {
      Button(viewer?.isFilled == true ? "Fit Photo" : "Fill Photo") {
        viewer?.isFilled.toggle()
      }
      .keyboardShortcut("l")
      .disabled(viewer == nil)
    }
  }
}
