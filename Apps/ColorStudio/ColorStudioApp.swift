// A colour mixer in the way a SwiftUI developer writes one: an @Observable studio held in
// @State, channel sliders bound through @Bindable, a preview and a gradient drawn with
// shapes, and an adaptive LazyVGrid of saved swatches. `swift run color-studio` in a
// terminal, or `color-studio-gtk` from Backends/GTK for a desktop window.
import TrellisUI

@main
struct ColorStudioApp: App {
  var body: some Scene {
    WindowGroup("Colour Studio") {
      StudioView()
    }
  }
}
