// A page of text as a desktop app lays it out, to check that the GTK host keeps SwiftUI's
// lengths in pixels: proportional text, a stack's spacing, the default padding, a long
// text wrapping in a fixed width, the space between lines, and a line that shrinks to fit.
import TrellisUI

@main
struct LayoutApp: App {
  var body: some Scene {
    WindowGroup("Layout") {
      ReleaseNotes()
    }
    .defaultSize(width: 640, height: 480)
  }
}

struct ReleaseNotes: View {
  private let summary =
    "This release lays the window out in points, measures text with the desktop's font, "
    + "and wraps long paragraphs within the width they are given."

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("iiii")
        Text("MMMM")
      }
      VStack(alignment: .leading, spacing: 12) {
        Text("Version 2.0")
          .font(.headline)
        Text("Released today")
      }
      Text("Before the padding")
      Text("Padded note")
        .padding()
      Text("After the padding")
      Text(summary)
        .frame(width: 200, alignment: .leading)
      Text("One line")
      HStack(alignment: .top) {
        Text("Close नमस्ते\n世界 lines\n👍🏽 end")
        Text("Spaced नमस्ते\n世界 lines\n👍🏽 end")
          .lineSpacing(10)
      }
      Text("Cut short: platform notices नमस्ते 世界 in a narrow column")
        .lineLimit(1)
        .frame(width: 300, alignment: .leading)
      Text("Shrunk to fit: platform notices नमस्ते 世界 in a narrow column")
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .frame(width: 300, alignment: .leading)
    }
  }
}
