// A photo gallery in the way a SwiftUI developer writes one: an adaptive LazyVGrid of the
// app's own images (resources of its target, found with `bundle: .module`), cropped to their
// cells, and a detail view that sizes the photo from a GeometryReader. `swift run gallery`
// in a terminal, or `gallery-gtk` from Backends/GTK for a desktop window.
import TrellisUI

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup("Gallery") {
      GalleryView()
    }
  }
}
