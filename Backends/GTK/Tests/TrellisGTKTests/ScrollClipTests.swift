import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A heading above a short scroll view of paragraphs and a footer below it.
struct FramedArticle: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Heading")
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<20, id: \.self) { Text("Paragraph \($0) of a long article") }
        }
      }
      .frame(height: 120)
      Text("Footer")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrollClipTests {
  /// Whether GTK finds `hosted`'s widget (or a part of it) under the point `(x, y)` of the
  /// window's content, as a click there would.
  private func picks(_ hosted: HostedWidget, atX x: Int, y: Int, in host: GtkHost) -> Bool {
    guard
      let picked = gtk_widget_pick(
        host.main.fixedWidget, Double(x), Double(y), GTK_PICK_DEFAULT)
    else { return false }
    return hosted.contains(picked)
  }

  // Scrolled by a few points, a paragraph straddles the scroll view's top edge: the part
  // inside is shown and takes clicks, the part outside is cut off (not drawn over the
  // heading's row, nor clicked there), as in a GtkScrolledWindow.
  @Test func aRowPartlyScrolledOutIsCutAtTheEdge() throws {
    let host = GtkTestSupport.host(FramedArticle())
    defer { host.close() }
    let view = try #require(host.core.scrollContainers.first)
    let top = Int(view.frame.minY.rounded())
    try view.scroll(by: 10)
    GtkTestSupport.settle(host)
    let straddling = try #require(
      host.widgets(.label).first {
        $0.treeFrame.y < top && $0.treeFrame.y + $0.treeFrame.height > top + 1
      }, "no label across the top edge at \(top)")
    #expect(straddling.clip == view.identity)
    let x = straddling.treeFrame.x + 4
    #expect(picks(straddling, atX: x, y: top + 1, in: host))
    #expect(!picks(straddling, atX: x, y: top - 1, in: host))
    // Outside any scroll view, nothing is cut.
    let footer = try #require(host.widgets(.label).first { labelText($0) == "Footer" })
    #expect(footer.clip == nil)
    #expect(picks(footer, atX: footer.treeFrame.x + 4, y: footer.treeFrame.y + 2, in: host))
  }
}
