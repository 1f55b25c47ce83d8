import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A chat of eighty messages that starts at its latest one.
private struct Chat: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<80, id: \.self) { Text("Message \($0) · رسالة · 消息") }
      }
    }
    .defaultScrollAnchor(.bottom)
  }
}

/// `defaultScrollAnchor(.bottom)` on GTK: the first frame shows the last message, and the
/// scrolled window's adjustment is at its end.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct DefaultScrollAnchorWidgetTests {
  @Test func theLastMessageShowsFirstAndTheBarIsAtItsEnd() throws {
    let host = GtkTestSupport.host(Chat())
    defer { host.close() }
    let view = try #require(host.core.scrollContainers.first)
    let labels = host.widgets(.label).map(labelText)
    #expect(labels.contains("Message 79 · رسالة · 消息"))
    #expect(!labels.contains("Message 0 · رسالة · 消息"))
    let last = try #require(
      host.widgets(.label).first { labelText($0) == "Message 79 · رسالة · 消息" })
    #expect(last.treeFrame.y + last.treeFrame.height <= Int(view.frame.maxY))
    #expect(last.treeFrame.y >= Int(view.frame.minY))
    let clip = try #require(host.main.clips[view.identity])
    let adjustment = gtk_scrolled_window_get_vadjustment(gtkOpaque(clip.scroller))
    #expect(gtk_adjustment_get_value(adjustment) > 0)
    #expect(
      gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
        == gtk_adjustment_get_upper(adjustment))
  }
}
