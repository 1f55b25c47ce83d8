import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Where the app's `OpenURLAction` keeps what it was handed.
@MainActor private final class OpenedURLs {
  var urls: [URL] = []
}

/// Texts with Markdown links, in sections, and an action of the app's own around them.
private struct ReleaseNotes: View {
  let opened: OpenedURLs

  var body: some View {
    VStack(alignment: .leading) {
      Section("Notes") {
        Text("See [changes](https://example.org/changes), **[issues](https://example.org/bugs)**.")
        Text("[हिन्दी क्षेत्र](https://example.org/hi) · 漢字 👩‍👩‍👧")
      }
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.urls.append(url)
        return .handled
      })
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TextLinkTests {
  // GTK's label draws each Markdown link as a link of its own; the click it reports with
  // `activate-link` goes to the environment's `openURL`, and GTK opens nothing itself.
  @Test func aLabelsLinkOpensThroughTheEnvironment() throws {
    let opened = OpenedURLs()
    let host = GtkTestSupport.host(ReleaseNotes(opened: opened))
    defer { host.close() }
    let notes = try #require(
      host.widgets(.label).first { labelText($0) == "See changes, issues." })
    let markup = String(cString: gtk_label_get_label(gtkOpaque(notes.widget)))
    #expect(markup.contains("<a href=\"https://example.org/changes\">"), "\(markup)")
    #expect(markup.contains("<a href=\"https://example.org/bugs\">"), "\(markup)")
    #expect(trellis_emit_activate_link(notes.widget, "https://example.org/bugs") != 0)
    GtkTestSupport.settle(host)
    #expect(opened.urls == [URL(string: "https://example.org/bugs")!])

    let hindi = try #require(host.widgets(.label).first { labelText($0).hasPrefix("हिन्दी") })
    #expect(trellis_emit_activate_link(hindi.widget, "https://example.org/hi") != 0)
    GtkTestSupport.settle(host)
    #expect(opened.urls.last == URL(string: "https://example.org/hi")!)
    // A URI the text does not link to opens nothing.
    #expect(trellis_emit_activate_link(hindi.widget, "https://example.org/other") != 0)
    GtkTestSupport.settle(host)
    #expect(opened.urls.count == 2)
  }
}
