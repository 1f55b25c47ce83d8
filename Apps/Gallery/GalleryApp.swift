// A photo gallery in the way a SwiftUI developer writes one: an adaptive LazyVGrid of the
// app's own images (PNG and JPEG resources of its target, found with `bundle: .module`; the
// terminal decodes both itself), cropped to their cells, and a detail view that sizes the
// photo from a GeometryReader. `swift run gallery` in a terminal, or `gallery-gtk` from
// Backends/GTK for a desktop window.
import TrellisUI

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup("Gallery") {
      GalleryView()
    }
  }
}
