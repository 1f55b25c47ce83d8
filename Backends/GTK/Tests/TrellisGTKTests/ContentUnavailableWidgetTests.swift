import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `ContentUnavailableView` drawn by GTK's widgets: a large symbolic icon over a bold title,
/// a dimmed description, the actions as buttons, centred in the window.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ContentUnavailableWidgetTests {
  private struct Inbox: View {
    @State var messages: [String] = []

    var body: some View {
      List(messages, id: \.self) { Text($0) }
        .overlay {
          if messages.isEmpty {
            ContentUnavailableView {
              Label("No Mail", systemImage: "tray.fill")
            } description: {
              Text("New mail you receive will appear here.")
            } actions: {
              Button("Fetch") { messages = ["Hello from the server"] }
            }
          }
        }
    }
  }

  @Test func itsPartsAreCentredWithALargeIconAndABoldTitle() throws {
    let host = GtkTestSupport.host(Inbox(), height: 320)
    defer { host.close() }
    let icon = try #require(host.widgets(.image).first)
    #expect(icon.shownIconName?.hasSuffix("-symbolic") == true)
    #expect(icon.shownIconName != "image-missing-symbolic")
    let pixelSize = Int(gtk_image_get_pixel_size(gtkOpaque(icon.widget)))
    #expect(pixelSize >= 40, "the icon is drawn large: \(pixelSize)")
    let labels = host.widgets(.label)
    let title = try #require(labels.first { labelText($0) == "No Mail" })
    let description = try #require(
      labels.first { labelText($0) == "New mail you receive will appear here." })
    let button = try #require(host.widgets(.button).first)
    // Stacked top to bottom, on one centre line, in the middle of the list they cover (the
    // window's 480 points, less the list's own margin).
    #expect(icon.treeFrame.y < title.treeFrame.y)
    #expect(title.treeFrame.y < description.treeFrame.y)
    #expect(description.treeFrame.y < button.treeFrame.y)
    let middle = icon.treeFrame.x + icon.treeFrame.width / 2
    #expect(abs(middle - 240) <= 8, "off the window's middle: \(icon.treeFrame)")
    for (name, part) in [("title", title), ("text", description), ("button", button)] {
      let centre = part.treeFrame.x + part.treeFrame.width / 2
      #expect(abs(centre - middle) <= 2, "the \(name) is off centre: \(part.treeFrame)")
    }
    // The title is larger than the description (title 2 against callout).
    #expect(title.treeFrame.height > description.treeFrame.height)

    trellis_emit(button.widget, "clicked")
    GtkTestSupport.settle(host)
    let shown = host.widgets(.label).map(labelText)
    #expect(shown.contains("Hello from the server"))
    #expect(!shown.contains("No Mail"))
    #expect(host.widgets(.image).isEmpty)
  }
}
